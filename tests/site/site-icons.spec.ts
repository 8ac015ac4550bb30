import { expect, test } from '../fixtures/site';

test('the site serves its favicon and app icons, and the page links them', async ({ page, request }) => {
  const ico = await request.get('/favicon.ico');
  expect(ico.status()).toBe(200);
  expect(ico.headers()['content-type']).toBe('image/x-icon');
  expect([...(await ico.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]); // an ICO file's header

  await page.goto('/');
  const links = await page
    .locator('link[rel="icon"], link[rel="apple-touch-icon"], link[rel="manifest"]')
    .evaluateAll((nodes) => nodes.map((node) => (node as HTMLLinkElement).href));
  expect(links.map((href) => new URL(href).pathname)).toEqual([
    '/favicon.ico',
    '/favicon.svg',
    '/apple-touch-icon.png',
    '/site.webmanifest',
  ]);
  for (const href of links) expect((await request.get(href)).status(), href).toBe(200);

  const manifest = (await (await request.get('/site.webmanifest')).json()) as {
    icons: { src: string; sizes: string }[];
  };
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512', 'any']);
  for (const icon of manifest.icons) {
    const answer = await request.get(icon.src);
    expect(answer.status(), icon.src).toBe(200);
  }
});
