import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { EXTENSION_DIR, expect, test } from '../fixtures/extension';

test('the service worker starts and has the extension id', async ({ extensionId, serviceWorker }) => {
  expect(extensionId).toMatch(/^[a-p]{32}$/);
  expect(serviceWorker.url()).toBe(`chrome-extension://${extensionId}/background.js`);
});

test('the built content script carries the eager-compilation hint on its first line (wxt.config.ts)', async () => {
  const code = await readFile(join(EXTENSION_DIR, 'content-script.js'), 'utf8');
  expect(code.split('\n', 1)[0]).toBe('//# allFunctionsCalledOnLoad');
});

test('the content script answers the page-time request of a local page', async ({ context, testPages }) => {
  const page = await context.newPage();
  await page.goto(testPages.url('article.html'));
  await page.waitForTimeout(1_200);
  const response = await page.evaluate(
    () =>
      new Promise<unknown>((resolve, reject) => {
        const requestId = `req-${Math.random()}`;
        const timer = setTimeout(() => reject(new Error('no page-time response within 5 s')), 5_000);
        window.addEventListener('message', (event) => {
          if (event.data?.type === 'PAGE_TIME_RESPONSE' && event.data.requestId === requestId) {
            clearTimeout(timer);
            resolve(event.data);
          }
        });
        window.postMessage({ type: 'GET_PAGE_TIME', source: 'analytics_modal', requestId }, '*');
      }),
  );
  expect(response).toMatchObject({ type: 'PAGE_TIME_RESPONSE', success: true });
  const { timeSpent } = response as { timeSpent: number };
  expect(timeSpent).toBeGreaterThan(0);
  expect(timeSpent).toBeLessThan(1);
});
