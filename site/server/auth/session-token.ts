import { createHash, randomBytes } from 'node:crypto';

/** SHA-256 of a secret (session token, sign-in code): what the database stores, so a leak of it grants nothing. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** A fresh 256-bit session token for the cookie and its hash for the database. */
export function newSessionToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashSecret(token) };
}
