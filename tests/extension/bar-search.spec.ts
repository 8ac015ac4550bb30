import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { parseCsv, toCsv } from '../../extension/data-export/csv';
import { screenful } from '../../extension/command-bar/shown-rows';
import { expect, test } from '../fixtures/extension';
import { pixelsOfColorAround } from '../fixtures/painted-pixels';
import { openBar, openPage, pressClosingKey, putInTools, runCommand, tabUrls, wholeAnswer } from './bar-helpers';
import {
  browseStartNextOther,
  downloadExport,
  openMainPage,
  stopServiceWorker,
  waitForTracker,
} from './tracker-helpers';

const OLD_URL = 'https://grandmas-kitchen.example/apple-strudel';
const OLD_TITLE = 'Grandma’s apple strudel, the real recipe';
const CLIP_TEXT = 'Quarterly zebra migration figures';

/** An export zip with one more visit (400 days ago, of a page Chrome has long forgotten) and one more clip. */
function withOldVisitAndClip(zip: Uint8Array): Uint8Array {
  const files = unzipSync(zip);
  const edit = (name: string, add: (header: string[], template: string[]) => string[]) => {
    const [header = [], ...rows] = parseCsv(strFromU8(files[name]!));
    const template = rows[0] ?? header.map(() => '');
    files[name] = strToU8(toCsv([header, ...rows, add(header, template)]));
  };
  const old = Date.now() - 400 * 86_400_000;
  const iso = (t: number) => new Date(t).toISOString();
  edit('visits.csv', (header, template) =>
    header.map((column, i) => {
      const values: Record<string, string> = {
        id: 'history_old_1',
        tabId: '-1',
        url: OLD_URL,
        title: OLD_TITLE,
        domain: 'grandmas-kitchen.example',
        startTime: iso(old),
        endTime: iso(old + 60_000),
        lastActiveTime: iso(old + 60_000),
        'sourceInfo.nodeId': '',
        'sourceInfo.url': '',
      };
      return values[column] ?? template[i]!;
    }),
  );
  edit('clips.csv', (header) =>
    header.map((column) => ({ id: '77', text: CLIP_TEXT, url: '', copiedAt: new Date().toISOString() })[column] ?? ''),
  );
  return zipSync(files);
}

test('the bar finds a page imported from long ago and opens it in a new tab with Ctrl+Enter; a clip is found', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  await waitForTracker(serviceWorker);
  const { page: browsed, popup } = await browseStartNextOther(context, testPages);
  await popup.close();
  await browsed.close();
  const main = await openMainPage(context, extensionId);
  const exported = withOldVisitAndClip(await downloadExport(main));
  await main
    .locator('input[type=file]')
    .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: Buffer.from(exported) });
  await expect(main.getByText(/^Imported \d+ visits and \d+ other records\.$/)).toBeVisible();

  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  await frame.locator('.results').waitFor();
  await frame.locator('.bar-input').pressSequentially('strudel real', { delay: 20 });
  const row = frame.locator('.row.history', { hasText: 'Grandma' }).first();
  await expect(row).toBeVisible();
  await expect(row.locator('.row-title mark').first()).toHaveText(/s|strudel/);
  await expect(row.getByRole('img', { name: 'History' })).toBeVisible();
  const tabsBefore = (await tabUrls(serviceWorker)).length;
  await row.hover();
  await frame.locator('.bar-input').press('Control+Enter');
  await expect.poll(() => tabUrls(serviceWorker)).toContain(OLD_URL);
  expect((await tabUrls(serviceWorker)).length).toBe(tabsBefore + 1);
  expect(page.url()).toBe(testPages.url('bar-plain.html'));

  const again = await openBar(page);
  await again.locator('.results').waitFor();
  await again.locator('.bar-input').pressSequentially('@clips zebra', { delay: 20 });
  await expect(again.locator('.row.clip', { hasText: CLIP_TEXT })).toBeVisible();
  await pressClosingKey(page, 'Escape');

  // The index is saved (a few seconds after a change), so a worker that was stopped answers from it.
  await expect.poll(() => serviceWorker.evaluate(savedIndexBytes), { timeout: 20_000 }).toBeGreaterThan(0);
  await stopServiceWorker(context, page);
  const woken = await openBar(page);
  await woken.locator('.results').waitFor();
  await woken.locator('.bar-input').pressSequentially('grandma strudel', { delay: 20 });
  // The page is open now (Ctrl+Enter above), so it is offered as its tab: Enter would switch to it.
  await expect(woken.locator('.row.tab', { hasText: /grandma/i })).toBeVisible();
});

