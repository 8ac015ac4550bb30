import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/** Bundles a benchmark page module (minified, one ES file) with Vite and answers its code, for a page to import. */
export async function bundleBenchPage(entry: string): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'intently-bench-page-'));
  await build({
    configFile: false,
    logLevel: 'silent',
    build: { outDir, emptyOutDir: true, minify: true, lib: { entry, formats: ['es'], fileName: 'bench' } },
  });
  const code = await readFile(join(outDir, 'bench.js'), 'utf8');
  await rm(outDir, { recursive: true, force: true });
  return code;
}
