/**
 * Setup's wasm tools (issue 25): the wasm-bindgen CLI must be exactly the version Cargo.lock pins, and a
 * missing or other version is named in the one line setup prints before `cargo install --locked` replaces it.
 */
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CARGO_BIN, installReason, lockedWasmBindgenVersion, toolVersion, wasmToolEnv } from './setup.mjs';

const bin = mkdtempSync(join(tmpdir(), 'intently-wasm-tools-'));
afterAll(() => rmSync(bin, { recursive: true, force: true }));

/** A stand-in `wasm-bindgen` on PATH that prints `line` for --version (or fails, with null). */
function fakeTool(line: string | null): NodeJS.ProcessEnv {
  const path = join(bin, 'wasm-bindgen');
  writeFileSync(path, line === null ? '#!/bin/sh\nexit 1\n' : `#!/bin/sh\necho '${line}'\n`);
  chmodSync(path, 0o755);
  return { ...process.env, PATH: `${bin}:${process.env.PATH}` };
}

describe('the wasm-bindgen CLI setup installs', () => {
  it('is the version Cargo.lock pins, which the binding crate asks for exactly', () => {
    const manifest = readFileSync(join(import.meta.dirname, '..', 'graph-layout-rs', 'wasm', 'Cargo.toml'), 'utf8');
    expect(manifest).toContain(`wasm-bindgen = "=${lockedWasmBindgenVersion()}"`);
  });

  it.each([
    ['wasm-bindgen 0.2.129', '0.2.129'],
    ['wasm-bindgen 0.2.100', '0.2.100'],
    [null, null],
  ])('reads `%s` as %s', (line, version) => {
    expect(toolVersion('wasm-bindgen', fakeTool(line))).toBe(version);
  });

  it.each([
    [null, 'wasm-bindgen is missing'],
    ['0.2.100', 'wasm-bindgen is 0.2.100, this project needs exactly 0.2.129'],
    ['0.2.129', null],
  ])('found %s: reinstalls because %s', (found, reason) => {
    expect(installReason('wasm-bindgen', found, '0.2.129')).toBe(reason);
  });

  it("puts cargo's bin first on PATH for wasm-pack", () => {
    expect(wasmToolEnv({ PATH: '/usr/bin' }).PATH).toBe(`${CARGO_BIN}:/usr/bin`);
  });
});
