import { describe, expect, it } from 'vitest';
import type { SlackToken } from './account-api';
import type { GoogleToken } from './api-contract';
import { tokenCache, TOKEN_MARGIN_MS } from './token-cache';

const HOUR = 3_600_000;

type Tokens = { google: GoogleToken; slack: SlackToken };

/** An ask that counts its calls and answers tokens lasting an hour from the clock. */
function asker(clock: { t: number }) {
  const asked: number[] = [];
  const ask = async (): Promise<GoogleToken> => {
    asked.push(clock.t);
    return {
      accessToken: `ya29.${asked.length}`,
      expiresAt: new Date(clock.t + HOUR).toISOString(),
      scopes: ['gmail.send'],
    };
  };
  return { asked, ask };
}

describe('tokenCache', () => {
  it.each([
    ['just after it was given', 1_000, 1],
    ['until the margin before expiry', HOUR - TOKEN_MARGIN_MS - 1, 1],
    ['anew once within the margin', HOUR - TOKEN_MARGIN_MS, 2],
    ['anew after expiry', HOUR + 5_000, 2],
  ])('reuses a token %s', async (_when, later, calls) => {
    const clock = { t: 0 };
    const cache = tokenCache<Tokens>(() => clock.t);
    const { asked, ask } = asker(clock);
    await cache.get('google', 's gmail', ask);
    clock.t = later;
    expect((await cache.get('google', 's gmail', ask)).accessToken).toBe(`ya29.${calls}`);
    expect(asked).toHaveLength(calls);
  });

  it('asks once for requests made together, and apart for other sessions, grants or providers', async () => {
    const clock = { t: 0 };
    const cache = tokenCache<Tokens>(() => clock.t);
    const { asked, ask } = asker(clock);
    const [a, b] = await Promise.all([cache.get('google', 's gmail', ask), cache.get('google', 's gmail', ask)]);
    expect(a).toBe(b);
    await cache.get('google', 's calendar', ask);
    await cache.get('google', 'other gmail', ask);
    const slack = await cache.get('slack', 's gmail', async () => ({
      ...(await ask()),
      teamId: 'T1',
      teamName: 'Acme',
    }));
    expect(slack).toMatchObject({ accessToken: 'ya29.4', teamName: 'Acme' });
    expect(asked).toHaveLength(4);
  });

  it('keeps no failure and forgets a dropped token', async () => {
    const clock = { t: 0 };
    const cache = tokenCache<Tokens>(() => clock.t);
    const { asked, ask } = asker(clock);
    await expect(cache.get('google', 's gmail', () => Promise.reject(new Error('Reconnect Google')))).rejects.toThrow(
      'Reconnect Google',
    );
    expect((await cache.get('google', 's gmail', ask)).accessToken).toBe('ya29.1');
    cache.drop('slack', 's gmail');
    expect((await cache.get('google', 's gmail', ask)).accessToken).toBe('ya29.1');
    cache.drop('google', 's gmail');
    expect((await cache.get('google', 's gmail', ask)).accessToken).toBe('ya29.2');
    expect(asked).toHaveLength(2);
  });
});
