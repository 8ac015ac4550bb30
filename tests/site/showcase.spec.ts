import type { Locator } from '@playwright/test';
import { expect, test } from '../fixtures/site';

/** True once a video element has started playing its clip (time moving, not paused). */
const playing = (video: Locator) =>
  video.evaluate((v: HTMLVideoElement) => !v.paused && v.currentTime > 0 && v.readyState >= 2);

test('the showcase plays only the selected clip, a real recording served by the site', async ({ page }) => {
  await page.goto('/');
  await page.mouse.wheel(0, 900);
  const video = page.locator('video[data-clip]');
  await expect(video).toHaveAttribute('data-clip', 'leetcode');
  await expect.poll(() => playing(video), { timeout: 10_000 }).toBe(true);

  await page.getByRole('tab', { name: 'Explore Commands' }).click();
  await page.getByRole('button', { name: '/group', exact: true }).click();
  await expect(video).toHaveAttribute('data-clip', 'group');
  await expect(page.locator('video')).toHaveCount(1);
  await expect.poll(() => playing(video), { timeout: 10_000 }).toBe(true);
  expect(await video.evaluate((v: HTMLVideoElement) => [v.videoWidth, v.videoHeight])).toEqual([960, 540]);
});

test('a showcase clip that fails to load is only logged, and the showcase keeps working', async ({ page }) => {
  const errors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => pageErrors.push(e.message));
  await page.route('**/clips/*.webm', (route) => route.fulfill({ status: 404, body: 'not found' }));
  await page.goto('/');
  await page.mouse.wheel(0, 900);
  await expect(page.locator('video[data-clip]')).toHaveAttribute('data-clip', 'leetcode');
  await expect.poll(() => errors).toContain('The demo clip /clips/leetcode.webm could not be loaded.');

  await page.getByRole('button', { name: 'reddit', exact: true }).click();
  await expect(page.locator('video[data-clip]')).toHaveAttribute('data-clip', 'reddit');
  await expect.poll(() => errors).toContain('The demo clip /clips/reddit.webm could not be loaded.');
  expect(pageErrors).toEqual([]);
});

test('Watch Demo plays the overview recording', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Watch Demo' }).click();
  const video = page.getByRole('dialog', { name: 'Intently in one minute' }).locator('video');
  await expect(video).toHaveAttribute('src', '/clips/overview.webm');
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration), { timeout: 10_000 }).toBeGreaterThan(15);
});
