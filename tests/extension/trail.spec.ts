/**
 * Issue 37 "Reopen a trail as a tab group", end to end with the built extension: real browsing through local test
 * pages (a → b → c in one tab, then c opens d in a new tab), the tracker recording it, the graph core tracing it, and
 * Chrome's tabs and tab groups holding the reopened pages.
 */
import type { Page, Worker } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { clickNode } from '../fixtures/graph-visits';
import type { TestPages } from '../fixtures/test-pages';
import { openBar, runCommand } from './bar-helpers';
import { waitForTracker } from './tracker-helpers';

const TITLES = ['Trail A', 'Trail B', 'Trail C', 'Trail D'];

/** Browses a → b → c in one tab by its links, then c's link into a new tab d; returns d's page once the tracker has its visit. */
async function browseTrail(page: Page, testPages: TestPages, serviceWorker: Worker): Promise<Page> {
  await waitForTracker(serviceWorker);
  await page.goto(testPages.url('trail-a.html'));
  await page.click('#next');
  await page.waitForURL(/trail-b/);
  await page.click('#next');
  await page.waitForURL(/trail-c/);
  const [d] = await Promise.all([page.context().waitForEvent('page'), page.click('#new-tab')]);
  await d.waitForLoadState();
  await expect
    .poll(() => storedTitles(serviceWorker), { message: 'the tracker should record all four visits', timeout: 15_000 })
    .toEqual(TITLES);
  return d;
}

/** The tracker's visits of the trail pages (still in its live table: the days alarm has not run), in time order. */
function storedVisits(serviceWorker: Worker): Promise<{ id: string; url: string; title: string }[]> {
  return serviceWorker.evaluate(
    () =>
      new Promise<{ id: string; url: string; title: string; startTime: number }[]>((resolve, reject) => {
        const open = indexedDB.open('intently');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('visits').objectStore('visits').getAll();
          all.onsuccess = () => {
            open.result.close();
            const visits = all.result as { id: string; url: string; title: string; startTime: number }[];
            resolve(visits.filter((v) => v.url.includes('/trail-')).sort((a, b) => a.startTime - b.startTime));
          };
          all.onerror = () => reject(all.error);
        };
      }),
  );
}

const storedTitles = async (serviceWorker: Worker) => (await storedVisits(serviceWorker)).map((v) => v.title);

/** Every tab group with its tabs' addresses in tab order. */
function groups(serviceWorker: Worker): Promise<{ title?: string; color: string; urls: string[] }[]> {
  return serviceWorker.evaluate(async () =>
    Promise.all(
      (await chrome.tabGroups.query({})).map(async (g) => ({
        title: g.title,
        color: g.color,
        urls: (await chrome.tabs.query({ groupId: g.id }))
          .sort((a, b) => a.index - b.index)
          .map((t) => t.pendingUrl || t.url || ''),
      })),
    ),
  );
}

const trailUrls = (testPages: TestPages) => ['a', 'b', 'c', 'd'].map((x) => testPages.url(`trail-${x}.html`));

test('the graph reopens the trail to d as one group: a, b, c, d in that order, titled after d', async ({
  page,
  serviceWorker,
  extensionId,
  testPages,
}) => {
  await browseTrail(page, testPages, serviceWorker);
  const d = (await storedVisits(serviceWorker)).at(-1)!;
  const graph = await page.context().newPage();
  await graph.goto(`chrome-extension://${extensionId}/app.html?page=graph`);
  await expect(graph.getByTestId('graph-summary')).toBeVisible();
  await expect
    .poll(() => graph.evaluate((id) => window.intentlyGraph?.screenPositionOf(id) ?? null, d.id))
    .not.toBeNull();
  await clickNode(graph, d.id, { button: 'right' });
  await graph.getByRole('menuitem', { name: 'Reopen this trail as a tab group' }).click();
  await expect(graph.getByTestId('graph-trail-notice')).toHaveText('Reopened the trail as a tab group of 4 tabs.');
  const [group, ...others] = await groups(serviceWorker);
  expect(others).toEqual([]);
  expect(group).toMatchObject({ title: 'Trail D', urls: trailUrls(testPages) });
  expect(group!.color).toMatch(/^(blue|red|yellow|green|pink|purple|cyan|orange)$/);

  // "Last N steps": the last two pages only, in a second group.
  await clickNode(graph, d.id, { button: 'right' });
  await graph.getByRole('combobox', { name: 'Trail length' }).selectOption({ label: 'Last 2 steps' });
  await graph.getByRole('menuitem', { name: 'Reopen this trail as a tab group' }).click();
  await expect(graph.getByTestId('graph-trail-notice')).toHaveText('Reopened the trail as a tab group of 2 tabs.');
  await expect
    .poll(async () => (await groups(serviceWorker)).map((g) => g.urls))
    .toContainEqual(trailUrls(testPages).slice(2));
});

test('/trail on d lists how you got there, Enter reopens it as a group, and it saves as a session', async ({
  page,
  serviceWorker,
  testPages,
}) => {
  const d = await browseTrail(page, testPages, serviceWorker);
  let frame = await openBar(d);
  await runCommand(frame, '/trail');
  const steps = frame.getByRole('list', { name: 'How you got here' }).getByRole('listitem');
  await expect(steps).toHaveText(TITLES.map((title) => new RegExp(`^${title} `)));
  await frame.getByRole('button', { name: 'Reopen as a tab group' }).focus();
  await frame.page().keyboard.press('Enter');
  await expect(frame.getByRole('status')).toHaveText('Reopened the trail as a tab group of 4 tabs.');
  await expect
    .poll(() => groups(serviceWorker))
    .toEqual([expect.objectContaining({ title: 'Trail D', urls: trailUrls(testPages) })]);

  frame = await openBar(d);
  await runCommand(frame, '/trail 2');
  await expect(frame.getByRole('list', { name: 'How you got here' }).getByRole('listitem')).toHaveText([
    /^Trail C /,
    /^Trail D /,
  ]);
  await frame.getByRole('button', { name: 'Save as a session' }).click();
  await expect(frame.getByRole('status')).toHaveText('Saved “Trail to Trail D” in /sessions.');
  frame = await openBar(d);
  await runCommand(frame, '/sessions');
  await expect(frame.getByRole('listitem').filter({ hasText: 'Trail to Trail D' })).toContainText('2 tabs');

  // A length that is not one says what to type, and still lists the whole trail.
  frame = await openBar(d);
  await runCommand(frame, '/trail abc');
  await expect(frame.getByRole('status')).toHaveText(
    '“abc” is not a number of steps: type /trail alone for the whole trail, or /trail 3 for its last 3 pages (1 to 100).',
  );
  await expect(frame.getByRole('list', { name: 'How you got here' }).getByRole('listitem')).toHaveCount(4);
});
