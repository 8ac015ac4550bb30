import { ReconnectGoogleError } from '../../shared/call-google';
import type { CommandDeps } from '../define-background';
import { GMAIL_COPY } from './gmail-copy';
import { clearDraft, saveDraft, type MailDraft } from './gmail-draft';
import { gmailRawMessage } from './gmail-message';
import { parseRecipients } from './gmail-recipients';

/** How a send ended: sent, or the sentence to show and whether connecting Google again would help. */
export type MailOutcome = { sent: true; text: string } | { sent: false; text: string; reconnect: boolean };

/**
 * Sends the draft with Gmail's `users.messages.send` (body `{ raw: base64url(message) }`,
 * developers.google.com/gmail/api/reference/rest/v1/users.messages/send). The draft is kept on this device
 * first and forgotten only once Gmail took the message, so a failed send loses nothing typed.
 */
export async function sendMail(
  d: Pick<CommandDeps, 'tools' | 'google' | 'now'>,
  draft: MailDraft,
): Promise<MailOutcome> {
  await saveDraft(d.tools, draft, d.now());
  try {
    const recipients = parseRecipients(draft.to);
    const sender = await d.google.profile();
    if (!sender) throw new Error(GMAIL_COPY.signedOut);
    const raw = gmailRawMessage({ name: sender.name, addr: sender.email }, recipients, draft.subject, draft.body);
    await d.google.call('gmail', 'gmail', GMAIL_COPY.sendWhat, '/gmail/v1/users/me/messages/send', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ raw }),
    });
    await clearDraft(d.tools);
    return { sent: true, text: GMAIL_COPY.sent(recipients.map((r) => r.addr).join(', ')) };
  } catch (error) {
    const text = error instanceof Error ? error.message : String(error);
    return { sent: false, text: `${text} ${GMAIL_COPY.kept}`, reconnect: error instanceof ReconnectGoogleError };
  }
}
