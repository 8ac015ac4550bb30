import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/**
 * Bundles a benchmark page module (minified, one ES file: dynamic imports inlined, as deck.gl loads its WebGL
 * adapter on demand; `process.env.NODE_ENV` set to production) with Vite and answers its code, for a page to import;
 * `iife` makes a classic script instead that sets `window.bench` to the module's exports (for a page that cannot
 * import from elsewhere: an extension page, where it is evaluated through CDP).
 */
export async function bundleBenchPage(entry: string, format: 'es' | 'iife' = 'es'): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'intently-bench-page-'));
  await build({
    configFile: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' }, // libraries' development checks (deck.gl's) read it; lib mode keeps it
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry, formats: [format], name: 'bench', fileName: () => 'bench.js' },
      rollupOptions: { output: { codeSplitting: false } },
    },
  });
  const code = await readFile(join(outDir, 'bench.js'), 'utf8');
  await rm(outDir, { recursive: true, force: true });
  return code;
}
