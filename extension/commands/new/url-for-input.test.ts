import { describe, expect, it } from 'vitest';
import { urlForInput } from './url-for-input';

describe('urlForInput (/new)', () => {
  it.each([
    ['', undefined],
    ['https://a.dev/x', 'https://a.dev/x'],
    ['github.com/pulls', 'https://github.com/pulls'],
    ['best pizza', 'https://www.google.com/search?q=best%20pizza'],
  ])('%j → %s', (text, url) => expect(urlForInput(text)).toBe(url));
});
