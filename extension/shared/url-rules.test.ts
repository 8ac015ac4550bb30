import { describe, expect, it } from 'vitest';
import { domainOf, isTrackableUrl, stripOAuthParams } from './url-rules';

describe('isTrackableUrl', () => {
  it.each([
    ['https://github.com/a', true],
    ['http://127.0.0.1:8080/x', true],
    ['chrome://settings/', false],
    ['chrome://newtab/', false],
    ['chrome-search://local-ntp/local-ntp.html', false],
    ['chrome-extension://abc/app.html', false],
    ['file:///home/me/notes.txt', false],
    ['about:blank', false],
    ['data:text/html,<p>hi</p>', false],
    ['javascript:alert(1)', false],
    ['not a url', false],
    [undefined, false],
  ])('%s → %s', (url, expected) => {
    expect(isTrackableUrl(url)).toBe(expected);
  });
});

describe('stripOAuthParams', () => {
  it.each([
    ['https://app.dev/cb?code=abc&state=xyz&page=2', 'https://app.dev/cb?page=2'],
    ['https://app.dev/cb?access_token=t&id_token=i&token=k', 'https://app.dev/cb'],
    ['https://app.dev/cb#access_token=t&token_type=bearer', 'https://app.dev/cb#token_type=bearer'],
    ['https://app.dev/read#section-2', 'https://app.dev/read#section-2'],
    ['https://app.dev/search?q=code', 'https://app.dev/search?q=code'],
    ['https://app.dev/x?codes=1', 'https://app.dev/x?codes=1'],
  ])('%s → %s', (url, expected) => {
    expect(stripOAuthParams(url)).toBe(expected);
  });
});

describe('domainOf', () => {
  it.each([
    ['https://www.github.com/a', 'github.com'],
    ['https://docs.github.com/a', 'docs.github.com'],
    ['http://127.0.0.1:8080/x', '127.0.0.1'],
    ['nonsense', ''],
  ])('%s → %s', (url, expected) => {
    expect(domainOf(url)).toBe(expected);
  });
});
