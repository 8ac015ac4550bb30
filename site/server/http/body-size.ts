import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { NOTE_BATCH_LIMITS } from '../../../extension/account/api-contract';
import { ApiError } from './api-error';

/** Default request body limit. */
export const BODY_LIMIT = 64 * 1024;
/** Body limit for a note backup, alone or in a batch. */
export const NOTE_BODY_LIMIT = NOTE_BATCH_LIMITS.bytes;

/** Body limit for a settings write (many keys at once, each value up to 64 KB). */
export const SETTINGS_BODY_LIMIT = 1024 * 1024;

/** Body limit for an AI chat request (issue #23): a conversation with a shared page's text. */
export const CHAT_BODY_LIMIT = 512 * 1024;

const BODYLESS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Refuses bodies larger than maxBytes with a 413 sentence, before reading them whole. */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${maxBytes / 1024} KB`;
  const tooLarge = (c: Context): never => {
    // The rest of the body is never read, so this connection cannot carry another request.
    c.header('Connection', 'close');
    throw new ApiError(413, `The request body is too large; it must be at most ${size}.`);
  };
  // Counts a chunked body as it streams in; only used without Content-Length, since touching the raw body
  // makes the Node adapter build a full Request, which costs more than the rest of a small request.
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (BODYLESS.has(c.req.method)) return next();
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return streamed(c, next);
    // Node's HTTP parser never delivers more bytes than Content-Length announces.
    if (Number(length) > maxBytes) tooLarge(c);
    return next();
  };
}
