import { describe, expect, it } from 'vitest';
import { appPageOf } from './app-page-of';

describe('appPageOf', () => {
  it.each([
    ['?page=graph', 'graph'],
    ['?x=1&page=graph', 'graph'],
    ['?page=main', 'main'],
    ['', 'main'],
    ['?page=Graph', 'main'],
    ['?page=settings', 'main'],
  ] as const)('%j is the %s page', (search, page) => {
    expect(appPageOf(search)).toBe(page);
  });
});
