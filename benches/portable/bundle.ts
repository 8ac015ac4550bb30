/**
 * `tsx benches/portable/bundle.ts <out.mjs> [entry]`: bench:render (or the bench at `entry`, e.g. `benches/bar.ts`) as
 * one ES module for a machine that has none of the repo's tools (a GPU machine): the peers' pages and the seed page are
 * built here with Vite and inlined, `import.meta` paths are rewritten to the same files under the working directory
 * there (the repo root), and only Playwright stays external (carried as `node_modules` beside the bundle). `pack.sh`
 * calls it.
 */
import { readFile } from 'node:fs/promises';
import { basename, dirname, relative } from 'node:path';
import { build } from 'vite';
import { bundleBenchPage } from '../bench-page';
import { PEERS } from '../render-peers';

const out = process.argv[2];
if (!out) throw new Error('Name the bundle to write: tsx benches/portable/bundle.ts <out.mjs> [entry]');
const entry = process.argv[3] ?? 'benches/render.ts';
const root = process.cwd();
const peers: Record<string, string> = {};
for (const file of Object.values(PEERS)) peers[file] = await bundleBenchPage(`${root}/benches/${file}`);
peers['render-seed-page.ts'] = await bundleBenchPage(`${root}/benches/render-seed-page.ts`, 'iife');

const banner =
  "import { pathToFileURL as __p } from 'node:url'; import { resolve as __r } from 'node:path'; " +
  "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);";
await build({
  configFile: false,
  logLevel: 'warn',
  publicDir: false,
  ssr: { noExternal: true, external: ['@playwright/test', 'playwright', 'playwright-core'] },
  build: {
    ssr: entry,
    outDir: dirname(out),
    emptyOutDir: false,
    minify: false,
    rollupOptions: { output: { format: 'es', entryFileNames: basename(out), banner, codeSplitting: false } },
  },
  plugins: [
    {
      name: 'portable',
      enforce: 'pre',
      async load(id) {
        if (id.endsWith('benches/bench-page.ts')) {
          return `const PAGES = ${JSON.stringify(peers)};
            export async function bundleBenchPage(entry) { return PAGES[entry.split('/').pop()]; }`;
        }
        if (id.includes('node_modules') || !/\.(ts|mjs|js)$/.test(id)) return null;
        const text = await readFile(id, 'utf8');
        if (!text.includes('import.meta')) return null;
        const file = relative(root, id);
        return text
          .replaceAll('import.meta.dirname', `__r(${JSON.stringify(dirname(file))})`)
          .replaceAll('import.meta.url', `__p(__r(${JSON.stringify(file)})).href`);
      },
    },
  ],
});
process.stderr.write(`Wrote ${out}\n`);
