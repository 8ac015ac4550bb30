import { describe, expect, it } from 'vitest';
import { callGoogle, GoogleError, googleErrorSentence } from './call-google';

const NOW = Date.parse('2026-11-26T12:00:00Z');

/** A fetch answering these in order, recording when each request came (by the waits slept so far). */
function google(answers: Array<{ status: number; body?: unknown; retryAfter?: string }>) {
  const slept: number[] = [];
  let calls = 0;
  const fetchImpl = (async () => {
    const answer = answers[Math.min(calls++, answers.length - 1)]!;
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: answer.retryAfter ? { 'retry-after': answer.retryAfter } : {},
    });
  }) as typeof fetch;
  const call = () =>
    callGoogle(
      fetchImpl,
      async (ms) => void slept.push(ms),
      () => NOW,
      'Sending the mail',
      'https://gmail.test/send',
      { method: 'POST' },
    );
  return { call, slept, calls: () => calls };
}

const busy = { error: { code: 429, message: 'Too many concurrent requests for user.', status: 'RESOURCE_EXHAUSTED' } };

describe('callGoogle', () => {
  it('answers the JSON of a success', async () => {
    expect(await google([{ status: 200, body: { id: '18c', threadId: '18c', labelIds: ['SENT'] } }]).call()).toEqual({
      id: '18c',
      threadId: '18c',
      labelIds: ['SENT'],
    });
  });

  it.each([
    ['Retry-After in seconds', [{ status: 429, body: busy, retryAfter: '2' }, { status: 200 }], [2000]],
    ['Retry-After as a date', [{ status: 503, retryAfter: 'Thu, 26 Nov 2026 12:00:03 GMT' }, { status: 200 }], [3000]],
    ['backoff from 1 s without it', [{ status: 500 }, { status: 502 }, { status: 200 }], [1000, 2000]],
  ])('retries 429 and 5xx, waiting what %s asks', async (_case, answers, waits) => {
    const g = google(answers);
    await expect(g.call()).resolves.toEqual({});
    expect(g.slept).toEqual(waits);
  });

  it.each([
    ['after 4 tries', [{ status: 503 }], [1000, 2000, 4000], 4],
    [
      'when Retry-After asks more than the 15 s the person waits',
      [{ status: 429, body: busy, retryAfter: '60' }],
      [],
      1,
    ],
  ])("gives up %s with Google's words", async (_case, answers, waits, calls) => {
    const g = google(answers);
    const error = await g.call().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GoogleError);
    expect(g.slept).toEqual(waits);
    expect(g.calls()).toBe(calls);
    expect((error as GoogleError).message).toMatch(
      /^Sending the mail failed: Google (said|answered) .*Please try again in a few minutes\.$/,
    );
  });

  it('does not retry a refusal, and says Google could not be reached when it could not', async () => {
    const g = google([
      { status: 400, body: { error: { code: 400, message: 'Invalid To header', status: 'INVALID_ARGUMENT' } } },
    ]);
    await expect(g.call()).rejects.toMatchObject({
      status: 400,
      message: 'Sending the mail failed: Google said "Invalid To header" (400 INVALID_ARGUMENT).',
    });
    expect(g.calls()).toBe(1);
    const offline = callGoogle(
      (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof fetch,
      async () => undefined,
      () => NOW,
      'Sending the mail',
      'x',
      {},
    );
    await expect(offline).rejects.toMatchObject({
      status: 0,
      message: 'Sending the mail failed: Google could not be reached; check the connection and try again.',
    });
  });
});

describe('googleErrorSentence', () => {
  it.each([
    [
      403,
      { error: { code: 403, message: 'Request had insufficient authentication scopes.', status: 'PERMISSION_DENIED' } },
      'Looking up contacts failed: Google said "Request had insufficient authentication scopes." (403 PERMISSION_DENIED).',
    ],
    [
      401,
      { error: 'invalid_token', error_description: 'Invalid Credentials' },
      'Looking up contacts failed: Google said "Invalid Credentials" (401 invalid_token).',
    ],
    [404, 'Not Found', 'Looking up contacts failed: Google answered 404.'],
    [500, {}, 'Looking up contacts failed: Google answered 500. Please try again in a few minutes.'],
  ])('words a %i', (status, body, sentence) => {
    expect(googleErrorSentence('Looking up contacts', status, body)).toBe(sentence);
  });
});
