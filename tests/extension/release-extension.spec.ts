/**
 * Issue 34: the release itself, installed as a beta user installs it: the store zip's contents (the product build,
 * without the key, zipped and unzipped as `npm run release` does) loaded unpacked, with no test hooks. Its toolbar
 * icon; its welcome page, opened once on install and not after an update; its "what's new" line after an update;
 * and its optional permissions, refused and granted.
 *
 * Chrome's permission prompt is browser UI that no automation reaches (no switch answers it: docs/testing.md), so
 * each answer comes from a real Chrome mechanism instead. Refused: a request made without a user gesture, which
 * Chrome refuses as it would a "No" (the page's button clicked by a script). Granted: an update from an earlier
 * version that asked for the permissions at install (as 0.1.0's predecessors did): Chrome keeps what was granted when
 * a permission becomes optional. Updates are the Reload of chrome://extensions in developer mode.
 */
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { BUILDS } from '../../scripts/builds.mjs';
import { PERMISSION_USES } from '../../scripts/release/permission-uses.mjs';
import { readTree } from '../../scripts/release/read-tree.mjs';
import { ICON_SIZES, withoutKey } from '../../scripts/release/store-checks.mjs';
import { expect, launchWithExtension, test } from '../fixtures/extension';
import { openBar, openPage, runCommand } from './bar-helpers';

/** The release's optional permissions, from its permission table (an earlier version asked for them at install). */
const OPTIONAL = Object.entries(PERMISSION_USES)
  .filter(([, use]) => use.optional)
  .map(([permission]) => permission);

interface Manifest {
  version: string;
  permissions: string[];
  optional_permissions?: string[];
  action: { default_icon: Record<string, string> };
}

/** The release zip's files, as `npm run release` makes them from the product build. */
function releaseFiles(): Record<string, Uint8Array> {
  const built = readTree(resolve(BUILDS.product.extension));
  if (!built['manifest.json']) throw new Error(`${BUILDS.product.extension} is not built: run node scripts/build.mjs`);
  return unzipSync(zipSync(withoutKey(built), { level: 9 }));
}

/** Writes the release's files into `dir`, its manifest changed by `edit` (an earlier version, say). */
async function unpackRelease(dir: string, edit: (manifest: Manifest) => Manifest = (manifest) => manifest) {
  const files = releaseFiles();
  const manifest = edit(JSON.parse(new TextDecoder().decode(files['manifest.json'])) as Manifest);
  files['manifest.json'] = new TextEncoder().encode(JSON.stringify(manifest, null, 2));
  for (const [path, bytes] of Object.entries(files)) {
    await mkdir(dirname(join(dir, path)), { recursive: true });
    await writeFile(join(dir, path), bytes);
  }
}

/** The release as the version before it: one lower, with its optional permissions asked for at install. */
const earlierVersion = (manifest: Manifest): Manifest => ({
  ...manifest,
  version: '0.0.9',
  permissions: [...manifest.permissions, ...(manifest.optional_permissions ?? [])],
  optional_permissions: [],
});

/** A fresh profile with the release unpacked into a folder of its own (edited by `edit`); cleaned up after. */
async function installRelease(edit?: (manifest: Manifest) => Manifest) {
  const root = await mkdtemp(join(tmpdir(), 'intently-release-'));
  const dir = join(root, 'extension');
  await unpackRelease(dir, edit);
  const context = await launchWithExtension(join(root, 'profile'), { extension: dir });
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const id = new URL(worker.url()).host;
  // An install opens the welcome page: wait for it, so it does not take the focus from a page a test opens next.
  await expect.poll(() => pagesAt(context, id, 'welcome.html').length, { timeout: 15_000 }).toBe(1);
  return { context, dir, id, close: () => context.close().then(() => rm(root, { recursive: true, force: true })) };
}

/**
 * Runs `expression` in `target` (a page, or the bar's out-of-process frame) as a script would, with no user gesture,
 * so Chrome refuses a permission request it makes: through DevTools' Runtime.evaluate with `userGesture: false`
 * (Playwright's own click, evaluate and dispatchEvent run as a gesture), once the last real input no longer counts as
 * one (Chrome's transient activation lasts a few seconds). Resolves with the expression's value.
 */
