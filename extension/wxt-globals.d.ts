/**
 * The WXT globals the background worker and the content scripts use, for their tsconfigs
 * (tsconfig.background.json, tsconfig.content.json). WXT's own `.wxt/wxt.d.ts` declares them too, but it
 * also types WXT's build-time modules, which import Vite and so @types/node: Node's globals (`process`,
 * `Buffer`, `require`) would type-check in a service worker or a web page where they do not exist. The
 * pages' tsconfig uses WXT's file and leaves this one out (the two would declare `browser` twice).
 */

/** The extension API (WXT's `browser`, Chrome's `chrome.*` promised). */
declare const browser: typeof import('wxt/browser').browser;

/** Marks the background entrypoint's main function (WXT runs it at every service worker start). */
declare function defineBackground(main: () => void): unknown;

/** Marks an unlisted script's main function (our content script and in-page tools). */
declare function defineUnlistedScript(main: () => void): unknown;
