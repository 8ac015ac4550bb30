/**
 * A local stand-in for an OpenAI-compatible AI chat provider at the network boundary (issue #23 tests and
 * `npm run bench:chat`), answering `POST /v1/chat/completions` in the shapes and error bodies these pages document:
 * - platform.openai.com/docs/api-reference/chat/create (`model`, `messages`, `stream`, `stream_options.include_usage`)
 * - platform.openai.com/docs/api-reference/chat-streaming (server-sent events of `chat.completion.chunk`
 *   objects with `choices[].delta.content`; with include_usage a last chunk whose `choices` is empty and which
 *   carries `usage`; the stream ends with `data: [DONE]`)
 * - platform.openai.com/docs/guides/error-codes and platform.openai.com/docs/guides/rate-limits (the error body
 *   `{ error: { message, type, param, code } }`; 401 `invalid_api_key`; 429 `rate_limit_exceeded` with Retry-After)
 * It answers at once. It writes the whole event stream in pieces cut at odd byte offsets (inside events, inside
 * multi-byte characters, several events in one piece), and, when told, fails in the middle of a stream (an
 * error object), drops the connection, or answers 429 or 401.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next request gets instead of a full answer. */
export type StandInBehaviour =
  | { kind: 'answer' }
  | { kind: 'error-mid-stream' }
  | { kind: 'drop' }
  | { kind: 'rate-limited'; retryAfter: string }
  | { kind: 'unauthorized' }
  | { kind: 'slow'; pauseMs: number };

/** One request the stand-in took: what a test checks the server sent. */
export interface TakenRequest {
  authorization: string | undefined;
  model: string;
  stream: boolean;
  includeUsage: boolean;
  messages: Array<{ role: string; content: string }>;
}

/** The default answer: Markdown with a code block, raw HTML a renderer must not run, and characters of two, three and four bytes. */
export const STAND_IN_ANSWER =
  'Here is **one** way — café ☕ 🚀:\n\n```js\nconsole.log("hi");\n```\n\nDone. <img src=x onerror="alert(1)"><b>raw</b>';

/** The stand-in's translation of `text` into `language`: a marked copy, so tests can tell it apart. */
export const standInTranslation = (text: string, language: string) => `[${language}] ${text}`;

/** The piece sizes the stream is cut into, in turn (bytes). */
const CUTS = [7, 1, 13, 2, 31, 3, 97, 5];

const chunk = (id: string, model: string, choices: unknown[], extra: Record<string, unknown> = {}) =>
  `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created: Math.floor(Date.now() / 1000), model, system_fingerprint: 'fp_stand_in', choices, ...extra })}\n\n`;

const delta = (id: string, model: string, content: string) =>
  chunk(id, model, [{ index: 0, delta: { content }, logprobs: null, finish_reason: null }]);

/** The answer's words as deltas, split after each space (a provider sends a token or a few at a time). */
const pieces = (answer: string) => answer.match(/\S*\s*/g)!.filter(Boolean);

const providerError = (
  res: ServerResponse,
  status: number,
  error: Record<string, unknown>,
  headers: Record<string, string> = {},
) => {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify({ error: { param: null, ...error } }));
};

/** When each piece of the last answer went out: the byte offset it ends at, and performance.now() (`npm run bench:chat`). */
export type WriteTimes = Array<{ end: number; at: number }>;