async function withoutGesture(context: BrowserContext, target: Page | Frame, expression: string): Promise<unknown> {
  const cdp = await context.newCDPSession(target);
  const evaluate = async (code: string) =>
    (
      (await cdp.send('Runtime.evaluate', { expression: code, userGesture: false, returnByValue: true })) as {
        result: { value: unknown };
      }
    ).result.value;
  await expect.poll(() => evaluate('navigator.userActivation.isActive'), { timeout: 15_000 }).toBe(false);
  const value = await evaluate(expression);
  await cdp.detach();
  return value;
}

/** Clicks the button named `name` (inside what `within` selects) without a user gesture. */
async function clickWithoutGesture(context: BrowserContext, target: Page | Frame, name: string, within = 'body') {
  const buttons = `[...document.querySelectorAll(${JSON.stringify(`${within} button`)})]`;
  const clicked = await withoutGesture(
    context,
    target,
    `(() => { const button = ${buttons}.find((b) => b.textContent.trim() === ${JSON.stringify(name)}); button?.click(); return Boolean(button); })()`,
  );
  expect(clicked, `a button named ${name}`).toBe(true);
}

/** Presses Enter in the field `selector` selects without a user gesture (a keydown event, as React hears it). */
async function enterWithoutGesture(context: BrowserContext, target: Page | Frame, selector: string) {
  const pressed = await withoutGesture(
    context,
    target,
    `document.querySelector(${JSON.stringify(selector)})?.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true })) ?? false`,
  );
  expect(pressed, `a field ${selector}`).toBe(true);
}

/** chrome://extensions's own API (its Developer mode switch and Reload button), which @types/chrome does not describe. */
interface DeveloperPrivate {
  updateProfileConfiguration(update: { inDeveloperMode: boolean }): Promise<void>;
  reload(id: string, options: { failQuietly: boolean }): Promise<void>;
}

/** The extension's pages open at `path` (welcome.html, app.html). */
const pagesAt = (context: BrowserContext, id: string, path: string) =>
  context.pages().filter((page) => page.url().startsWith(`chrome-extension://${id}/${path}`));

/** Updates the unpacked extension in place to the release and reloads it as chrome://extensions's Reload does. */
async function updateToRelease(context: BrowserContext, dir: string, id: string): Promise<void> {
  await unpackRelease(dir);
  const extensions = await context.newPage();
  await extensions.goto('chrome://extensions/');
  // Developer mode, as a person loading an unpacked extension has it: without it Chrome disables a reloaded one.
  await extensions.evaluate(() =>
    (chrome as unknown as { developerPrivate: DeveloperPrivate }).developerPrivate.updateProfileConfiguration({
      inDeveloperMode: true,
    }),
  );
  await extensions.evaluate(
    (extensionId) =>
      (chrome as unknown as { developerPrivate: DeveloperPrivate }).developerPrivate.reload(extensionId, {
        failQuietly: false,
      }),
    id,
  );
  await extensions.close();
}

/** The extension's main page, opened afresh once the running version is `version`. */
async function mainPageOf(context: BrowserContext, id: string, version: string): Promise<Page> {
  const page = await context.newPage();
  await expect
    .poll(async () => {
      await page.goto(`chrome-extension://${id}/app.html`).catch(() => undefined);
      return page.evaluate(() => chrome.runtime.getManifest().version).catch(() => null);
    })
    .toBe(version);
  return page;
}

