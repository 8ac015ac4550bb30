/**
 * What the Chrome Web Store checks in a package, as pure functions over the package's files (a map of path -> bytes,
 * as in the zip) and the extension's source (a map of path -> text). Each returns the problems it finds as sentences
 * a person can act on; an empty list means the package passes. `npm run release` (scripts/release.mjs) runs them all.
 */
import { PERMISSION_USES } from './permission-uses.mjs';

/** The icon sizes, in pixels, the store asks a manifest's `icons` for. */
export const ICON_SIZES = [16, 32, 48, 128];

/** The longest description the store takes, in characters. */
export const MAX_DESCRIPTION = 132;

/** The largest package `npm run release` lets through, in bytes (the store takes far more; ours is ~1 MB). */
export const MAX_ZIP_BYTES = 10 * 1024 * 1024;

/** The only script sources an extension page's CSP may allow: no remotely hosted code. */
const ALLOWED_SCRIPT_SOURCES = ["'self'", "'wasm-unsafe-eval'", "'none'"];

const decoder = new TextDecoder();

/** A PNG's width and height (its IHDR chunk), or null when the bytes are not a PNG. */
export function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, i) => bytes[i] !== byte)) return null;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/** The package's manifest.json (at the root of the zip), parsed, or null with a problem when absent or unreadable. */
export function readManifest(files) {
  const bytes = files['manifest.json'];
  if (!bytes) return { manifest: null, problems: ['The package has no manifest.json at its root.'] };
  try {
    return { manifest: JSON.parse(decoder.decode(bytes)), problems: [] };
  } catch (error) {
    return { manifest: null, problems: [`The package's manifest.json is not valid JSON (${error.message}).`] };
  }
}

/**
 * The package's files with the manifest's `key` dropped: the store refuses a manifest with one ("key field is not
 * allowed in manifest") and gives the item an id of its own. Unpacked builds keep it (it fixes their id).
 */
export function withoutKey(files) {
  const { manifest } = readManifest(files);
  if (!manifest || !('key' in manifest)) return files;
  const rest = { ...manifest };
  delete rest.key;
  return { ...files, 'manifest.json': new TextEncoder().encode(`${JSON.stringify(rest, null, 2)}\n`) };
}

/** Problems with the manifest's fields: version 3, a name, package.json's version, a short description, no key. */
export function manifestProblems(manifest, packageVersion) {
  const problems = [];
  if ('key' in manifest)
    problems.push('The manifest has a key field; the store refuses it (it gives the item an id of its own): drop it.');
  if (manifest.manifest_version !== 3)
    problems.push(`The manifest's manifest_version is ${manifest.manifest_version}; the store takes only 3.`);
  if (typeof manifest.name !== 'string' || !manifest.name.trim()) problems.push('The manifest has no name.');
  if (manifest.version !== packageVersion)
    problems.push(
      `The manifest's version is ${manifest.version} but package.json's is ${packageVersion}: they must be the same.`,
    );
  if (typeof manifest.description !== 'string' || !manifest.description.trim())
    problems.push('The manifest has no description.');
  else if (manifest.description.length > MAX_DESCRIPTION)
    problems.push(
      `The manifest's description is ${manifest.description.length} characters long; the store takes at most ${MAX_DESCRIPTION}.`,
    );
  return problems;
}

