import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

const VERSION = 'v2';
/** Tokens sealed before they named their account (migration 009 re-seals them). */
const LEGACY_VERSION = 'v1';
const TAG_BYTES = 16;
const NOT_READABLE = 'The stored token is not in a format this server can read.';

/**
 * Seals a provider token for one account with AES-256-GCM: the account id is associated data, so the sealed
 * text opens only for that account (a row copied to another account does not). The output carries its version,
 * nonce and 16-byte tag.
 */
export function encryptToken(key: Buffer, plaintext: string, accountId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv, { authTagLength: TAG_BYTES });
  cipher.setAAD(Buffer.from(accountId, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return [VERSION, iv.toString('base64url'), body.toString('base64url')].join('.');
}

function open(key: Buffer, sealed: string, version: string, accountId: string | null): string {
  const [given, iv, body] = sealed.split('.');
  if (given !== version || !iv || !body) throw new Error(NOT_READABLE);
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.length < TAG_BYTES) throw new Error(NOT_READABLE);
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'), { authTagLength: TAG_BYTES });
  if (accountId !== null) decipher.setAAD(Buffer.from(accountId, 'utf8'));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
}

/** Opens what encryptToken sealed for `accountId`; throws when the key or account differs or the text was altered. */
export function decryptToken(key: Buffer, sealed: string, accountId: string): string {
  return open(key, sealed, VERSION, accountId);
}

/** Whether a stored token was sealed before tokens named their account (for migration 009 only). */
export const isLegacyToken = (sealed: string) => sealed.startsWith(`${LEGACY_VERSION}.`);

/** Opens a token sealed before tokens named their account (for migration 009 only, which re-seals it). */
export function decryptLegacyToken(key: Buffer, sealed: string): string {
  return open(key, sealed, LEGACY_VERSION, null);
}
