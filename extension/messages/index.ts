/**
 * The one typed message protocol from content scripts and extension pages to the background. Each concern
 * declares its messages in its own file, keyed by `type`: a zod schema and who may send it. The background
 * takes every message through `receive`, which applies the schema and the one sender-trust rule (DESIGN:
 * nothing from a page is trusted). Content scripts import only the types, so zod never ships in the page.
 */
import type { z } from 'zod';
import { COMMAND_BAR_MESSAGES } from './command-bar-messages';
import { TRACKING_MESSAGES } from './tracking-messages';

const MESSAGES = { ...TRACKING_MESSAGES, ...COMMAND_BAR_MESSAGES };

/** Every message type the background accepts. */
export type MessageType = keyof typeof MESSAGES;

/** A validated message of one type. */
export type MessageOf<T extends MessageType> = z.infer<(typeof MESSAGES)[T]['schema']>;

/** Any validated message. */
export type ExtensionMessage = { [T in MessageType]: MessageOf<T> }[MessageType];

/** Where a message came from, as far as the browser vouches for it. */
export type SenderKind = 'extension' | 'page';

/** The slice of runtime.MessageSender the trust rule reads. */
export interface Sender {
  id?: string;
  url?: string;
  tab?: { id?: number };
  frameId?: number;
}

/**
 * The sender-trust rule: a message from another extension is nobody's; one from our own pages (the bar
 * frame, the main page, the blocking screen) is 'extension'; one from a content script in a web page is 'page'.
 */
export function senderKind(sender: Sender, runtime: { id: string; getURL(path: string): string }): SenderKind | null {
  if (sender.id !== runtime.id) return null;
  if (sender.url?.startsWith(runtime.getURL('/'))) return 'extension';
  return sender.tab ? 'page' : null;
}

/** A message whose schema held and whose sender may send it, with who sent it; null for anything else. */
export function receive(data: unknown, sender: Sender, runtime: { id: string; getURL(path: string): string }): { message: ExtensionMessage; from: SenderKind } | null {
  if (typeof data !== 'object' || data === null) return null;
  const type = (data as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(MESSAGES, type)) return null;
  const from = senderKind(sender, runtime);
  const rule = MESSAGES[type as MessageType];
  if (!from || (rule.from !== 'any' && rule.from !== from)) return null;
  const result = rule.schema.safeParse(data);
  return result.success ? { message: result.data as ExtensionMessage, from } : null;
}
