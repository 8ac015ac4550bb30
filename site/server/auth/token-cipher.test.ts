import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { sealLegacyToken as sealLegacy } from '../test/seal-legacy-token';
import { decryptLegacyToken, decryptToken, encryptToken, isLegacyToken } from './token-cipher';

const key = randomBytes(32);
const ACCOUNT = '5d7f3c1e-0000-4000-8000-000000000001';

describe('token cipher', () => {
  it.each(['1//0refresh-token', 'ü🎉', 'x'.repeat(4096)])('round-trips %s without keeping it readable', (token) => {
    const sealed = encryptToken(key, token, ACCOUNT);
    expect(sealed).not.toContain(token);
    expect(sealed).toMatch(/^v2\./);
    expect(decryptToken(key, sealed, ACCOUNT)).toBe(token);
  });

  it('uses a fresh nonce each time and a 16-byte tag', () => {
    const [a, b] = [encryptToken(key, 'same', ACCOUNT), encryptToken(key, 'same', ACCOUNT)];
    expect(a).not.toBe(b);
    expect(Buffer.from(a.split('.')[2]!, 'base64url')).toHaveLength('same'.length + 16);
  });

  it.each([
    ['another key', (sealed: string) => decryptToken(randomBytes(32), sealed, ACCOUNT)],
    ['another account (a row copied to it)', (sealed: string) => decryptToken(key, sealed, `${ACCOUNT}x`)],
    [
      'altered ciphertext',
      (sealed: string) => decryptToken(key, sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA'), ACCOUNT),
    ],
    [
      'a tag cut to 4 bytes',
      (sealed: string) => {
        const [version, iv, body] = sealed.split('.');
        const bytes = Buffer.from(body!, 'base64url');
        return decryptToken(
          key,
          [version, iv, bytes.subarray(0, bytes.length - 12).toString('base64url')].join('.'),
          ACCOUNT,
        );
      },
    ],
    ['an unknown format', () => decryptToken(key, 'plaintext', ACCOUNT)],
    ['a token sealed before tokens named their account', () => decryptToken(key, sealLegacy(key, 'secret'), ACCOUNT)],
  ])('refuses %s', (_, open) => {
    expect(() => open(encryptToken(key, 'secret', ACCOUNT))).toThrow();
  });

  it('opens a token sealed before tokens named their account only as one (for migration 009)', () => {
    const legacy = sealLegacy(key, 'old secret');
    expect(isLegacyToken(legacy)).toBe(true);
    expect(isLegacyToken(encryptToken(key, 'new', ACCOUNT))).toBe(false);
    expect(decryptLegacyToken(key, legacy)).toBe('old secret');
    expect(() => decryptLegacyToken(key, encryptToken(key, 'new', ACCOUNT))).toThrow();
  });
});
