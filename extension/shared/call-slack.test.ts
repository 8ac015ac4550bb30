import { describe, expect, it } from 'vitest';
import { callSlack, SlackError } from './call-slack';

const NOW = Date.parse('2026-11-26T12:00:00Z');

/** A fetch answering these in order (Slack's shapes: HTTP 200 with ok false, or 429 with Retry-After), recording requests and waits. */
function slack(answers: Array<{ status?: number; body?: unknown; retryAfter?: string } | 'offline'>) {
  const slept: number[] = [];
  const requests: Array<{ url: string; init: RequestInit }> = [];
  const fetchImpl = (async (url: string, init: RequestInit) => {
    const answer = answers[Math.min(requests.length, answers.length - 1)]!;
    requests.push({ url, init });
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status ?? 200,
      headers: answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
    });
  }) as typeof fetch;
  const call = () =>
    callSlack(
      fetchImpl,
      async (ms) => void slept.push(ms),
      () => NOW,
      'https://slack.test',
      'xoxb-1',
      'chat.postMessage',
      { channel: 'C1', text: 'héllo & more' },
    );
  return { call, slept, requests };
}

describe('callSlack', () => {
  it('posts the arguments as a UTF-8 form with the token as bearer, and answers the ok body', async () => {
    const s = slack([{ body: { ok: true, channel: 'C1', ts: '1.2' } }]);
    expect(await s.call()).toEqual({ ok: true, channel: 'C1', ts: '1.2' });
    const [{ url, init }] = s.requests as [{ url: string; init: RequestInit }];
    expect(url).toBe('https://slack.test/api/chat.postMessage');
    expect(init.headers).toEqual({
      Authorization: 'Bearer xoxb-1',
      'Content-Type': 'application/x-www-form-urlencoded',
    });
    expect(Object.fromEntries(new URLSearchParams(String(init.body)))).toEqual({ channel: 'C1', text: 'héllo & more' });
  });

  it.each([
    ['an error body with HTTP 200', [{ body: { ok: false, error: 'not_in_channel' } }], 'not_in_channel', null, []],
    ['a revoked token', [{ body: { ok: false, error: 'token_revoked' } }], 'token_revoked', null, []],
    ['Slack unreachable', ['offline' as const], 'unreachable', null, []],
    ["a body that is not Slack's", [{ status: 502, body: 'Bad gateway' }], 'http_502', null, []],
    [
      'a 429 whose Retry-After is longer than the person waits',
      [{ status: 429, body: { ok: false, error: 'ratelimited' }, retryAfter: '30' }],
      'rate_limited',
      30,
      [],
    ],
    [
      'rate limits past 3 tries',
      [{ body: { ok: false, error: 'rate_limited' }, status: 429, retryAfter: '1' }],
      'rate_limited',
      1,
      [1000, 1000],
    ],
  ])("throws Slack's code for %s", async (_case, answers, code, retryAfter, waits) => {
    const s = slack(answers);
    const error = (await s.call().catch((e: unknown) => e)) as SlackError;
    expect(error).toBeInstanceOf(SlackError);
    expect([error.code, error.retryAfterSeconds]).toEqual([code, retryAfter]);
    expect(s.slept).toEqual(waits);
  });

  it.each([
    [
      'Retry-After in seconds',
      [{ status: 429, body: { ok: false, error: 'ratelimited' }, retryAfter: '2' }, { body: { ok: true } }],
      [2000],
    ],
    [
      'a rate_limited body without Retry-After (1 s)',
      [{ body: { ok: false, error: 'rate_limited' } }, { body: { ok: true } }],
      [1000],
    ],
  ])('waits out a short rate limit: %s', async (_case, answers, waits) => {
    const s = slack(answers);
    await expect(s.call()).resolves.toEqual({ ok: true });
    expect(s.slept).toEqual(waits);
  });
});
