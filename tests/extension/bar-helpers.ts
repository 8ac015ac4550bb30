import type { BrowserContext, Frame, Page, Worker } from '@playwright/test';
import { expect } from '../fixtures/extension';

/** The 20 varied local pages the bar must open on without console errors (tests/pages/bar-*.html). */
export const VARIED_PAGES = [
  'article',
  'form',
  'table',
  'fixed-header',
  'dialog',
  'dark',
  'rtl',
  'big-dom',
  'iframes',
  'canvas',
  'spa',
  'shadow-components',
  'csp',
  'reset-css',
  'transform-body',
  'keyboard-app',
  'scroll-snap',
  'media',
  'contenteditable',
  'overflow-app',
].map((name) => `bar-${name}.html`);

const CONTROL = { key: 'Control', code: 'ControlLeft', windowsVirtualKeyCode: 17, nativeVirtualKeyCode: 17 };

/**
 * Presses the command key (Control on Linux) twice, the key-downs `gapMs` apart, as a user would. The
 * events carry their own time stamps (DevTools input), so a slow test machine cannot stretch the gap.
 * `pauseMs` is real time waited between sending the first press and the second (the stamps keep the gap).
 * Returns the epoch time (ms) of the second press.
 */
export async function doublePress(page: Page, gapMs = 80, pauseMs = 0): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  const t0 = Date.now();
  const at = (ms: number) => (t0 + ms) / 1000;
  const firstTap = Promise.all([
    cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...CONTROL, modifiers: 2, timestamp: at(0) }),
    cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...CONTROL, modifiers: 0, timestamp: at(40) }),
  ]);
  if (pauseMs) await firstTap.then(() => new Promise((r) => setTimeout(r, pauseMs)));
  await Promise.all([
    firstTap,
    cdp.send('Input.dispatchKeyEvent', { type: 'rawKeyDown', ...CONTROL, modifiers: 2, timestamp: at(gapMs) }),
  ]);
  // The last key-up opens the bar and moves focus into its frame; Chromium may never acknowledge it.
  // The session stays attached (it ends with the page): detaching could drop the key-up before it is sent.
  void cdp
    .send('Input.dispatchKeyEvent', { type: 'keyUp', ...CONTROL, modifiers: 0, timestamp: at(gapMs + 40) })
    .catch(() => undefined);
  await new Promise((r) => setTimeout(r, 50));
  return t0 + gapMs;
}

const KEYS = {
  Enter: { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13, text: '\r' },
  Escape: { key: 'Escape', code: 'Escape', windowsVirtualKeyCode: 27 },
} as const;

/**
 * Presses Enter or Escape in whatever has focus, for keys that may close the bar: the key-up is not
 * awaited, because Chromium never acknowledges an event routed to a frame that was just removed.
 */
export async function pressClosingKey(page: Page, name: keyof typeof KEYS): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...KEYS[name] });
  void cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...KEYS[name] }).catch(() => undefined);
  await new Promise((r) => setTimeout(r, 50));
}

/** The bar's frame in a page, once it is there. */
export async function barFrame(page: Page): Promise<Frame> {
  await expect
    .poll(() => page.frames().some((f) => f.url().includes('/bar.html')), { message: 'the bar frame should open' })
    .toBe(true);
  const frame = page.frames().find((f) => f.url().includes('/bar.html'))!;
  await expect(frame.locator('.bar')).toBeVisible();
  if (await frame.locator('.bar-input').count()) await expect(frame.locator('.bar-input')).toBeFocused();
  // The input being its document's active element is not enough: the keyboard must go to the bar's frame.
  await expect
    .poll(() => frame.evaluate(() => document.hasFocus()), { message: 'keys should go to the bar' })
    .toBe(true);
  return frame;
}

/** The bar's host element when the bar is shown (a lone tap may prepare it hidden). */
export function barHost(page: Page) {
  return page.locator('dialog[data-intently-bar][open]');
}

