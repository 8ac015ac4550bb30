/**
 * Installs what the project needs, idempotently, saying what it installs and why. Node builtins only:
 * this runs before node_modules exists. Where it cannot install something (not root, not Debian,
 * offline) it stops with one sentence naming the missing piece and the command that installs it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fail, log, root, run } from './shell.mjs';

/** Debian's rustc, which ships a wasm32 std (libstd-rust-dev-wasm32); rustup's rustc shadows it on PATH. */
export const DEBIAN_RUSTC = '/usr/bin/rustc';
const DEBIAN_WASM_STD = '/usr/lib/rustlib/wasm32-unknown-unknown/lib';

let aptUpdated = false;

/** True when a command exists on PATH. */
export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian packages with apt-get, or stops with the command a person should run. */
function aptInstall(packages, why) {
  const canApt = process.getuid?.() === 0 && hasCommand('apt-get');
  if (!canApt) {
    fail(`${why} is missing and this machine cannot install it for you (needs root and apt-get): run \`sudo apt-get install ${packages.join(' ')}\`, then try again.`);
  }
  log(`Installing ${packages.join(', ')} with apt-get: ${why} is missing.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  if (!aptUpdated) {
    run('apt-get', ['update', '-qq'], { env });
    aptUpdated = true;
  }
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

/** Runs `npm ci` when node_modules is missing or older than package-lock.json. */
export function ensureNpmPackages() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  log('Installing npm packages: node_modules is missing or older than package-lock.json.');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

/** True when rustup has the wasm32 target for the default toolchain. */
function rustupHasWasm() {
  if (!hasCommand('rustup')) return false;
  const out = spawnSync('rustup', ['target', 'list', '--installed'], { encoding: 'utf8' });
  return out.status === 0 && out.stdout.split('\n').includes('wasm32-unknown-unknown');
}

/**
 * Makes a wasm32-capable Rust toolchain available and says which: 'rustup' (a laptop with the target
 * added) or 'debian' (Debian's rustc 1.63 with its wasm32 std, driven directly without Cargo).
 */
export function ensureWasmToolchain() {
  if (rustupHasWasm()) return 'rustup';
  if (existsSync(DEBIAN_RUSTC) && existsSync(DEBIAN_WASM_STD)) return 'debian';
  if (hasCommand('rustup')) {
    log('Adding the wasm32 target to rustup: the graph core compiles to WebAssembly.');
    const added = spawnSync('rustup', ['target', 'add', 'wasm32-unknown-unknown'], { stdio: 'inherit', timeout: 120_000 });
    if (added.status === 0 && rustupHasWasm()) return 'rustup';
    log('rustup could not download the wasm32 target; using Debian\'s Rust with its wasm32 std instead.');
  }
  aptInstall(['rustc', 'libstd-rust-dev-wasm32', 'lld'], 'A Rust compiler with the wasm32 standard library');
  return 'debian';
}

/** Makes sure cargo with clippy and rustfmt exists for the native tests and lints. */
export function ensureNativeRust() {
  if (!hasCommand('cargo') || !hasCommand('rustup')) {
    fail('Rust (cargo) is missing: install rustup with `curl https://sh.rustup.rs -sSf | sh` (or your package manager), then try again.');
  }
  for (const component of ['clippy', 'rustfmt']) {
    const probe = spawnSync('cargo', [component === 'clippy' ? 'clippy' : 'fmt', '--version'], { stdio: 'ignore' });
    if (probe.status === 0) continue;
    log(`Adding the ${component} component to rustup: \`npm test\` lints and format-checks the Rust crate.`);
    const added = spawnSync('rustup', ['component', 'add', component], { stdio: 'inherit' });
    if (added.status !== 0) fail(`The Rust component ${component} is missing: run \`rustup component add ${component}\`, then try again.`);
  }
}

/** Path of a Chromium (or Chrome) for tests; installs Debian's chromium when none is found. */
export function ensureChromium() {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  aptInstall(['chromium'], 'Chromium, the browser the end-to-end tests drive,');
  return '/usr/bin/chromium';
}

/** Directory of PostgreSQL's server binaries (initdb, pg_ctl); installs Debian's postgresql when missing. */
export function ensurePostgres() {
  const find = () => {
    const base = '/usr/lib/postgresql';
    if (!existsSync(base)) return null;
    const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb')));
    versions.sort((a, b) => Number(b) - Number(a));
    return versions[0] ? join(base, versions[0], 'bin') : null;
  };
  const existing = find();
  if (existing) return existing;
  aptInstall(['postgresql'], 'PostgreSQL, which the server\'s database tests run against,');
  const installed = find();
  if (!installed) fail('PostgreSQL was installed but its binaries are not in /usr/lib/postgresql/<version>/bin: run `apt-get install --reinstall postgresql`.');
  return installed;
}

/** Version line of a command, for the setup summary. */
export function versionOf(command, args = ['--version']) {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).split('\n')[0];
  } catch {
    return 'not found';
  }
}
