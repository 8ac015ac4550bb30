import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/site';

const MOBILE = { width: 375, height: 740 };
const topOf = (page: Page, selector: string) => page.locator(selector).evaluate((node) => Math.round(node.getBoundingClientRect().top));
const rootOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

test('the header jumps to sections 100 px below the top and gets its shadow after 100 px', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('.site-header')).not.toHaveClass(/scrolled/);
  for (const [button, id] of [['Command', '#commands'], ['Track', '#track'], ['Explore', '#explore']]) {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: button, exact: true }).click();
    await expect.poll(() => topOf(page, id)).toBe(100);
  }
  await expect(page.locator('.site-header')).toHaveClass(/scrolled/);
  // The help section (the FAQ) stops 20% of the window height down.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Help' }).click();
  await expect.poll(() => topOf(page, '#help')).toBe(144); // 20% of the 720 px window
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacypolicy');
});

test('Watch Demo opens a modal video that Escape and the close button close, with scrolling locked', async ({ page }) => {
  await page.goto('/');
  for (const close of ['Escape', 'button']) {
    await page.getByRole('button', { name: 'Watch Demo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Intently in one minute' });
    await expect(dialog.locator('video')).toBeVisible();
    expect(await rootOverflow(page)).toBe('hidden');
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeLessThanOrEqual(1280 * 0.9);
    expect(box.height).toBeLessThanOrEqual(720 * 0.85 + 1);
    if (close === 'Escape') await page.keyboard.press('Escape');
    else await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toBeHidden();
    expect(await rootOverflow(page)).not.toBe('hidden');
    await expect(page.getByRole('button', { name: 'Watch Demo' })).toBeFocused();
  }
});

test('Get Started enters early-access mode at the top with the store button; Back leaves it', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 1500);
  await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Get Started' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join the early access');
  await expect(page.getByText('Beta', { exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByTestId('command-demo')).toHaveCount(0);
  // No store listing is set (VITE_STORE_URL) in this build: the button opens the waitlist, never a store search.
  await expect(page.getByRole('link', { name: 'Download for Chrome' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Download for Chrome' }).click();
  const waitlist = page.getByRole('dialog', { name: 'Join Early Access' });
  await expect(waitlist).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(waitlist).toBeHidden();
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('A command bar for everything');
  await expect(page.getByTestId('command-demo')).toBeVisible();
});

test('the hero command bar rotates through the 7 commands and hides once the showcase opens the AI tab', async ({ page }) => {
  await page.goto('/');
  const bar = page.getByRole('img', { name: /^Command bar example/ });
  await expect(bar).toHaveAccessibleName(/\/todo/);
  await expect(bar).toHaveAccessibleName(/\/slack/, { timeout: 3000 });
  await expect(page.getByRole('tab', { name: 'Explore Commands' })).toHaveAttribute('aria-selected', 'true');
  await page.mouse.wheel(0, 900);
  await expect(page.getByTestId('command-demo')).toHaveAttribute('data-hidden', 'true');
  await expect(page.getByRole('tab', { name: 'Explore AI' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('video[data-clip]')).toHaveAttribute('data-clip', 'leetcode');
  await expect(page.locator('video[data-clip]')).toHaveCount(1);
  await page.mouse.wheel(0, -900);
  await expect(page.getByTestId('command-demo')).not.toHaveAttribute('data-hidden', 'true');
});

test('the FAQ keeps one answer open and closes the open one on a second click', async ({ page }) => {
  await page.goto('/');
  const questions = page.locator('#help').getByRole('button');
  const first = questions.nth(0);
  const second = questions.nth(1);
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByText('What does the server keep?')).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'false');
  await expect(page.locator('.faq-answer:visible')).toHaveCount(0);
});

test('the commands, track card, explore demos and footer show their content', async ({ page }) => {
  await page.goto('/');
  const commands = page.locator('#commands');
  for (const name of ['/gmail', '/visualize', '/clip', '/intently', '+more']) await expect(commands.getByText(name, { exact: true })).toBeAttached();
  await expect(commands.locator('.command-name')).toHaveCount(26);

  await page.locator('#explore').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('demo-nav')).toHaveAttribute('data-visible', 'true');
  await expect(page.locator('[data-demo="clipboard"]')).toHaveAttribute('data-shown', 'true');
  await expect(page.getByText('15:23').or(page.getByText('15:22'))).toBeVisible();

  const track = page.locator('#track');
  await track.scrollIntoViewIfNeeded();
  for (const text of ['29m', 'across 3 websites', '11m productive', '18m social', 'github', '23', '147', '18m']) {
    await expect(track.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(page.getByTestId('domain-list').getByRole('listitem')).toHaveCount(8);
  // The favicon service is unreachable here, so every icon falls back to a grey square.
  await expect(page.getByTestId('favicon-fallback')).toHaveCount(8);
  // The demo nav hides again once the explore section is out of view.
  await expect(page.getByTestId('demo-nav')).toHaveAttribute('data-visible', 'false');

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacypolicy');
  await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', 'mailto:support@intently.app');
  await expect(footer.getByText(/© \d{4} Intently\. All rights reserved\./)).toBeVisible();
});

test.describe('on a 375 px screen', () => {
  test.use({ viewport: MOBILE });
  test('the toggle menu holds the header items and jumps to a section', async ({ page }) => {
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    for (const name of ['Command', 'Track', 'Explore', 'Get Started']) await expect(menu.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Privacy' })).toBeVisible();
    await menu.getByRole('button', { name: 'Track', exact: true }).click();
    await expect(menu).toBeHidden();
    await expect.poll(() => topOf(page, '#track')).toBe(100);
    await expect(page.getByTestId('domain-list').getByRole('listitem')).toHaveCount(6);
  });

  test('the explore side bar hides itself 1 s after the section appears', async ({ page }) => {
    await page.goto('/');
    await page.locator('#explore h3').first().scrollIntoViewIfNeeded();
    await expect(page.getByTestId('demo-nav')).toHaveAttribute('data-visible', 'true');
    await expect(page.getByTestId('demo-nav')).toHaveAttribute('data-visible', 'false', { timeout: 3000 });
  });
});