/** Waits until the page has drawn two more frames. */
export function twoFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

/**
 * Opens the bar with a double press and returns its frame; `click: false` keeps the page's selection,
 * `pauseMs` is the real time between the two presses (see doublePress).
 */
export async function openBar(page: Page, { click = true, pauseMs = 0 } = {}): Promise<Frame> {
  await page.bringToFront();
  // Two frames, as a user's hand would take, before each click: a tab just brought to the front or a bar just shown
  // or hidden has painted again, so the browser routes the click by what the page shows (a click on a bar still
  // open from the last command was once lost under load, and the bar stayed open).
  await twoFrames(page);
  if (await barHost(page).count()) {
    await page.mouse.click(5, 5); // a bar still open from the last command: close it first
    await expect(barHost(page)).toHaveCount(0);
    await twoFrames(page);
  }
  if (click) await page.mouse.click(5, 5); // focus the page, as a user's click would
  // The tab's activation settles first: focus arriving after the bar opened would leave the keys in the page.
  await expect
    .poll(() => page.evaluate(() => document.hasFocus()), { message: 'the page should have the keyboard' })
    .toBe(true);
  await doublePress(page, 80, pauseMs);
  return barFrame(page);
}

/**
 * Waits until the bar's list shows the whole index's answer to `line`: the frame's own rows answer a keystroke
 * first (`data-complete` false), the worker's whole answer replaces them (bar-app.tsx).
 */
export async function wholeAnswer(frame: Frame, line: string): Promise<void> {
  await expect(frame.locator('.results')).toHaveAttribute('data-answered', line);
  await expect(frame.locator('.results')).toHaveAttribute('data-complete', 'true');
}

/**
 * Types a command line into the bar and runs it with Enter. Waits for React's bar (its results list) first:
 * `fill` sets the value of the element it found, and the static shell's input is replaced when React takes
 * over, so a fill racing that takeover would be lost (keys a person types go to the focused input and are
 * kept; bar-shell.spec.ts covers typing into the shell).
 */
export async function runCommand(frame: Frame, line: string): Promise<void> {
  await frame.locator('.results').waitFor();
  await frame.locator('.bar-input').fill(line);
  await pressClosingKey(frame.page(), 'Enter');
}

interface DomNode {
  backendNodeId: number;
  nodeType: number;
  nodeName: string;
  nodeValue?: string;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: DomNode[];
}

/** Every DOM node of the page, including closed shadow roots (the in-page tools), read through DevTools. */
async function allNodes(page: Page): Promise<DomNode[]> {
  const cdp = await page.context().newCDPSession(page);
  const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
  await cdp.detach();
  const nodes: DomNode[] = [];
  const walk = (node: DomNode) => {
    nodes.push(node);
    for (const child of [...(node.shadowRoots ?? []), ...(node.children ?? [])]) walk(child);
  };
  walk(root);
  return nodes;
}

/** The buttons inside elements of a class, including closed shadow roots (the in-page tools): label, text, and the tags inside. */
export async function buttonsWithShadows(
  page: Page,
  className: string,
): Promise<{ label: string; text: string; inside: string[] }[]> {
  const value = (n: DomNode, name: string) =>
    n.attributes?.includes(name) ? n.attributes[n.attributes.indexOf(name) + 1] : undefined;
  const below = (n: DomNode): DomNode[] => (n.children ?? []).flatMap((c) => [c, ...below(c)]);
  return (await allNodes(page))
    .filter((n) => value(n, 'class')?.split(' ').includes(className))
    .flatMap(below)
    .filter((n) => n.nodeName === 'BUTTON')
    .map((n) => ({
      label: value(n, 'aria-label') ?? '',
      text: below(n)
        .filter((c) => c.nodeType === 3)
        .map((c) => c.nodeValue ?? '')
        .join('')
        .trim(),
      inside: below(n)
        .filter((c) => c.nodeType === 1)
        .map((c) => c.nodeName.toLowerCase()),
    }));
}

