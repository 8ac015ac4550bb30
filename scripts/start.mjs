/**
 * `npm start`: installs what is missing, builds what is stale, then serves the site and its API on
 * http://127.0.0.1:3000 with the embedded database in ./data. Ctrl-C stops it cleanly.
 */
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { EXTENSION_DIR, buildAll } from './build.mjs';
import { withLocalSignIn } from './local-sign-in-env.mjs';
import { olderNodeNotice } from './node-support.mjs';
import { ensureNpmPackages } from './setup.mjs';
import { log, root } from './shell.mjs';

const notice = olderNodeNotice();
if (notice) log(notice);
ensureNpmPackages();
buildAll({ localServer: true }); // the extension it builds is signed in by this computer's server

const port = process.env.PORT ?? '3000';
log(`Extension built at ${resolve(root, EXTENSION_DIR)}`);
log('Load it in Chrome: chrome://extensions, turn on Developer mode, "Load unpacked", choose that folder.');
const server = spawn(process.execPath, ['--import', 'tsx', 'site/server/main.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...withLocalSignIn(), PORT: port, DATA_DIR: process.env.DATA_DIR ?? 'data' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
