/**
 * The private channel between the content script's bar host and the bar frame it keeps loaded: the host
 * hands the frame one MessagePort (posted to the frame's extension origin, so page scripts never see it, with
 * the one-time secret that tells the frame this port is its content script's, issue 33)
 * and then tells it when it is shown or hidden. The frame may ask the host, when the person asks for it, for
 * the page's readable text (/chat "this page") or to put text where the selection was (/translate); every
 * answer is checked here before the frame uses it.
 */
import type { PageText } from '../commands/define-command';

/** The window message that carries the port (in `event.ports[0]`) and the frame's one-time secret (`secret`). */
export const BAR_PORT_MESSAGE = 'intently/bar-port';

/** The performance mark the frame sets once each opening is painted with its input focused (read by `npm run bench:bar`). */
export const BAR_VISIBLE_MARK = 'bar-visible';

/** The bar is being shown: start fresh with `input` typed and the page's `selection`. */
export interface ShowFrameMessage {
  type: 'show';
  input: string;
  selection: string;
  /** Where the selection is: in an editable place, on the page's text, or nowhere (issue #23). */
  selectionPlace: SelectionPlace;
}

/** Where the page's selection is when the bar opens. */
export type SelectionPlace = 'editable' | 'page' | 'none';

/** The host's answer to a `page-text` request: the page's readable text, or null when it has none. */
export interface PageTextAnswer {
  type: 'page-text';
  id: number;
  page: PageText | null;
}

/** The host's answer to a `put-text` request: replaced in an editable place, shown over page text, or no selection was kept. */
export interface PutTextAnswer {
  type: 'put-text';
  id: number;
  outcome: 'replaced' | 'shown' | 'none';
}

/** What the frame asks the host: the page's readable text, or to put `text` where the selection was (closing the bar). */
export type PageRequest = { type: 'page-text'; id: number } | { type: 'put-text'; id: number; text: string };

const PLACES: readonly unknown[] = ['editable', 'page', 'none'];
const OUTCOMES: readonly unknown[] = ['replaced', 'shown', 'none'];
const isText = (value: unknown, max: number) => typeof value === 'string' && value.length <= max;

/** Narrows a message from the frame to a page request (the host's side). */
export function isPageRequest(data: unknown): data is PageRequest {
  const message = data as { type?: unknown; id?: unknown; text?: unknown } | null;
  if (typeof message?.id !== 'number') return false;
  return message.type === 'page-text' || (message.type === 'put-text' && isText(message.text, 100_000));
}

/** The bar was hidden: the next show starts fresh. */
export interface HideFrameMessage {
  type: 'hide';
}

/** Any message the host sends the frame over the port. */
export type BarFrameMessage = ShowFrameMessage | HideFrameMessage | PageTextAnswer | PutTextAnswer;

const isPageText = (page: unknown) => {
  const p = page as { title?: unknown; url?: unknown; text?: unknown } | null;
  return (
    page === null ||
    (isText(p?.title, 500) && isText(p?.url, 2_000) && isText(p?.text, 50_000) && (p?.text as string).length > 0)
  );
};

/** Narrows a port message to a bar frame message (the content script's messages are checked, never trusted). */
export function isBarFrameMessage(data: unknown): data is BarFrameMessage {
  const message = data as {
    type?: unknown;
    input?: unknown;
    selection?: unknown;
    selectionPlace?: unknown;
    id?: unknown;
    page?: unknown;
    outcome?: unknown;
  } | null;
  if (message?.type === 'hide') return true;
  if (message?.type === 'page-text') return typeof message.id === 'number' && isPageText(message.page);
  if (message?.type === 'put-text') return typeof message.id === 'number' && OUTCOMES.includes(message.outcome);
  return (
    message?.type === 'show' &&
    typeof message.input === 'string' &&
    typeof message.selection === 'string' &&
    PLACES.includes(message.selectionPlace)
  );
}
