import { z } from 'zod';

/** Messages of the command bar and its in-page tools (content script or bar frame → background), keyed by type. */
export const COMMAND_BAR_MESSAGES = {
  /** The content script saw the double press and asks for the bar on this tab. */
  'bar/open': z.object({ type: z.literal('bar/open') }),
};
