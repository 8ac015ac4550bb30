import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashSecret } from '../auth/session-token';
import { INTENTLY_EXTENSION_ORIGIN } from '../config';
import { SIGN_IN_REQUIRED } from '../http/require-session';
import { extensionSignIn, signInLocally, startFromExtension } from '../test/local-sign-in-flow';
import { api, ENGINES, startTestServer, type TestServer } from '../test/test-server';
import { HAND_OVER_REFUSED } from './auth-routes';

const OTHER_EXTENSION = 'abcdefghijklmnopabcdefghijklmnop';

describe.each(ENGINES)('the sign-in hand-over to the extension on %s', (engine) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(engine, {
      LOCAL_SIGN_IN: '1',
      EXTENSION_ORIGINS: `${INTENTLY_EXTENSION_ORIGIN},chrome-extension://${OTHER_EXTENSION}`,
    });
  });
  afterAll(() => server.close());

  /** A sign-in the extension started, through the local test page and the /auth page's callback. */
  async function handedOver(email: string) {
    const { extension, verifier } = extensionSignIn();
    const { code, state } = await signInLocally(server, email, extension);
    const callback = await api(server, '/api/auth/callback', {
      body: { code, redirectUri: `${server.origin}/auth`, state },
    });
    return { extension, verifier, callback };
  }
  const redeem = (code: string, verifier: string, origin: string | null = INTENTLY_EXTENSION_ORIGIN) =>
    api(server, '/api/auth/extension-token', { body: { code, verifier }, origin });

  it('hands a one-time code to the extension that started the sign-in, and it trades code and verifier for a session', async () => {
    const { extension, verifier, callback } = await handedOver('sam@example.com');
    const account = { email: 'sam@example.com', name: 'User sam', picture: '' };
    expect(callback).toMatchObject({
      status: 200,
      body: {
        ok: true,
        account,
        handOver: { extensionId: extension.id, state: extension.state, code: expect.stringMatching(/^[\w-]{43}$/) },
      },
    });
    expect(callback.headers.getSetCookie()).toEqual([]);
    const { code } = callback.body.handOver;
    const stored = await server.storage.db.selectFrom('hand_over_codes').selectAll().execute();
    expect(stored).toMatchObject([
      { code_hash: hashSecret(code), extension_id: extension.id, challenge: extension.challenge },
    ]);

    const token = await redeem(code, verifier);
    expect(token).toMatchObject({ status: 200, body: { token: expect.stringMatching(/^[\w-]{43}$/), account } });
    const days = (Date.parse(token.body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    expect(await server.storage.db.selectFrom('hand_over_codes').selectAll().execute()).toEqual([]);
    expect((await api(server, '/api/me', { bearer: token.body.token, origin: null })).body).toEqual(account);
  });

  it('refuses a replayed code', async () => {
    const { verifier, callback } = await handedOver('replay@example.com');
    expect((await redeem(callback.body.handOver.code, verifier)).status).toBe(200);
    expect(await redeem(callback.body.handOver.code, verifier)).toMatchObject({
      status: 400,
      body: { error: HAND_OVER_REFUSED.code },
    });
  });

  it('refuses another verifier, and the code is burned by the try', async () => {
    const { verifier, callback } = await handedOver('verifier@example.com');
    expect(await redeem(callback.body.handOver.code, 'w'.repeat(43))).toMatchObject({
      status: 400,
      body: { error: HAND_OVER_REFUSED.verifier },
    });
    expect(await redeem(callback.body.handOver.code, verifier)).toMatchObject({
      status: 400,
      body: { error: HAND_OVER_REFUSED.code },
    });
  });

  it.each([
    ['another allowed extension', () => `chrome-extension://${OTHER_EXTENSION}`],
    ['the site', () => server.origin],
    ['no Origin', () => null],
  ])('refuses the code from %s, and the code is burned by the try', async (_, origin) => {
    const { verifier, callback } = await handedOver('origin@example.com');
    expect(await redeem(callback.body.handOver.code, verifier, origin())).toMatchObject({
      status: 403,
      body: { error: HAND_OVER_REFUSED.origin },
    });
    expect(await redeem(callback.body.handOver.code, verifier)).toMatchObject({
      status: 400,
      body: { error: HAND_OVER_REFUSED.code },
    });
  });

  it('refuses a code older than 2 minutes', async () => {
    const { verifier, callback } = await handedOver('late@example.com');
    await server.storage.db
      .updateTable('hand_over_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect(await redeem(callback.body.handOver.code, verifier)).toMatchObject({
      status: 400,
      body: { error: HAND_OVER_REFUSED.code },
    });
  });

  it('refuses a code whose account was deleted before it was redeemed', async () => {
    const { verifier, callback } = await handedOver('gone@example.com');
    await server.storage.db.deleteFrom('accounts').where('email', '=', 'gone@example.com').execute();
    expect(await redeem(callback.body.handOver.code, verifier)).toMatchObject({
      status: 400,
      body: { error: HAND_OVER_REFUSED.code },
    });
  });

  it('hands over to no extension that EXTENSION_ORIGINS does not list', async () => {
    const { extension } = extensionSignIn('ponmlkjihgfedcbaponmlkjihgfedcba');
    const start = await startFromExtension(server, `${server.origin}/auth`, extension);
    expect(start).toMatchObject({ status: 403, body: { error: HAND_OVER_REFUSED.extension } });
  });

  it.each([
    ['no Origin', null],
    ['the site', undefined],
    ['another site', 'https://evil.example'],
  ])(
    "starts an extension's sign-in only for the extension itself, refusing a challenge sent with %s",
    async (_, origin) => {
      const { extension } = extensionSignIn();
      const states = () => server.storage.db.selectFrom('auth_states').selectAll().execute();
      const before = await states();
      const start = await api(server, '/api/auth/start', {
        body: { redirectUri: `${server.origin}/auth`, source: 'extension', extension },
        origin,
      });
      expect(start).toMatchObject({ status: 403, body: { error: HAND_OVER_REFUSED.extension } });
      expect(await states()).toEqual(before);
    },
  );

  it('binds the hand-over to the extension that started the sign-in, its flow id and its challenge', async () => {
    const { extension, verifier } = extensionSignIn(OTHER_EXTENSION);
    const { code, state } = await signInLocally(server, 'bound@example.com', extension);
    const callback = await api(server, '/api/auth/callback', {
      body: { code, redirectUri: `${server.origin}/auth`, state },
    });
    expect(callback.body.handOver).toMatchObject({ extensionId: OTHER_EXTENSION, state: extension.state });
    // Our extension cannot redeem what the other started, even with its verifier; the try burns the code.
    expect(await redeem(callback.body.handOver.code, verifier)).toMatchObject({
      status: 403,
      body: { error: HAND_OVER_REFUSED.origin },
    });
  });

  it.each([
    [
      'extension as text',
      'x',
      'Send "extension" as an object with "state" and "challenge": the sign-in\'s id and the SHA-256 of its verifier.',
    ],
    [
      'a state without its prefix',
      { state: 's'.repeat(20), challenge: 'c'.repeat(43) },
      '"extension.state" must be "extension_" followed by 16 to 128 letters, digits, - or _.',
    ],
    [
      'a short challenge',
      { state: `extension_${'s'.repeat(20)}`, challenge: 'c'.repeat(42) },
      '"extension.challenge" must be the base64url SHA-256 of the extension\'s verifier: 43 letters, digits, - or _.',
    ],
  ])('refuses a start with %s', async (_, extension, error) => {
    const start = await api(server, '/api/auth/start', {
      body: { redirectUri: `${server.origin}/auth`, source: 'extension', extension },
      origin: INTENTLY_EXTENSION_ORIGIN,
    });
    expect(start).toMatchObject({ status: 400, body: { error } });
  });

  it.each([
    [
      'no code',
      { verifier: 'v'.repeat(43) },
      'Send "code" as text: the hand-over code the /auth page passed to the extension.',
    ],
    ['a short code', { code: 'abc', verifier: 'v'.repeat(43) }, '"code" must be 16 to 128 letters, digits, - or _.'],
    [
      'a short verifier',
      { code: 'c'.repeat(43), verifier: 'short' },
      '"verifier" must be 43 to 128 letters, digits or -._~ (RFC 7636).',
    ],
  ])('refuses a token request with %s', async (_, body, error) => {
    expect(await api(server, '/api/auth/extension-token', { body, origin: INTENTLY_EXTENSION_ORIGIN })).toMatchObject({
      status: 400,
      body: { error },
    });
  });

  it("ends the extension's session at logout", async () => {
    const { verifier, callback } = await handedOver('leaving@example.com');
    const { token } = (await redeem(callback.body.handOver.code, verifier)).body;
    expect(
      (await api(server, '/api/logout', { method: 'POST', bearer: token, origin: INTENTLY_EXTENSION_ORIGIN, body: {} }))
        .body,
    ).toEqual({ ok: true });
    expect(await api(server, '/api/me', { bearer: token })).toMatchObject({
      status: 401,
      body: { error: SIGN_IN_REQUIRED },
    });
  });

  it.each([
    ['the same account', 'again@example.com'],
    ['another account', 'someone-else@example.com'],
  ])('ends the session the extension held before when it signs in again, as %s', async (_, email) => {
    const first = await handedOver('again@example.com');
    const { token: before } = (await redeem(first.callback.body.handOver.code, first.verifier)).body;
    const second = await handedOver(email);
    const after = await api(server, '/api/auth/extension-token', {
      body: { code: second.callback.body.handOver.code, verifier: second.verifier },
      origin: INTENTLY_EXTENSION_ORIGIN,
      bearer: before,
    });
    expect(after).toMatchObject({ status: 200, body: { account: { email } } });
    expect(await api(server, '/api/me', { bearer: before })).toMatchObject({
      status: 401,
      body: { error: SIGN_IN_REQUIRED },
    });
    expect((await api(server, '/api/me', { bearer: after.body.token })).body).toMatchObject({ email });
  });
});
