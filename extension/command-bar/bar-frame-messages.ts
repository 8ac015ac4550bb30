/**
 * The private channel between the content script's bar host and the bar frame it keeps loaded: the host
 * hands the frame one MessagePort (posted to the frame's extension origin, so page scripts never see it)
 * and then tells it when it is shown or hidden.
 */

/** The window message that carries the port (in `event.ports[0]`). */
export const BAR_PORT_MESSAGE = 'intently/bar-port';

/** The performance mark the frame sets once each opening is painted with its input focused (read by `npm run bench:bar`). */
export const BAR_VISIBLE_MARK = 'bar-visible';

/** The bar is being shown: start fresh with `input` typed and the page's `selection`. */
export interface ShowFrameMessage {
  type: 'show';
  input: string;
  selection: string;
}

/** The bar was hidden: the next show starts fresh. */
export interface HideFrameMessage {
  type: 'hide';
}

/** Any message the host sends the frame over the port. */
export type BarFrameMessage = ShowFrameMessage | HideFrameMessage;

/** Narrows a port message to a bar frame message. */
export function isBarFrameMessage(data: unknown): data is BarFrameMessage {
  const message = data as { type?: unknown; input?: unknown; selection?: unknown } | null;
  if (message?.type === 'hide') return true;
  return message?.type === 'show' && typeof message.input === 'string' && typeof message.selection === 'string';
}
