import { z } from 'zod';

/** Messages of the command bar and its in-page tools (content script or bar frame → background), keyed by type. */
export const COMMAND_BAR_MESSAGES = {
  /** The in-page side icon bar asks for the bar on its tab, optionally with a command typed. */
  'bar/open': z.object({ type: z.literal('bar/open'), input: z.string().max(200).optional() }),
  /** A content script saw text copied in its page (SPEC §1 clipboard history). */
  'clip/copied': z.object({ type: z.literal('clip/copied'), text: z.string().min(1).max(20_000), url: z.string().url().max(8192) }),
  /** The bar frame asks to be closed (the background knows its tab from the sender). */
  'bar/close': z.object({ type: z.literal('bar/close') }),
  /** The bar frame runs a data operation in the background (it may not open IndexedDB inside a web page). */
  'bar/call': z.object({
    type: z.literal('bar/call'),
    name: z.enum([
      'barSources', 'recordUsage', 'loadNote', 'saveNote', 'searchNotes', 'startTimer', 'runningTimers', 'cancelTimer',
      'limitOf', 'setLimit', 'toggleBlock', 'listClips', 'clearClips', 'saveSession', 'listSessions', 'restoreSession',
      'deleteSession', 'history', 'hostTab', 'addTodo', 'setTodoDone', 'dayEvents', 'remember', 'recall', 'sideBar', 'setSideBar', 'floatVideo',
    ]),
    args: z.array(z.union([z.string().max(100_000), z.number(), z.boolean(), z.null()])).max(4),
  }),
};

/** Names of the background data operations the bar frame may call. */
export type ToolCallName = z.infer<(typeof COMMAND_BAR_MESSAGES)['bar/call']>['name'];

/** Types only a content script sends; every other type must come from an extension page (the bar frame). */
export const CONTENT_SCRIPT_TYPES: ReadonlySet<string> = new Set(['bar/open', 'clip/copied']);
