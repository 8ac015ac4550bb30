import { describe, expect, it } from 'vitest';
import { GoogleError, ReconnectGoogleError } from '../shared/call-google';
import type { AccountService } from './account-service';
import { API_ROUTES } from './api-contract';
import { GOOGLE_API_BASES_KEY } from './google-api-bases';
import { googleAccess, GRANT_START_REFUSED } from './google-access';

const ORIGIN = 'https://intently.test';
const GMAIL = 'http://127.0.0.1:4100';
const SEND = '/gmail/v1/users/me/messages/send';
/** Where the extension's client asks our server for a Google token, and starts a grant. */
const TOKENS = `${ORIGIN}${API_ROUTES.googleToken.path()}`;
const GRANT_START = `${ORIGIN}${API_ROUTES.startGrant.path()}`;

/** Our server and Gmail as one fetch: the server's token answers, then Gmail's answers, in order. */
function network(tokenAnswers: Array<{ status: number; body: unknown }>, gmailAnswers: number[]) {
  const seen: string[] = [];
  let tokens = 0;
  const fetchImpl = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = String(input);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    seen.push(`${init?.method ?? 'GET'} ${url} ${headers.Authorization ?? ''}`);
    if (url === TOKENS) {
      const answer = tokenAnswers[Math.min(tokens++, tokenAnswers.length - 1)]!;
      return new Response(JSON.stringify(answer.body), { status: answer.status });
    }
    if (url === GRANT_START)
      return new Response(JSON.stringify({ url: 'https://accounts.test/consent', state: 'extension_s' }), {
        status: 200,
      });
    const status = gmailAnswers.shift() ?? 200;
    return new Response(
      JSON.stringify(
        status === 200
          ? { id: 'm1' }
          : {
              error: {
                code: status,
                message: 'Request had invalid authentication credentials.',
                status: 'UNAUTHENTICATED',
              },
            },
      ),
      { status },
    );
  }) as typeof fetch;
  return { fetchImpl, seen };
}

const token = (n: number) => ({
  status: 200,
  body: { accessToken: `ya29.${n}`, expiresAt: '2099-01-01T00:00:00.000Z', scopes: [] },
});
const service = {
  session: async () => ({ origin: ORIGIN, token: 'session-1' }),
  view: async () => ({ origin: ORIGIN, profile: null }),
  ended: async () => undefined,
} as unknown as AccountService;
const browser = (opened: string[] = []) => ({
  storage: { local: { get: async () => ({ [GOOGLE_API_BASES_KEY]: { gmail: GMAIL } }) } },
  tabs: { create: async ({ url }: { url: string }) => void opened.push(url) },
  runtime: { id: 'eacooblfibgejfbobebbfnhdkkfcmehj' },
});
const access = (fetchImpl: typeof fetch, opened?: string[]) =>
  googleAccess(
    browser(opened),
    service,
    fetchImpl,
    async () => undefined,
    () => 0,
  );

describe('googleAccess', () => {
  it('asks the server once for a token and calls Google with it, at the configured address', async () => {
    const { fetchImpl, seen } = network([token(1)], [200, 200]);
    const google = access(fetchImpl);
    await google.call('gmail', 'gmail', 'Sending the mail', SEND, { method: 'POST' });
    await google.call('gmail', 'gmail', 'Sending the mail', SEND, { method: 'POST' });
    expect(seen).toEqual([
      `POST ${TOKENS} Bearer session-1`,
      `POST ${GMAIL}${SEND} Bearer ya29.1`,
      `POST ${GMAIL}${SEND} Bearer ya29.1`,
    ]);
  });

  it('asks anew once when Google refuses the token, and says to reconnect when the server has no grant', async () => {
    const revoked = {
      status: 409,
      body: { error: 'Google access was revoked or has expired. Reconnect Google to go on.', reconnect: true },
    };
    const { fetchImpl, seen } = network([token(1), revoked], [200, 401]);
    const google = access(fetchImpl);
    await google.call('gmail', 'gmail', 'Sending the mail', SEND, { method: 'POST' });
    const error = await google
      .call('gmail', 'gmail', 'Sending the mail', SEND, { method: 'POST' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ReconnectGoogleError);
    expect((error as Error).message).toBe(revoked.body.error);
    expect(seen.filter((s) => s.includes(TOKENS))).toHaveLength(2);
  });

  it("passes the plan limit's sentence on as the bar's message, and calls no Google API", async () => {
    const limited = {
      status: 429,
      body: {
        error:
          'The Basic plan allows 60 Google access tokens per hour, and this account has used them all; more are available at 13:00 UTC, in 12 minutes.',
      },
    };
    const { fetchImpl, seen } = network([limited], []);
    const error = await access(fetchImpl)
      .call('gmail', 'gmail', 'Sending the mail', SEND, { method: 'POST' })
      .catch((e: unknown) => e);
    expect((error as Error).message).toBe(limited.body.error);
    expect(error).not.toBeInstanceOf(ReconnectGoogleError);
    expect(seen).toEqual([`POST ${TOKENS} Bearer session-1`]);
  });

  it('gives up after one fresh token that Google refuses too', async () => {
    const { fetchImpl, seen } = network([token(1), token(2)], [401, 401]);
    await expect(access(fetchImpl).call('gmail', 'gmail', 'Sending the mail', SEND)).rejects.toBeInstanceOf(
      GoogleError,
    );
    expect(seen).toEqual([
      `POST ${TOKENS} Bearer session-1`,
      `GET ${GMAIL}${SEND} Bearer ya29.1`,
      `POST ${TOKENS} Bearer session-1`,
      `GET ${GMAIL}${SEND} Bearer ya29.2`,
    ]);
  });

  it('opens the /auth page for a grant, and starts one only for that page of the configured server', async () => {
    const opened: string[] = [];
    const { fetchImpl, seen } = network([], []);
    const google = access(fetchImpl, opened);
    await google.connect('gmail');
    expect(opened).toEqual([`${ORIGIN}/auth?source=extension&grant=gmail&extension=eacooblfibgejfbobebbfnhdkkfcmehj`]);
    const message = { type: 'intently/grant-start', grant: 'gmail' };
    await expect(
      google.startGrant(message, { origin: ORIGIN, url: `${ORIGIN}/auth?source=extension` }),
    ).resolves.toEqual({ url: 'https://accounts.test/consent', state: 'extension_s' });
    await expect(
      google.startGrant(message, { origin: 'https://evil.test', url: 'https://evil.test/auth' }),
    ).rejects.toThrow(GRANT_START_REFUSED);
    await expect(google.startGrant(message, { origin: ORIGIN, url: `${ORIGIN}/notes` })).rejects.toThrow(
      GRANT_START_REFUSED,
    );
    expect(seen).toEqual([`POST ${GRANT_START} Bearer session-1`]);
  });
});
