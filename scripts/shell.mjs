/** Small process helpers shared by the project's scripts (Node builtins only). */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository root. */
export const root = dirname(dirname(fileURLToPath(import.meta.url)));

/** True when the module at `url` is the script node was started with (`node scripts/x.mjs`), not an import. */
export function isMain(url) {
  return Boolean(process.argv[1]) && url === pathToFileURL(process.argv[1]).href;
}

/** Prints a progress line prefixed with the product name. */
export function log(message) {
  console.log(`[intently] ${message}`);
}

/** Prints one clear sentence and exits non-zero. */
export function fail(message) {
  console.error(`[intently] ${message}`);
  process.exit(1);
}

/** Runs a command in the repo root, inheriting output; stops the script when it fails. */
export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) fail(`\`${command} ${args.join(' ')}\` failed (exit ${result.status ?? result.signal}).`);
}

/** Runs one build step (`{ name, command, args, env }`: the sentence it logs, and what it runs); stops the script when it fails. */
export function runStep({ name, command, args, env }) {
  log(name);
  run(command, args, { env });
}

/** `runStep` in a child process that runs beside others: resolves when it succeeded, stops the script when it failed. */
export async function runStepBeside({ name, command, args, env }) {
  log(name);
  const code = await runStatus(command, args, { env });
  if (code !== 0) fail(`\`${command} ${args.join(' ')}\` failed (exit ${code}).`);
}

/** `[command, args]` run at the given niceness (`nice -n`; 0 runs it as it is), for work that may yield the CPU to other work. */
export function niced(niceness, command, args) {
  return niceness ? ['nice', ['-n', String(niceness), command, ...args]] : [command, args];
}

/** Runs a command and resolves with its exit code (never rejects), for suites that must all run. */
export function runStatus(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

/** Newest modification time of any file below the given paths (skipping build and dependency folders). */
export function newestMtime(paths) {
  const skip = new Set(['node_modules', 'target', '.output', 'dist', 'pkg', '.wxt']);
  const serverData = join(root, 'data'); // the local server's database, not a source folder like extension/graph/data
  let newest = 0;
  const visit = (path) => {
    if (!existsSync(path) || path === serverData) return;
    const stat = statSync(path);
    if (stat.isDirectory()) {
      for (const entry of readdirSync(path)) if (!skip.has(entry)) visit(join(path, entry));
    } else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const path of paths) visit(join(root, path));
  return newest;
}

/** True when `output` is missing or older than any file below `inputs`. */
export function isStale(output, inputs) {
  const target = join(root, output);
  return !existsSync(target) || statSync(target).mtimeMs < newestMtime(inputs);
}

/**
 * Runs a command, echoing its output as it comes (or, with `quiet`, keeping it for the caller to print in one
 * piece, so commands run side by side do not interleave), and resolves with the exit code and the text.
 */
export function runCapture(command, args, { quiet = false, ...options } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], ...options });
    let text = '';
    const echo = (stream) => (chunk) => {
      text += chunk;
      if (!quiet) stream.write(chunk);
    };
    child.stdout.on('data', echo(process.stdout));
    child.stderr.on('data', echo(process.stderr));
    child.on('exit', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), text }));
    child.on('error', (error) => resolve({ code: 127, text: String(error) }));
  });
}
