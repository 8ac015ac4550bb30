/**
 * Typecheck, format and lint: `tsc --noEmit` for every tsconfig context, Prettier's check (.prettierrc.json;
 * `npm run format` writes it), ESLint with no warnings (eslint.config.js: typescript-eslint, React's hooks rules,
 * the import boundaries), then `cargo fmt --check` and clippy.
 * Run alone (`npm run check`), it first builds the graph core's wasm packages where stale: their generated
 * .d.ts files are the types the graph binding compiles against.
 */
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildWasm } from './build-wasm.mjs';
import { log, root, runStatus } from './shell.mjs';

/**
 * Every tsconfig in the repo, one per context: `tsconfig.json` per folder (site, server, graph binding, tests,
 * extension pages...) and `tsconfig.<context>.json` beside it where a folder holds several contexts
 * (extension/: background worker, graph worker, content scripts).
 */
export function tsconfigs(dir = root) {
  const skip = new Set(['node_modules', 'target', '.output', 'dist', '.wxt', '.git', 'data']);
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.isDirectory()) return skip.has(entry.name) ? [] : tsconfigs(join(dir, entry.name));
    return /^tsconfig(\.[\w-]+)?\.json$/.test(entry.name) ? [relative(root, join(dir, entry.name))] : [];
  });
}

/** Runs every check, all of them even after a failure; resolves with the names of those that failed. */
export async function runChecks() {
  const failed = [];
  for (const project of tsconfigs()) {
    log(`Typechecking ${project}`);
    if ((await runStatus('npx', ['tsc', '--noEmit', '-p', project])) !== 0) failed.push(`tsc -p ${project}`);
  }
  log('Checking formatting (Prettier; `npm run format` fixes it)');
  if ((await runStatus('npx', ['prettier', '--check', '--log-level', 'warn', '.'])) !== 0)
    failed.push('prettier --check');
  log('Linting TypeScript and JavaScript (ESLint)');
  if ((await runStatus('npx', ['eslint', '--max-warnings', '0', '.'])) !== 0) failed.push('eslint');
  log('Checking Rust formatting and lints');
  if ((await runStatus('cargo', ['fmt', '--all', '--check'])) !== 0) failed.push('cargo fmt --check');
  if ((await runStatus('cargo', ['clippy', '--all-targets', '--', '-D', 'warnings'])) !== 0)
    failed.push('cargo clippy');
  return failed;
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  buildWasm({ synthetic: true }); // the graph binding's types are the .d.ts files wasm-pack generates
  const failed = await runChecks();
  if (failed.length) {
    console.error(`[intently] Checks failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}
