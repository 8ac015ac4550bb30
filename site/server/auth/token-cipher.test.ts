import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptToken, encryptToken } from './token-cipher';

const key = randomBytes(32);

describe('token cipher', () => {
  it.each(['1//0refresh-token', 'ü🎉', 'x'.repeat(4096)])('round-trips %s without keeping it readable', (token) => {
    const sealed = encryptToken(key, token);
    expect(sealed).not.toContain(token);
    expect(decryptToken(key, sealed)).toBe(token);
  });

  it('uses a fresh nonce each time', () => {
    expect(encryptToken(key, 'same')).not.toBe(encryptToken(key, 'same'));
  });

  it.each([
    ['another key', (sealed: string) => decryptToken(randomBytes(32), sealed)],
    [
      'altered ciphertext',
      (sealed: string) => decryptToken(key, sealed.slice(0, -2) + (sealed.endsWith('A') ? 'BB' : 'AA')),
    ],
    ['an unknown format', () => decryptToken(key, 'plaintext')],
  ])('refuses %s', (_, open) => {
    expect(() => open(encryptToken(key, 'secret'))).toThrow();
  });
});
