/**
 * Issue 34, a first run a person understands: on install (not on update) the background opens the welcome page
 * (welcome-page.tsx); on update it keeps the new version, whose "what's new" line the main page then shows until
 * dismissed (app/main/whats-new-line.tsx). The test build opens no welcome page: each of its end-to-end tests installs the
 * extension afresh and counts its pages; tests/extension/release-build.spec.ts checks the product build's welcome.
 */
import type { WxtBrowser } from 'wxt/browser';
import { WHATS_NEW_KEY } from '../storage/whats-new';

/** The welcome page's path in the extension. */
export const WELCOME_PATH = '/welcome.html';

/** Registers the install listener (at the worker's first turn, as Chrome asks); `welcome`: whether to open the page. */
export function listenForInstall(api: Pick<WxtBrowser, 'runtime' | 'tabs' | 'storage'>, welcome: boolean): void {
  api.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install' && welcome) void api.tabs.create({ url: api.runtime.getURL(WELCOME_PATH) });
    if (reason === 'update') void api.storage.local.set({ [WHATS_NEW_KEY]: api.runtime.getManifest().version });
  });
}
