/**
 * The workspace's channels for autocomplete: `conversations.list` (public channels, archived ones left out,
 * docs.slack.dev/reference/methods/conversations.list) read page by page with its cursor, kept a few minutes
 * per workspace in the background's memory, and matched against what is typed. Pure: the call and the clock
 * come in as parameters.
 */

/** A channel the autocomplete offers: its id (what chat.postMessage is given) and name. */
export interface SlackChannel {
  id: string;
  name: string;
}

/** How long a workspace's channel list is reused before it is read again. */
export const CHANNELS_TTL_MS = 5 * 60_000;
/** Channels per conversations.list page (Slack recommends no more than 200). */
export const CHANNELS_PAGE = 200;
/** At most this many pages are read (10,000 channels); a workspace with more is matched on those. */
export const CHANNELS_MAX_PAGES = 50;
/** How many channels the autocomplete shows. */
export const SUGGESTIONS = 8;

/** Reads every page of conversations.list through `call` (a Slack method call answering Slack's body). */
export async function listChannels(
  call: (args: Record<string, string>) => Promise<Record<string, unknown>>,
): Promise<SlackChannel[]> {
  const channels: SlackChannel[] = [];
  let cursor = '';
  for (let page = 0; page < CHANNELS_MAX_PAGES; page++) {
    const body = await call({
      types: 'public_channel',
      exclude_archived: 'true',
      limit: String(CHANNELS_PAGE),
      ...(cursor && { cursor }),
    });
    for (const channel of (body.channels ?? []) as Array<{ id?: unknown; name?: unknown }>) {
      if (typeof channel.id === 'string' && typeof channel.name === 'string')
        channels.push({ id: channel.id, name: channel.name });
    }
    cursor = String((body.response_metadata as { next_cursor?: unknown } | undefined)?.next_cursor ?? '');
    if (!cursor) break;
  }
  return channels;
}

/** Channels whose name starts with the query first, then those containing it; by name within each. */
export function matchChannels(channels: readonly SlackChannel[], query: string, max = SUGGESTIONS): SlackChannel[] {
  const q = query.toLowerCase();
  const byName = (a: SlackChannel, b: SlackChannel) => a.name.localeCompare(b.name);
  const starts = channels.filter((c) => c.name.startsWith(q)).sort(byName);
  const contains = channels.filter((c) => !c.name.startsWith(q) && c.name.includes(q)).sort(byName);
  return [...starts, ...contains].slice(0, max);
}

/** The channel lists of each workspace, each reused for CHANNELS_TTL_MS; requests made while one loads share it. */
export function channelCache(now: () => number) {
  const lists = new Map<string, { at: number; channels: Promise<SlackChannel[]> }>();
  return {
    /** The cached list of `team`, or a fresh one from `load` (a failed load is not kept). */
    get(team: string, load: () => Promise<SlackChannel[]>): Promise<SlackChannel[]> {
      const cached = lists.get(team);
      if (cached && now() - cached.at < CHANNELS_TTL_MS) return cached.channels;
      const entry = { at: now(), channels: load() };
      lists.set(team, entry);
      entry.channels.catch(() => lists.get(team) === entry && lists.delete(team));
      return entry.channels;
    },
  };
}