/** The box on screen (CSS pixels) of the first element of a class, including closed shadow roots; null when none shows. */
export async function boxWithShadows(
  page: Page,
  className: string,
): Promise<{ left: number; top: number; right: number; bottom: number } | null> {
  const node = (await allNodes(page)).find((n) =>
    n.attributes?.[n.attributes.indexOf('class') + 1]?.split(' ').includes(className),
  );
  if (!node) return null;
  const cdp = await page.context().newCDPSession(page);
  const model = await cdp
    .send('DOM.getBoxModel', { backendNodeId: node.backendNodeId })
    .then((answer) => answer.model.border)
    .catch(() => null); // not rendered (display: none)
  await cdp.detach();
  if (!model) return null;
  const xs = [model[0]!, model[2]!, model[4]!, model[6]!];
  const ys = [model[1]!, model[3]!, model[5]!, model[7]!];
  return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
}

/**
 * Clicks the middle of the first element of a class, including closed shadow roots (the in-page tools' buttons),
 * once it shows: within 5 s, as Playwright's own clicks wait (a widget drawn again, after a same-page navigation for
 * one, is briefly not there).
 */
export async function clickWithShadows(page: Page, className: string): Promise<void> {
  let box = await boxWithShadows(page, className);
  for (const started = Date.now(); !box && Date.now() - started < 5_000; box = await boxWithShadows(page, className))
    await page.waitForTimeout(100);
  if (!box) throw new Error(`Nothing of the class ${className} shows on the page to click.`);
  await page.mouse.click((box.left + box.right) / 2, (box.top + box.bottom) / 2);
}

/** Visible text of the page, including closed shadow roots. */
export async function textWithShadows(page: Page): Promise<string> {
  return (await allNodes(page))
    .filter((n) => n.nodeType === 3 && n.nodeValue?.trim())
    .map((n) => n.nodeValue!.trim())
    .join(' ');
}

/** The value of an attribute on the elements of a class, including those in closed shadow roots (the in-page tools). */
export async function attributeWithShadows(page: Page, className: string, attribute: string): Promise<string[]> {
  const value = (n: DomNode, name: string) =>
    n.attributes?.includes(name) ? n.attributes[n.attributes.indexOf(name) + 1] : undefined;
  return (await allNodes(page))
    .filter((n) => value(n, 'class')?.split(' ').includes(className))
    .map((n) => value(n, attribute) ?? '');
}

/** The src of every iframe in the page, including those in closed shadow roots. */
export async function frameSourcesWithShadows(page: Page): Promise<string[]> {
  return (await allNodes(page))
    .filter((n) => n.nodeName === 'IFRAME')
    .map((n) => n.attributes?.[n.attributes.indexOf('src') + 1] ?? '');
}

/**
 * Runs `functionDeclaration` in the page's own world with the bar's iframe element as `this`: what a page script
 * could do if it got hold of the frame (the page cannot reach into the bar's closed shadow root; DevTools can).
 */
export async function runWithBarFrameInPage(page: Page, functionDeclaration: string): Promise<void> {
  const iframe = (await allNodes(page)).find(
    (n) => n.nodeName === 'IFRAME' && n.attributes?.[n.attributes.indexOf('src') + 1]?.includes('/bar.html'),
  );
  if (!iframe) throw new Error('The page has no bar frame to reach.');
  const cdp = await page.context().newCDPSession(page);
  const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: iframe.backendNodeId });
  await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId!, functionDeclaration, awaitPromise: true });
  await cdp.detach();
}

/** Runs the toolbar button's action for the active tab (headless tests cannot click the toolbar). */
export async function clickToolbar(serviceWorker: Worker): Promise<void> {
  await serviceWorker.evaluate(async () => {
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    await (globalThis as unknown as { intentlyOpenBar: (t: chrome.tabs.Tab) => Promise<void> }).intentlyOpenBar(tab!);
  });
}

