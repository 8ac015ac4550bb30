import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** True when the request reached us over https (directly, or via a trusted proxy's X-Forwarded-Proto). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy && c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

/** The origin this server answers on for this request, so same-origin calls always pass the Origin checks. */
export function ownOrigin(c: Context, trustProxy: boolean): string {
  const url = new URL(c.req.url);
  return `${isHttps(c, trustProxy) ? 'https:' : url.protocol}//${url.host}`;
}

/** The client's address for rate limiting: the socket peer, or the first X-Forwarded-For hop behind a trusted proxy. */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || getConnInfo(c).remote.address || 'unknown';
}
