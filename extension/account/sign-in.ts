/**
 * Sign-in from the extension, handed over by the site's /auth page (docs/accounts-and-sync.md "Sign-in hand-over"):
 * 1. the extension makes a one-time `state` and a secret `verifier`, keeps both in session storage (memory,
 *    gone when the browser closes) and opens `<server>/auth?source=extension&state=…&challenge=SHA-256(verifier)&extension=<id>`;
 * 2. after the identity provider, the server binds a one-time hand-over code to that challenge and our
 *    extension id, and the page passes `{ state, code }` to us through `externally_connectable` messaging;
 * 3. we take it only from the configured server's /auth page, for a state we started in the last 10 minutes,
 *    and trade code + verifier for a session token: a code seen by anyone else is useless without the verifier.
 */
import { z } from 'zod';
import { accountApi, type AccountProfile } from './account-api';

/** How long a started sign-in may take. */
export const SIGN_IN_MINUTES = 10;

const PENDING_KEY = 'pendingSignIns';

/** A sign-in this extension started, waiting for the /auth page's hand-over. */
interface PendingSignIn {
  verifier: string;
  origin: string;
  startedAt: number;
}

/** The slice of `storage.session` sign-in needs. */
export interface SessionStorage {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

async function pending(storage: SessionStorage, now: number): Promise<Record<string, PendingSignIn>> {
  const all = ((await storage.get(PENDING_KEY))[PENDING_KEY] ?? {}) as Record<string, PendingSignIn>;
  return Object.fromEntries(Object.entries(all).filter(([, p]) => now - p.startedAt < SIGN_IN_MINUTES * 60_000));
}

/** Starts a sign-in with the server at `origin`: remembers its state and verifier and answers the /auth address to open. */
export async function startSignIn(
  storage: SessionStorage,
  origin: string,
  extensionId: string,
  now: number,
): Promise<string> {
  const state = `extension_${base64url(crypto.getRandomValues(new Uint8Array(24)))}`;
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  const challenge = base64url(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier)));
  await storage.set({
    [PENDING_KEY]: { ...(await pending(storage, now)), [state]: { verifier, origin, startedAt: now } },
  });
  const query = new URLSearchParams({ source: 'extension', state, challenge, extension: extensionId });
  return `${origin}/auth?${query}`;
}

/** The message the /auth page sends with the hand-over code. */
export const HandOverMessage = z.object({
  type: z.literal('intently/hand-over'),
  state: z.string().regex(/^extension_[\w-]{16,128}$/),
  code: z.string().regex(/^[\w-]{16,128}$/),
});

/** The sender of an external message, as the browser vouches for it. */
export interface ExternalSender {
  origin?: string;
  url?: string;
}

/** Refusal sentences; the page shows them. */
export const HAND_OVER_REFUSED = {
  sender: 'Intently takes a sign-in only from the /auth page of the server set in its Account settings.',
  state: 'This sign-in was not started by this browser, or took longer than 10 minutes; start it again from Intently.',
} as const;

/**
 * Accepts the /auth page's hand-over: checks who sent it and that we started this sign-in (each state once),
 * then trades code and verifier for a session. Answers the token and profile, or throws the sentence to show.
 */
export async function acceptHandOver(
  storage: SessionStorage,
  message: unknown,
  sender: ExternalSender,
  now: number,
  fetchImpl: typeof fetch = fetch,
): Promise<{ origin: string; token: string; expiresAt: string; account: AccountProfile }> {
  const { state, code } = HandOverMessage.parse(message);
  const all = await pending(storage, now);
  const started = all[state];
  if (!started) throw new Error(HAND_OVER_REFUSED.state);
  if (sender.origin !== started.origin || !sender.url || new URL(sender.url).pathname !== '/auth')
    throw new Error(HAND_OVER_REFUSED.sender);
  delete all[state];
  await storage.set({ [PENDING_KEY]: all });
  const session = await accountApi(started.origin, null, fetchImpl).exchangeHandOver(code, started.verifier);
  return { origin: started.origin, ...session };
}
