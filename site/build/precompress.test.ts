import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { precompress } from './precompress';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Runs the plugin's hooks over a folder as Vite would after writing the bundle there. */
function runOn(outDir: string) {
  const plugin = precompress();
  (plugin.configResolved as (config: { build: { outDir: string } }) => void)({ build: { outDir } });
  (plugin.closeBundle as () => void)();
}

describe('precompress', () => {
  it('writes Brotli and gzip copies of text assets that decode to the original, and leaves small and binary files alone', () => {
    const dir = mkdtempSync(join(tmpdir(), 'intently-precompress-'));
    dirs.push(dir);
    mkdirSync(join(dir, 'assets'));
    const script = `export const text = ${JSON.stringify('Intently, a command bar for everything. '.repeat(100))};`;
    writeFileSync(join(dir, 'assets', 'index-1.js'), script);
    writeFileSync(join(dir, 'index.html'), '<!doctype html>');
    writeFileSync(join(dir, 'icon.png'), Buffer.alloc(4096, 1));
    runOn(dir);
    expect(brotliDecompressSync(readFileSync(join(dir, 'assets', 'index-1.js.br'))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'assets', 'index-1.js.gz'))).toString()).toBe(script);
    expect(readFileSync(join(dir, 'assets', 'index-1.js.br')).length).toBeLessThan(script.length / 10);
    for (const skipped of ['index.html.br', 'icon.png.br', 'icon.png.gz'])
      expect(existsSync(join(dir, skipped))).toBe(false);
  });
});
