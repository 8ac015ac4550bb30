import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ApiError } from './api-error';

/** Default request body limit. */
export const BODY_LIMIT = 64 * 1024;
/** Body limit for a note backup. */
export const NOTE_BODY_LIMIT = 1024 * 1024;

/** Refuses bodies larger than maxBytes with a 413 sentence, before reading them whole. */
export function limitBody(maxBytes: number): MiddlewareHandler {
  const size = maxBytes >= 1024 * 1024 ? `${maxBytes / (1024 * 1024)} MB` : `${maxBytes / 1024} KB`;
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      // The rest of the body is never read, so this connection cannot carry another request.
      c.header('Connection', 'close');
      throw new ApiError(413, `The request body is too large; it must be at most ${size}.`);
    },
  });
}