/** Problems with the icons: each store size in `icons` and `action.default_icon`, a PNG in the package, that size. */
export function iconProblems(manifest, files) {
  const problems = [];
  for (const [field, icons] of [
    ['icons', manifest.icons],
    ['action.default_icon', manifest.action?.default_icon],
  ]) {
    for (const size of ICON_SIZES) {
      const path = icons?.[size];
      if (!path) {
        problems.push(`The manifest's ${field} has no ${size} px icon: the store asks for ${ICON_SIZES.join(', ')}.`);
        continue;
      }
      const bytes = files[path.replace(/^\//, '')];
      const found = bytes && pngSize(bytes);
      if (!bytes)
        problems.push(`The manifest's ${field} names ${path} for ${size} px, but the package has no such file.`);
      else if (!found) problems.push(`The ${size} px icon ${path} is not a PNG.`);
      else if (found.width !== size || found.height !== size)
        problems.push(`The ${size} px icon ${path} is ${found.width}×${found.height} px; it must be ${size}×${size}.`);
    }
  }
  return problems;
}

/** Patterns of code loaded or compiled at run time, by what they are. */
const REMOTE_CODE = [
  [/<script\b[^>]*\bsrc\s*=\s*["']?(https?:)?\/\//i, 'loads a script from another site (<script src="http…">)'],
  [/\bimport\s*\(\s*["'`](https?:)?\/\//, 'imports a module from a URL (import("http…"))'],
  [/\bimportScripts\s*\(\s*["'`](https?:)?\/\//, 'loads a worker script from a URL (importScripts("http…"))'],
  [/["'`]https?:\/\/[^"'`\s]*\.wasm\b/, 'fetches WebAssembly from a URL'],
  [/(?<![\w$.])eval\s*\)?\s*\(/, 'calls eval('],
  [/\bnew\s+Function\s*\(/, 'calls new Function('],
];

/** Problems of remotely hosted code: in the package's scripts and pages, and in the extension pages' CSP. */
export function remoteCodeProblems(manifest, files) {
  const problems = [];
  for (const [path, bytes] of Object.entries(files)) {
    if (!/\.(m?js|html)$/.test(path)) continue;
    const text = decoder.decode(bytes);
    for (const [pattern, what] of REMOTE_CODE)
      if (pattern.test(text)) problems.push(`${path} ${what}: the store accepts no remotely hosted or run-time code.`);
  }
  const policy = manifest.content_security_policy?.extension_pages ?? '';
  for (const directive of policy.split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (!['script-src', 'default-src', 'worker-src', 'object-src'].includes(name)) continue;
    const other = sources.filter((source) => !ALLOWED_SCRIPT_SOURCES.includes(source));
    if (other.length)
      problems.push(
        `The extension pages' CSP lets ${name} load ${other.join(' ')}; only ${ALLOWED_SCRIPT_SOURCES.join(' ')} may be allowed.`,
      );
  }
  return problems;
}

/** Every permission the manifest asks for: required, optional and host permissions. */
export function requestedPermissions(manifest) {
  return [
    ...(manifest.permissions ?? []),
    ...(manifest.optional_permissions ?? []),
    ...(manifest.host_permissions ?? []),
    ...(manifest.optional_host_permissions ?? []),
  ];
}

/** The source files (path -> text) where any of the patterns matches. */
function filesUsing(sources, patterns) {
  return Object.keys(sources).filter((path) => patterns.some((pattern) => pattern.test(sources[path])));
}

/**
 * Problems of permissions: one requested that no code uses, one the table (permission-uses.mjs) does not know, one
 * asked for at install that the table marks optional (or optional that it does not), and an API the code calls
 * without asking for its permission. `uses` is the table, `sources` the extension's source.
 */
export function permissionProblems(manifest, sources, uses = PERMISSION_USES) {
  const problems = [];
  const requested = requestedPermissions(manifest);
  for (const permission of requested) {
    const use = uses[permission];
    if (!use)
      problems.push(
        `The manifest asks for the ${permission} permission, which scripts/release/permission-uses.mjs does not list: add the code that needs it and why, or drop it.`,
      );
    else if (!filesUsing(sources, use.uses).length)
      problems.push(
        `The manifest asks for the ${permission} permission but no code uses it (looked for ${use.uses.map(String).join(', ')}): drop it.`,
      );
  }
  for (const permission of manifest.permissions ?? [])
    if (uses[permission]?.optional)
      problems.push(
        `The manifest asks for the ${permission} permission at install, but only one feature needs it: list it in optional_permissions (permission-uses.mjs marks it optional).`,
      );
  for (const permission of manifest.optional_permissions ?? [])
    if (uses[permission] && !uses[permission].optional)
      problems.push(
        `The manifest lists the ${permission} permission as optional, but permission-uses.mjs says it is needed from install: list it in permissions, or mark it optional there and ask for it where it is used.`,
      );
  for (const [permission, use] of Object.entries(uses)) {
    if (!use.apiNeedsIt || requested.includes(permission)) continue;
    const using = filesUsing(sources, use.uses);
    if (using.length)
      problems.push(
        `${using.join(', ')} use${using.length === 1 ? 's' : ''} what the ${permission} permission allows, but the manifest does not ask for it.`,
      );
  }
  return problems;
}

/** Problems of the zip's size. */
export function sizeProblems(zipBytes) {
  if (zipBytes <= MAX_ZIP_BYTES) return [];
  return [`The package is ${megabytes(zipBytes)}; a release may be at most ${megabytes(MAX_ZIP_BYTES)}.`];
}

/** A size in bytes as megabytes with two decimals (1 MB = 1024 × 1024 bytes). */
export function megabytes(bytes) {
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}

/**
 * The listing's images `npm run store-assets` captures from the real extension into dist/release/ (scripts/release/
 * store-assets.ts), each with the size the Chrome Web Store takes: five 1280×800 screenshots and the 440×280 small
 * promo tile. `shows` is what the image shows, as docs/store-listing.md names it.
 */
export const LISTING_ASSETS = [
  { file: 'screenshot-1-command-bar.png', width: 1280, height: 800, shows: 'the command bar open over a page' },
  { file: 'screenshot-2-site-note.png', width: 1280, height: 800, shows: 'a note kept for a site' },
  { file: 'screenshot-3-graph.png', width: 1280, height: 800, shows: 'the graph of a day of browsing' },
  { file: 'screenshot-4-timer.png', width: 1280, height: 800, shows: 'a focus timer with the time bar on the page' },
  { file: 'screenshot-5-clipboard.png', width: 1280, height: 800, shows: 'the clipboard history' },
  { file: 'promo-small-440x280.png', width: 440, height: 280, shows: 'the small promo tile' },
];

/**
 * Problems of the listing's images: `assets` maps each file name of LISTING_ASSETS to its bytes (undefined when
 * missing); each must be a PNG of its size.
 */
export function listingAssetProblems(assets) {
  const problems = [];
  for (const { file, width, height } of LISTING_ASSETS) {
    const bytes = assets[file];
    const found = bytes && pngSize(bytes);
    if (!bytes) problems.push(`The listing image ${file} is missing: run npm run store-assets.`);
    else if (!found) problems.push(`The listing image ${file} is not a PNG.`);
    else if (found.width !== width || found.height !== height)
      problems.push(
        `The listing image ${file} is ${found.width}×${found.height} px; the store takes it at ${width}×${height}.`,
      );
  }
  return problems;
}

/**
 * Everything the store checks that we check, over one package: `files` its contents (path -> bytes), `zipBytes` its
 * size, `sources` the extension's source (path -> text), `packageVersion` package.json's version.
 */
export function storeProblems({ files, zipBytes, sources, packageVersion }) {
  const { manifest, problems } = readManifest(files);
  if (!manifest) return problems;
  return [
    ...manifestProblems(manifest, packageVersion),
    ...iconProblems(manifest, files),
    ...remoteCodeProblems(manifest, files),
    ...permissionProblems(manifest, sources),
    ...sizeProblems(zipBytes),
  ];
}