/** Writes `bytes` in pieces of the CUTS sizes, each after `pauseMs` (0: one after the other at once), until the client goes. */
async function writeCut(res: ServerResponse, bytes: Buffer, pauseMs: number, times: WriteTimes = []): Promise<void> {
  for (let at = 0, i = 0; at < bytes.length && !res.destroyed; i++) {
    const size = CUTS[i % CUTS.length]!;
    res.write(bytes.subarray(at, at + size));
    at += size;
    times.push({ end: Math.min(at, bytes.length), at: performance.now() });
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/** A running stand-in: its base address (AI_BASE_URL), the requests it took, and what the next ones get. */
export interface AiStandIn {
  url: string;
  taken: TakenRequest[];
  /** How many answers the client left before their end (Stop). */
  abandoned(): number;
  /** The last full answer: the byte offset where each content delta's event ends, and when each piece went out. */
  lastAnswer(): { deltaEnds: number[]; writes: WriteTimes };
  /** Queues behaviours for the next requests, in order; then requests get full answers again. */
  next(...behaviours: StandInBehaviour[]): void;
  close(): Promise<void>;
}

/** Starts the stand-in on a free port of 127.0.0.1; the API key it honours is `apiKey`. */
export async function startAiStandIn(apiKey: string): Promise<AiStandIn> {
  const taken: TakenRequest[] = [];
  const queue: StandInBehaviour[] = [];
  let abandoned = 0;
  let lastFull: { deltaEnds: number[]; writes: WriteTimes } = { deltaEnds: [], writes: [] };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'POST' || req.url !== '/v1/chat/completions')
      return providerError(res, 404, {
        message: `Unknown request URL: ${req.method} ${req.url}.`,
        type: 'invalid_request_error',
        code: 'unknown_url',
      });
    let raw = '';
    for await (const part of req) raw += String(part);
    const body = JSON.parse(raw) as {
      model: string;
      stream?: boolean;
      stream_options?: { include_usage?: boolean };
      messages: TakenRequest['messages'];
    };
    taken.push({
      authorization: req.headers.authorization,
      model: body.model,
      stream: body.stream === true,
      includeUsage: body.stream_options?.include_usage === true,
      messages: body.messages,
    });
    const behaviour = queue.shift() ?? { kind: 'answer' };
    if (req.headers.authorization !== `Bearer ${apiKey}` || behaviour.kind === 'unauthorized') {
      return providerError(res, 401, {
        message:
          'Incorrect API key provided: sk-***. You can find your API key at https://platform.openai.com/account/api-keys.',
        type: 'invalid_request_error',
        code: 'invalid_api_key',
      });
    }
    if (behaviour.kind === 'rate-limited') {
      return providerError(
        res,
        429,
        {
          message: `Rate limit reached for ${body.model} on requests per min (RPM): Limit 3, Used 3, Requested 1.`,
          type: 'requests',
          code: 'rate_limit_exceeded',
        },
        { 'retry-after': behaviour.retryAfter },
      );
    }
    const system = body.messages.find((m) => m.role === 'system')?.content ?? '';
    const language = /^Translate .* into (.+?)\./.exec(system)?.[1];
    const last = body.messages.at(-1)?.content ?? '';
    const answer = language ? standInTranslation(last, language) : STAND_IN_ANSWER;
    const id = `chatcmpl-${taken.length}`;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
    });
    res.on('close', () => {
      if (!res.writableEnded && behaviour.kind !== 'drop') abandoned++;
    });
    let stream = chunk(id, body.model, [
      { index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null },
    ]);
    const words = pieces(answer);
    if (behaviour.kind === 'error-mid-stream' || behaviour.kind === 'drop') {
      stream += words
        .slice(0, 2)
        .map((w) => delta(id, body.model, w))
        .join('');
      if (behaviour.kind === 'error-mid-stream') {
        stream += `data: ${JSON.stringify({ error: { message: `The server had an error while processing your request. (${last})`, type: 'server_error', param: null, code: null } })}\n\n`;
        await writeCut(res, Buffer.from(stream), 0);
        return res.end();
      }
      await writeCut(res, Buffer.from(stream), 0);
      // Once what was written has gone out, the connection drops without the stream's end.
      await new Promise((resolve) => setTimeout(resolve, 20));
      return res.destroy();
    }
    const deltaEnds: number[] = [];
    for (const word of words) {
      stream += delta(id, body.model, word);
      deltaEnds.push(Buffer.byteLength(stream));
    }
    stream += chunk(id, body.model, [{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]);
    if (body.stream_options?.include_usage)
      stream += chunk(id, body.model, [], {
        usage: { prompt_tokens: 9, completion_tokens: words.length, total_tokens: 9 + words.length },
      });
    stream += 'data: [DONE]\n\n';
    lastFull = { deltaEnds, writes: [] };
    await writeCut(res, Buffer.from(stream), behaviour.kind === 'slow' ? behaviour.pauseMs : 0, lastFull.writes);
    res.end();
  };

  const server: Server = createServer((req, res) => void handle(req, res).catch(() => res.destroy()));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    taken,
    abandoned: () => abandoned,
    lastAnswer: () => lastFull,
    next: (...behaviours) => queue.push(...behaviours),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
