/**
 * `npm run release`: builds the product (scripts/build.mjs; the product variant, no test hooks) and zips the extension
 * with WXT into dist/release/intently-<version>-chrome.zip (manifest at the root, without the `key` the store
 * refuses; no source maps unless `-- --sourcemaps`), then checks the zip as the Chrome Web Store would (scripts/release/store-checks.mjs: manifest
 * fields, icons, no remotely hosted code, every permission used) and prints its size. Exits non-zero with one
 * sentence per problem. The version is package.json's; CHANGELOG.md must start with it.
 */
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { buildAll } from './build.mjs';
import { BUILDS } from './builds.mjs';
import { changelogProblems } from './release/changelog.mjs';
import { readExtensionSources } from './release/read-tree.mjs';
import { megabytes, storeProblems, withoutKey } from './release/store-checks.mjs';
import { fail, log, root } from './shell.mjs';

/** Where the release's files go. */
const RELEASE_DIR = 'dist/release';

/** The release zip's name for a version. */
const zipName = (version) => `intently-${version}-chrome.zip`;

const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const sourcemaps = process.argv.includes('--sourcemaps');

const early = changelogProblems(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version);
if (early.length) fail(early.join('\n'));

buildAll({ variant: 'product', zip: { sourcemaps } });
const zip = join(root, RELEASE_DIR, zipName(version));
mkdirSync(dirname(zip), { recursive: true });
// WXT writes the zip beside the build (<outDir>/intently-<version>-chrome.zip); the store's copy drops the manifest's
// key (the store refuses one), so it is zipped again from WXT's zip's files.
const wxtZip = join(root, dirname(BUILDS.product.extension), zipName(version));
const files = withoutKey(unzipSync(new Uint8Array(readFileSync(wxtZip))));
writeFileSync(zip, zipSync(files, { level: 9 }));
rmSync(wxtZip);

const zipBytes = statSync(zip).size;
const problems = storeProblems({ files, zipBytes, sources: readExtensionSources(root), packageVersion: version });
log(
  `${RELEASE_DIR}/${zipName(version)}: ${megabytes(zipBytes)} (${zipBytes} bytes), ${Object.keys(files).length} files.`,
);
if (problems.length) fail(`The release fails the store's checks:\n${problems.map((p) => `- ${p}`).join('\n')}`);
log(`Version ${version} passes the store's checks${sourcemaps ? ' (with source maps)' : ''}.`);
