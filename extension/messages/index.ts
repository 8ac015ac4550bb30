/**
 * The one typed message protocol of the extension. Every message has a type, its data and its answer, in
 * @webext-core/messaging's protocol-map shape: `BackgroundProtocol` (content scripts and extension pages →
 * background, derived from the tables below) and `TabProtocol` (background → a tab's content scripts,
 * tab-messages.ts). Each concern declares its messages to the background in its own file, keyed by type: a
 * zod schema for the data and who may send it. The background takes every message only through `onTrusted`
 * (on-trusted.ts), which applies the schema and the one sender-trust rule (`senderKind`) before any handler runs (DESIGN:
 * nothing from a page is trusted). Content scripts import only types from here, so zod never ships in a page.
 * The bar host and its frame talk over their own MessageChannel instead (command-bar/bar-frame-messages.ts).
 *
 * Where the library runs was decided by measuring built extensions (issue 20; 2-core machine, medians):
 * - Extension pages (bar frame, main page) send with its `toBackground`, and the background receives every
 *   message through it: answers are typed, and a refused message or a handler's error rejects the sender.
 * - Content scripts do not load it. In the content script it cost every page load 0.41 ms of main-thread
 *   CPU (2.60 → 3.01 ms over 40 loads each, 4 interleaved rounds, higher in every round) and 2.9 KB, over
 *   the 0.3 ms we allow a library there. Their sends (`askBackground`, which reads the library's reply, and
 *   the fire-and-forget `tellBackground`) write the library's envelope themselves, typed by its `Message`, and a
 *   test proves the background takes them (so built, the content script measured 2.77 against 2.63 ms before,
 *   within the rounds' spread; 7.0 KB).
 * - Tab messages do not use it either: their receivers are content scripts, and 4.0.0 sends to tabs with a
 *   callback that never reads runtime.lastError, which logged "Unchecked runtime.lastError" in the worker on
 *   every page load (the in-page state nobody answers where no in-page tools are loaded). `sendToTab` and
 *   `onTabMessages` (to-tab.ts) are the library's two calls on Chrome's promise API.
 */
import type { z } from 'zod';
import { ACCOUNT_MESSAGES, type AccountAnswers } from './account-messages';
import { COMMAND_BAR_MESSAGES, type CommandBarAnswers } from './command-bar-messages';
import { DATA_MESSAGES, type DataAnswers } from './data-messages';
import { TRACKING_MESSAGES, type TrackingAnswers } from './tracking-messages';

const MESSAGES = { ...TRACKING_MESSAGES, ...COMMAND_BAR_MESSAGES, ...ACCOUNT_MESSAGES, ...DATA_MESSAGES };

/** Every message type the background accepts. */
export type MessageType = keyof typeof MESSAGES;

/** The validated data of a message of one type. */
export type DataOf<T extends MessageType> = z.output<(typeof MESSAGES)[T]['schema']>;

/** The background's answer to a message of one type (a type missing here is a type error). */
export type AnswerOf<T extends MessageType> = (TrackingAnswers & CommandBarAnswers & AccountAnswers & DataAnswers)[T];

/** The protocol map of the messages to the background, for @webext-core/messaging. */
export type BackgroundProtocol = { [T in MessageType]: (data: DataOf<T>) => AnswerOf<T> };

/** Where a message came from, as far as the browser vouches for it. */
export type SenderKind = 'extension' | 'page';

/** The slice of runtime.MessageSender the trust rule reads. */
export interface Sender {
  id?: string;
  url?: string;
  tab?: { id?: number };
  frameId?: number;
}

/** The slice of the runtime the trust rule compares senders with: our own id and pages. */
export interface OwnRuntime {
  id: string;
  getURL(path: string): string;
}

/**
 * The sender-trust rule: a message from another extension is nobody's; one from our own pages (the bar
 * frame, the main page, the blocking screen) is 'extension'; one from a content script in a web page is 'page'.
 */
export function senderKind(sender: Sender, runtime: OwnRuntime): SenderKind | null {
  if (sender.id !== runtime.id) return null;
  if (sender.url?.startsWith(runtime.getURL('/'))) return 'extension';
  return sender.tab ? 'page' : null;
}

/** A message's data when its sender may send it and it holds to its schema, with who sent it; null for anything else. */
export function accept<T extends MessageType>(
  type: T,
  data: unknown,
  sender: Sender,
  runtime: OwnRuntime,
): { data: DataOf<T>; from: SenderKind } | null {
  if (!Object.hasOwn(MESSAGES, type)) return null;
  const from = senderKind(sender, runtime);
  const rule = MESSAGES[type];
  if (!from || (rule.from !== 'any' && rule.from !== from)) return null;
  const result = rule.schema.safeParse(data);
  return result.success ? { data: result.data as DataOf<T>, from } : null;
}
