import { rm } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { startServer } from '../../site/server/start-server';
import { freshPgliteDir } from '../../site/server/test/pglite-template';
import { expect, SITE_DIR, test } from '../fixtures/site';
import { startFaultyProxy, type WaitlistFault } from './faulty-proxy';

const SUCCESS_TITLE = "You're on the list!";
const SUCCESS_TEXT = "We'll reach out soon to link you in to the beta.";

/** Opens the landing page at `origin`, enters early-access mode and opens the waitlist modal. */
async function openWaitlist(page: Page, origin = '') {
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: 'Install Free' }).first().click();
  await page.getByRole('button', { name: 'Join Early Access' }).click();
  const dialog = page.getByRole('dialog', { name: 'Join Early Access' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submit(page: Page, email: string) {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
}

test('the waitlist modal locks scrolling, checks the email and resets when closed with Escape', async ({ page }) => {
  const dialog = await openWaitlist(page);
  await expect(page.getByLabel('Email address')).toBeFocused();
  await expect(page.getByLabel('Email address')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('Email address')).toHaveAttribute('required', '');
  await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeDisabled();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');

  let posted = 0;
  page.on('request', (request) => void (request.url().endsWith('/api/waitlist') && posted++));
  for (const bad of ['not-an-email', 'a@b', 'two words@example.com']) {
    await submit(page, bad);
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
  }
  expect(posted).toBe(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
  await page.getByRole('button', { name: 'Join Early Access' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue('');
  await expect(page.getByText('Please enter a valid email address')).toBeHidden();
});

test('joining shows the spinner text, then the success view with Close fading in; an already listed email succeeds too', async ({
  page,
  request,
}) => {
  const email = `new-${Date.now()}@example.com`;
  for (const attempt of ['first', 'already listed']) {
    const dialog = await openWaitlist(page);
    await submit(page, `  ${attempt === 'first' ? email : email.toUpperCase()}  `);
    await expect(dialog.getByRole('heading', { name: SUCCESS_TITLE })).toBeVisible();
    await expect(dialog.getByText(SUCCESS_TEXT)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
  }
  // The entry exists once: a direct post now reports it as already listed.
  const again = await request.post('/api/waitlist', { data: { email } });
  expect(await again.json()).toEqual({ ok: true, alreadyExists: true });
});

test('a server error shows its message in red under the input', async ({ page }) => {
  const dataDir = await freshPgliteDir('intently-e2e-broken-');
  const broken = await startServer({ port: 0, host: '127.0.0.1', dataDir, siteDir: SITE_DIR, log: () => {} });
  await broken.storage.close(); // the database is gone: the real server answers 500 with its error text
  try {
    const dialog = await openWaitlist(page, broken.url);
    await submit(page, 'someone@example.com');
    const error = dialog.getByRole('alert');
    await expect(error).toHaveText('Failed to join waitlist: Something went wrong on the server; please try again.');
    expect(await error.evaluate((node) => getComputedStyle(node).color)).toBe('rgb(179, 38, 30)');
    await expect(page.getByLabel('Email address')).toHaveValue('someone@example.com');
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeEnabled();
  } finally {
    await broken.close().catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
});

const NETWORK_FAILURES: { fault: WaitlistFault; name: string }[] = [
  { fault: 'abort', name: 'a dropped connection' },
  { fault: 'hang', name: 'a request that never answers, abandoned after 10 s' },
];

for (const { fault, name } of NETWORK_FAILURES) {
  test(`${name} shows the network error`, async ({ page, baseURL }) => {
    const proxy = await startFaultyProxy(baseURL!, fault);
    try {
      // The page's clock is faked so the 10 s timeout can be skipped through instead of waited for.
      if (fault === 'hang') await page.clock.install();
      const dialog = await openWaitlist(page, proxy.url);
      await submit(page, 'someone@example.com');
      if (fault === 'hang') {
        await expect(dialog.getByRole('button', { name: 'Joining Waitlist...' })).toBeDisabled();
        await expect(page.getByLabel('Email address')).toBeDisabled();
        await page.clock.fastForward(9_000);
        await expect(dialog.getByRole('button', { name: 'Joining Waitlist...' })).toBeVisible();
        await page.clock.fastForward(1_000);
      }
      await expect(dialog.getByRole('alert')).toHaveText('Network error. Please try again.');
      // Chromium itself retries a POST whose connection dropped, so the proxy may see it more than once.
      expect(proxy.waitlistHits()).toBeGreaterThan(0);
    } finally {
      await proxy.close();
    }
  });
}