/** The size of the bar's saved search index (the runtime row "search-index"), read inside the service worker; 0 when none. */
function savedIndexBytes(): Promise<number> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open('intently');
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const get = open.result.transaction('runtime').objectStore('runtime').get('search-index');
      get.onsuccess = () => {
        open.result.close();
        resolve((get.result?.value?.bytes as Uint8Array | undefined)?.byteLength ?? 0);
      };
      get.onerror = () => reject(get.error);
    };
  });
}

test('typing @ lists the prefixes; a bookmark is found with @bookmarks', async ({
  context,
  serviceWorker,
  testPages,
}) => {
  // The test build holds every optional permission from install (docs/testing.md), bookmarks included.
  await serviceWorker.evaluate(() =>
    chrome.bookmarks.create({ title: 'Llama husbandry handbook', url: 'https://llamas.example/handbook' }),
  );
  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  await frame.locator('.results').waitFor();
  await frame.locator('.bar-input').pressSequentially('@', { delay: 20 });
  await expect(frame.locator('.row.prefix .row-title')).toHaveText([
    '@tabs',
    '@history',
    '@bookmarks',
    '@notes',
    '@clips',
  ]);
  await frame.locator('.bar-input').pressSequentially('bookmarks llama hand', { delay: 20 });
  const row = frame.locator('.row.bookmark', { hasText: 'Llama husbandry handbook' });
  await expect(row).toBeVisible();
  await expect(row.getByRole('img', { name: 'Bookmark' })).toBeVisible();
  await expect(frame.locator('.row.permission')).toHaveCount(0);
});

test('a closed tab is found and reopens with its history', async ({ context, serviceWorker, testPages }) => {
  const closed = await openPage(context, testPages.url('tracker-start.html'));
  await closed.click('#same-tab');
  await closed.waitForURL(/tracker-next/);
  await closed.close();
  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  await frame.locator('.results').waitFor();
  await frame.locator('.bar-input').pressSequentially('@tabs tracker next', { delay: 20 });
  const row = frame.locator('.row.closed').first();
  await expect(row).toBeVisible();
  await frame.locator('.bar-input').press('Enter');
  await expect
    .poll(async () => (await tabUrls(serviceWorker)).some((url) => url.startsWith(testPages.url('tracker-next.html'))))
    .toBe(true);
  // Restored with its history: the tab can go back to the page it came from.
  await expect.poll(() => context.pages().some((p) => p.url().includes('tracker-next'))).toBe(true);
  const restored = context.pages().find((p) => p.url().includes('tracker-next'))!;
  await restored.goBack();
  await expect(restored).toHaveURL(/tracker-start/);
});

