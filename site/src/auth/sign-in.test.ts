import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_COPY } from './auth-copy';
import { grantRequest, isSlackState, startGrant } from './sign-in';

const EXTENSION = 'eacooblfibgejfbobebbfnhdkkfcmehj';

describe('grantRequest (the extension opened /auth to add Google access)', () => {
  it.each([
    [`source=extension&grant=gmail&extension=${EXTENSION}`, { extensionId: EXTENSION, grant: 'gmail' }],
    [`source=extension&grant=calendar&extension=${EXTENSION}`, { extensionId: EXTENSION, grant: 'calendar' }],
    [`source=extension&grant=slack&extension=${EXTENSION}`, { extensionId: EXTENSION, grant: 'slack' }],
    [`source=extension&grant=drive&extension=${EXTENSION}`, undefined],
    [`grant=gmail&extension=${EXTENSION}`, undefined],
    ['source=extension&grant=gmail', undefined],
    [`source=extension&state=extension_abc&challenge=x&extension=${EXTENSION}`, undefined],
  ])('reads %s', (query, request) => expect(grantRequest(new URLSearchParams(query))).toEqual(request));
});

describe('isSlackState (Slack returned to /auth: the code goes to the extension)', () => {
  it.each([
    ['slack_abcdefghijklmnopqrstuvwx', true],
    ['extension_abcdefghijklmnop', false],
    ['oauth_slack_abc', false],
    [null, false],
  ])('%s → %s', (state, slack) => expect(isSlackState(state)).toBe(slack));
});

describe('startGrant', () => {
  const stored = new Map<string, string>();
  const sent: unknown[] = [];
  const runtime = (answer: unknown, lastError?: { message: string }) => ({
    lastError,
    sendMessage: (id: string, message: unknown, reply: (answer: unknown) => void) => {
      sent.push({ id, message });
      reply(answer);
    },
  });
  beforeEach(() => {
    Object.assign(globalThis, {
      sessionStorage: {
        getItem: (k: string) => stored.get(k) ?? null,
        setItem: (k: string, v: string) => void stored.set(k, v),
        removeItem: (k: string) => void stored.delete(k),
      },
    });
  });
  afterEach(() => {
    stored.clear();
    sent.length = 0;
    delete (globalThis as { chrome?: unknown }).chrome;
    delete (globalThis as { sessionStorage?: unknown }).sessionStorage;
  });

  it('asks the extension that opened the page, keeps the state to check the return, and answers the consent address', async () => {
    Object.assign(globalThis, {
      chrome: {
        runtime: runtime({
          ok: true,
          url: 'https://accounts.example/o/oauth2/v2/auth?state=extension_s1',
          state: 'extension_s1',
        }),
      },
    });
    await expect(startGrant({ extensionId: EXTENSION, grant: 'gmail' })).resolves.toBe(
      'https://accounts.example/o/oauth2/v2/auth?state=extension_s1',
    );
    expect(sent).toEqual([{ id: EXTENSION, message: { type: 'intently/grant-start', grant: 'gmail' } }]);
    expect(stored.get('intently_auth_state')).toBe('extension_s1');
  });

  it.each([
    ['no extension messaging', undefined, AUTH_COPY.grantSilent],
    ['no answer', runtime(undefined, { message: 'Could not establish connection.' }), AUTH_COPY.grantSilent],
    ['a refusal', runtime({ ok: false, error: 'You are not signed in.' }), 'You are not signed in.'],
  ])('says so on %s, keeping no state', async (_case, chromeRuntime, sentence) => {
    if (chromeRuntime) Object.assign(globalThis, { chrome: { runtime: chromeRuntime } });
    await expect(startGrant({ extensionId: EXTENSION, grant: 'gmail' })).rejects.toThrow(sentence);
    expect(stored.size).toBe(0);
  });
});
