import { describe, expect, it } from 'vitest';
import { expandUrlTemplate, templatePlaceholders } from './expand-url-template';

const values = {
  query: 'rust & wasm/2',
  selection: 'héllo wörld',
  url: 'https://news.dev/a?b=1#c',
  domain: 'news.dev',
};

describe('expandUrlTemplate', () => {
  it.each([
    [
      'a query value',
      'https://en.wikipedia.org/w/index.php?search={query}',
      'https://en.wikipedia.org/w/index.php?search=rust%20%26%20wasm%2F2',
    ],
    ['a path segment', 'https://en.wikipedia.org/wiki/{query}', 'https://en.wikipedia.org/wiki/rust%20%26%20wasm%2F2'],
    [
      'a whole URL as a path segment',
      'https://web.archive.org/web/{url}',
      'https://web.archive.org/web/https%3A%2F%2Fnews.dev%2Fa%3Fb%3D1%23c',
    ],
    [
      'the domain as the host',
      'https://{domain}/search?q={selection}',
      'https://news.dev/search?q=h%C3%A9llo%20w%C3%B6rld',
    ],
    [
      'the domain and the query together',
      'https://duckduckgo.com/?q=site%3A{domain}+{query}',
      'https://duckduckgo.com/?q=site%3Anews.dev+rust%20%26%20wasm%2F2',
    ],
    ['a fragment', 'https://a.dev/#{query}', 'https://a.dev/#rust%20%26%20wasm%2F2'],
    ['no placeholder', 'https://a.dev/x', 'https://a.dev/x'],
  ])('fills %s', (_what, template, expected) => {
    expect(expandUrlTemplate(template, values)).toBe(expected);
  });

  it.each([
    [
      'an unknown placeholder',
      'https://a.dev/{q}',
      '{q} is not a placeholder: use {query}, {selection}, {url} or {domain}.',
    ],
    [
      'a template that is not http(s)',
      'javascript:alert({query})',
      'The address must start with http:// or https://, for example https://en.wikipedia.org/wiki/{query}.',
    ],
    [
      'a bare host',
      'en.wikipedia.org/wiki/{query}',
      'The address must start with http:// or https://, for example https://en.wikipedia.org/wiki/{query}.',
    ],
    ['a query in the host', 'https://{query}.dev/', "Only {domain} can stand in the address's host, not {query}."],
  ])('refuses %s with a sentence', (_what, template, message) => {
    expect(() => expandUrlTemplate(template, values)).toThrow(message);
  });

  it('lists the placeholders a template uses', () => {
    expect(templatePlaceholders('https://{domain}/?q={query}&s={selection}')).toEqual(['domain', 'query', 'selection']);
  });
});
