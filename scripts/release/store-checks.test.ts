import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { PERMISSION_USES } from './permission-uses.mjs';
import {
  iconProblems,
  LISTING_ASSETS,
  listingAssetProblems,
  manifestProblems,
  MAX_ZIP_BYTES,
  permissionProblems,
  pngSize,
  remoteCodeProblems,
  sizeProblems,
  storeProblems,
  withoutKey,
  type Files,
  type Manifest,
} from './store-checks.mjs';

const root = join(import.meta.dirname, '..', '..');
const encode = (text: string) => new TextEncoder().encode(text);
const icon = (size: number) => new Uint8Array(readFileSync(join(root, `public/icon/${size}.png`)));
const ICONS = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };
const ICON_FILES: Files = Object.fromEntries([16, 32, 48, 128].map((size) => [`icon/${size}.png`, icon(size)]));

/** A manifest the store takes, that each test spoils in one way. */
const good: Manifest = {
  manifest_version: 3,
  name: 'Intently',
  version: '1.2.3',
  description: 'A command bar.',
  icons: ICONS,
  action: { default_icon: ICONS },
  content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';" },
  permissions: ['storage'],
  optional_permissions: ['tabGroups'],
};
const sources = {
  'extension/a.ts': 'await browser.storage.local.set({ a: 1 });',
  'extension/b.ts': 'await api.tabGroups.update(groupId, { title });',
};

describe('manifest fields', () => {
  it('passes a good manifest', () => {
    expect(manifestProblems(good, '1.2.3')).toEqual([]);
  });

  it.each<[string, Manifest, string]>([
    [
      'manifest version 2',
      { ...good, manifest_version: 2 },
      "The manifest's manifest_version is 2; the store takes only 3.",
    ],
    ['no name', { ...good, name: ' ' }, 'The manifest has no name.'],
    [
      'another version',
      { ...good, version: '1.2.4' },
      "The manifest's version is 1.2.4 but package.json's is 1.2.3: they must be the same.",
    ],
    ['no description', { ...good, description: undefined }, 'The manifest has no description.'],
    [
      'a long description',
      { ...good, description: 'x'.repeat(133) },
      "The manifest's description is 133 characters long; the store takes at most 132.",
    ],
    [
      'a key',
      { ...good, key: 'MIIB' },
      'The manifest has a key field; the store refuses it (it gives the item an id of its own): drop it.',
    ],
  ])('names %s', (_name, manifest, sentence) => {
    expect(manifestProblems(manifest, '1.2.3')).toEqual([sentence]);
  });

  it('the store package drops the key and keeps the rest', () => {
    const files = withoutKey({ 'manifest.json': encode(JSON.stringify({ ...good, key: 'MIIB' })), 'a.js': encode('') });
    expect(JSON.parse(new TextDecoder().decode(files['manifest.json']))).toEqual(good);
    expect(Object.keys(files)).toEqual(['manifest.json', 'a.js']);
  });
});

describe('icons', () => {
  it('reads a PNG’s size', () => {
    expect(pngSize(icon(48))).toEqual({ width: 48, height: 48 });
    expect(pngSize(encode('GIF89a not a png at all...'))).toBeNull();
  });

  it('passes the four sizes as PNGs of those sizes', () => {
    expect(iconProblems(good, ICON_FILES)).toEqual([]);
  });

  it('names a missing size, a missing file, a file that is no PNG and a PNG of the wrong size', () => {
    const { 16: _missing, ...without16 } = ICONS;
    const manifest = { ...good, icons: without16 };
    const files: Files = { ...ICON_FILES, 'icon/32.png': encode('not a png'), 'icon/48.png': icon(128) };
    delete files['icon/128.png'];
    expect(iconProblems(manifest, files)).toEqual([
      "The manifest's icons has no 16 px icon: the store asks for 16, 32, 48, 128.",
      'The 32 px icon icon/32.png is not a PNG.',
      'The 48 px icon icon/48.png is 128×128 px; it must be 48×48.',
      "The manifest's icons names icon/128.png for 128 px, but the package has no such file.",
      'The 32 px icon icon/32.png is not a PNG.',
      'The 48 px icon icon/48.png is 128×128 px; it must be 48×48.',
      "The manifest's action.default_icon names icon/128.png for 128 px, but the package has no such file.",
    ]);
  });

  it('names a toolbar button without the icon', () => {
    expect(iconProblems({ ...good, action: {} }, ICON_FILES)).toHaveLength(4);
    expect(iconProblems({ ...good, action: {} }, ICON_FILES)[0]).toBe(
      "The manifest's action.default_icon has no 16 px icon: the store asks for 16, 32, 48, 128.",
    );
  });
});

