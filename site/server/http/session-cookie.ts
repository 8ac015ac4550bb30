import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { isHttps } from './request-origin';

const NAME = 'intently_session';

/** How long a sign-in lasts. */
export const SESSION_DAYS = 30;

// Over https the `__Host-` prefix pins the cookie to this host, path / and Secure; plain http (local dev) cannot use it.
const prefix = (c: Context, trustProxy: boolean) => (isHttps(c, trustProxy) ? ('host' as const) : undefined);

/** The session token from the request's cookie, if any. */
export function readSessionCookie(c: Context, trustProxy: boolean): string | undefined {
  return getCookie(c, NAME, prefix(c, trustProxy));
}

/** Sets the HttpOnly, SameSite=Lax session cookie (Secure and `__Host-` over https). */
export function writeSessionCookie(c: Context, trustProxy: boolean, token: string): void {
  const secure = isHttps(c, trustProxy);
  setCookie(c, NAME, token, {
    httpOnly: true,
    sameSite: 'Lax',
    secure,
    path: '/',
    maxAge: SESSION_DAYS * 24 * 60 * 60,
    prefix: prefix(c, trustProxy),
  });
}

/** Removes the session cookie from the browser. */
export function clearSessionCookie(c: Context, trustProxy: boolean): void {
  deleteCookie(c, NAME, { path: '/', secure: isHttps(c, trustProxy), prefix: prefix(c, trustProxy) });
}
