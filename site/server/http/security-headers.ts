import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config';
import { isHttps } from './request-origin';

const origin = (address: string) => new URL(address).origin;

/**
 * Content Security Policy of the site: no inline or eval'd scripts, no framing.
 * Allowed hosts: favicons and clip images (img https:), Google's APIs, and, when the music player is set up,
 * Spotify's accounts service and Web API (connect-src: the page exchanges its PKCE code and calls the API
 * itself) and the Web Playback SDK's origin (script-src, and frame-src for the iframe the real SDK loads);
 * in development also the local API on port 3001 used by the dev site (SPEC §7).
 * 'wasm-unsafe-eval' lets the demo graph compile its WASM core; it does not allow JavaScript eval.
 */
export function contentSecurityPolicy({ development, spotify }: Pick<ServerConfig, 'development' | 'spotify'>): string {
  const devApi = development ? ' http://localhost:3001 http://127.0.0.1:3001' : '';
  const sdk = spotify ? ` ${origin(spotify.sdkUrl)}` : '';
  const spotifyApis = spotify
    ? [...new Set([origin(spotify.accountsUrl), origin(spotify.apiUrl)])].map((o) => ` ${o}`).join('')
    : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'wasm-unsafe-eval'${sdk}`,
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${devApi}${spotifyApis} https://*.googleapis.com`,
    spotify ? `frame-src${sdk}` : "frame-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Adds the security headers to every response; HSTS only over https, where it means something. */
export function securityHeaders({
  trustProxy,
  development,
  spotify,
}: Pick<ServerConfig, 'trustProxy' | 'development' | 'spotify'>): MiddlewareHandler {
  const policy = contentSecurityPolicy({ development, spotify });
  // Set before the handler runs: headers added to a finished response make the Node adapter rebuild them.
  return async (c, next) => {
    c.header('Content-Security-Policy', policy);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('X-Frame-Options', 'DENY');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    if (isHttps(c, trustProxy)) c.header('Strict-Transport-Security', 'max-age=63072000; includeSubDomains');
    await next();
  };
}