describe('remotely hosted code', () => {
  it('passes bundles that load only their own files', () => {
    const files = {
      'app.html': encode('<script type="module" crossorigin src="/chunks/app.js"></script>'),
      'chunks/app.js': encode('const m = await import("./x.js"); WebAssembly.instantiate(bytes); obj.eval(1);'),
    };
    expect(remoteCodeProblems(good, files)).toEqual([]);
  });

  it.each([
    [
      'a.html',
      '<script src="https://cdn.example.com/lib.js"></script>',
      'loads a script from another site (<script src="http…">)',
    ],
    [
      'a.html',
      "<script src='//cdn.example.com/lib.js'></script>",
      'loads a script from another site (<script src="http…">)',
    ],
    ['a.js', 'await import("https://cdn.example.com/m.js")', 'imports a module from a URL (import("http…"))'],
    [
      'w.js',
      'importScripts("https://cdn.example.com/w.js")',
      'loads a worker script from a URL (importScripts("http…"))',
    ],
    [
      'a.js',
      'WebAssembly.instantiateStreaming(fetch("https://cdn.example.com/core.wasm"))',
      'fetches WebAssembly from a URL',
    ],
    ['a.js', 'const f = eval(code);', 'calls eval('],
    ['a.js', 'x=(0,eval)(code)', 'calls eval('],
    ['a.js', 'const f = new Function("a", code);', 'calls new Function('],
  ])('names %s that %s', (path, text, what) => {
    expect(remoteCodeProblems(good, { [path]: encode(text) })).toEqual([
      `${path} ${what}: the store accepts no remotely hosted or run-time code.`,
    ]);
  });

  it('names a CSP that lets scripts come from elsewhere or be evaluated', () => {
    const manifest = {
      ...good,
      content_security_policy: {
        extension_pages: "script-src 'self' https://cdn.example.com 'unsafe-eval'; object-src 'self';",
      },
    };
    expect(remoteCodeProblems(manifest, {})).toEqual([
      "The extension pages' CSP lets script-src load https://cdn.example.com 'unsafe-eval'; only 'self' 'wasm-unsafe-eval' 'none' may be allowed.",
    ]);
  });
});

