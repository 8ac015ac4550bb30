/**
 * Messages the extension (background or bar frame) sends down to a tab's content script with
 * tabs.sendMessage. They come only from the extension itself, so the content script needs no zod.
 */

/** Show the bar in the page, optionally with a command already typed (e.g. "/note "). */
export interface ShowBarMessage {
  type: 'bar/show';
  input?: string;
}

/** Close the bar and give focus back to the page. */
export interface HideBarMessage {
  type: 'bar/hide';
}

/** Any message a tab's content script accepts. */
export type TabMessage = ShowBarMessage | HideBarMessage;

/** Narrows an incoming runtime message to a tab message. */
export function isTabMessage(data: unknown): data is TabMessage {
  const type = (data as { type?: unknown } | null)?.type;
  return type === 'bar/show' || type === 'bar/hide';
}
