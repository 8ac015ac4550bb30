/**
 * `npm run dev`: live development. `wxt dev` (opens Chromium with the extension when a display exists),
 * Vite for the site on http://127.0.0.1:5173, and the API with reload on http://127.0.0.1:3001
 * (the port SPEC §7 gives the site's sign-in page when it runs on localhost).
 */
import { spawn } from 'node:child_process';
import { buildWasm } from './build-wasm.mjs';
import { withLocalSignIn } from './local-sign-in-env.mjs';
import { ensureNpmPackages } from './setup.mjs';
import { log, root } from './shell.mjs';

ensureNpmPackages();
buildWasm();

const display = Boolean(process.env.DISPLAY || process.env.WAYLAND_DISPLAY || process.platform !== 'linux');
const children = [
  spawn('npx', ['wxt', ...(display ? [] : ['build', '--mode', 'development'])], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--config', 'site/vite.config.ts'], { cwd: root, stdio: 'inherit' }),
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'site/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    // The dev site's /auth page is on Vite's port, so the local test sign-in must be allowed to return there;
    // NODE_ENV=development lets pages the server serves reach the dev API on 3001 (its Content-Security-Policy).
    env: {
      ...withLocalSignIn(['http://127.0.0.1:5173/auth', 'http://localhost:5173/auth']),
      NODE_ENV: 'development',
      PORT: '3001',
      DATA_DIR: process.env.DATA_DIR ?? 'data',
    },
  }),
];
if (!display) log('No display: built the extension once into .output/chrome-mv3 instead of opening a browser.');
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
