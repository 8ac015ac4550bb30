/**
 * The one typed message protocol between content scripts, extension pages and the background.
 * Each concern declares its messages as zod schemas keyed by `type` in its own file; the background
 * validates every incoming message here (DESIGN: nothing from a page is trusted). Content scripts import
 * only the types, so zod never ships in the page.
 */
import type { z } from 'zod';
import { COMMAND_BAR_MESSAGES } from './command-bar-messages';
import { TRACKING_MESSAGES } from './tracking-messages';

const SCHEMAS = { ...TRACKING_MESSAGES, ...COMMAND_BAR_MESSAGES };

/** Every message type the background accepts. */
export type MessageType = keyof typeof SCHEMAS;

/** A validated message of one type. */
export type MessageOf<T extends MessageType> = z.infer<(typeof SCHEMAS)[T]>;

/** Any validated message. */
export type ExtensionMessage = { [T in MessageType]: MessageOf<T> }[MessageType];

/** Returns the message when it is one the protocol defines and its fields are valid, else null. */
export function parseMessage(data: unknown): ExtensionMessage | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(SCHEMAS, type)) return null;
  const result = SCHEMAS[type as MessageType].safeParse(data);
  return result.success ? (result.data as ExtensionMessage) : null;
}
