import { describe, expect, it } from 'vitest';
import { packedAt, packStrings } from './packed-strings';

describe('packStrings', () => {
  it.each([[[]], [['']], [['a', '', 'bc', '']], [['https://x.example/ü', 'emoji 🙂 title', 'a'.repeat(5_000)]]])(
    'gives back %j',
    (strings) => {
      const packed = packStrings(strings);
      expect(Array.from(strings, (_, i) => packedAt(packed, i))).toEqual(strings);
    },
  );
});
