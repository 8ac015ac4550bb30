import { describe, expect, it } from 'vitest';
import { parseMessage } from './index';

describe('parseMessage', () => {
  it.each([
    ['a valid page-stats message', { type: 'tracking/page-stats', url: 'https://a.dev/x', wordCount: 120, readProgress: 0.5 }, true],
    ['a bar/open message', { type: 'bar/open' }, true],
    ['an unknown type', { type: 'tracking/unknown' }, false],
    ['an inherited property as type', { type: 'toString' }, false],
    ['a negative word count', { type: 'tracking/page-stats', url: 'https://a.dev/', wordCount: -1, readProgress: 0 }, false],
    ['a progress above 1', { type: 'tracking/page-stats', url: 'https://a.dev/', wordCount: 1, readProgress: 2 }, false],
    ['a url that is not one', { type: 'tracking/page-stats', url: 'javascript alert', wordCount: 1, readProgress: 0 }, false],
    ['null', null, false],
    ['a string', 'bar/open', false],
  ])('%s', (_name, input, valid) => {
    expect(parseMessage(input) !== null).toBe(valid);
  });
});
