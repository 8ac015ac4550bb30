import type { Page } from '@playwright/test';
import { COMMANDS } from '../../extension/commands';
import { expect, test } from '../fixtures/extension';
import { barHost, openBar, openPage, pressClosingKey, runCommand, tabUrls, textWithShadows } from './bar-helpers';
import { downloadExport, openMainPage } from './tracker-helpers';

/** Fills the custom-command form on the main page and saves it. */
async function defineCommand(
  main: Page,
  name: string,
  kind: 'Address' | 'Chain of commands',
  body: string,
  description = '',
): Promise<void> {
  const editor = main.getByRole('region', { name: 'Custom commands' });
  await editor.getByRole('textbox', { name: 'Name' }).fill(name);
  await editor.getByRole('textbox', { name: 'Description' }).fill(description);
  await editor.getByRole('radio', { name: kind }).check();
  await editor.getByRole('textbox', { name: kind }).fill(body);
  await editor.getByRole('button', { name: 'Save command' }).click();
}

test('a URL-template command and a chain command, defined in settings, run from the bar; bad definitions say what to change', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  const main = await openMainPage(context, extensionId);
  const editor = main.getByRole('region', { name: 'Custom commands' });
  await expect(editor.getByRole('list', { name: 'Custom commands' })).toHaveText('No custom commands yet.');

  await defineCommand(main, '/note', 'Address', 'https://a.dev/{query}');
  await expect(editor.getByRole('alert')).toHaveText('/note is a built-in command; choose another name.');
  await defineCommand(main, '/lookup', 'Address', `${testPages.url('article.html')}?q={search}`);
  await expect(editor.getByRole('alert')).toHaveText(
    '{search} is not a placeholder: use {query}, {selection}, {url} or {domain}.',
  );
  await defineCommand(main, '/lookup', 'Address', 'ftp://files.dev/{query}');
  await expect(editor.getByRole('alert')).toHaveText(
    'The address must start with http:// or https://, for example https://en.wikipedia.org/wiki/{query}.',
  );
  await defineCommand(main, '/loop', 'Chain of commands', '/timer 5\n/loop');
  await expect(editor.getByRole('alert')).toHaveText('/loop calls itself, so it would never end; remove that step.');

  await defineCommand(
    main,
    '/lookup',
    'Address',
    `${testPages.url('article.html')}?q={query}&from={domain}`,
    'Look it up on the test site',
  );
  await expect(editor.getByRole('status')).toHaveText('Saved /lookup. Open the bar and type it.');
  await defineCommand(
    main,
    '/deepwork',
    'Chain of commands',
    '/todo review the draft\n/timer 25 Deep work\n/remember focus started',
  );
  await expect(editor.getByRole('list', { name: 'Custom commands' }).getByRole('listitem')).toHaveText([
    /\/lookup\s*Look it up on the test site/,
    /\/deepwork\s*Runs a chain of commands/,
  ]);

  const page = await openPage(context, testPages.url('bar-plain.html'));
  let frame = await openBar(page);
  await frame.locator('.bar-input').fill('/look');
  await expect(frame.locator('.row').first()).toContainText('/lookupLook it up on the test site');
  await runCommand(frame, '/lookup rust & wasm');
  await expect
    .poll(() => tabUrls(serviceWorker))
    .toContain(`${testPages.url('article.html')}?q=rust%20%26%20wasm&from=127.0.0.1`);

  frame = await openBar(page);
  await runCommand(frame, '/deepwork');
  await expect(frame.getByRole('status')).toHaveText(
    'Added to today: review the draft. Timer started: Deep work. Remembered. Find it with /recall.',
  );
  await expect.poll(() => textWithShadows(page)).toMatch(/Deep work · 2[45]:\d\d/);
  frame = await openBar(page);
  await runCommand(frame, '/todo');
  await expect(frame.locator('.events li')).toContainText(['review the draft']);

  // Counted like the built-ins: the commands run once each (/todo, then the two custom ones) now lead the list.
  frame = await openBar(page);
  await frame.locator('.bar-input').fill('/');
  const titles = () => frame.locator('.row .row-title').allTextContents();
  await expect.poll(async () => (await titles()).slice(0, 4)).toEqual(['/todo', '/lookup', '/deepwork', '/note']);
  expect(await titles()).toHaveLength(COMMANDS.length + 2); // every built-in and both custom commands
});

