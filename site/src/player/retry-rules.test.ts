import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  loadWithTries,
  QuotaExceededError,
  requestWithRetry,
  SignedOutError,
  sleep,
  SpotifyApiError,
} from './retry-rules';

/** One answer of the Web API: a status (with headers and body) or a network failure. */
type Answer = { status: number; headers?: Record<string, string>; body?: unknown } | 'offline';

const ok: Answer = { status: 200, body: { id: 'me' } };
const tooMany = (retryAfter?: string): Answer => ({
  status: 429,
  headers: retryAfter === undefined ? {} : { 'Retry-After': retryAfter },
  body: { error: { status: 429, message: 'API rate limit exceeded' } },
});
const quota: Answer = {
  status: 429,
  headers: { 'Retry-After': '3600' },
  body: { error: { status: 429, message: 'Too many requests', reason: 'QUOTA_EXCEEDED' } },
};
const unauthorized: Answer = { status: 401, body: { error: { status: 401, message: 'The access token expired' } } };
const broken: Answer = { status: 502, body: { error: { status: 502, message: 'Bad gateway.' } } };

/** Runs one request against `answers`, the clock faked; returns the waits between tries and the outcome. */
async function run(answers: Answer[]) {
  const waits: number[] = [];
  const requests: Array<{ url: string; authorization: string | null }> = [];
  const onUnauthorized = vi.fn();
  const fetch = (async (url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ url: String(url), authorization: new Headers(init?.headers).get('Authorization') });
    const answer = answers.shift();
    if (!answer || answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), { status: answer.status, headers: answer.headers });
  }) as typeof globalThis.fetch;
  const started = Date.now();
  const outcome = requestWithRetry(
    'https://api.test/v1/me',
    { method: 'GET' },
    {
      fetch,
      sleep: (ms) => {
        waits.push(ms);
        return sleep(ms);
      },
      token: async () => 'token',
      onUnauthorized,
    },
  ).then(
    (response) => ({ status: response.status }),
    (error: unknown) => ({ error }),
  );
  await vi.runAllTimersAsync();
  return { outcome: await outcome, waits, requests, onUnauthorized, elapsed: Date.now() - started };
}

describe('requestWithRetry (SPEC §8)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it.each([
    ['succeeds at once with the bearer token', [ok], [], 200],
    ['waits Retry-After seconds after a 429', [tooMany('3'), ok], [3000], 200],
    ['waits 1 s after a 429 without Retry-After', [tooMany(), ok], [1000], 200],
    ['waits 0 s after a 429 with Retry-After: 0', [tooMany('0'), ok], [0], 200],
    ['waits 2^attempt s after other failures', [broken, 'offline', broken, ok], [1000, 2000, 4000], 200],
    ['mixes the rules try by try', [tooMany('2'), broken, ok], [2000, 2000], 200],
  ] satisfies Array<[string, Answer[], number[], number]>)('%s', async (_, answers, waits, status) => {
    const result = await run(answers);
    expect(result.outcome).toEqual({ status });
    expect(result.waits).toEqual(waits);
    expect(result.elapsed).toBe(waits.reduce((a, b) => a + b, 0));
    expect(result.requests[0]).toEqual({ url: 'https://api.test/v1/me', authorization: 'Bearer token' });
  });

  it.each([
    [
      'rethrows the 5th failure after waiting 1, 2, 4 and 8 s',
      [broken, broken, broken, broken, broken, ok],
      [1000, 2000, 4000, 8000],
      SpotifyApiError,
      'Bad gateway.',
    ],
    [
      'gives up on a network failure after 5 tries',
      ['offline', 'offline', 'offline', 'offline', 'offline'],
      [1000, 2000, 4000, 8000],
      TypeError,
      'Failed to fetch',
    ],
    [
      'gives up after 5 rate-limited tries',
      [tooMany('1'), tooMany('1'), tooMany('1'), tooMany('1'), tooMany('1'), ok],
      [1000, 1000, 1000, 1000],
      SpotifyApiError,
      'API rate limit exceeded',
    ],
    ['stops at once on QUOTA_EXCEEDED', [quota, ok], [], QuotaExceededError, 'Too many requests'],
    ['stops at once on a 401 and signs out', [unauthorized, ok], [], SignedOutError, 'The access token expired'],
  ] satisfies Array<[string, Answer[], number[], new (...args: never[]) => Error, string]>)(
    '%s',
    async (_, answers, waits, kind, message) => {
      const tries = answers.length;
      const result = await run(answers);
      expect(result.waits).toEqual(waits);
      const error = (result.outcome as { error: Error }).error;
      expect(error).toBeInstanceOf(kind);
      expect(error.message).toBe(message);
      expect(result.requests).toHaveLength(Math.min(tries, waits.length + 1));
      expect(result.onUnauthorized).toHaveBeenCalledTimes(kind === SignedOutError ? 1 : 0);
    },
  );

  it('fails as signed out without calling Spotify when there is no token', async () => {
    const fetch = vi.fn();
    await expect(
      requestWithRetry(
        'https://api.test/v1/me',
        {},
        { fetch, sleep, token: async () => null, onUnauthorized: () => {} },
      ),
    ).rejects.toBeInstanceOf(SignedOutError);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('loadWithTries (SPEC §8 track loading)', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it.each([
    ['loads at the first try', 0, 'tracks', 1, 0],
    ['loads at the third try, 5 s after each failure', 2, 'tracks', 3, 10_000],
    ['throws after 3 failed tries', 3, 'failed', 3, 10_000],
  ])('%s', async (_, failures, outcome, calls, elapsed) => {
    let left = failures;
    const load = vi.fn(async () => {
      if (left-- > 0) throw new SpotifyApiError(502, 'Bad gateway.');
      return 'tracks';
    });
    const started = Date.now();
    const result = loadWithTries(load, sleep).catch(() => 'failed');
    await vi.runAllTimersAsync();
    expect(await result).toBe(outcome);
    expect(load).toHaveBeenCalledTimes(calls);
    expect(Date.now() - started).toBe(elapsed);
  });

  it.each([
    ['signed out', new SignedOutError(401, 'expired')],
    ['out of quota', new QuotaExceededError(429, 'Too many requests')],
  ])('does not try again when %s', async (_, failure) => {
    const load = vi.fn(async () => Promise.reject(failure));
    const result = loadWithTries(load, sleep).catch((error: unknown) => error);
    await vi.runAllTimersAsync();
    expect(await result).toBe(failure);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
