/**
 * Where the extension finds the Intently server (sign-in, sync): a setting with the production default.
 * Tests and a local `npm start` set it to their own server (the main page's Account settings). Pure.
 */

/** The production server. */
export const DEFAULT_API_ORIGIN = 'https://intently.app';

/** Hosts where plain http is allowed: a server on this computer. */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The origin of a server address typed by the user, or a sentence saying what it should be. */
export function parseApiOrigin(text: string): string {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    throw new Error(`"${text}" is not a server address; type one like https://intently.app or http://127.0.0.1:3000.`);
  }
  const local = LOOPBACK.has(url.hostname);
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) {
    throw new Error(
      'The server address must start with https:// (plain http:// only for 127.0.0.1 or localhost on this computer).',
    );
  }
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
    throw new Error(`Type the server's address without a path, like ${url.origin}.`);
  }
  return url.origin;
}