test('the release shows its icon and opens the welcome page once on install, which teaches the bar', async ({}, testInfo) => {
  testInfo.setTimeout(60_000);
  const release = await installRelease();
  try {
    const { context, id } = release;
    const worker = context.serviceWorkers()[0]!;
    const manifest = (await worker.evaluate(() => chrome.runtime.getManifest())) as unknown as Manifest;
    const icons = Object.fromEntries(ICON_SIZES.map((size) => [String(size), `icon/${size}.png`]));
    expect(manifest.action.default_icon).toEqual(icons);
    expect(
      await worker.evaluate(
        async (path) => (await fetch(chrome.runtime.getURL(path))).headers.get('content-type'),
        icons[16]!,
      ),
    ).toBe('image/png');
    expect(manifest.optional_permissions?.sort()).toEqual([...OPTIONAL].sort());

    await expect.poll(() => pagesAt(context, id, 'welcome.html').length).toBe(1);
    const welcome = pagesAt(context, id, 'welcome.html')[0]!;
    await expect(welcome.getByRole('heading', { name: 'Welcome to Intently' })).toBeVisible();
    // The shortcut Chrome has for the bar (commands.getAll), for pages where the double press cannot work.
    const shortcut = await worker.evaluate(
      async () => (await chrome.commands.getAll()).find((command) => command.name === 'open-bar')?.shortcut,
    );
    expect(shortcut).toBeTruthy();
    await expect(welcome.getByText(`press ${shortcut} there`)).toBeVisible();
    await expect(welcome.getByText('Your browsing history stays on this device.')).toBeVisible();
    await expect(welcome.getByText(/^Signed in, your notes, settings/)).toBeVisible();
    await expect(welcome.getByRole('link', { name: 'Sign in on the main page' })).toHaveAttribute(
      'href',
      `chrome-extension://${id}/app.html#account-title`,
    );

    // The double press in the field opens the bar right there (its window over this tab: no content script runs here).
    const field = welcome.getByRole('textbox', { name: 'Try the double press here' });
    await field.click();
    const bar = context.waitForEvent('page', (page) => page.url().includes('/bar.html?mode=window'));
    await welcome.keyboard.press('Control');
    await welcome.keyboard.press('Control');
    const barPage = await bar;
    expect(new URL(barPage.url()).searchParams.get('tab')).toBe(
      String(await welcome.evaluate(async () => (await chrome.tabs.getCurrent())?.id)),
    );
    await expect(barPage.locator('.bar-input')).toBeVisible();
    await expect(
      welcome.getByRole('region', { name: 'Open the bar: press the command key twice' }).getByRole('status'),
    ).toHaveText(/^That is the bar/);
    await barPage.close();

    // The history import offered there asks for the history permission; refused, it says so and imports nothing.
    await clickWithoutGesture(context, welcome, 'Import history');
    const offer = welcome.getByRole('region', { name: 'Import your Chrome history' });
    await expect(offer.getByRole('status')).toHaveText(/^Without access to Chrome history, Intently cannot import/);
    expect(await worker.evaluate(() => chrome.permissions.contains({ permissions: ['history'] }))).toBe(false);
    await expect(offer.getByRole('button', { name: 'Import history' })).toBeVisible(); // still on offer

    // Opened once: the main page and a reload of the worker's pages open no second welcome page.
    await welcome.close();
    const main = await mainPageOf(context, id, manifest.version);
    await expect(main.getByRole('heading', { name: 'Permissions' })).toBeVisible();
    expect(pagesAt(context, id, 'welcome.html')).toHaveLength(0);
  } finally {
    await release.close();
  }
});

