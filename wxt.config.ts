import { defineConfig } from 'wxt';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { DEFAULT_API_ORIGIN } from './extension/account/api-origin';
import { OPEN_BAR_COMMAND } from './extension/shared/open-bar-command';
import { LOCAL_SERVER_ENV, LOOPBACK_SITES, SOURCEMAPS_ENV } from './scripts/builds.mjs';
import { changelogSummary } from './scripts/release/changelog.mjs';
import { PERMISSION_USES } from './scripts/release/permission-uses.mjs';
import { ICON_SIZES } from './scripts/release/store-checks.mjs';

/**
 * Marks the content scripts for eager compilation (V8's explicit compile hint `//# allFunctionsCalledOnLoad`).
 * Lazily compiled, each function the page load runs was parsed twice (pre-parsed with the file, then
 * compiled on first call); compiled with the file, the content script costs each page ~0.3-1.3 ms less
 * main-thread time (two A/B sets of 5-6 rounds of 16 loads each). The background and the pages keep lazy compilation.
 */
const compileContentScriptEagerly: Plugin = {
  name: 'intently:compile-content-script-eagerly',
  enforce: 'post',
  generateBundle(_options, bundle) {
    for (const name of ['content-script.js', 'frame-keys.js']) {
      const chunk = bundle[name];
      if (chunk?.type === 'chunk') chunk.code = `//# allFunctionsCalledOnLoad\n${chunk.code}`;
    }
  },
};

const EXTENSION_PUBLIC_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA0UJFHeYtQv9aoYY+l+cyUaqdeiQrG3cQ70McqRcg6ML2p69S49b/kr6xz+oCCqm1P9UVP14PLKPtUJZldCA2EO7y9GU3olU3c5g0Yb7UVZhupqxa1Ufsk3CciBHDPEkP/hNjQtMttZTlnJZcsVIYN3uSSJSmf2BOTb/O4JlCjut89sECPkATKcxfmEB59l41z67OYw4tqf9tmJ9FS/JjJWf9MLKyiPDoAq/JanIz0XQpto4KeCna0kP+i8S61Wat7KD0oGef1cGRjHRI0APKp1UE3I0q2x/L/xuJ6sky6nQI1XzBigOCVPnTu3tdXbckTiLgEE3KMHHB215Q72XM2wIDAQAB';

/**
 * The product's icon at the sizes the store asks for (public/icon/<size>.png, drawn from the site's favicon by
 * `npm run make:icons`): chrome://extensions and the toolbar show it.
 */
const ICONS = Object.fromEntries(ICON_SIZES.map((size) => [size, `icon/${size}.png`]));

/**
 * The "what's new" line of this version (issue 34): the first paragraph of its CHANGELOG.md entry, bundled here so the
 * main page shows it after an update without reading the changelog at run time.
 */
const WHATS_NEW =
  changelogSummary(
    readFileSync(resolve(import.meta.dirname, 'CHANGELOG.md'), 'utf8'),
    (JSON.parse(readFileSync(resolve(import.meta.dirname, 'package.json'), 'utf8')) as { version: string }).version,
  ) ?? '';

/** Whether this is the test build (`node scripts/build.mjs --test`): it carries the test hooks. */
const testHooks = process.env.VITE_TEST_HOOKS === '1';

/** What the manifest asks for at install: the bar and the browsing memory need each from the start. */
const REQUIRED_PERMISSIONS = [
  'storage',
  'alarms',
  'tabs',
  'clipboardWrite',
  'scripting',
  'activeTab',
  'webNavigation',
  'idle',
  'unlimitedStorage',
  'favicon',
  'sessions',
];

/** What one feature alone needs, asked for when it is first used: the table marks these optional. */
const OPTIONAL_PERMISSIONS = Object.keys(PERMISSION_USES).filter((permission) => PERMISSION_USES[permission]!.optional);

/** Whether a build of `mode` may be signed in by a server on this computer: a dev or test build, or one told so. */
const signsInLocally = (mode: string) => mode === 'development' || testHooks || process.env[LOCAL_SERVER_ENV] === '1';