describe('permissions', () => {
  it('passes permissions the code uses', () => {
    expect(permissionProblems(good, sources)).toEqual([]);
  });

  it('names a permission no code uses', () => {
    expect(permissionProblems({ ...good, optional_permissions: ['tabGroups', 'downloads'] }, sources)).toEqual([
      'The manifest asks for the downloads permission but no code uses it (looked for /\\.downloads\\.download\\(/): drop it.',
    ]);
  });

  it('names a permission the table does not know', () => {
    expect(permissionProblems({ ...good, permissions: ['storage', 'cookies'] }, sources)).toEqual([
      'The manifest asks for the cookies permission, which scripts/release/permission-uses.mjs does not list: add the code that needs it and why, or drop it.',
    ]);
  });

  it('names an API used without its permission, required or optional', () => {
    expect(permissionProblems({ ...good, optional_permissions: [] }, sources)).toEqual([
      'extension/b.ts uses what the tabGroups permission allows, but the manifest does not ask for it.',
    ]);
    const saving = { ...sources, 'extension/c.ts': 'void api.downloads.download({ url });' };
    expect(permissionProblems(good, saving)).toEqual([
      'extension/c.ts uses what the downloads permission allows, but the manifest does not ask for it.',
    ]);
    expect(permissionProblems({ ...good, optional_permissions: ['tabGroups', 'downloads'] }, saving)).toEqual([]);
  });

  it('names a one-feature permission asked for at install, and an install one listed as optional', () => {
    const saving = { ...sources, 'extension/c.ts': 'void api.downloads.download({ url });' };
    expect(permissionProblems({ ...good, permissions: ['storage', 'downloads'] }, saving)).toEqual([
      'The manifest asks for the downloads permission at install, but only one feature needs it: list it in optional_permissions (permission-uses.mjs marks it optional).',
    ]);
    expect(
      permissionProblems({ ...good, permissions: [], optional_permissions: ['storage', 'tabGroups'] }, sources),
    ).toEqual([
      'The manifest lists the storage permission as optional, but permission-uses.mjs says it is needed from install: list it in permissions, or mark it optional there and ask for it where it is used.',
    ]);
  });

  it('every permission in the table says why in one line', () => {
    for (const [permission, use] of Object.entries(PERMISSION_USES)) {
      expect(use.why, permission).toMatch(/^[A-Z].*\.$/);
      expect(use.why, permission).not.toContain('\n');
      expect(use.uses.length, permission).toBeGreaterThan(0);
    }
  });
});

describe('the package', () => {
  it('names a zip over the limit, and passes one under it', () => {
    expect(sizeProblems(MAX_ZIP_BYTES)).toEqual([]);
    expect(sizeProblems(12 * 1024 * 1024)).toEqual(['The package is 12.00 MB; a release may be at most 10.00 MB.']);
  });

  it('names a package without a manifest or with a broken one', () => {
    const release = { zipBytes: 1, sources, packageVersion: '1.2.3' };
    expect(storeProblems({ ...release, files: {} })).toEqual(['The package has no manifest.json at its root.']);
    expect(storeProblems({ ...release, files: { 'manifest.json': encode('{') } })[0]).toMatch(
      /^The package's manifest.json is not valid JSON \(/,
    );
  });

  it('passes a good package whole', () => {
    const files = { ...ICON_FILES, 'manifest.json': encode(JSON.stringify(good)) };
    expect(storeProblems({ files, zipBytes: 1000, sources, packageVersion: '1.2.3' })).toEqual([]);
  });
});

describe('the listing’s images', () => {
  /** The start of a PNG of a size: its signature and IHDR chunk, as far as pngSize reads. */
  const pngOf = (width: number, height: number) => {
    const bytes = new Uint8Array(33);
    bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(bytes.buffer).setUint32(16, width);
    new DataView(bytes.buffer).setUint32(20, height);
    return bytes;
  };
  const all = Object.fromEntries(LISTING_ASSETS.map(({ file, width, height }) => [file, pngOf(width, height)]));

  it('names five 1280×800 screenshots and the 440×280 small promo tile', () => {
    expect(LISTING_ASSETS.map(({ width, height }) => `${width}×${height}`)).toEqual([
      ...Array<string>(5).fill('1280×800'),
      '440×280',
    ]);
  });

  it('passes each image as a PNG of its size', () => {
    expect(listingAssetProblems(all)).toEqual([]);
  });

  it('names a missing image, one that is no PNG and one of another size', () => {
    expect(
      listingAssetProblems({
        ...all,
        'screenshot-1-command-bar.png': undefined,
        'screenshot-3-graph.png': encode('not a png'),
        'promo-small-440x280.png': pngOf(880, 560),
      }),
    ).toEqual([
      'The listing image screenshot-1-command-bar.png is missing: run npm run store-assets.',
      'The listing image screenshot-3-graph.png is not a PNG.',
      'The listing image promo-small-440x280.png is 880×560 px; the store takes it at 440×280.',
    ]);
  });
});
