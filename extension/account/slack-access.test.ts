import { describe, expect, it } from 'vitest';
import { DEFAULT_SLACK_API_BASE, readSlackApiBase, SLACK_API_BASE_KEY } from './slack-access';

describe('readSlackApiBase (the Slack API address setting)', () => {
  it.each([
    ['nothing stored', undefined, DEFAULT_SLACK_API_BASE],
    ['a local stand-in', 'http://127.0.0.1:4123', 'http://127.0.0.1:4123'],
    ['an address with a path', 'https://slack.example/api', DEFAULT_SLACK_API_BASE],
    ['not an address', 'slack', DEFAULT_SLACK_API_BASE],
    ['not text', 42, DEFAULT_SLACK_API_BASE],
  ])('with %s uses %j', async (_case, stored, base) => {
    const storage = {
      get: async (key: string) => (key === SLACK_API_BASE_KEY && stored !== undefined ? { [key]: stored } : {}),
    };
    expect(await readSlackApiBase(storage)).toBe(base);
  });
});
