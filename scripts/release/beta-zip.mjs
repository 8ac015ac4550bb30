/**
 * The beta's download: the built extension zipped into the site's build, `<site>/download/intently-<version>-chrome.zip`,
 * which the server serves at /download/<that name> and /download/latest for the site's /install page
 * (site/server/routes/download-routes.ts). Unlike the store's zip (scripts/release.mjs), it keeps the manifest's
 * `key`: a zip loaded unpacked gets its id from the key, and the sign-in hand-over needs the product's fixed id
 * (the store gives its item an id of its own, so the store's zip must drop it). `npm run build` writes it
 * (scripts/build.mjs); `node scripts/release/beta-zip.mjs <product|test>` writes one variant's.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BUILDS } from '../builds.mjs';
import { fail, isMain, log, root } from '../shell.mjs';
import { readTree } from './read-tree.mjs';

/** The folder of the site's build the download is in (served as /download/). */
export const DOWNLOAD_DIR = 'download';

/** The zip's name for a version: the store's zip has the same name. */
export const zipName = (version) => `intently-${version}-chrome.zip`;

/** Where a variant's beta zip goes, for package.json's version (relative to the repository root). */
export function betaZipPath(variant) {
  const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return join(BUILDS[variant].site, DOWNLOAD_DIR, zipName(version));
}

/**
 * Zips a variant's built extension, key kept, into its site's download folder; a zip of another version goes.
 * fflate is imported here, not above: scripts/build.mjs imports this module before node_modules may exist.
 */
export async function writeBetaZip(variant) {
  const { zipSync } = await import('fflate');
  const extension = join(root, BUILDS[variant].extension);
  const zip = join(root, betaZipPath(variant));
  const dir = join(zip, '..');
  mkdirSync(dir, { recursive: true });
  for (const old of readdirSync(dir)) if (old.endsWith('.zip')) rmSync(join(dir, old));
  const files = readTree(extension);
  if (!files['manifest.json']) fail(`${BUILDS[variant].extension} has no manifest.json: build the extension first.`);
  writeFileSync(zip, zipSync(files, { level: 9 }));
  return zip;
}

if (isMain(import.meta.url)) {
  const variant = process.argv[2];
  if (!BUILDS[variant]) fail(`Say which build to zip: product or test (not ${variant ?? 'nothing'}).`);
  log(`Wrote ${await writeBetaZip(variant)}.`);
}