test('a chain stops at the first step that fails and says which', async ({ context, extensionId, testPages }) => {
  const main = await openMainPage(context, extensionId);
  await defineCommand(main, '/broken', 'Chain of commands', '/remember before\n/limit lots\n/remember after');
  await expect(main.getByRole('status')).toHaveText('Saved /broken. Open the bar and type it.');
  const page = await openPage(context, testPages.url('bar-plain.html'));
  let frame = await openBar(page);
  await runCommand(frame, '/broken');
  await expect(frame.getByRole('status')).toHaveText(
    'Step 2 of 3 (/limit lots) failed: Type whole minutes from 0 (off) to 360, then optionally a site or "social": "/limit 30", "/limit 30 social". Done before it: Remembered. Find it with /recall.',
  );
  frame = await openBar(page);
  await runCommand(frame, '/recall');
  // One snippet, the first step's: each row is the snippet's text, then where it was saved from.
  await expect(frame.locator('.list li > button.link')).toHaveText(['before']);
});

test('a custom command entered while the bar still loads its commands runs once it has them, and only once', async ({
  context,
  extensionId,
  serviceWorker,
  testPages,
}) => {
  const main = await openMainPage(context, extensionId);
  await defineCommand(main, '/stash', 'Chain of commands', '/remember stashed');
  await expect(main.getByRole('status')).toHaveText('Saved /stash. Open the bar and type it.');
  const page = await openPage(context, testPages.url('bar-plain.html'));
  await openBar(page);
  await pressClosingKey(page, 'Escape');
  await expect(barHost(page)).toHaveCount(0);
  // A background busy for 3 s: the bar opened again asks it for its commands, and the Enter comes before the answer.
  const busy = serviceWorker.evaluate(() => {
    for (const end = Date.now() + 3000; Date.now() < end;);
  });
  let frame = await openBar(page);
  await runCommand(frame, '/stash');
  await busy;
  await expect(frame.getByRole('status')).toHaveText('Remembered. Find it with /recall.');
  frame = await openBar(page);
  await runCommand(frame, '/recall');
  await expect(frame.locator('.list li > button.link')).toHaveText(['stashed']);
});

test('custom commands are part of the export: export, delete all local data, import, and they are back', async ({
  context,
  extensionId,
  testPages,
}) => {
  const main = await openMainPage(context, extensionId);
  const list = main.getByRole('list', { name: 'Custom commands' });
  await main.getByRole('button', { name: 'Use /wiki' }).click();
  await expect(main.getByRole('textbox', { name: 'Name' })).toHaveValue('/wiki');
  await expect(list).toHaveText('No custom commands yet.'); // an example is only offered, never installed silently
  await main.getByRole('button', { name: 'Save command' }).click();
  await expect(list.getByRole('listitem')).toHaveText([/\/wiki\s*Search Wikipedia/]);
  const exported = await downloadExport(main);

  await main.getByRole('button', { name: 'Delete all local data' }).click();
  await main.getByRole('button', { name: 'Delete everything' }).click();
  await expect(main.getByText('All local data was deleted.')).toBeVisible();
  await expect(list).toHaveText('No custom commands yet.');

  await main
    .locator('input[type=file]')
    .setInputFiles({ name: 'export.zip', mimeType: 'application/zip', buffer: exported });
  await expect(main.getByText(/^Imported \d+ visits? and \d+ other records?\.$/)).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveText([/\/wiki\s*Search Wikipedia/]);

  const page = await openPage(context, testPages.url('bar-plain.html'));
  const frame = await openBar(page);
  await frame.locator('.bar-input').fill('/wiki');
  await expect(frame.locator('.row').first()).toContainText('/wikiSearch Wikipedia');
});