test('refused optional permissions: /ss cannot save the file, a timer runs without notifying, /history skips Chrome’s, and everything else goes on', async ({
  testPages,
}, testInfo) => {
  testInfo.setTimeout(90_000);
  const release = await installRelease();
  try {
    const { context, id } = release;
    const worker = context.serviceWorkers()[0]!;
    const page = await openPage(context, testPages.url('bar-plain.html'));
    let frame = await openBar(page);
    await runCommand(frame, '/ss');
    await frame.getByRole('button', { name: 'Take screenshot' }).click();
    await expect(frame.getByRole('img', { name: 'Screenshot of the visible tab' })).toBeVisible();
    await clickWithoutGesture(context, frame, 'Download');
    await expect(frame.getByRole('status')).toHaveText(
      /^The screenshot was not saved as a file: that needs permission to manage downloads, which was not given\./,
    );
    expect(await worker.evaluate(() => chrome.permissions.contains({ permissions: ['downloads'] }))).toBe(false);
    await expect(frame.getByRole('img', { name: 'Screenshot of the visible tab' })).toBeVisible();

    // A timer started without notifications runs, and says it will end without one.
    frame = await openBar(page);
    await runCommand(frame, '/timer');
    await frame.getByRole('textbox', { name: 'Timer duration and label' }).fill('5 Tea');
    await enterWithoutGesture(context, frame, 'input[aria-label="Timer duration and label"]');
    await expect(frame.getByRole('status')).toHaveText(
      /^Timer started: Tea\. The timer runs without a notification at its end, since notifications were not allowed;/,
    );
    await expect(frame.locator('.countdown')).toHaveText(/^[45]:\d\d$/);
    expect(await worker.evaluate(() => chrome.permissions.contains({ permissions: ['notifications'] }))).toBe(false);
    // Refused once, a timer no longer asks: a real Enter (which would open Chrome's prompt) answers at once.
    await frame.getByRole('textbox', { name: 'Timer duration and label' }).fill('3 Walk');
    await frame.getByRole('textbox', { name: 'Timer duration and label' }).press('Enter');
    await expect(frame.getByRole('status')).toHaveText(/^Timer started: Walk\. The timer runs without a notification/);

    // The bar's history searches Intently's own pages and says Chrome's is not searched, and where to allow it.
    frame = await openBar(page);
    await runCommand(frame, '/history');
    await expect(frame.getByText(/^Chrome's own history is not searched here/)).toBeVisible();
    await expect(frame.getByRole('textbox', { name: 'Search history' })).toBeVisible();

    // Nothing else broke: the bar runs another command, and the main page offers the permission again.
    frame = await openBar(page);
    await runCommand(frame, '/note');
    await expect(frame.getByRole('textbox', { name: 'Note for 127.0.0.1' })).toBeVisible();
    const main = await mainPageOf(context, id, (await worker.evaluate(() => chrome.runtime.getManifest().version))!);
    const row = main.getByRole('listitem', { name: 'Manage your downloads' });
    await expect(row.getByRole('button', { name: 'Allow' })).toBeVisible();
    await clickWithoutGesture(context, main, 'Allow', 'li[aria-label="Manage your downloads"]');
    await expect(main.locator('#permissions').getByRole('status')).toHaveText(/^The screenshot was not saved/);
  } finally {
    await release.close();
  }
});

test('an update keeps the permissions granted before (used, then removed on the main page), opens no welcome page and says once what is new', async ({
  testPages,
}, testInfo) => {
  testInfo.setTimeout(90_000);
  const release = await installRelease(earlierVersion);
  try {
    const { context, dir, id } = release;
    await expect.poll(() => pagesAt(context, id, 'welcome.html').length).toBe(1); // the earlier version's install
    await pagesAt(context, id, 'welcome.html')[0]!.close();
    const visited = await openPage(context, testPages.url('article.html')); // something in Chrome's history
    await visited.close();

    await updateToRelease(context, dir, id);
    const version = (JSON.parse(new TextDecoder().decode(releaseFiles()['manifest.json'])) as Manifest).version;
    const main = await mainPageOf(context, id, version);
    // The "what's new" line of this version's CHANGELOG.md entry, shown because the update happened.
    const line = main.getByRole('status', { name: 'What’s new' });
    await expect(line).toHaveText(`New in ${version}: The first release candidate for the Chrome Web Store. Dismiss`);
    expect(pagesAt(context, id, 'welcome.html')).toHaveLength(0);

    // Granted: Chrome kept each permission the earlier version asked at install, now optional.
    const worker = await main.evaluate(() => chrome.permissions.getAll());
    expect(worker.permissions).toEqual(expect.arrayContaining(OPTIONAL));
    for (const label of ['Read your Chrome history', 'Manage your downloads', 'Display notifications'])
      await expect(main.getByRole('listitem', { name: label }).getByRole('button', { name: 'Remove' })).toBeVisible();
    // The import works without asking again (a real click, and no prompt appears since it is held).
    await main.getByRole('button', { name: 'Import history' }).click();
    await expect(main.getByText(/^Imported \d+ visits from Chrome history\.$/)).toBeVisible();
    // /ss saves the screenshot as a file with the downloads permission held (a real click, no prompt).
    const page = await openPage(context, testPages.url('bar-plain.html'));
    const frame = await openBar(page);
    await runCommand(frame, '/ss');
    await frame.getByRole('button', { name: 'Take screenshot' }).click();
    await frame.getByRole('button', { name: 'Download' }).click();
    // (Playwright keeps downloads under names of its own: the file is known by what was downloaded.)
    await expect
      .poll(() => main.evaluate(async () => (await chrome.downloads.search({})).map((item) => item.url.slice(0, 22))))
      .toEqual(['data:image/png;base64,']);

    // Removed on the main page, it is gone from Chrome's grants, and the panel offers it again.
    const history = main.getByRole('listitem', { name: 'Read your Chrome history' });
    await history.getByRole('button', { name: 'Remove' }).click();
    await expect(history.getByRole('button', { name: 'Allow' })).toBeVisible();
    expect(await main.evaluate(() => chrome.permissions.contains({ permissions: ['history'] }))).toBe(false);

    // Dismissed, the line stays gone.
    await line.getByRole('button', { name: 'Dismiss' }).click();
    await expect(line).toHaveCount(0);
    await main.reload();
    await expect(main.getByRole('heading', { name: 'Permissions' })).toBeVisible();
    await expect(main.getByRole('status', { name: 'What’s new' })).toHaveCount(0);
  } finally {
    await release.close();
  }
});
