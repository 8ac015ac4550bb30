import type { Context } from 'hono';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import { CHAT_LIMITS, type ApiAnswer } from '../../../extension/account/api-contract';
import { AiProviderError, streamChatCompletion, type ChatMessage } from '../ai/chat-completions';
import type { AppDeps, AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import { readJson } from '../http/json-body';
import { requireSession } from '../http/require-session';

const { text: MAX_CHAT_TEXT, context: MAX_CHAT_CONTEXT, messages: MAX_CHAT_MESSAGES } = CHAT_LIMITS;

/** What the chat endpoints answer visitors when no AI provider is configured (the settings are in the start-up notice). */
export const CHAT_UNAVAILABLE = "AI chat isn't available on this server: no AI provider is configured.";

/** SPEC §6 Basic plan: the sentence of a reached daily limit. */
export const chatLimitReached = (limit: number, seconds: number) =>
  `The Basic plan allows ${limit} AI chat messages a day, and this account has used them all today; more are available at 00:00 UTC, in ${
    seconds >= 3600 ? `${Math.ceil(seconds / 3600)} hours` : `${Math.ceil(seconds / 60)} minutes`
  }. Pro has unlimited AI chat.`;

const Context_ = z.object({
  source: z.enum(['selection', 'page'], { error: 'Send "context.source" as "selection" or "page".' }),
  title: z.string().max(CHAT_LIMITS.title, { error: `Send a page title of at most ${CHAT_LIMITS.title} characters.` }),
  url: z.string().max(CHAT_LIMITS.url, {
    error: `Send a page address of at most ${CHAT_LIMITS.url.toLocaleString('en')} characters.`,
  }),
  text: z
    .string()
    .min(1, { error: 'Send the shared text in "context.text".' })
    .max(MAX_CHAT_CONTEXT, {
      error: `Share at most ${MAX_CHAT_CONTEXT.toLocaleString('en')} characters of page text.`,
    }),
});

const Message = z.object({
  role: z.enum(['user', 'assistant'], { error: 'Send each message\'s "role" as "user" or "assistant".' }),
  content: z
    .string()
    .min(1, { error: 'Send each message with some text.' })
    .max(MAX_CHAT_TEXT, { error: `Send messages of at most ${MAX_CHAT_TEXT.toLocaleString('en')} characters.` }),
  context: Context_.optional(),
});

const ChatBody = z.object({
  messages: z
    .array(Message, { error: 'Send "messages" as a list of { role, content }, the conversation so far.' })
    .min(1, { error: 'Send at least one message.' })
    .max(MAX_CHAT_MESSAGES, {
      error: `Send at most ${MAX_CHAT_MESSAGES} messages of a conversation; start a new chat.`,
    })
    .refine((messages) => messages.at(-1)?.role === 'user', {
      error: 'The last message must be the user\'s ("role": "user").',
    }),
});

const TranslateBody = z.object({
  text: z
    .string()
    .trim()
    .min(1, { error: 'Send the text to translate in "text".' })
    .max(MAX_CHAT_TEXT, { error: `Translate at most ${MAX_CHAT_TEXT.toLocaleString('en')} characters at once.` }),
  target: z
    .string()
    .regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/, { error: 'Send "target" as a language tag, like "fr" or "pt-BR".' }),
});

/** The message the provider reads for a user message with shared page text. */
function withContext(message: z.infer<typeof Message>): ChatMessage {
  if (!message.context) return { role: message.role, content: message.content };
  const { source, title, url, text } = message.context;
  const what = source === 'page' ? 'the readable text of the page' : 'text selected on the page';
  return {
    role: 'user',
    content: `${message.content}\n\n---\nShared with this message, ${what} "${title}" (${url}):\n\n${text}`,
  };
}

/** The English name of a language tag ("fr" → "French"); the tag itself when the runtime has no name for it. */
const languageName = (tag: string) => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
  } catch {
    return tag;
  }
};

const utcDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const secondsToMidnight = (time: number) => Math.ceil((86_400_000 - (time % 86_400_000)) / 1000);

