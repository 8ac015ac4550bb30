import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const root = fileURLToPath(new URL('../..', import.meta.url));
const { dependencies } = JSON.parse(readFileSync(`${root}/package.json`, 'utf8')) as {
  dependencies: Record<string, string>;
};

/**
 * The server's production bundle (`npm run build` into dist/server, run with `node dist/server/main.js`): our
 * TypeScript (site/server and the extension's account contract it shares) compiled into plain JavaScript for
 * Node 22, with `package.json`'s `dependencies` left as imports, so `npm ci --omit=dev` installs all it needs;
 * anything else it imports is bundled in. PGlite stays a dependency, so its wasm and data files resolve from its
 * package. The migrations are code (storage/migrations.ts), so they are in the bundle.
 */
export default defineConfig({
  root,
  logLevel: 'warn',
  publicDir: false,
  ssr: { target: 'node', noExternal: true, external: Object.keys(dependencies) },
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    target: 'node22',
    minify: false,
    sourcemap: true,
    rolldownOptions: {
      input: { main: 'site/server/production-entry.ts' },
      output: {
        format: 'esm',
        // main.js is the entry; the server it loads (main.ts and all it imports) is server.js.
        chunkFileNames: (chunk) => (chunk.name === 'main' ? 'server.js' : '[name].js'),
        sourcemapExcludeSources: true,
      },
    },
  },
});