test('a note changed in /note is found by its new text and no longer by its old one; a deleted note is gone', async ({
  context,
  testPages,
}) => {
  const page = await openPage(context, testPages.url('bar-plain.html'));
  const writeNote = async (text: string) => {
    const frame = await openBar(page);
    await runCommand(frame, '/note');
    await frame.getByRole('textbox', { name: /^Note for / }).fill(text);
    await expect(frame.locator('.saved')).toHaveText('Saved');
    await pressClosingKey(page, 'Escape');
  };
  /**
   * The bar opened again with `line` typed shows `count` note rows: once the list answers that very line, and again
   * after the opening's update of the small rows (the bar asks again when it is done; until then a fast typist may
   * see the rows as they were).
   */
  const expectNoteRows = async (line: string, count: number) => {
    const frame = await openBar(page);
    await frame.locator('.results').waitFor();
    await frame.locator('.bar-input').fill(line);
    await wholeAnswer(frame, line);
    await expect(frame.locator('.row.note')).toHaveCount(count);
    await pressClosingKey(page, 'Escape');
  };
  await writeNote('Pangolin scales are made of keratin');
  await expectNoteRows('@notes pangolin keratin', 1);
  // The index updates the note's row in place: the new text is found, the old one is not.
  await writeNote('Okapi stripes help calves follow');
  await expectNoteRows('@notes okapi stripes', 1);
  await expectNoteRows('@notes pangolin keratin', 0);
  await writeNote('');
  await expectNoteRows('@notes okapi stripes', 0);
});

test('a long answer puts only a screenful of rows in the list; arrowing and scrolling bring the rest, in the answer’s order', async ({
  context,
  serviceWorker,
  testPages,
}) => {
  const now = Date.now();
  const clips = Array.from({ length: 80 }, (_, i) => ({
    text: `Okapi fact number ${i}`,
    url: '',
    copiedAt: now - i * 1000,
  }));
  await putInTools(serviceWorker, 'clips', clips);
  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  await frame.locator('.results').waitFor();
  const line = '@clips okapi fact';
  await frame.locator('.bar-input').fill(line);
  await wholeAnswer(frame, line);
  // The whole answer, as the bar asks for it: its rows in order.
  const answer = await frame.evaluate(async (l) => {
    const message = { id: 1, type: 'command/call', data: { name: 'search', args: [l, ''] }, timestamp: Date.now() };
    const reply = (await chrome.runtime.sendMessage(message)) as { res: { value: { rows: { title: string }[] } } };
    return reply.res.value.rows.map((r) => r.title);
  }, line);
  const perScreen = screenful(await frame.evaluate(() => window.innerHeight));
  expect(answer.length).toBeGreaterThan(2 * perScreen);
  const rows = frame.locator('.results .row.clip');
  const titles = frame.locator('.results .row.clip .row-title');
  await expect(titles).toHaveText(answer.slice(0, perScreen));

  // Down past the last row rendered: the next one comes in, selected and scrolled into view; the list is then
  // scrolled to its end, which brings the next screenful.
  for (let i = 0; i < perScreen; i++) await frame.locator('.bar-input').press('ArrowDown');
  await expect(rows.nth(perScreen)).toHaveAttribute('aria-selected', 'true');
  await expect(rows.nth(perScreen)).toHaveText(new RegExp(answer[perScreen]!));
  await expect(rows.nth(perScreen)).toBeInViewport();
  await expect(titles).toHaveText(answer.slice(0, 2 * perScreen));

  // The list scrolled to its end (a wheel, a scroll bar) brings another screenful.
  await frame.locator('.results').evaluate((list) => list.scrollTo({ top: list.scrollHeight }));
  await expect(titles).toHaveText(answer.slice(0, 3 * perScreen));

  // Up from the first row selects the last of the answer: every row is in the list, in the answer's order.
  await frame.locator('.bar-input').fill('@clips okapi fac');
  await wholeAnswer(frame, '@clips okapi fac');
  await expect(rows).toHaveCount(perScreen);
  // At its very top, padding included: a list scrolled even 4 px down was near the end of one screenful of rows.
  expect(await frame.locator('.results').evaluate((list) => list.scrollTop)).toBe(0);
  await frame.locator('.bar-input').fill(line);
  await wholeAnswer(frame, line);
  await frame.locator('.bar-input').press('ArrowUp');
  await expect(titles).toHaveText(answer);
  await expect(rows.last()).toHaveAttribute('aria-selected', 'true');
  await expect(rows.last()).toBeInViewport();
});

