import { describe, expect, it } from 'vitest';
import { siteName } from './day-cards';

describe('siteName', () => {
  it.each([
    ['github.com', 'github'],
    ['docs.github.com', 'github'],
    ['127.0.0.1', '127.0.0.1'],
    ['localhost', 'localhost'],
  ])('%s → %s', (domain, expected) => {
    expect(siteName(domain)).toBe(expected);
  });
});
