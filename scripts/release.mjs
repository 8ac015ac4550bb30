/**
 * `npm run release`: builds the product (scripts/build.mjs; the product variant, no test hooks) and zips the extension
 * with WXT into dist/release/intently-<version>-chrome.zip (manifest at the root, without the `key` the store
 * refuses; no source maps unless `-- --sourcemaps`), captures the listing's images from that build into dist/release/
 * (`npm run store-assets`, scripts/release/store-assets.ts), then checks the zip and the images as the Chrome Web
 * Store would (scripts/release/store-checks.mjs: manifest fields, icons, no remotely hosted code, every permission
 * used, the images' sizes) and prints the zip's size. Exits non-zero with one sentence per problem. The version is
 * package.json's; CHANGELOG.md must start with it.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { buildAll } from './build.mjs';
import { BUILDS } from './builds.mjs';
import { zipName } from './release/beta-zip.mjs';
import { changelogProblems } from './release/changelog.mjs';
import { readExtensionSources } from './release/read-tree.mjs';
import { LISTING_ASSETS, listingAssetProblems, megabytes, storeProblems, withoutKey } from './release/store-checks.mjs';
import { fail, log, root, run } from './shell.mjs';

/** Where the release's files go. */
const RELEASE_DIR = 'dist/release';

/** A file's bytes, or undefined where there is none. */
const readIfThere = (path) => (existsSync(path) ? new Uint8Array(readFileSync(path)) : undefined);

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

run('npx', ['tsx', 'scripts/release/store-assets.ts']);
const images = Object.fromEntries(LISTING_ASSETS.map(({ file }) => [file, readIfThere(join(root, RELEASE_DIR, file))]));

const zipBytes = statSync(zip).size;
const problems = [
  ...storeProblems({ files, zipBytes, sources: readExtensionSources(root), packageVersion: version }),
  ...listingAssetProblems(images),
];
log(
  `${RELEASE_DIR}/${zipName(version)}: ${megabytes(zipBytes)} (${zipBytes} bytes), ${Object.keys(files).length} files.`,
);
if (problems.length) fail(`The release fails the store's checks:\n${problems.map((p) => `- ${p}`).join('\n')}`);
log(`Version ${version} passes the store's checks${sourcemaps ? ' (with source maps)' : ''}.`);
