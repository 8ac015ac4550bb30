import { describe, expect, it } from 'vitest';
import { parseLimitArg } from './parse-limit-arg';

const USAGE =
  'Type whole minutes from 0 (off) to 360, then optionally a site or "social": "/limit 30", "/limit 30 social".';

describe('parseLimitArg ("/limit 30", "/limit 30 news.dev", "/limit 30 social")', () => {
  it.each([
    ['30', { minutes: 30, target: null }],
    ['0', { minutes: 0, target: null }],
    ['360 News.dev', { minutes: 360, target: 'news.dev' }],
    [' 30   social ', { minutes: 30, target: 'social' }],
  ])('%j → %j', (arg, parsed) => expect(parseLimitArg(arg)).toEqual(parsed));

  it.each(['', 'lots', '30.5', '-5', '361', '30 social extra'])('refuses %j, saying what to type', (arg) => {
    expect(() => parseLimitArg(arg)).toThrow(USAGE);
  });
});
