import { describe, expect, it } from 'vitest';
import { displayTitle, isBrowserInternalUrl, isNewTabUrl, searchQueryOf, truncate } from './display-title';

describe('displayTitle (SPEC §5)', () => {
  it.each([
    ['a short title as is', 'https://github.com/', 'GitHub', 'GitHub'],
    [
      'a long title cut to 30 with an ellipsis',
      'https://a.dev/',
      'An extremely long article title that goes on',
      'An extremely long article tit…',
    ],
    [
      'a search query over the title',
      'https://www.google.com/search?q=rust+wasm+abi',
      'rust wasm abi - Google Search',
      'rust wasm abi',
    ],
    [
      'a long search query cut to 30',
      'https://duckduckgo.com/?q=how+to+make+a+really+fast+graph+layout+engine',
      '',
      'how to make a really fast gra…',
    ],
    [
      'the last URL segment without extension when there is no title',
      'https://docs.rs/guide/getting-started.html',
      '',
      'getting-started',
    ],
    ['segments of 2 characters or fewer ignored', 'https://example.com/docs/v2/', '', 'docs'],
    [
      'a long segment cut to 25',
      'https://example.com/a-very-long-segment-name-that-keeps-going',
      '',
      'a-very-long-segment-name…',
    ],
    ['the host without www as the fallback', 'https://www.example.com/', '', 'example.com'],
    ['the host when every segment is short', 'https://www.example.com/a/b1/', '  ', 'example.com'],
    ['New Tab for the browser new-tab page', 'chrome://newtab/', 'New Tab', 'New Tab'],
    ['New Tab for extension pages', 'chrome-extension://abc/app.html', 'Intently', 'New Tab'],
  ])('%s', (_name, url, title, expected) => {
    expect(displayTitle(url, title)).toBe(expected);
  });
});

describe('searchQueryOf', () => {
  it.each([
    ['https://www.google.com/search?q=pixi+particles', 'pixi particles'],
    ['https://www.google.co.uk/search?q=tea', 'tea'],
    ['https://www.bing.com/search?q=dexie', 'dexie'],
    ['https://search.yahoo.com/search?p=comlink', 'comlink'],
    ['https://www.youtube.com/results?search_query=lofi', 'lofi'],
    ['HTTPS://WWW.Google.COM:443/search?q=Case', 'Case'],
    ['https://me@duckduckgo.com/?q=userinfo', 'userinfo'],
    ['https://www.google.com/maps', null],
    ['https://www.google.com/search?%71=percent%20encoded', 'percent encoded'],
    ['https://www.youtube.com/watch?v=search_query', null],
    ['https://www.youtube.com/watch?v=abc', null],
    ['chrome://google.com/?q=internal', null],
    ['https://example.com/?q=not-an-engine', null],
    ['not a url', null],
  ])('%s → %s', (url, expected) => {
    expect(searchQueryOf(url)).toBe(expected);
  });
});

describe('URL kinds', () => {
  it.each([
    ['chrome://newtab/', true, true],
    ['chrome://new-tab-page/', true, true],
    ['chrome-extension://id/app.html?page=main', true, true],
    ['chrome://settings/', false, true],
    ['about:blank', false, true],
    ['https://example.com/', false, false],
    ['http://127.0.0.1:3000/', false, false],
  ])('%s: new tab %s, internal %s', (url, newTab, internal) => {
    expect(isNewTabUrl(url)).toBe(newTab);
    expect(isBrowserInternalUrl(url)).toBe(internal);
  });
});

describe('truncate', () => {
  it('keeps text at the limit and never splits a surrogate pair', () => {
    expect(truncate('x'.repeat(30), 30)).toBe('x'.repeat(30));
    expect(truncate('😀'.repeat(31), 30)).toBe(`${'😀'.repeat(29)}…`);
  });
});
