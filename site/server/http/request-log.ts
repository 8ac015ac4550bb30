import { randomUUID } from 'node:crypto';
import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';

/** The response header that carries a request's id: the `id` of its log line, for a person reporting a problem. */
export const REQUEST_ID_HEADER = 'X-Request-Id';

/** The fields of a request's log line. */
export interface RequestLogLine {
  /** When the response ended (ISO 8601, UTC). */
  time: string;
  /** A random id made here for this request (never one the client sent), also sent as X-Request-Id. */
  id: string;
  method: string;
  /**
   * The pattern of the route that answered (`/api/sync/notes/:site`; `/api/sync/*` when the rate limit there
   * refused it; `/api/*` for an unknown endpoint; `/*` for the site's pages and files), never the path or its
   * query: a path names a note's site, and a query carries a sign-in's code.
   */
  route: string;
  status: number;
  /** Milliseconds from the request to the response's end (a /chat stream's whole length). */
  ms: number;
}

/**
 * Writes one JSON line per request (RequestLogLine) once its response has ended, and sends the line's id as
 * X-Request-Id. Nothing else about the request goes in: no client address, path, query, header, cookie, token or
 * body (docs/deploying.md "Logs").
 */
export function requestLog(write: (line: string) => void): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const id = randomUUID();
    // Set before the handler runs, like every other header: a response it writes itself (live sync's stream)
    // has gone out by the time next() returns.
    c.header(REQUEST_ID_HEADER, id);
    await next();
    // Read now, so a long response (a stream) keeps only these values until it ends, not the whole request.
    const { method } = c.req;
    const route = routePath(c);
    const { status } = c.res;
    const line = (): RequestLogLine => ({
      time: new Date().toISOString(),
      id,
      method,
      route,
      status,
      ms: Math.round(performance.now() - started),
    });
    // Served by Node (startServer), the response is written after this returns: log once it has gone out.
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (outgoing) outgoing.once('close', () => write(JSON.stringify(line())));
    else write(JSON.stringify(line()));
  };
}
