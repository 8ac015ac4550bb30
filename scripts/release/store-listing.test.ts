/**
 * Issue 34: docs/store-listing.md justifies every permission the product's manifest asks for (required, optional and
 * host), one line each, with permission-uses.mjs's line: a permission added without its justification, or a
 * justification changed in one place only, or an optional permission listed among those asked at install, fails here. Builds nothing: `npm test` builds the product first.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { BUILDS } from '../builds.mjs';
import { PERMISSION_USES } from './permission-uses.mjs';
import { LISTING_ASSETS, requestedPermissions, type Manifest } from './store-checks.mjs';

const root = join(import.meta.dirname, '..', '..');

it('docs/store-listing.md justifies each permission of the product’s manifest with the table’s line', () => {
  const path = join(root, BUILDS.product.extension, 'manifest.json');
  if (!existsSync(path)) throw new Error(`${BUILDS.product.extension} is not built: run node scripts/build.mjs`);
  const manifest = JSON.parse(readFileSync(path, 'utf8')) as Manifest;
  const listing = readFileSync(join(root, 'docs/store-listing.md'), 'utf8');
  const rows = [...listing.matchAll(/^\| `([^`]+)` \| (.+) \|$/gm)].map((row) => `${row[1]}: ${row[2]}`);
  const expected = requestedPermissions(manifest).map(
    (permission) => `${permission}: ${PERMISSION_USES[permission]?.why}`,
  );
  expect(rows.sort()).toEqual(expected.sort());
  // Each in its section: the optional ones under "Optional", as the manifest lists them (issue 34, least privilege).
  const optional = listing.slice(listing.indexOf('\n### Optional'), listing.indexOf('\n## Data use'));
  const listedOptional = [...optional.matchAll(/^\| `([^`]+)` \|/gm)].map((row) => row[1]);
  expect(listedOptional.sort()).toEqual([...(manifest.optional_permissions ?? [])].sort());
  expect(listing).toContain(
    '\n## Single purpose\n\nA keyboard command bar for the pages you browse, with a private memory of them.\n',
  );
  expect(listing).toContain('\n## No remote code\n');
});

it('docs/store-listing.md names each listing image npm run store-assets captures, with its size', () => {
  const listing = readFileSync(join(root, 'docs/store-listing.md'), 'utf8');
  const lines = [...listing.matchAll(/^- `([^`]+\.png)` \((\d+)×(\d+)\): (.+)$/gm)].map((line) =>
    line.slice(1).join(' '),
  );
  expect(lines).toEqual(LISTING_ASSETS.map(({ file, width, height, shows }) => `${file} ${width} ${height} ${shows}`));
});
