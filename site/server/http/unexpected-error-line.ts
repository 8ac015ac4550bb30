import type { Context } from 'hono';
import { matchedRoutes, routePath } from 'hono/route';

/** Where in the server's own code an error was thrown (`site/server/x.ts:12`), from its stack; null when not there. */
function ownFrame(stack: string | undefined): string | null {
  return (
    /(site\/server\/[\w./-]+\.ts):(\d+)/
      .exec(stack ?? '')
      ?.slice(1, 3)
      .join(':') ?? null
  );
}

/**
 * The pattern of the endpoint a request was for (`/api/sync/notes/:site`): the first route with a method of its
 * own among those it matched (middleware is registered for all methods), else the one that was running.
 */
function endpointPattern(c: Context): string {
  return matchedRoutes(c).find((route) => route.method !== 'ALL')?.path ?? routePath(c);
}

/**
 * The log line of an unexpected error (a 500): the method, the route's pattern (`/api/sync/notes/:site`, never
 * the path, which names a note's site), the error's kind and code, and where in our code it was thrown. Never
 * its message: a database's message quotes the values it refused, a network error's names an address, and a
 * request body may carry codes and tokens.
 */
export function unexpectedErrorLine(c: Context, error: Error): string {
  const { code } = error as { code?: unknown };
  const kind = typeof code === 'string' || typeof code === 'number' ? `${error.name} (code ${code})` : error.name;
  const where = ownFrame(error.stack);
  return `Unexpected ${kind} on ${c.req.method} ${endpointPattern(c) || 'an unknown route'}${where ? ` at ${where}` : ''}.`;
}