/**
 * POST /api/chat and POST /api/translate (issue #23): the signed-in account's conversation (or text to translate)
 * goes to the AI provider, whose key stays here, and its answer streams back. Nothing said is logged or stored:
 * only a count of messages per account and UTC day (the Basic plan's limit; Pro is unlimited). GET /api/chat/usage
 * tells what is left. The answer is a text/event-stream of named events:
 * - `quota`, first: `{ plan, limit, left }` (limit and left null on Pro or with no limit);
 * - `text`, any number: `{ text }`, the next piece of the answer;
 * - then exactly one of `done` (`{}`) or `error` (`{ error }`, a sentence: the provider stopped or the answer was cut off).
 * Failures before the answer starts are JSON `{ error }` answers: 503 without a provider, 429 with Retry-After
 * at the plan's limit or when the provider is busy, 502/503 for the provider's other errors. A client that goes
 * away (Stop) aborts the provider's request.
 */
export function chatRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, storage } = deps;
  const routes = new Hono<AppEnv>();
  const { provider, messagesPerDay } = config.chat;

  /** The plan's limit for the account: null when unlimited (Pro, or CHAT_MESSAGES_PER_DAY=0). */
  const limitOf = (c: Context<AppEnv>) =>
    c.get('account').plan === 'pro' || messagesPerDay === 0 ? null : messagesPerDay;

  routes.get('/chat/usage', requireSession(deps, 'read'), async (c) => {
    if (!provider) throw new ApiError(503, CHAT_UNAVAILABLE);
    const limit = limitOf(c);
    const now = Date.now();
    const used = await storage.chatUsage.used(c.get('account').id, utcDay(now));
    const answer = {
      plan: c.get('account').plan,
      limit,
      left: limit === null ? null : Math.max(0, limit - used),
      resetsAt: new Date(now + secondsToMidnight(now) * 1000).toISOString(),
    };
    return c.json(answer satisfies ApiAnswer<'chatUsage'>);
  });

  /** Counts the message, asks the provider, and streams its answer back. */
  const answer = async (c: Context<AppEnv>, messages: ChatMessage[]) => {
    if (!provider) throw new ApiError(503, CHAT_UNAVAILABLE);
    const account = c.get('account');
    const now = Date.now();
    const day = utcDay(now);
    const limit = limitOf(c);
    const used = await storage.chatUsage.take(account.id, day, limit);
    if (used === null) {
      const seconds = secondsToMidnight(now);
      c.header('Retry-After', String(seconds));
      throw new ApiError(429, chatLimitReached(limit!, seconds), { limit, left: 0 });
    }
    const upstream = new AbortController();
    c.req.raw.signal.addEventListener('abort', () => upstream.abort(), { once: true });
    let deltas: AsyncGenerator<string, void>;
    try {
      deltas = await streamChatCompletion(provider, messages, upstream.signal);
    } catch (error) {
      // The provider never answered: the message is not counted.
      await storage.chatUsage.refund(account.id, day);
      if (!(error instanceof AiProviderError))
        throw new ApiError(503, 'The AI provider did not answer; please try again in a moment.');
      if (error.operatorNotice) console.warn(error.operatorNotice);
      if (error.retryAfterSeconds !== undefined) c.header('Retry-After', String(error.retryAfterSeconds));
      throw new ApiError(error.status, error.message);
    }
    return streamSSE(c, async (stream) => {
      stream.onAbort(() => upstream.abort());
      await stream.writeSSE({
        event: 'quota',
        data: JSON.stringify({ plan: account.plan, limit, left: limit === null ? null : limit - used }),
      });
      try {
        for await (const text of deltas) await stream.writeSSE({ event: 'text', data: JSON.stringify({ text }) });
        await stream.writeSSE({ event: 'done', data: '{}' });
      } catch (error) {
        if (upstream.signal.aborted) return;
        const sentence =
          error instanceof AiProviderError ? error.message : "The AI provider's answer was cut off; please try again.";
        await stream.writeSSE({ event: 'error', data: JSON.stringify({ error: sentence }) }).catch(() => undefined);
      }
    });
  };

  routes.post('/chat', requireSession(deps, 'write'), async (c) => {
    if (!provider) throw new ApiError(503, CHAT_UNAVAILABLE);
    const { messages } = await readJson(c, ChatBody);
    return answer(c, messages.map(withContext));
  });

  routes.post('/translate', requireSession(deps, 'write'), async (c) => {
    if (!provider) throw new ApiError(503, CHAT_UNAVAILABLE);
    const { text, target } = await readJson(c, TranslateBody);
    const system = `Translate the user's text into ${languageName(target)}. Answer with the translation only, keeping its line breaks and formatting; if it is already in that language, answer it unchanged.`;
    return answer(c, [
      { role: 'system', content: system },
      { role: 'user', content: text },
    ]);
  });
  return routes;
}
