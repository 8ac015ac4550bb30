import { describe, expect, it } from 'vitest';
import {
  CHANNELS_PAGE,
  CHANNELS_TTL_MS,
  channelCache,
  listChannels,
  matchChannels,
  type SlackChannel,
} from './slack-channels';

const named = (...names: string[]): SlackChannel[] => names.map((name) => ({ id: `C${name}`, name }));

describe('listChannels', () => {
  it('follows next_cursor until Slack answers an empty one, asking public channels without the archived', async () => {
    const asked: Array<Record<string, string>> = [];
    const pages: Record<string, unknown>[] = [
      {
        ok: true,
        channels: [
          { id: 'C1', name: 'general' },
          { id: 'C2', name: 'design' },
        ],
        response_metadata: { next_cursor: 'bmV4dA==' },
      },
      {
        ok: true,
        channels: [
          { id: 'C3', name: 'random' },
          { id: 4, name: 'broken' },
        ],
        response_metadata: { next_cursor: '' },
      },
    ];
    const channels = await listChannels(async (args) => (asked.push(args), pages[asked.length - 1]!));
    expect(channels).toEqual([
      { id: 'C1', name: 'general' },
      { id: 'C2', name: 'design' },
      { id: 'C3', name: 'random' },
    ]);
    expect(asked).toEqual([
      { types: 'public_channel', exclude_archived: 'true', limit: String(CHANNELS_PAGE) },
      { types: 'public_channel', exclude_archived: 'true', limit: String(CHANNELS_PAGE), cursor: 'bmV4dA==' },
    ]);
  });
});

describe('matchChannels', () => {
  const all = named('random', 'design', 'design-review', 'web-design', 'general');
  it.each([
    ['des', ['design', 'design-review', 'web-design']],
    ['DES', ['design', 'design-review', 'web-design']],
    ['', ['design', 'design-review', 'general', 'random', 'web-design']],
    ['zzz', []],
  ])('%j matches %j (prefix first, then contained, by name)', (query, names) => {
    expect(matchChannels(all, query).map((c) => c.name)).toEqual(names);
  });

  it('shows at most the number asked', () => {
    expect(matchChannels(all, '', 2)).toHaveLength(2);
  });
});

describe('channelCache', () => {
  it("reuses a workspace's list for a few minutes, reads it again after, and keeps no failed read", async () => {
    let time = 0;
    let loads = 0;
    const cache = channelCache(() => time);
    const load = async () => (loads++, named('general'));
    await cache.get('T1', load);
    await cache.get('T1', load);
    expect(loads).toBe(1);
    await cache.get('T2', load);
    expect(loads).toBe(2);
    time = CHANNELS_TTL_MS;
    await cache.get('T1', load);
    expect(loads).toBe(3);
    await expect(cache.get('T3', async () => Promise.reject(new Error('ratelimited')))).rejects.toThrow('ratelimited');
    await cache.get('T3', load);
    expect(loads).toBe(4);
  });
});
