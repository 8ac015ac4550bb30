import { describe, expect, it } from 'vitest';
import { translateUrl } from './translate-url';

describe('translateUrl', () => {
  it.each([
    ['bonjour & merci', 'https://translate.google.com/?sl=auto&tl=en&text=bonjour%20%26%20merci&op=translate'],
    ['a/b?c#d', 'https://translate.google.com/?sl=auto&tl=en&text=a%2Fb%3Fc%23d&op=translate'],
  ])('%j → %s', (text, url) => expect(translateUrl(text)).toBe(url));
});
