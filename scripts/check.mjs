/**
 * Typecheck, format and lint: `tsc --noEmit` for every tsconfig context, Prettier's check (.prettierrc.json;
 * `npm run format` writes it), ESLint with no warnings (eslint.config.js: typescript-eslint, React's hooks rules,
 * the import boundaries), then `cargo fmt --check` and clippy.
 * Run alone (`npm run check`), it first builds the graph core's wasm packages where stale: their generated
 * .d.ts files are the types the graph binding compiles against.
 */
import { readdirSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join, relative } from 'node:path';
import { buildWasm } from './build-wasm.mjs';
import { inParallel } from './in-parallel.mjs';
import { isMain, log, niced, root, runCapture } from './shell.mjs';

/**
 * Every tsconfig in the repo, one per context: `tsconfig.json` per folder (site, server, graph binding, tests,
 * extension pages...) and `tsconfig.<context>.json` beside it where a folder holds several contexts
 * (extension/: background worker, graph worker, content scripts).
 */
export function tsconfigs(dir = root) {
  const skip = new Set(['node_modules', 'target', '.output', 'dist', '.wxt', '.git']);
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const skipped = skip.has(entry.name) || (dir === root && entry.name === 'data'); // the local server's database
    if (entry.isDirectory()) return skipped ? [] : tsconfigs(join(dir, entry.name));
    return /^tsconfig(\.[\w-]+)?\.json$/.test(entry.name) ? [relative(root, join(dir, entry.name))] : [];
  });
}

/**
 * The typechecker: TypeScript 7's native compiler (the npm alias typescript-native), which gives the same
 * diagnostics on these tsconfigs for a third of the CPU time (89 against 32 CPU-seconds for all eleven). The
 * `typescript` 5.9 package stays for typescript-eslint, Vite and WXT, which need the JavaScript API that
 * TypeScript 7 no longer ships. Each tsc runs one checker (`--singleThreaded`): the checks already run side by side,
 * one per core, and the parallel checkers it starts by default each build the shared types again (all eleven: 37.8
 * against 19.1 CPU-seconds, and 20.1 against 16.0 s one after the other on 2 cores), with the same diagnostics.
 */
const TSC = join(root, 'node_modules', 'typescript-native', 'bin', 'tsc');

/** clippy's arguments; `npm test` compiles with the same ones early (scripts/test.mjs), so the check replays it. */
export const CLIPPY_ARGS = ['clippy', '--all-targets', '--', '-D', 'warnings'];

/** Every check as a command: clippy and ESLint first (the longest), then Prettier, rustfmt and one tsc per context. */
export function checkCommands() {
  return [
    { name: 'cargo clippy', command: 'cargo', args: CLIPPY_ARGS },
    { name: 'eslint', command: 'npx', args: ['eslint', '--max-warnings', '0', '.'] },
    { name: 'prettier --check', command: 'npx', args: ['prettier', '--check', '--log-level', 'warn', '.'] },
    { name: 'cargo fmt --check', command: 'cargo', args: ['fmt', '--all', '--check'] },
    ...tsconfigs().map((project) => ({
      name: `tsc -p ${project}`,
      command: TSC,
      args: ['--noEmit', '--singleThreaded', '-p', project],
    })),
  ];
}

/**
 * Runs every check, all of them even after a failure, as many side by side as the machine has cores (each one's
 * output printed in one piece when it ends), at `niceness` (`nice -n`); resolves with the names of those that failed.
 */
export async function runChecks({ niceness = 0 } = {}) {
  const checks = checkCommands();
  const width = availableParallelism();
  log(`Running ${checks.length} checks, ${width} at a time (\`npm run format\` fixes Prettier's findings).`);
  const codes = await inParallel(checks, width, async ({ name, command, args }) => {
    const started = Date.now();
    const { code, text } = await runCapture(...niced(niceness, command, args), { quiet: true });
    log(`${code === 0 ? 'Passed' : 'FAILED'}: ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
    if (text.trim()) process.stdout.write(text.endsWith('\n') ? text : `${text}\n`);
    return code;
  });
  return checks.filter((_, i) => codes[i] !== 0).map((c) => c.name);
}

if (isMain(import.meta.url)) {
  buildWasm({ synthetic: true }); // the graph binding's types are the .d.ts files wasm-pack generates
  const failed = await runChecks();
  if (failed.length) {
    console.error(`[intently] Checks failed: ${failed.join(', ')}`);
    process.exit(1);
  }
}
