import { expect, test } from '../fixtures/extension';
import { barHost, collectErrors, openBar, openPage, VARIED_PAGES, pressClosingKey } from './bar-helpers';

// Escape closes the bar while the key is being handled in its frame: the frame stays loaded (hidden), so the
// key is acknowledged. (When the bar removed its frame, the key could go unacknowledged and the sweep hung.)
test('the bar opens and closes on 20 varied pages without a console error', async ({ context, testPages }) => {
  test.setTimeout(120_000); // about 25 s on a loaded two-core machine
  for (const name of VARIED_PAGES) {
    await test.step(name, async () => {
      const page = await openPage(context, testPages.url(name));
      const errors = collectErrors(page);
      const frame = await openBar(page);
      await frame.locator('.bar-input').fill('/no');
      await expect(frame.locator('.row[aria-selected="true"]')).toContainText('/note');
      await pressClosingKey(page, 'Escape');
      await expect(barHost(page)).toHaveCount(0);
      expect(errors, `console errors on ${name}`).toEqual([]);
      await page.close();
    });
  }
});
