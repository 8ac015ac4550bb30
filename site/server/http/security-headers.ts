import type { MiddlewareHandler } from 'hono';
import type { ServerConfig } from '../config';
import { isHttps } from './request-origin';

/**
 * Content Security Policy of the site: no inline or eval'd scripts, no framing.
 * Allowed hosts: favicons and clip images (img https:), the music provider's SDK and API, and the hosted
 * waitlist database client; in development also the local API on port 3001 used by the dev site (SPEC §7).
 * 'wasm-unsafe-eval' lets the demo graph compile its WASM core; it does not allow JavaScript eval.
 */
function contentSecurityPolicy(development: boolean): string {
  const devApi = development ? ' http://localhost:3001 http://127.0.0.1:3001' : '';
  return [
    "default-src 'self'",
    "script-src 'self' 'wasm-unsafe-eval' https://sdk.scdn.co",
    "worker-src 'self' blob:",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${devApi} https://api.spotify.com https://*.googleapis.com`,
    'frame-src https://sdk.scdn.co',
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Adds the security headers to every response; HSTS only over https, where it means something. */
export function securityHeaders({ trustProxy, development }: Pick<ServerConfig, 'trustProxy' | 'development'>): MiddlewareHandler {
  const policy = contentSecurityPolicy(development);
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
