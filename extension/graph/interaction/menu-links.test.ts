import { describe, expect, it } from 'vitest';
import { copyLinksText, menuUrls } from './menu-links';

describe('menu links (SPEC §5)', () => {
  it.each([
    [
      'keeps order and drops duplicates',
      ['https://a.dev/', 'https://b.dev/', 'https://a.dev/'],
      ['https://a.dev/', 'https://b.dev/'],
    ],
    [
      'skips browser-internal pages',
      ['chrome://newtab/', 'https://a.dev/', 'chrome-extension://x/app.html', 'about:blank'],
      ['https://a.dev/'],
    ],
    ['gives nothing for nothing', [], []],
  ])('%s', (_name, urls, expected) => {
    expect(menuUrls(urls)).toEqual(expected);
  });

  it('joins the copied links with newlines', () => {
    expect(copyLinksText(['https://a.dev/', 'chrome://settings', 'https://b.dev/x', 'https://a.dev/'])).toBe(
      'https://a.dev/\nhttps://b.dev/x',
    );
  });
});
