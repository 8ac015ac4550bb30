import type { Frame, Page } from '@playwright/test';
import { expect, test } from '../fixtures/extension';
import { barFrame, doublePress, openPage } from './bar-helpers';

/**
 * Opens the bar for the first time on `page` with its frame's animation frames held, so the opening's
 * "painted" callback, which starts loading React, waits: the bar stays the static shell until `release`.
 */
async function openShell(page: Page): Promise<{ frame: Frame; release: () => Promise<void> }> {
  await page.mouse.click(5, 5);
  await page.keyboard.press('Control'); // a lone tap prepares the frame hidden
  await expect.poll(() => page.frames().some((f) => f.url().includes('/bar.html'))).toBe(true);
  const prepared = page.frames().find((f) => f.url().includes('/bar.html'))!;
  await prepared.waitForLoadState('load');
  await prepared.evaluate(() => {
    const w = window as unknown as { requestAnimationFrame: typeof requestAnimationFrame; releaseFrames: () => void };
    const original = w.requestAnimationFrame.bind(window);
    const held: FrameRequestCallback[] = [];
    w.requestAnimationFrame = (callback) => held.push(callback);
    w.releaseFrames = () => {
      w.requestAnimationFrame = original;
      for (const callback of held) original(callback);
    };
  });
  await doublePress(page);
  const frame = await barFrame(page);
  return {
    frame,
    release: () => frame.evaluate(() => (window as unknown as { releaseFrames: () => void }).releaseFrames()),
  };
}

test.describe('the bar before React has loaded', () => {
  test('the first opening shows the static shell focused, and React keeps what was typed into it', async ({
    context,
    testPages,
  }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    const { frame, release } = await openShell(page);
    await expect(frame.locator('.bar-input')).toHaveAttribute(
      'placeholder',
      'Type a command, a tab, a page or a note…  (/ lists commands)',
    );
    await page.keyboard.type('/ti');
    await page.keyboard.press('ArrowLeft');
    await expect(frame.locator('.bar-input')).toHaveValue('/ti');
    await expect(frame.locator('.results')).toHaveCount(0); // still the shell: React's list is not there
    await release();
    await expect(frame.locator('.results .row').first()).toContainText('/timer');
    await expect(frame.locator('.bar-input')).toHaveValue('/ti');
    await expect(frame.locator('.bar-input')).toBeFocused();
    await page.keyboard.type('mer'); // at the caret React kept: between "/t" and "i"
    await expect(frame.locator('.bar-input')).toHaveValue('/tmeri');
    await expect(frame.locator('.bar')).toHaveCount(1); // React took the shell's place, nothing doubled
  });

  test('a command typed into the shell without Enter does not run when React takes over', async ({
    context,
    testPages,
  }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    const { frame, release } = await openShell(page);
    await page.keyboard.type('/close');
    await release();
    await expect(frame.locator('.results .row').first()).toContainText('/close'); // React's list: it has taken over
    await expect(frame.locator('.bar-input')).toHaveValue('/close');
    await expect(frame.locator('section.panel')).toHaveCount(0);
    await page.waitForTimeout(300); // /close would have closed the tab by now
    expect(page.isClosed()).toBe(false);
  });

  test('a command typed and entered into the shell runs once React has taken over', async ({ context, testPages }) => {
    const page = await openPage(context, testPages.url('bar-plain.html'));
    const { frame, release } = await openShell(page);
    await page.keyboard.type('/note');
    // The shell cancels the Enter: no keypress follows, so none can reach a button React focuses meanwhile.
    await frame.evaluate(() => {
      (window as unknown as { enterPresses: number }).enterPresses = 0;
      window.addEventListener(
        'keypress',
        (e) => e.key === 'Enter' && ((window as unknown as { enterPresses: number }).enterPresses += 1),
        true,
      );
    });
    await page.keyboard.press('Enter');
    await expect(frame.locator('.results')).toHaveCount(0);
    expect(await frame.evaluate(() => (window as unknown as { enterPresses: number }).enterPresses)).toBe(0);
    await release();
    await expect(frame.locator('section.panel[aria-label="/note"]')).toBeVisible();
  });
});

test('a failed call that its panel did not handle is said under the panel, and a new panel starts without it', async ({
  context,
  extensionId,
}) => {
  const bar = await context.newPage();
  await bar.goto(`chrome-extension://${extensionId}/bar.html?mode=window`);
  await bar.locator('.bar-input').fill('/timer');
  await bar.keyboard.press('Enter');
  await expect(bar.locator('.panel')).toBeVisible();
  await expect(bar.locator('.panel-failure')).toHaveCount(0);
  // What a button's rejected background call leaves behind: a rejection nothing caught, with the call's sentence.
  await bar.evaluate(() => {
    void Promise.reject(new Error('The extension did not answer; reload the page and try again.'));
  });
  await expect(bar.locator('.panel-failure')).toHaveText(
    'The extension did not answer; reload the page and try again.',
  );
  await bar.getByRole('button', { name: 'Back to commands' }).click();
  await bar.locator('.bar-input').fill('/note');
  await bar.keyboard.press('Enter');
  await expect(bar.locator('.panel')).toBeVisible();
  await expect(bar.locator('.panel-failure')).toHaveCount(0);
});
