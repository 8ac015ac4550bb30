import { describe, expect, it } from 'vitest';
import { googleTokenCache, TOKEN_MARGIN_MS, type GoogleToken } from './google-token-cache';

const HOUR = 3_600_000;

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

describe('googleTokenCache', () => {
  it.each([
    ['just after it was given', 1_000, 1],
    ['until the margin before expiry', HOUR - TOKEN_MARGIN_MS - 1, 1],
    ['anew once within the margin', HOUR - TOKEN_MARGIN_MS, 2],
    ['anew after expiry', HOUR + 5_000, 2],
  ])('reuses a token %s', async (_when, later, calls) => {
    const clock = { t: 0 };
    const cache = googleTokenCache(() => clock.t);
    const { asked, ask } = asker(clock);
    await cache.get('s gmail', ask);
    clock.t = later;
    expect((await cache.get('s gmail', ask)).accessToken).toBe(`ya29.${calls}`);
    expect(asked).toHaveLength(calls);
  });

  it('asks once for requests made together, and apart for other sessions or grants', async () => {
    const clock = { t: 0 };
    const cache = googleTokenCache(() => clock.t);
    const { asked, ask } = asker(clock);
    const [a, b] = await Promise.all([cache.get('s gmail', ask), cache.get('s gmail', ask)]);
    expect(a).toBe(b);
    await cache.get('s calendar', ask);
    await cache.get('other gmail', ask);
    expect(asked).toHaveLength(3);
  });

  it('keeps no failure and forgets a dropped token', async () => {
    const clock = { t: 0 };
    const cache = googleTokenCache(() => clock.t);
    const { asked, ask } = asker(clock);
    await expect(cache.get('s gmail', () => Promise.reject(new Error('Reconnect Google')))).rejects.toThrow(
      'Reconnect Google',
    );
    expect((await cache.get('s gmail', ask)).accessToken).toBe('ya29.1');
    cache.drop('s gmail');
    expect((await cache.get('s gmail', ask)).accessToken).toBe('ya29.2');
    expect(asked).toHaveLength(2);
  });
});
