import { z } from 'zod';

/** Messages of the command bar, its commands and its in-page tools (to the background), keyed by type. */
export const COMMAND_BAR_MESSAGES = {
  /** The in-page side icon bar asks for the bar on its tab, optionally with a command typed. */
  'bar/open': { from: 'page', schema: z.object({ type: z.literal('bar/open'), input: z.string().max(200).optional() }) },
  /** The bar frame asks to be closed (the background knows its tab from the sender). */
  'bar/close': { from: 'extension', schema: z.object({ type: z.literal('bar/close') }) },
  /**
   * A command's background call, by name (the registry's call table); its arguments are checked against that
   * call's own schema, and a content script may make only the calls marked `from: 'page'` (clipboard copies).
   */
  'command/call': { from: 'any', schema: z.object({ type: z.literal('command/call'), name: z.string().max(64), args: z.array(z.unknown()).max(8) }) },
} as const;
