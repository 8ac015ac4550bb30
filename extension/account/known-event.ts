import type { EventSourceMessage } from 'eventsource-parser';
import type { z } from 'zod';

/**
 * A server-sent message as `{ type, ...data }` when its name is one of `events` and its JSON data passes that event's
 * schema; null for an event this version does not know or data it cannot read (the stream goes on past it).
 */
export function knownEvent(
  events: Record<string, z.ZodType>,
  message: EventSourceMessage,
): Record<string, unknown> | null {
  const name = message.event ?? '';
  if (!Object.hasOwn(events, name)) return null;
  let data: unknown;
  try {
    data = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = events[name]!.safeParse(data);
  return parsed.success ? { type: name, ...(parsed.data as object) } : null;
}
