/**
 * AI chat between the bar and the background (issue #23), pure: what the bar may ask for over the `AI_PORT`
 * port (each request validated on arrival), the events it gets back, and the reader of the Intently server's
 * answer stream (text/event-stream, read with eventsource-parser; the format is documented in the server's
 * site/server/routes/chat-routes.ts). The background holds the session token; the bar only sees these events.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { z } from 'zod';
import { API_ROUTES, CHAT_LIMITS, ChatMessage, ChatQuota } from './api-contract';
import { knownEvent } from './known-event';

/** The name of the port a bar panel opens to the background for one AI request. */
export const AI_PORT = 'intently/ai';

/** The most characters of page text shared with one message (less than the server's `CHAT_LIMITS.context`). */
export const MAX_SHARED_TEXT = 50_000;

/** Page text a message shares, when the person asked for it: the selection, or this page's readable text. */
export const SharedText = ChatMessage.shape.context.unwrap().extend({ text: z.string().min(1).max(MAX_SHARED_TEXT) });

/** Page text a message shares. */
export type SharedText = z.infer<typeof SharedText>;

/** One message of a conversation, as kept on the device and sent to the server. */
export const ChatTurn = ChatMessage.extend({ context: SharedText.optional() });

/** One message of a conversation. */
export type ChatTurn = z.infer<typeof ChatTurn>;

/** What a panel asks the background for over the port: an answer to a conversation, a translation, or what is left today. */
export const AiRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('chat'), messages: z.array(ChatTurn).min(1).max(CHAT_LIMITS.messages) }),
  API_ROUTES.translate.body.extend({ kind: z.literal('translate'), target: z.string().min(2).max(35) }),
  z.object({ kind: z.literal('usage') }),
]);

/** A request over the port. */
export type AiRequest = z.infer<typeof AiRequest>;

/** What is left of the AI plan today (the `quota` event). */
export type { ChatQuota } from './api-contract';

/** An event of an answer: what is left first, then its text in pieces, then `done` or an `error` sentence. */
export type AiEvent =
  | ({ type: 'quota' } & ChatQuota)
  | { type: 'text'; text: string }
  | { type: 'done' }
  | { type: 'error'; error: string };

/** The sentence for an answer stream that ended before the server said it was done. */
export const STREAM_CUT =
  'The connection to the Intently server dropped before the answer was complete; please try again.';

const EVENTS = {
  quota: ChatQuota,
  text: z.object({ text: z.string() }),
  done: z.object({}),
  error: z.object({ error: z.string().min(1) }),
} as const;

/** Reads the server's answer stream, calling `onEvent` for each event; always ends with one `done` or `error` (a cut stream is an error). */
export async function readAiEvents(body: ReadableStream<Uint8Array>, onEvent: (event: AiEvent) => void): Promise<void> {
  const reader = body
    .pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>)
    .pipeThrough(new EventSourceParserStream())
    .getReader();
  try {
    for (;;) {
      const next = await reader.read();
      if (next.done) break;
      const event = knownEvent(EVENTS, next.value) as AiEvent | null;
      if (!event) continue; // an event this version does not know, or data it cannot read: skipped
      onEvent(event);
      if (event.type === 'done' || event.type === 'error') return;
    }
  } catch {
    // the connection broke: said below
  } finally {
    reader.releaseLock();
  }
  onEvent({ type: 'error', error: STREAM_CUT });
}
