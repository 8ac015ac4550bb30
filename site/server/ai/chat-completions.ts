/**
 * The AI chat provider's client (issue #23): an OpenAI-compatible `POST {AI_BASE_URL}/v1/chat/completions`
 * with `stream: true` and `stream_options.include_usage`, read with eventsource-parser. It yields the answer's
 * text as it arrives and turns every failure into a sentence a person can act on. No provider message is ever
 * passed on or logged: providers may quote the prompt in them, so only their status, `type` and `code` are read.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';

/** Where the provider is and which model answers (AI_BASE_URL, AI_API_KEY, AI_MODEL). */
export interface AiProvider {
  baseUrl: string;
  apiKey: string;
  model: string;
}

/** One message of a conversation as the provider takes it. */
export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** A provider failure with the sentence to show; `status` is what our server answers, `retryAfterSeconds` when known. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status: 429 | 502 | 503,
    readonly retryAfterSeconds?: number,
    /** A line for the operator's log (no prompt, no answer, no provider message), when the server's setup is at fault. */
    readonly operatorNotice?: string,
  ) {
    super(message);
  }
}

/** The sentences the provider's failures read as. */
export const AI_PROVIDER_COPY = {
  unreachable: 'The AI provider did not answer; please try again in a moment.',
  busy: (seconds: number) =>
    `The AI provider is busy; please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  refused: "AI chat isn't available right now: the AI provider refused this server's request.",
  tooLong: 'The conversation is too long for the AI model; start a new chat or send less text.',
  failed: (status: number) => `The AI provider answered with an error (${status}); please try again.`,
  stopped: (reason: string) => `The AI provider stopped answering with an error (${reason}); please try again.`,
  cutOff: "The AI provider's answer was cut off; please try again.",
} as const;

/** A provider's error `type` or `code` when it is a plain identifier (anything else could carry text). */
const identifier = (value: unknown): string | null =>
  typeof value === 'string' && /^[a-z0-9_.-]{1,64}$/i.test(value) ? value : null;

/** The sentence for an error object `{ type, code }` met in an answer or in the middle of a stream. */
function errorSentence(error: unknown, status?: number): string {
  const { type, code } = (typeof error === 'object' && error !== null ? error : {}) as {
    type?: unknown;
    code?: unknown;
  };
  const reason = identifier(code) ?? identifier(type);
  if (reason === 'context_length_exceeded') return AI_PROVIDER_COPY.tooLong;
  if (status !== undefined) return AI_PROVIDER_COPY.failed(status);
  return AI_PROVIDER_COPY.stopped(reason ?? 'unknown');
}

/** Seconds from a Retry-After header (seconds or an HTTP date), at least 1; 30 when absent or unreadable. */
export function retryAfterSeconds(header: string | null, now = Date.now()): number {
  if (header && /^\d+$/.test(header.trim())) return Math.max(1, Number(header.trim()));
  const date = header ? Date.parse(header) : NaN;
  return Number.isNaN(date) ? 30 : Math.max(1, Math.ceil((date - now) / 1000));
}

/** What a chunk of the stream carries, as far as this client reads it. */
interface ChunkShape {
  choices?: Array<{ delta?: { content?: unknown } }>;
  error?: unknown;
}

/**
 * Sends the conversation and resolves once the provider accepted it (HTTP status read), with the answer's text
 * deltas to iterate; rejects or throws `AiProviderError` for every failure. `signal` aborts the upstream request.
 */
export async function streamChatCompletion(
  provider: AiProvider,
  messages: ChatMessage[],
  signal: AbortSignal,
  fetchImpl: typeof fetch = fetch,
): Promise<AsyncGenerator<string, void>> {
  let response: Response;
  try {
    response = await fetchImpl(`${provider.baseUrl}/v1/chat/completions`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${provider.apiKey}`,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
      },
      body: JSON.stringify({ model: provider.model, messages, stream: true, stream_options: { include_usage: true } }),
      signal,
    });
  } catch (error) {
    if (signal.aborted) throw error;
    throw new AiProviderError(AI_PROVIDER_COPY.unreachable, 503);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    if (response.status === 429) {
      const seconds = retryAfterSeconds(response.headers.get('retry-after'));
      throw new AiProviderError(AI_PROVIDER_COPY.busy(seconds), 429, seconds);
    }
    if (response.status === 401 || response.status === 403 || response.status === 404) {
      throw new AiProviderError(
        AI_PROVIDER_COPY.refused,
        502,
        undefined,
        `The AI provider at AI_BASE_URL answered ${response.status} to the chat request: check AI_API_KEY and AI_MODEL.`,
      );
    }
    if (response.status >= 500)
      throw new AiProviderError(
        AI_PROVIDER_COPY.failed(response.status),
        503,
        retryAfterSeconds(response.headers.get('retry-after')),
      );
    throw new AiProviderError(errorSentence(body.error, response.status), 502);
  }
  if (!response.body) throw new AiProviderError(AI_PROVIDER_COPY.cutOff, 502);
  return readDeltas(response.body, signal);
}

/** The text deltas of an event stream, until `[DONE]`; a stream that ends without it, or carries an error, throws. */
async function* readDeltas(body: ReadableStream<Uint8Array>, signal: AbortSignal): AsyncGenerator<string, void> {
  const events = body
    .pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>)
    .pipeThrough(new EventSourceParserStream());
  const reader = events.getReader();
  try {
    for (;;) {
      let next: Awaited<ReturnType<typeof reader.read>>;
      try {
        next = await reader.read();
      } catch (error) {
        if (signal.aborted) throw error;
        throw new AiProviderError(AI_PROVIDER_COPY.cutOff, 502);
      }
      if (next.done) throw new AiProviderError(AI_PROVIDER_COPY.cutOff, 502);
      const { data } = next.value;
      if (data.trim() === '[DONE]') return;
      let chunk: ChunkShape;
      try {
        chunk = JSON.parse(data) as ChunkShape;
      } catch {
        throw new AiProviderError(AI_PROVIDER_COPY.stopped('unreadable_chunk'), 502);
      }
      if (chunk.error !== undefined || next.value.event === 'error')
        throw new AiProviderError(errorSentence(chunk.error), 502);
      // The usage chunk (stream_options.include_usage) has no choices; a role-only first delta has no content.
      const content = chunk.choices?.[0]?.delta?.content;
      if (typeof content === 'string' && content) yield content;
    }
  } finally {
    reader.releaseLock();
    await events.cancel().catch(() => undefined);
  }
}
