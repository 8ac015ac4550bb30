/**
 * Issue 34: the store's checks (store-checks.mjs) over the real product build, as `npm run release` runs them on its
 * zip: the built extension's files without the key, zipped as the release zips them, and the extension's source.
 * Builds nothing: `npm test` makes the product variant first (scripts/build.mjs), and a missing build fails by name.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BUILDS } from '../builds.mjs';
import { readExtensionSources, readTree } from './read-tree.mjs';
import { storeProblems, withoutKey } from './store-checks.mjs';

const root = join(import.meta.dirname, '..', '..');

/** The built product extension's files, or a failure saying how to build it. */
function productFiles() {
  const dir = join(root, BUILDS.product.extension);
  if (!existsSync(join(dir, 'manifest.json')))
    throw new Error(`${BUILDS.product.extension} is not built: run node scripts/build.mjs`);
  return readTree(dir);
}

describe('the product build as a store package', () => {
  it('passes the store’s checks', () => {
    const files = withoutKey(productFiles());
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const zipBytes = zipSync(files, { level: 9 }).length;
    expect(storeProblems({ files, zipBytes, sources: readExtensionSources(root), packageVersion: version })).toEqual(
      [],
    );
  });

  it('carries no source maps', () => {
    expect(Object.keys(productFiles()).filter((path) => path.endsWith('.map'))).toEqual([]);
  });
});
