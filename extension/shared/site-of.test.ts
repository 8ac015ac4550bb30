import { describe, expect, it } from 'vitest';
import { hostWithoutWww, siteOf } from './site-of';

describe('siteOf', () => {
  it.each([
    ['https://www.github.com/a?b', 'github.com'],
    ['http://127.0.0.1:8080/x', '127.0.0.1'],
    ['https://wwwx.dev/', 'wwwx.dev'],
    ['chrome://newtab/', null],
    ['not a url', null],
    [undefined, null],
  ])('%s → %s', (url, site) => expect(siteOf(url)).toBe(site));
});

describe('hostWithoutWww', () => {
  it.each([
    ['www.news.dev', 'news.dev'],
    ['news.dev', 'news.dev'],
    ['www2.news.dev', 'www2.news.dev'],
    ['a.www.dev', 'a.www.dev'],
  ])('%s → %s', (host, expected) => expect(hostWithoutWww(host)).toBe(expected));
});
