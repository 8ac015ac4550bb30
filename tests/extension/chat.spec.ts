import type { Frame, Page } from '@playwright/test';
import { CHAT_UNAVAILABLE } from '../../site/server/routes/chat-routes';
import { startAiStandIn, type AiStandIn } from '../../site/server/test/ai-stand-in';
import { expect, test } from '../fixtures/extension';
import { newDevice, signInFromMainPage, startAccountServer, type AccountServer, type Device } from './account-helpers';
import { openBar, openPage, runCommand, tabUrls, textWithShadows } from './bar-helpers';

const KEY = 'sk-e2e';
const PER_DAY = 3;

/** Opens the bar on `page` without clicking into the page first (a click would clear the selection made). */
const openKeepingSelection = (page: Page) => openBar(page, { click: false });

/** The conversation's turns as the bar shows them. */
const turns = (frame: Frame) => frame.getByRole('log', { name: 'Conversation' }).locator('.chat-turn');

test.describe('/chat and /translate against the real server and a stand-in AI provider at the network boundary', () => {
  test.describe.configure({ timeout: 240_000 });
  let standIn: AiStandIn;
  let server: AccountServer;
  let device: Device | undefined;

  test.beforeAll(async () => {
    standIn = await startAiStandIn(KEY);
    server = await startAccountServer(undefined, {
      env: {
        AI_BASE_URL: standIn.url,
        AI_API_KEY: KEY,
        AI_MODEL: 'stand-in-1',
        CHAT_MESSAGES_PER_DAY: String(PER_DAY),
      },
    });
    device = await newDevice(server.url);
    await signInFromMainPage(device, 'chat@example.com');
  });
  test.afterAll(async () => {
    await device?.close();
    await server?.close();
    await standIn?.close();
  });

  test("/chat streams a safe Markdown answer, stops on Stop, shares this page when asked, keeps the conversation on the device, starts anew, and says when the plan's limit is reached", async ({
    testPages,
  }) => {
    const page = await openPage(device!.context, testPages.url('bar-article.html'));
    let frame = await openBar(page);
    await runCommand(frame, '/chat How do I print?');
    const answer = turns(frame).nth(1);
    await expect(answer).toContainText('Done.');
    await expect(answer.locator('strong')).toHaveText('one');
    await expect(answer.locator('pre')).toHaveText('console.log("hi");');
    // The model's raw HTML is not rendered: no image, no bold tag, no handler.
    await expect(answer.locator('img, b, script')).toHaveCount(0);
    await expect(frame.getByRole('status')).toHaveText(`${PER_DAY - 1} of ${PER_DAY} AI chat messages left today.`);
    await answer.getByRole('button', { name: 'Copy' }).click();
    await expect(answer.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(standIn.taken.at(-1)!.messages).toEqual([{ role: 'user', content: 'How do I print?' }]);

    // Stop: the answer streams slowly; what came is kept, and the provider's request is aborted.
    standIn.next({ kind: 'slow', pauseMs: 150 });
    const input = frame.getByRole('textbox', { name: 'Message' });
    await input.fill('Tell me more');
    await input.press('Enter');
    await expect(frame.locator('[data-streaming]')).toContainText('Here');
    await frame.getByRole('button', { name: 'Stop' }).click();
    await expect(frame.getByRole('status').filter({ hasText: 'Stopped.' })).toBeVisible();
    await expect.poll(() => standIn.abandoned()).toBe(1);
    await expect(turns(frame)).toHaveCount(4);

    // This page's readable text goes with a message only when chosen.
    await frame.getByRole('combobox', { name: 'Share with the message' }).selectOption({ label: 'This page' });
    await input.fill('Summarise this page');
    await input.press('Enter');
    await expect(turns(frame).nth(5)).toContainText('Done.');
    await expect(frame.locator('[data-streaming]')).toHaveCount(0);
    await expect(turns(frame).nth(4)).toContainText('With this page: Article');
    const shared = standIn.taken.at(-1)!.messages.at(-1)!.content;
    expect(shared).toContain('Paragraph 0 about reading on the web');
    expect(standIn.taken.at(-1)!.messages).toHaveLength(5);

    // The plan's limit: the question comes back into the input, and the bar says why.
    await input.fill('One more?');
    await input.press('Enter');
    await expect(frame.getByRole('alert')).toHaveText(
      /^The Basic plan allows 3 AI chat messages a day, and this account has used them all today; more are available at 00:00 UTC, in \d+ (hours|minutes)\. Pro has unlimited AI chat\.$/,
    );
    await expect(input).toHaveValue('One more?');
    await expect(turns(frame)).toHaveCount(6);

    // Kept on the device: the next opening shows the conversation; New chat forgets it.
    frame = await openBar(page);
    await runCommand(frame, '/chat');
    await expect(turns(frame)).toHaveCount(6);
    await expect(frame.getByRole('status')).toHaveText(
      `No AI chat messages left today on the Basic plan (${PER_DAY} a day); more at 00:00 UTC.`,
    );
    await frame.getByRole('button', { name: 'New chat' }).click();
    await expect(turns(frame)).toHaveCount(0);
    frame = await openBar(page);
    await runCommand(frame, '/chat');
    await expect(frame.getByRole('log', { name: 'Conversation' })).toContainText(
      'The conversation stays on this device',
    );
    await expect(turns(frame)).toHaveCount(0);
    await page.close();
  });

  test('"This page" sends the article Readability finds, without the navigation, related links and comments around it', async ({
    testPages,
  }) => {
    const reader = await newDevice(server.url);
    try {
      await signInFromMainPage(reader, 'article-reader@example.com');
      const page = await openPage(reader.context, testPages.url('article-with-comments.html'));
      const frame = await openBar(page);
      await runCommand(frame, '/chat');
      await frame.getByRole('combobox', { name: 'Share with the message' }).selectOption({ label: 'This page' });
      const input = frame.getByRole('textbox', { name: 'Message' });
      await input.fill('Summarise this page');
      await input.press('Enter');
      await expect(turns(frame).nth(1)).toContainText('Done.');
      const shared = standIn.taken.at(-1)!.messages.at(-1)!.content;
      // The article's first and last paragraphs, each its own paragraph.
      expect(shared).toContain('Most people who keep a garden also keep a memory of it');
      expect(shared).toContain('you will have the pleasure of writing down that it worked.');
      expect(shared).toContain('asks the same questions again.\n\nThe first rule is to write on the day');
      // Nothing around it: the menu, the related links, the comments and the comment form's notes.
      for (const around of ['Pests and diseases', 'You might also like', 'Tomasz', 'Comments are moderated'])
        expect(shared).not.toContain(around);
      await page.close();
    } finally {
      await reader.close();
    }
  });

  test('/translate replaces a selection in a field, shows one over page text, translates typed text in the bar, and keeps Open in Google Translate', async ({
    testPages,
  }) => {
    // Pro, so the earlier test's Basic limit does not stop translations (an operator's SQL: docs/integrations.md).
    await server.server.storage.db
      .updateTable('accounts')
      .set({ plan: 'pro' })
      .where('email', '=', 'chat@example.com')
      .execute();
    const page = await openPage(device!.context, testPages.url('translate-page.html'));

    await page.evaluate(() => {
      const field = document.getElementById('field') as HTMLInputElement;
      field.focus();
      field.setSelectionRange(6, 11); // "Abend"
    });
    let frame = await openKeepingSelection(page);
    await runCommand(frame, '/translate');
    await frame.getByRole('combobox', { name: 'Translate into' }).selectOption('fr');
    await expect(frame.getByRole('region', { name: 'Translation' })).toHaveText('[French] Abend');
    await frame.getByRole('button', { name: 'Replace the selection' }).click();
    await expect(page.locator('#field')).toHaveValue('Guten [French] Abend');

    // An editable region (contenteditable) is editable too: replaced in place.
    await page.evaluate(() => {
      const editor = document.getElementById('editor')!;
      editor.focus();
      const range = document.createRange();
      range.setStart(editor.firstChild!, 5); // "Nacht"
      range.setEnd(editor.firstChild!, 10);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    });
    frame = await openKeepingSelection(page);
    await runCommand(frame, '/translate');
    await expect(frame.getByRole('region', { name: 'Translation' })).toHaveText('[French] Nacht');
    await frame.getByRole('button', { name: 'Replace the selection' }).click();
    await expect(page.locator('#editor')).toHaveText('Gute [French] Nacht');

    // The target is a setting: the next translation uses French without being asked.
    await page.evaluate(() => {
      const range = document.createRange();
      range.selectNodeContents(document.getElementById('para')!);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
    });
    frame = await openKeepingSelection(page);
    await runCommand(frame, '/translate');
    await expect(frame.getByRole('region', { name: 'Translation' })).toHaveText('[French] Guten Morgen');
    await frame.getByRole('button', { name: 'Show on the page' }).click();
    await expect.poll(() => textWithShadows(page)).toContain('[French] Guten Morgen');
    await expect(page.locator('#para')).toHaveText('Guten Morgen');

    frame = await openBar(page);
    await runCommand(frame, '/translate hola');
    await expect(frame.getByRole('region', { name: 'Translation' })).toHaveText('[French] hola');
    expect(standIn.taken.at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: 'hola' });
    await frame.getByRole('button', { name: 'Open in Google Translate' }).click();
    await expect
      .poll(() => tabUrls(device!.context.serviceWorkers()[0]!))
      .toContain('https://translate.google.com/?sl=auto&tl=fr&text=hola&op=translate');
    await page.close();
  });
});

test.describe('/chat on a server without an AI provider', () => {
  test.describe.configure({ timeout: 120_000 });
  let server: AccountServer;
  let device: Device | undefined;

  test.beforeAll(async () => {
    server = await startAccountServer();
    device = await newDevice(server.url);
    await signInFromMainPage(device, 'nobody@example.com');
  });
  test.afterAll(async () => {
    await device?.close();
    await server?.close();
  });

  test('says in one sentence that no AI provider is configured, and keeps the question', async ({ testPages }) => {
    const page = await openPage(device!.context, testPages.url('bar-plain.html'));
    const frame = await openBar(page);
    await runCommand(frame, '/chat Anyone there?');
    await expect(frame.getByRole('alert')).toHaveText(CHAT_UNAVAILABLE);
    await expect(frame.getByRole('textbox', { name: 'Message' })).toHaveValue('Anyone there?');
    await expect(turns(frame)).toHaveCount(0);
  });
});
