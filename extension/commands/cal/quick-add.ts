import { ReconnectGoogleError } from '../../shared/call-google';
import { calendarEntry, NO_TITLE, quickAddPath, startWords } from '../../shared/google-calendar';
import type { CommandDeps } from '../define-background';
import { CAL_COPY } from './cal-copy';

/** How an add ended: the sentence to show (the event's summary and when it starts), or why not. */
export type AddOutcome = { added: true; text: string } | { added: false; text: string; reconnect: boolean };

const COMMAND = '/cal' as const;

/** The sentence for Google's answer to `quickAdd` (an Event resource): its summary and when it starts, in the user's locale and time zone (or those given). Pure. */
export function addedSentence(answer: unknown, locale?: string, timeZone?: string): string {
  const entry = calendarEntry(answer);
  return entry
    ? CAL_COPY.added(entry.title, startWords(entry, locale, timeZone))
    : CAL_COPY.noStart(((answer ?? {}) as { summary?: string }).summary || NO_TITLE);
}

/** The text of an add that did not go through, kept on this device ('' when none). */
export const keptText = async (d: Pick<CommandDeps, 'tools'>): Promise<string> => {
  const kept = await d.tools.drafts.get(COMMAND);
  return kept?.command === COMMAND ? kept.text : '';
};

/** Keeps what was typed on this device (connecting opens another tab; nothing typed may be lost on the way). */
export async function keepText(d: Pick<CommandDeps, 'tools' | 'now'>, text: string): Promise<void> {
  await d.tools.drafts.put({ command: COMMAND, text, savedAt: d.now() });
}

/**
 * Adds an event from text with Calendar's `events.quickAdd` (`POST …/events/quickAdd?text=…`, no body;
 * developers.google.com/calendar/api/v3/reference/events/quickAdd). The text is kept on this device first
 * and forgotten only once Google added the event.
 */
export async function quickAdd(d: Pick<CommandDeps, 'tools' | 'google' | 'now'>, text: string): Promise<AddOutcome> {
  if (!text.trim()) return { added: false, text: CAL_COPY.empty, reconnect: false };
  await keepText(d, text);
  try {
    const answer = await d.google.call('calendar', 'calendar', CAL_COPY.addWhat, quickAddPath(text.trim()), {
      method: 'POST',
    });
    await d.tools.drafts.delete(COMMAND);
    return { added: true, text: addedSentence(answer) };
  } catch (error) {
    const sentence = error instanceof Error ? error.message : String(error);
    return { added: false, text: `${sentence} ${CAL_COPY.kept}`, reconnect: error instanceof ReconnectGoogleError };
  }
}
