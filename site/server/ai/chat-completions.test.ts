import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAiStandIn, STAND_IN_ANSWER, type AiStandIn, type StandInBehaviour } from '../test/ai-stand-in';
import {
  AI_PROVIDER_COPY,
  AiProviderError,
  retryAfterSeconds,
  streamChatCompletion,
  type AiProvider,
} from './chat-completions';

const KEY = 'sk-stand-in';

/** The whole answer, or the sentence and status it failed with, and the text that came before. */
async function ask(
  provider: AiProvider,
  question = 'hello',
): Promise<{ text: string; error?: { message: string; status: number; retryAfter?: number } }> {
  let text = '';
  try {
    for await (const piece of await streamChatCompletion(
      provider,
      [{ role: 'user', content: question }],
      new AbortController().signal,
    ))
      text += piece;
    return { text };
  } catch (error) {
    if (!(error instanceof AiProviderError)) throw error;
    return { text, error: { message: error.message, status: error.status, retryAfter: error.retryAfterSeconds } };
  }
}

describe('streamChatCompletion against a stand-in provider at the network boundary', () => {
  let standIn: AiStandIn;
  let provider: AiProvider;
  beforeAll(async () => {
    standIn = await startAiStandIn(KEY);
    provider = { baseUrl: standIn.url, apiKey: KEY, model: 'stand-in-1' };
  });
  afterAll(() => standIn.close());

  it('sends the model, the messages and stream options, and reads an answer cut at odd bytes (multi-byte characters split, several events a piece, a usage chunk with no choices, [DONE])', async () => {
    expect(await ask(provider, 'how?')).toEqual({ text: STAND_IN_ANSWER });
    expect(standIn.taken.at(-1)).toEqual({
      authorization: `Bearer ${KEY}`,
      model: 'stand-in-1',
      stream: true,
      includeUsage: true,
      messages: [{ role: 'user', content: 'how?' }],
    });
  });

  it.each<
    [string, StandInBehaviour, { text: string; error: { message: string; status: number; retryAfter?: number } }]
  >([
    [
      'an error object in the middle of the stream',
      { kind: 'error-mid-stream' },
      { text: 'Here is ', error: { message: AI_PROVIDER_COPY.stopped('server_error'), status: 502 } },
    ],
    [
      'a dropped connection',
      { kind: 'drop' },
      { text: 'Here is ', error: { message: AI_PROVIDER_COPY.cutOff, status: 502 } },
    ],
    [
      '429 with Retry-After',
      { kind: 'rate-limited', retryAfter: '7' },
      { text: '', error: { message: AI_PROVIDER_COPY.busy(7), status: 429, retryAfter: 7 } },
    ],
    [
      '401 for the key',
      { kind: 'unauthorized' },
      { text: '', error: { message: AI_PROVIDER_COPY.refused, status: 502 } },
    ],
  ])('turns %s into a sentence that never quotes the provider', async (_, behaviour, outcome) => {
    standIn.next(behaviour);
    const secret = `prompt-${Math.random()}`;
    const result = await ask(provider, secret);
    expect(result).toEqual(outcome);
    expect(JSON.stringify(result)).not.toContain(secret);
  });

  it('says the provider did not answer when nothing listens at its address', async () => {
    const closed = await startAiStandIn(KEY);
    await closed.close();
    expect(await ask({ ...provider, baseUrl: closed.url })).toEqual({
      text: '',
      error: { message: AI_PROVIDER_COPY.unreachable, status: 503 },
    });
  });

  it("stops reading and closes the provider's answer when aborted", async () => {
    standIn.next({ kind: 'slow', pauseMs: 50 });
    const abort = new AbortController();
    const deltas = await streamChatCompletion(provider, [{ role: 'user', content: 'long' }], abort.signal);
    expect((await deltas.next()).value).toBe('Here ');
    abort.abort();
    await expect(deltas.next()).rejects.toThrow();
    await expect.poll(() => standIn.abandoned()).toBe(1);
  });
});

describe('retryAfterSeconds', () => {
  it.each([
    ['7', 7],
    ['0', 1],
    [null, 30],
    ['soon', 30],
    [new Date(1_000_000 + 12_500).toUTCString(), 12],
  ])('%j → %d seconds', (header, seconds) => expect(retryAfterSeconds(header, 1_000_000)).toBe(seconds));
});
