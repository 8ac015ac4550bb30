import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { GRAPH_VISITS, importVisits } from '../fixtures/graph-visits';
import { buttonsWithShadows, openBar, openPage, pressClosingKey, runCommand } from './bar-helpers';

/** The extension's pages that follow the theme (issue 36), at their addresses, and what shows once each is drawn. */
const PAGES = [
  { name: 'the bar (its window)', path: 'bar.html?mode=window', ready: '.results' },
  { name: 'the main page', path: 'app.html?page=main', ready: '#settings' },
  { name: 'the graph', path: 'app.html?page=graph', ready: '.graph-view, .graph-state' },
  { name: 'the welcome page', path: 'welcome.html', ready: '#press-title' },
  {
    name: 'the blocking screen',
    path: 'blocked.html?site=example.com&url=https%3A%2F%2Fexample.com%2F',
    ready: '.blocked',
  },
] as const;

/** The background colour of what `selector` finds first. */
const background = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => getComputedStyle(el).backgroundColor);

/** The theme the in-page tools' host paints in. */
const hostTheme = (page: Page) =>
  page.evaluate(() => document.querySelector('intently-tools')?.getAttribute('data-theme'));

/**
 * Each text field and list of a page (checkboxes and radios aside): its name, height, outline colour, and the
 * contrast of that outline against the page's surface colour (WCAG 1.4.11 asks 3:1 of a field's edge).
 */
const fieldsOf = (page: Page) =>
  page.evaluate(() => {
    const channels = (colour: string) =>
      colour
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = channels(colour).map((c) =>
        c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4,
      );
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const probe = document.body.appendChild(document.createElement('div'));
    probe.style.color = 'var(--surface)';
    const surface = luminance(getComputedStyle(probe).color);
    probe.remove();
    return [...document.querySelectorAll('input:not([type=checkbox], [type=radio], [type=file]), select, textarea')]
      .filter((field) => (field as HTMLElement).offsetParent)
      .map((field) => {
        const style = getComputedStyle(field);
        const [dark, light] = [surface, luminance(style.borderTopColor)].sort((a, b) => a - b);
        return {
          name:
            field.getAttribute('aria-label') ??
            field.getAttribute('placeholder') ??
            field.closest('label')?.textContent,
          height: field.getBoundingClientRect().height,
          edge: style.borderTopColor,
          contrast: Math.round(((light! + 0.05) / (dark! + 0.05)) * 10) / 10,
        };
      });
  });

/** axe-core's WCAG 2 A and AA findings on the page (contrast included). */
async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('light and dark (issue 36)', () => {
  test.describe(() => {
    // These read the theme and change no setting: one browser for them (the settings' tests below start afresh).
    test.use({ profile: 'per-file' });

    for (const scheme of ['light', 'dark'] as const) {
      for (const { name, path, ready } of PAGES) {
        test(`${name} follows a ${scheme} system theme with no axe violation`, async ({ context, extensionId }) => {
          const page = await context.newPage();
          await page.emulateMedia({ colorScheme: scheme });
          await page.goto(`chrome-extension://${extensionId}/${path}`);
          await page.locator(ready).first().waitFor();
          await expect(page.locator('html')).toHaveAttribute('data-theme', scheme);
          expect(await axeViolations(page)).toEqual([]);
        });
      }
    }

    test("the welcome page's sections stand apart", async ({ context, extensionId }) => {
      const page = await context.newPage();
      await page.goto(`chrome-extension://${extensionId}/welcome.html`);
      await page.locator('#press-title').waitFor();
      const boxes = await page
        .locator('.welcome .panel')
        .evaluateAll((panels) =>
          panels.map((panel) => panel.getBoundingClientRect()).map(({ top, bottom }) => ({ top, bottom })),
        );
      expect(boxes.length).toBeGreaterThanOrEqual(4);
      for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top - boxes[i - 1]!.bottom).toBeGreaterThanOrEqual(12);
    });

    test('danger buttons are red in both themes', async ({ context, extensionId }) => {
      const main = await context.newPage();
      await main.goto(`chrome-extension://${extensionId}/app.html?page=main`);
      const danger = main.locator('.button.danger').first();
      for (const [scheme, red] of [
        ['light', 'rgb(164, 38, 44)'],
        ['dark', 'rgb(255, 154, 148)'],
      ] as const) {
        await main.emulateMedia({ colorScheme: scheme });
        await expect.poll(() => danger.evaluate((el) => getComputedStyle(el).color)).toBe(red);
      }
    });
  });

  test("the main, graph and welcome pages' fields share one style in both themes, their edges 3:1 against the surface", async ({
    context,
    extensionId,
  }) => {
    await importVisits(context, extensionId, Object.values(GRAPH_VISITS)); // the graph's toolbar shows with a day
    for (const scheme of ['light', 'dark'] as const) {
      const edge = scheme === 'light' ? 'rgb(138, 128, 119)' : 'rgb(133, 122, 112)';
      for (const [path, ready, count] of [
        ['app.html?page=main', '#settings', 8],
        ['app.html?page=graph', '.graph-toolbar', 6],
        ['welcome.html', '#press-title', 1],
      ] as const) {
        const page = await context.newPage();
        await page.emulateMedia({ colorScheme: scheme });
        await page.goto(`chrome-extension://${extensionId}/${path}`);
        await page.locator(ready).first().waitFor();
        const fields = await fieldsOf(page);
        expect(fields.length, path).toBeGreaterThanOrEqual(count);
        for (const field of fields) {
          expect(field.edge, `${scheme} ${path} ${field.name}`).toBe(edge);
          expect(field.height, `${scheme} ${path} ${field.name}`).toBeGreaterThanOrEqual(34);
          expect(field.contrast, `${scheme} ${path} ${field.name}`).toBeGreaterThanOrEqual(3);
        }
        await page.close();
      }
    }
  });

  test('the Settings can force dark on a light system, and back', async ({ context, extensionId }) => {
    const main = await context.newPage();
    await main.emulateMedia({ colorScheme: 'light' });
    await main.goto(`chrome-extension://${extensionId}/app.html?page=main`);
    await main.getByLabel('Theme').selectOption('dark');
    await expect(main.locator('html')).toHaveAttribute('data-theme', 'dark');
    const bar = await context.newPage();
    await bar.emulateMedia({ colorScheme: 'light' });
    await bar.goto(`chrome-extension://${extensionId}/bar.html?mode=window`);
    await bar.locator('.results').waitFor();
    expect(await background(bar, '.bar')).toBe('rgb(34, 29, 25)');
    await main.getByLabel('Theme').selectOption('system');
    await expect.poll(() => background(bar, '.bar')).toBe('rgb(255, 255, 255)');
  });

  test('the side icon bar draws SVG icons, no emoji, in the dark theme too', async ({ context, testPages }) => {
    const page = await openPage(context, testPages.url('bar-article.html'));
    const frame = await openBar(page);
    await runCommand(frame, '/intently');
    await frame.getByRole('checkbox', { name: 'Show the side icon bar on web pages' }).check();
    await pressClosingKey(page, 'Escape');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect.poll(() => hostTheme(page)).toBe('dark');
    await expect.poll(() => buttonsWithShadows(page, 'side').then((b) => b.length)).toBe(5);
    const buttons = await buttonsWithShadows(page, 'side');
    expect(buttons.map((b) => b.label)).toEqual(['Notes', 'Timer', 'Clipboard', 'Limits', 'Today']);
    for (const button of buttons) expect(button, button.label).toMatchObject({ text: '', inside: ['svg', 'path'] });
  });
});
