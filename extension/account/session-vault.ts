/**
 * The session token at rest: sealed with AES-GCM under a key generated on this device as non-extractable,
 * kept beside it in IndexedDB (the browser stores the key but never hands its bytes to a script), so the
 * token is never written in the clear (DESIGN: secrets are encrypted where they are stored).
 */
import type { AccountDb } from '../storage/account-db';

/** Seals and stores the session token, replacing any earlier one. */
export async function sealSession(db: AccountDb, token: string, expiresAt: string): Promise<void> {
  const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const sealedToken = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(token));
  await db.session.put({ id: 'session', key, iv, sealedToken, expiresAt });
}

/** The stored session token, or null when signed out, expired or unreadable. */
export async function openSession(db: AccountDb, now: number): Promise<string | null> {
  const stored = await db.session.get('session');
  if (!stored || Date.parse(stored.expiresAt) <= now) return null;
  try {
    return new TextDecoder().decode(
      await crypto.subtle.decrypt({ name: 'AES-GCM', iv: stored.iv }, stored.key, stored.sealedToken),
    );
  } catch {
    return null;
  }
}