test('the bar answers each keystroke first from its own small index, and the worker’s whole answer follows in place', async ({
  context,
  serviceWorker,
  testPages,
}) => {
  await putInTools(serviceWorker, 'clips', [{ text: 'Capybara census results', url: '', copiedAt: Date.now() }]);
  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  // The frame holds its index once the opening's rows are in: the clip and the commands among them.
  await expect(frame.locator('.results')).toHaveAttribute('data-frame-rows', /^[1-9]\d*$/);
  await frame.evaluate(() => {
    const w = window as unknown as { __seen: { line: string; complete: string; rows: string[] }[] };
    w.__seen = [];
    const list = document.querySelector<HTMLElement>('.results')!;
    new MutationObserver(() =>
      w.__seen.push({
        line: list.dataset.answered ?? '',
        complete: list.dataset.complete ?? '',
        rows: Array.from(list.querySelectorAll('.row .row-title'), (t) => t.textContent ?? ''),
      }),
    ).observe(list, { attributes: true, attributeFilter: ['data-answered', 'data-complete'] });
  });
  for (const key of 'capybar') await frame.locator('.bar-input').press(key);
  await wholeAnswer(frame, 'capybar');
  const seen = await frame.evaluate(
    () => (window as unknown as { __seen: { line: string; complete: string; rows: string[] }[] }).__seen,
  );
  // Every line's first rows were the frame's own (complete false: the worker's index is loaded, so its answers are
  // whole); the worker's whole answer came after them.
  const lines = ['c', 'ca', 'cap', 'capy', 'capyb', 'capyba', 'capybar'];
  expect(lines.map((line) => seen.find((s) => s.line === line)?.complete)).toEqual(lines.map(() => 'false'));
  expect(seen.find((s) => s.line === 'capybar')!.rows).toEqual(['Capybara census results']);
  expect(seen.at(-1)).toEqual({ line: 'capybar', complete: 'true', rows: ['Capybara census results'] });
  await expect(frame.locator('.results .row .row-title')).toHaveText(['Capybara census results']);
});

test('an opening refreshes the search index and takes the frame’s own index once, though its sources load again when its tab arrives', async ({
  context,
  serviceWorker,
  testPages,
}) => {
  // The bar's calls as the background receives them (a listener beside the extension's own).
  await serviceWorker.evaluate(() => {
    const calls: string[] = [];
    chrome.runtime.onMessage.addListener((message: { type?: string; data?: { name?: string } }) => {
      if (message?.type === 'command/call' && message.data?.name) calls.push(message.data.name);
    });
    Object.assign(self, { barCalls: calls });
  });
  const calls = (name: string) =>
    serviceWorker.evaluate(
      (n) => (self as unknown as { barCalls: string[] }).barCalls.filter((c) => c === n).length,
      name,
    );
  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  await expect(frame.locator('.results')).toHaveAttribute('data-frame-rows', /^[1-9]\d*$/);
  // The sources load twice: at the opening, and again with the bar's tab.
  await expect.poll(() => calls('barSources')).toBe(2);
  for (const line of ['c', 'ca']) {
    await frame.locator('.bar-input').press(line.at(-1)!);
    await wholeAnswer(frame, line);
  }
  expect(await calls('searchOpened')).toBe(1);
  expect(await calls('searchHead')).toBe(1);
});

