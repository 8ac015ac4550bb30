import { ReconnectSlackError, SlackError } from '../../shared/call-slack';
import type { CommandDeps } from '../define-background';
import { channelCache, listChannels, matchChannels, type SlackChannel } from './slack-channels';
import { SLACK_COPY, slackErrorSentence } from './slack-copy';
import { parseSlackMessage } from './slack-message';

/** How a post ended: the sentence to show, and whether connecting Slack (again) would help. */
export type PostOutcome = { posted: true; text: string } | { posted: false; text: string; reconnect: boolean };

/** What the autocomplete answers: channels matching what is typed, or the sentence saying why there are none. */
export type ChannelsOutcome = { channels: SlackChannel[]; error?: string; reconnect?: boolean };

const COMMAND = '/slack' as const;
/** The channel lists of the background's lifetime, per workspace (a few minutes each). */
const cache = channelCache(Date.now);

/** The text of a post that did not go through, kept on this device ('' when none). */
export const keptText = async (d: Pick<CommandDeps, 'tools'>): Promise<string> => {
  const kept = await d.tools.drafts.get(COMMAND);
  return kept?.command === COMMAND ? kept.text : '';
};

/** Keeps what was typed on this device (a failed post, or connecting Slack in another tab, loses nothing). */
export async function keepText(d: Pick<CommandDeps, 'tools' | 'now'>, text: string): Promise<void> {
  await d.tools.drafts.put({ command: COMMAND, text, savedAt: d.now() });
}

/** The failure as the bar shows it: Slack's error in words, the server's sentence, or connect Slack. */
function failure(error: unknown, channel: string, team: string, what: string): { text: string; reconnect: boolean } {
  // A missing permission is granted by connecting again (the same workspace's grant is replaced, not revoked).
  if (error instanceof SlackError)
    return {
      text: slackErrorSentence(what, error.code, channel, team, error.retryAfterSeconds),
      reconnect: error.code === 'missing_scope',
    };
  return {
    text: error instanceof Error ? error.message : String(error),
    reconnect: error instanceof ReconnectSlackError,
  };
}

/** The connected workspace's channels (cached a few minutes) matching `query`. */
export async function searchChannels(d: Pick<CommandDeps, 'slack'>, query: string): Promise<ChannelsOutcome> {
  try {
    const team = await d.slack.team();
    const channels = await cache.get(team.id, () =>
      listChannels(async (args) => (await d.slack.call('conversations.list', args)).body),
    );
    return { channels: matchChannels(channels, query) };
  } catch (error) {
    const { text, reconnect } = failure(error, query, '', SLACK_COPY.channelsWhat);
    return { channels: [], error: text, reconnect };
  }
}

/**
 * Posts `#channel text` with chat.postMessage (docs.slack.dev/reference/methods/chat.postMessage), to the
 * channel's id when the autocomplete's list knows it, else by name. What was typed is kept on this device
 * first and forgotten only once Slack took the message.
 */
export async function postToSlack(
  d: Pick<CommandDeps, 'tools' | 'slack' | 'now'>,
  typed: string,
): Promise<PostOutcome> {
  const message = parseSlackMessage(typed);
  if ('error' in message) return { posted: false, text: message.error, reconnect: false };
  await keepText(d, typed);
  let team = '';
  try {
    const workspace = await d.slack.team();
    team = workspace.name;
    const known = await cache
      .get(workspace.id, () => listChannels(async (args) => (await d.slack.call('conversations.list', args)).body))
      .catch(() => []);
    const channel = known.find((c) => c.name === message.channel)?.id ?? `#${message.channel}`;
    await d.slack.call('chat.postMessage', { channel, text: message.text });
    await d.tools.drafts.delete(COMMAND);
    return { posted: true, text: SLACK_COPY.posted(message.channel, team) };
  } catch (error) {
    const { text, reconnect } = failure(error, message.channel, team, SLACK_COPY.postWhat);
    return { posted: false, text: `${text} ${SLACK_COPY.kept}`, reconnect };
  }
}