/** Collects console errors and uncaught exceptions of a page. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

/**
 * Waits until the content script (injected at document_start, later on a busy machine) runs in `page`:
 * it answers the SPEC §7 page-time request, which it starts listening for together with the double press.
 */
export async function contentScriptReady(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const requestId = `ready-${Math.random()}`;
        const listening = new AbortController(); // (no named inner functions: the bench's transpiler would wrap them)
        addEventListener(
          'message',
          (event) => {
            if (event.data?.type !== 'PAGE_TIME_RESPONSE' || event.data.requestId !== requestId) return;
            listening.abort();
            resolve(true);
          },
          { signal: listening.signal },
        );
        postMessage({ type: 'GET_PAGE_TIME', source: 'analytics_modal', requestId }, '*');
        setTimeout(() => resolve(false), 200);
      }),
    undefined,
    { timeout: 10_000 },
  );
}

/** Opens a new page at a URL and waits for the content script to be ready. */
export async function openPage(context: BrowserContext, url: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  await contentScriptReady(page);
  return page;
}

/** URLs of every open tab, as the browser reports them (also for pages the offline test machine cannot load). */
export async function tabUrls(serviceWorker: Worker): Promise<string[]> {
  return serviceWorker.evaluate(async () => (await chrome.tabs.query({})).map((t) => t.pendingUrl || t.url || ''));
}

/** Adds a finished visit to the tracker's database (SPEC §3 UrlVisit), as if the user had spent `activeMs` on `url` today. */
export async function seedVisit(serviceWorker: Worker, url: string, activeMs: number): Promise<void> {
  await serviceWorker.evaluate(
    ({ url, activeMs }) =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open('intently');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const now = Date.now();
          const start = Math.max(new Date().setHours(0, 0, 0, 0), now - activeMs - 1000);
          const visit = {
            id: `999_${start}`,
            tabId: 999,
            windowId: 1,
            url,
            title: 'Seeded visit',
            domain: new URL(url).hostname,
            category: 'work',
            creationMode: 'direct',
            startTime: start,
            endTime: start + activeMs,
            duration: activeMs,
            activeTime: activeMs,
            lastActiveTime: start + activeMs,
            isActive: false,
            wordCount: 100,
          };
          const tx = open.result.transaction('visits', 'readwrite');
          tx.objectStore('visits').put(visit);
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        };
      }),
    { url, activeMs },
  );
}

/**
 * Writes `rows` into a table of the extension's tools database, from its service worker, as the commands store them.
 * Waits (up to 10 s) for the extension to have created that database: opening it first would create an empty one.
 */
export function putInTools(worker: Worker, table: string, rows: object[]): Promise<void> {
  return worker.evaluate(
    async ({ table, rows }) => {
      // (No named inner functions: bench:bar runs this through tsx, whose transpiler would wrap them in a helper
      // the worker lacks.)
      let db: IDBDatabase | null;
      for (const deadline = Date.now() + 10_000; ; await new Promise((ok) => setTimeout(ok, 100))) {
        db = await new Promise<IDBDatabase | null>((ok, fail) => {
          const open = indexedDB.open('intently-tools');
          open.onupgradeneeded = () => open.transaction!.abort(); // not created by the extension yet: create nothing
          open.onsuccess = () => ok(open.result);
          open.onerror = () => (open.error?.name === 'AbortError' ? ok(null) : fail(open.error));
        });
        if (db?.objectStoreNames.contains(table)) break;
        db?.close();
        if (Date.now() > deadline)
          throw new Error(`The extension's tools database has no "${table}" table after 10 s.`);
      }
      await new Promise((ok, fail) => {
        const tx = db.transaction(table, 'readwrite');
        for (const row of rows) tx.objectStore(table).put(row);
        tx.oncomplete = ok;
        tx.onerror = () => fail(tx.error);
      });
      db.close();
    },
    { table, rows },
  );
}
