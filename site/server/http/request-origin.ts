import { isIP } from 'node:net';
import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { ApiError } from './api-error';

/**
 * The entry the trusted proxy appended to a forwarding header: the rightmost one. Entries to its left come
 * from whoever sent the request to the proxy, so a client can write anything there.
 */
const proxyEntry = (c: Context, header: string) => c.req.header(header)?.split(',').at(-1)?.trim();

/** True when the request reached us over https (directly, or via the trusted proxy's X-Forwarded-Proto). */
export function isHttps(c: Context, trustProxy: boolean): boolean {
  if (trustProxy && proxyEntry(c, 'x-forwarded-proto') === 'https') return true;
  return new URL(c.req.url).protocol === 'https:';
}

/**
 * The origin this request reached (scheme and Host), which the local sign-in returns to. The client writes the
 * Host header, so only an origin on the allow-list counts; any other is refused.
 */
export function ownOrigin(c: Context, trustProxy: boolean, allowed: readonly string[]): string {
  const origin = `${isHttps(c, trustProxy) ? 'https:' : new URL(c.req.url).protocol}//${new URL(c.req.url).host}`;
  if (!allowed.includes(origin))
    throw new ApiError(400, `This server does not answer for ${origin}; open the Intently site at its own address.`);
  return origin;
}

/** The client's address for rate limiting: the socket peer, or the address the trusted proxy saw (X-Forwarded-For). */
export function clientAddress(c: Context, trustProxy: boolean): string {
  const forwarded = trustProxy ? proxyEntry(c, 'x-forwarded-for') : undefined;
  // Anything but an address (a misconfigured proxy, or no proxy at all) falls back to the socket peer.
  return (forwarded && isIP(forwarded) ? forwarded : getConnInfo(c).remote.address) || 'unknown';
}
