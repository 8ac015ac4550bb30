import { createCipheriv, randomBytes } from 'node:crypto';

/** A token as this server sealed it before tokens named their account (v1: AES-256-GCM, no associated data). */
export function sealLegacyToken(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url')].join('.');
}
