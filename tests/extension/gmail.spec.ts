import { expect, test } from '../fixtures/extension';
import { openBar, openPage, runCommand } from './bar-helpers';
import { finishGrant, signInWithGoogle, useServerWithGoogle } from './google-helpers';

// Non-ASCII in every part MIME encodes: the subject, a recipient's name, the sender's and the body.
const SUBJECT = 'Grüße aus Zürich — 日本語の件名 ✓';
const BODY = 'Hallo Zoë,\nça va ? 你好 😀\n\n— Alice';
const ZOE = { name: 'Zoë Ångström', email: 'zoe@example.com' };

test.describe('/gmail against the real server and a stand-in of Google (sign-in, tokens, Gmail and People)', () => {
  test.describe.configure({ timeout: 240_000 });
  const env = useServerWithGoogle();

  test('connect Google from the bar, send a mail with non-ASCII text that a MIME parser reads back, and keep the draft when the grant is revoked', async ({
    testPages,
  }) => {
    const { google } = env;
    const device = await env.open();
    const { context, main } = device;
    // The Google API addresses are settings: here, the stand-in.
    await main.evaluate(
      (issuer) => chrome.storage.local.set({ googleApiBases: { gmail: issuer, people: issuer } }),
      google.issuer,
    );
    google.gmail.setContacts('alice', [ZOE, { name: 'Bob', email: 'bob@example.org' }]);

    await signInWithGoogle(device);

    // /gmail: sign-in asked only for openid email profile, so the bar asks to connect Google before anything is typed.
    const page = await openPage(context, testPages.url('bar-plain.html'));
    let frame = await openBar(page);
    await runCommand(frame, '/gmail');
    await expect(frame.getByRole('alert')).toHaveText(
      'Intently has no Google permission to send mail from Gmail yet. Connect Google to allow it.',
    );
    const opened = context.waitForEvent('page');
    await frame.getByRole('button', { name: 'Reconnect Google' }).click();
    const grant = await opened;
    await expect(grant).toHaveURL(/\/auth\?source=extension&grant=gmail&flow=extension_[\w-]{32}$/);
    await finishGrant(grant);
    const consent = google.authorizations().at(-1)!;
    expect(consent.get('scope')?.split(' ')).toEqual(
      expect.arrayContaining([
        'https://www.googleapis.com/auth/gmail.send',
        'https://www.googleapis.com/auth/contacts.readonly',
      ]),
    );
    expect(consent.get('include_granted_scopes')).toBe('true');
    await grant.close();

    // Compose: To from contacts (after the warm-up search), Subject and Body; Send.
    frame = await openBar(page);
    await runCommand(frame, '/gmail');
    await frame.getByRole('textbox', { name: 'To' }).fill('Zo');
    await frame.getByRole('option').getByRole('button', { name: 'Zoë Ångström <zoe@example.com>' }).click();
    await expect(frame.getByRole('textbox', { name: 'To' })).toHaveValue('Zoë Ångström <zoe@example.com>, ');
    expect(google.gmail.searches()[0]).toBe('');
    await frame.getByRole('textbox', { name: 'Subject' }).fill(SUBJECT);
    await frame.getByRole('textbox', { name: 'Body' }).fill(BODY);
    google.gmail.queueAnswers([{ status: 429, retryAfter: '1' }]); // Gmail is busy once: the send waits what it asks and tries again
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(frame.getByRole('status')).toHaveText('Sent to zoe@example.com.');

    const [mail, ...more] = google.gmail.sent();
    expect(more).toEqual([]);
    expect(mail!.user).toBe('alice');
    expect(mail!.parsed.subject).toBe(SUBJECT);
    expect(mail!.parsed.from).toMatchObject({ name: 'User alice', address: 'alice@gmail.test' });
    expect(mail!.parsed.to).toEqual([{ name: ZOE.name, address: ZOE.email }]);
    expect(mail!.parsed.text?.replace(/\r\n/g, '\n').trimEnd()).toBe(BODY);
    expect(mail!.raw).not.toContain('Zürich'); // encoded for transport, not sent as raw 8-bit header text

    // The grant is revoked at Google while the next mail is written: Send asks to reconnect, and the draft stays on the device.
    frame = await openBar(page);
    await runCommand(frame, '/gmail');
    await expect(frame.getByRole('textbox', { name: 'To' })).toHaveValue('');
    await expect.poll(() => google.gmail.searches().filter((q) => q === '')).toHaveLength(2); // this opening's warm-up
    await frame.getByRole('textbox', { name: 'To' }).fill('bob@example.org');
    await frame.getByRole('textbox', { name: 'Subject' }).fill('Noch einmal — ñ');
    await frame.getByRole('textbox', { name: 'Body' }).fill('Zweiter Versuch ✓');
    await expect.poll(() => google.gmail.searches()).toContain('bob@example.org'); // To's autocomplete is done with Google
    google.revokeUser('alice');
    await frame.getByRole('button', { name: 'Send' }).click();
    await expect(frame.getByRole('alert')).toHaveText(
      'Google access was revoked or has expired. Reconnect Google to go on. Your draft is kept on this device.',
    );
    await expect(frame.getByRole('button', { name: 'Reconnect Google' })).toBeVisible();
    expect(google.gmail.sent()).toHaveLength(1);

    frame = await openBar(page);
    await runCommand(frame, '/gmail');
    await expect(frame.getByRole('textbox', { name: 'To' })).toHaveValue('bob@example.org');
    await expect(frame.getByRole('textbox', { name: 'Subject' })).toHaveValue('Noch einmal — ñ');
    await expect(frame.getByRole('textbox', { name: 'Body' })).toHaveValue('Zweiter Versuch ✓');
    await expect(frame.getByRole('button', { name: 'Reconnect Google' })).toBeVisible();
  });
});
