import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress';

const root = fileURLToPath(new URL('.', import.meta.url));

/** The public site: built into dist/site and served by site/server; in dev, /api goes to the API on 3001. */
export default defineConfig({
  root,
  plugins: [react(), precompress()],
  build: { outDir: fileURLToPath(new URL('../dist/site', import.meta.url)), emptyOutDir: true },
  server: { host: '127.0.0.1', port: 5173, proxy: { '/api': 'http://127.0.0.1:3001' } },
});
