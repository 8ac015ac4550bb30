import { expect, test } from '../fixtures/extension';
import { openBar, openPage, runCommand, textWithShadows } from './bar-helpers';
import { downloadExport, openMainPage, readExport, waitForTracker } from './tracker-helpers';

/** The test page's article: 700 words in eight paragraphs, among navigation, related links, comments and a footer. */
const ARTICLE_WORDS = 700;

test("the reading chip's read time and the visit's recorded wordCount count the article, not the page's navigation, comments and footer", async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  await waitForTracker(serviceWorker);
  const page = await openPage(context, testPages.url('article-with-comments.html'));
  const frame = await openBar(page);
  await runCommand(frame, '/intently');
  await frame.getByRole('checkbox', { name: 'Show the side icon bar on web pages' }).check();
  await page.mouse.click(5, 5);
  // The whole body (about 1,800 words) would read as 9 minutes: the fixture is what it claims to be.
  const bodyWords = await page.evaluate(() => document.body.innerText.split(/\s+/).filter(Boolean).length);
  expect(bodyWords).toBeGreaterThan(2.5 * ARTICLE_WORDS);
  // 700 words at 200 a minute.
  await expect.poll(() => textWithShadows(page), { timeout: 20_000 }).toMatch(/\b4 min read · \d+% read/);

  const main = await openMainPage(context, extensionId);
  await expect
    .poll(
      async () => {
        const { 'visits.csv': visits = [] } = readExport(await downloadExport(main));
        return Number(visits.find((visit) => visit.url.endsWith('/article-with-comments.html'))?.wordCount);
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThanOrEqual(ARTICLE_WORDS);
  const { 'visits.csv': visits = [] } = readExport(await downloadExport(main));
  const visit = visits.find((v) => v.url.endsWith('/article-with-comments.html'))!;
  // The article's words and its title; none of the 1,100 words around it.
  expect(Number(visit.wordCount)).toBeLessThanOrEqual(ARTICLE_WORDS + 20);
});
