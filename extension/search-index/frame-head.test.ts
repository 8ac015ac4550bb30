import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64 } from './frame-head';

describe('the frame head’s bytes as base64', () => {
  it('reads back every byte value, past one chunk of the encoder', () => {
    const bytes = Uint8Array.from({ length: 0x8000 * 2 + 17 }, (_, i) => (i * 7919) % 256);
    const text = toBase64(bytes);
    expect(text).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(fromBase64(text)).toEqual(bytes);
  });

  it('writes what the standard encoder writes', () => {
    expect(toBase64(new TextEncoder().encode('Intently'))).toBe('SW50ZW50bHk=');
    expect(toBase64(new Uint8Array())).toBe('');
  });
});
