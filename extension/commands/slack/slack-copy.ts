/** Copy of /slack: its labels and the sentences it answers with, Slack's errors in words (issue #23). */
export const SLACK_COPY = {
  field: 'Channel and message',
  placeholder: '#design the mockups are ready',
  post: 'Post',
  posting: 'Posting…',
  connect: 'Connect Slack',
  reconnect: 'Reconnect Slack',
  disconnect: 'Disconnect Slack',
  disconnected: 'Slack is disconnected: Intently gave up its access to the workspace. Connect Slack to post again.',
  connectOpened:
    'Finish connecting Slack on the tab that opened, then press Post again; what you typed is kept on this device.',
  restored: 'Your unsent message is back; it stays on this device until it is posted.',
  kept: 'What you typed is kept.',
  posted: (channel: string, team: string) => `Posted to #${channel} in ${team}.`,
  noChannel: 'Start with the channel, then the message, like: #design the mockups are ready.',
  badChannel: (channel: string) =>
    `"#${channel}" is not a Slack channel name: lowercase letters, digits, - and _ only, like #design.`,
  noText: (channel: string) => `Add the message after #${channel}, like: #${channel} the mockups are ready.`,
  notInChannel: (channel: string) => `Invite the Intently app to #${channel} first.`,
  channelNotFound: (channel: string, team: string) =>
    `There is no channel #${channel} in ${team} that Intently can see; pick one from the list as you type #.`,
  isArchived: (channel: string) => `#${channel} is archived; unarchive it in Slack or pick another channel.`,
  rateLimited: (seconds: number) =>
    `Slack is limiting how fast Intently may post; try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  tooLong: 'The message is too long for Slack: at most 40,000 characters.',
  missingScope: "Intently's Slack connection lacks a permission this needs. Reconnect Slack to grant it.",
  unreachable: 'Slack could not be reached; check the connection and try again.',
  other: (what: string, code: string) => `${what} failed: Slack answered "${code}".`,
  postWhat: 'Posting to Slack',
  channelsWhat: 'Listing the Slack channels',
  signedOut: 'Sign in again from /intently to post to Slack.',
} as const;

/** Slack's error code for a call about `channel` in words; the rate limit says how long to wait. */
export function slackErrorSentence(
  what: string,
  code: string,
  channel: string,
  team: string,
  retryAfterSeconds: number | null,
): string {
  switch (code) {
    case 'not_in_channel':
      return SLACK_COPY.notInChannel(channel);
    case 'channel_not_found':
      return SLACK_COPY.channelNotFound(channel, team);
    case 'is_archived':
      return SLACK_COPY.isArchived(channel);
    case 'rate_limited':
    case 'ratelimited':
      return SLACK_COPY.rateLimited(retryAfterSeconds ?? 30);
    case 'msg_too_long':
      return SLACK_COPY.tooLong;
    case 'missing_scope':
      return SLACK_COPY.missingScope;
    case 'unreachable':
      return SLACK_COPY.unreachable;
    default:
      return SLACK_COPY.other(what, code);
  }
}
