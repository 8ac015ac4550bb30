/**
 * What `/slack #design the mockups are ready` means: the channel, then the message. Pure: the panel's field
 * and the background's post both read the typed text through here.
 */
import { SLACK_COPY } from './slack-copy';

/** A message to post: the channel's name (without `#`) and the text. */
export interface SlackMessage {
  channel: string;
  text: string;
}

/** Slack's rule for channel names: lowercase letters, digits, hyphens and underscores, at most 80 characters. */
const CHANNEL_NAME = /^[\p{Ll}\p{Lo}\p{N}_-]{1,80}$/u;

/** Reads `#channel text`; answers the message, or the sentence saying what the text should have been. */
export function parseSlackMessage(typed: string): SlackMessage | { error: string } {
  const trimmed = typed.trim();
  const match = /^#(\S*)\s*([\s\S]*)$/.exec(trimmed);
  if (!match) return { error: SLACK_COPY.noChannel };
  const [, channel = '', text = ''] = match;
  if (!CHANNEL_NAME.test(channel)) return { error: channel ? SLACK_COPY.badChannel(channel) : SLACK_COPY.noChannel };
  if (!text.trim()) return { error: SLACK_COPY.noText(channel) };
  return { channel, text: text.trim() };
}

/** The channel name being typed (`#des` → `des`) while the text is still only the channel, else null. */
export function typedChannel(typed: string): string | null {
  const match = /^\s*#(\S*)$/.exec(typed);
  return match ? match[1]!.toLowerCase() : null;
}

/** The text with the channel picked from autocomplete in place of the one typed, ready for the message. */
export function completeChannel(typed: string, name: string): string {
  const rest = /^\s*#\S*\s*([\s\S]*)$/.exec(typed)?.[1] ?? '';
  return `#${name} ${rest}`;
}
