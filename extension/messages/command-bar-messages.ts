import { z } from 'zod';

/** Messages of the command bar, its commands and its in-page tools (to the background), keyed by type: what each carries and who may send it. */
export const COMMAND_BAR_MESSAGES = {
  /**
   * The in-page side icon bar asks for the bar on its tab, optionally with a command typed; a frame of the page asks
   * for it on a double press (frame-keys.ts): it opens in the tab's top frame.
   */
  'bar/open': { from: 'page', schema: z.object({ input: z.string().max(200).optional() }) },
  /** A frame of the page saw a first tap of the command key: the tab's top frame gets the bar ready for the second. */
  'bar/prepare': { from: 'page', schema: z.undefined() },
  /** The bar frame asks to be closed (the background knows its tab from the sender). */
  'bar/close': { from: 'extension', schema: z.undefined() },
  /**
   * Issue 33: the content script making a bar frame asks for a new one-time secret, which it hands the frame with
   * its port; the frame claims the same secret for itself, so it takes no port but its content script's.
   */
  'bar/issue-secret': { from: 'page', schema: z.undefined() },
  /** The bar frame in a page claims its tab's secret (once: a second claim gets none). */
  'bar/claim-secret': { from: 'extension', schema: z.undefined() },
  /**
   * A command's background call, by name (the registry's call table); its arguments are checked against that
   * call's own schema, and a content script may make only the calls marked `from: 'page'` (clipboard copies).
   */
  'command/call': { from: 'any', schema: z.object({ name: z.string().max(64), args: z.array(z.unknown()).max(8) }) },
} as const;

/** The background's answer to each command-bar message. */
export interface CommandBarAnswers {
  'bar/open': void;
  'bar/prepare': void;
  'bar/close': void;
  'bar/issue-secret': string | null;
  'bar/claim-secret': string | null;
  'command/call': CallAnswer;
}

/** The answer to a call: its value, or the sentence it failed with (never a silent undefined). */
export type CallAnswer = { ok: true; value: unknown } | { ok: false; error: string };