test('a woken worker answers first from the saved head, then the whole saved index replaces its rows', async ({
  context,
  serviceWorker,
  testPages,
}) => {
  // A note whose word lies past the head's first 256 bytes of each detail: only the whole index finds it.
  const text = `${'0123456789 '.repeat(30)}Wombats dig long burrows`;
  await putInTools(serviceWorker, 'notes', [{ site: 'burrow.example', text, updatedAt: Date.now() }]);
  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  await frame.locator('.results').waitFor();
  // The opening put the note into the index, saved a few seconds later with its head.
  await expect
    .poll(
      () =>
        serviceWorker.evaluate(async () => {
          const saved = await (
            await caches.open('intently-search-head')
          ).match('https://intently.invalid/search-index-head');
          return saved ? (await saved.arrayBuffer()).byteLength : 0;
        }),
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  // The worker stops with the bar open: the query itself wakes it, and nothing but the saved index and head has
  // the note (the opening that put it there does not run again).
  await stopServiceWorker(context, page);
  await frame.evaluate(() => {
    const w = window as unknown as { __answers: { line: string; complete: string; notes: number }[] };
    w.__answers = [];
    new MutationObserver(() => {
      const list = document.querySelector<HTMLElement>('.results')!;
      w.__answers.push({
        line: list.dataset.answered ?? '',
        complete: list.dataset.complete ?? '',
        notes: list.querySelectorAll('.row.note').length,
      });
    }).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await frame.locator('.bar-input').fill('wombats burrows');
  await expect(frame.locator('.results')).toHaveAttribute('data-complete', 'true');
  await expect(frame.locator('.row.note', { hasText: 'Wombats dig long burrows' })).toBeVisible();
  const answers = await frame.evaluate(() =>
    (window as unknown as { __answers: { line: string; complete: string; notes: number }[] }).__answers.filter(
      (a) => a.line === 'wombats burrows',
    ),
  );
  // The first rows came from the head (the note's word cut off), the whole answer followed in their place.
  expect(answers[0]).toEqual({ line: 'wombats burrows', complete: 'false', notes: 0 });
  expect(answers.at(-1)).toEqual({ line: 'wombats burrows', complete: 'true', notes: 1 });
});

test("a result shows its icon left of its two lines, the title above the address, and an open page's own icon", async ({
  context,
  serviceWorker,
  testPages,
}) => {
  await putInTools(serviceWorker, 'clips', [{ text: 'Okapi sighting notes', url: '', copiedAt: Date.now() }]);
  await openPage(context, testPages.url('favicon-site.html')); // a tab whose page has an icon (a blue square)
  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  await frame.locator('.results').waitFor();
  await frame.locator('.bar-input').pressSequentially('own icon', { delay: 20 });
  const row = frame.locator('.row.tab', { hasText: 'A site with its own icon' });
  await expect(row).toBeVisible();
  const box = async (selector: string) => (await row.locator(selector).boundingBox())!;
  const [icon, title, detail, kind] = await Promise.all(
    ['.row-icon', '.row-title', '.row-detail', '.row-kind'].map(box),
  );
  expect(icon.x + icon.width).toBeLessThanOrEqual(title.x);
  expect(title.x).toBe(detail.x);
  expect(title.y + title.height).toBeLessThanOrEqual(detail.y + 1);
  expect(icon.y).toBeGreaterThan(title.y - icon.height / 2); // centred on the two lines, not on a line of its own
  expect(icon.y + icon.height).toBeLessThan(detail.y + detail.height + icon.height / 2);
  expect(kind.x).toBeGreaterThan(title.x + title.width);
  await expect(row.getByRole('img', { name: 'Open tab' })).toBeVisible();
  const centre = { x: icon.x + icon.width / 2, y: icon.y + icon.height / 2 };
  await expect.poll(() => pixelsOfColorAround(page, centre.x, centre.y, 6, 0x1e78c8)).toBeGreaterThan(40);
  // A command has the slash, and a clip its shape: drawn as SVG, not an emoji the platform may lack.
  await frame.locator('.bar-input').fill('arrange');
  await expect(frame.locator('.row.command .row-icon').first()).toHaveText('/');
  await frame.locator('.bar-input').fill('okapi');
  await expect(frame.locator('.row.clip .row-icon svg[data-icon="clipboard"]')).toBeVisible();
});
