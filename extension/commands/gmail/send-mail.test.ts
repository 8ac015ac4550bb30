import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { GoogleError, ReconnectGoogleError } from '../../shared/call-google';
import { freshDatabases } from '../../storage/fresh-databases';
import type { CommandDeps } from '../define-background';
import { loadDraft } from './gmail-draft';
import { sendMail } from './send-mail';

const db = freshDatabases();
const DRAFT = { to: 'Zoë Ångström <zoe@example.com>, bob@example.org', subject: 'Grüße ✓', body: 'Hallo 😀' };
const PROFILE = { email: 'alice@example.com', name: 'Alice', picture: '' };

/** Deps whose Google answers `outcome` (or throws it) and records the calls. */
function deps(outcome: unknown, profile: typeof PROFILE | null = PROFILE) {
  const calls: Array<{ grant: string; api: string; path: string; body: unknown }> = [];
  const google = {
    profile: async () => profile,
    connect: async () => undefined,
    call: async (grant: string, api: string, _what: string, path: string, init?: RequestInit) => {
      calls.push({ grant, api, path, body: JSON.parse(String(init?.body)) });
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  };
  return {
    d: { tools: db.tools(), google, now: () => 1_000 } as unknown as Pick<CommandDeps, 'tools' | 'google' | 'now'>,
    calls,
  };
}

describe('sendMail', () => {
  beforeEach(async () => db.tools().drafts.clear());

  it('posts the raw message to users.messages.send and forgets the draft once Gmail took it', async () => {
    const { d, calls } = deps({ id: 'm1', threadId: 'm1', labelIds: ['SENT'] });
    expect(await sendMail(d, DRAFT)).toEqual({ sent: true, text: 'Sent to zoe@example.com, bob@example.org.' });
    expect(calls).toEqual([
      {
        grant: 'gmail',
        api: 'gmail',
        path: '/gmail/v1/users/me/messages/send',
        body: { raw: expect.stringMatching(/^[\w-]+$/) },
      },
    ]);
    expect(await loadDraft(d.tools)).toBeNull();
  });

  it.each([
    [
      'Google refuses',
      new GoogleError('Sending the mail failed: Google said "Invalid To header" (400 INVALID_ARGUMENT).', 400),
      false,
    ],
    [
      'the grant is revoked',
      new ReconnectGoogleError('Google access was revoked or has expired. Reconnect Google to go on.'),
      true,
    ],
  ])('keeps the draft and says why when %s', async (_case, error, reconnect) => {
    const { d } = deps(error);
    expect(await sendMail(d, DRAFT)).toEqual({
      sent: false,
      text: `${error.message} Your draft is kept on this device.`,
      reconnect,
    });
    expect(await loadDraft(d.tools)).toEqual(DRAFT);
  });

  it('sends nothing for a To that is not an address, and keeps the draft', async () => {
    const { d, calls } = deps({});
    const outcome = await sendMail(d, { ...DRAFT, to: 'zoe' });
    expect(outcome).toEqual({
      sent: false,
      reconnect: false,
      text: '"zoe" is not an email address; write it like zoe@example.com or Zoë Ångström <zoe@example.com>. Your draft is kept on this device.',
    });
    expect(calls).toEqual([]);
    expect(await loadDraft(d.tools)).toEqual({ ...DRAFT, to: 'zoe' });
  });
});