/** WXT builds the Chrome MV3 extension from extension/ into .output/chrome-mv3 (WXT_OUT_DIR moves it). */
export default defineConfig({
  srcDir: 'extension',
  outDir: process.env.WXT_OUT_DIR ?? '.output',
  modules: ['@wxt-dev/module-react'],
  manifest: ({ mode }) => ({
    name: 'Intently',
    // The public half of the extension's signing key: it fixes the extension id (eacooblfibgejfbobebbfnhdkkfcmehj)
    // wherever it is loaded, so the server can name the one extension its /auth page hands a sign-in to.
    key: EXTENSION_PUBLIC_KEY,
    description: 'A command bar for everything: notes, timers, tabs and private browsing insights.',
    // Issue 34, least privilege: what only one feature needs is optional, asked for when that feature is first used
    // (extension/shared/); scripts/release/permission-uses.mjs says why each is needed and which are optional.
    // The test build asks for all of them at install, as it carries the test hooks: its end-to-end tests cannot
    // answer Chrome's prompt (docs/testing.md); tests/extension/release-extension.spec.ts drives the product's.
    permissions: testHooks ? [...REQUIRED_PERMISSIONS, ...OPTIONAL_PERMISSIONS] : REQUIRED_PERMISSIONS,
    optional_permissions: testHooks ? [] : OPTIONAL_PERMISSIONS,
    icons: ICONS,
    action: { default_title: 'Intently', default_icon: ICONS },
    // MV3 pages may compile WebAssembly only with wasm-unsafe-eval (the graph core runs in a page's worker).
    content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';" },
    host_permissions: ['<all_urls>'], // captureVisibleTab (/ss) needs <all_urls>; http(s) alone is not enough
    // The command bar's shortcut, changeable at chrome://extensions/shortcuts.
    commands: {
      [OPEN_BAR_COMMAND]: {
        suggested_key: { default: 'Ctrl+Shift+K', mac: 'Command+Shift+K' },
        description: 'Open the Intently command bar',
      },
    },
    // The content script is an unlisted script declared here: WXT's content-script wrapper alone costs ~3 ms per page.
    // It and frame-keys.js (the double press in the page's frames, about:blank and srcdoc ones too) run at
    // document_start, so their key listeners come before the page's own (issue 36, docs/in-page.md).
    // The video site's pages also get video-page.js (its watch history, read on the page): no other page pays for it.
    content_scripts: [
      { matches: ['http://*/*', 'https://*/*'], js: ['content-script.js'], run_at: 'document_start' },
      {
        matches: ['http://*/*', 'https://*/*'],
        js: ['frame-keys.js'],
        run_at: 'document_start',
        all_frames: true,
        match_about_blank: true,
        match_origin_as_fallback: true,
      },
      {
        matches: ['*://www.youtube.com/*', '*://m.youtube.com/*', '*://youtube.com/*', '*://youtu.be/*'],
        js: ['video-page.js'],
        run_at: 'document_idle',
      },
    ],
    // Only the Intently server's pages may message the extension (the /auth page's sign-in hand-over): in the product,
    // the production site alone (issue 33); loopback pages too in a dev or test build, or one told that a server on
    // this computer signs it in (`npm start`, scripts/builds.mjs). The background takes a hand-over only from the
    // server set in settings.
    externally_connectable: {
      matches: [`${DEFAULT_API_ORIGIN}/*`, ...(signsInLocally(mode) ? LOOPBACK_SITES : [])],
    },
    // The bar's frame is embeddable in web pages, only from this session's address (`use_dynamic_url`: a random id
    // in place of the extension's, which runtime.getURL gives the content script): no page can frame it itself.
    web_accessible_resources: [
      { resources: ['bar.html'], matches: ['http://*/*', 'https://*/*'], use_dynamic_url: true },
    ],
  }),
  // No modulepreload polyfill: Chromium has modulepreload, so the polyfill was dead code run in every page (the bar's
  // frame too). WXT's html-plugins chunk that carried it is still loaded, now empty (dropping it means patching WXT).
  // mimetext's browser build (for /gmail) imports Babel's core-js helpers, ~40 KB of polyfills for what Chromium has:
  // its defineProperty helper is Babel's plain one, and its trim the native method (extension/shared/native-trim.ts).
  vite: () => ({
    plugins: [compileContentScriptEagerly],
    define: { 'import.meta.env.VITE_WHATS_NEW': JSON.stringify(WHATS_NEW) },
    // Source maps only when asked (`npm run release -- --sourcemaps`): the store package carries none by default.
    build: { modulePreload: { polyfill: false }, sourcemap: process.env[SOURCEMAPS_ENV] === '1' },
    resolve: {
      alias: {
        '@babel/runtime-corejs3/core-js/instance/trim': resolve(import.meta.dirname, 'extension/shared/native-trim.ts'),
        '@babel/runtime-corejs3/helpers/esm/defineProperty': '@babel/runtime/helpers/esm/defineProperty',
      },
    },
  }),
  webExt: { disabled: true },
});
