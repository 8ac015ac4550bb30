import { browser } from 'wxt/browser';
import type { TabProtocol } from './tab-messages';

/** A message type the background sends to tabs. */
export type TabMessageType = keyof TabProtocol;

/** The data a tab message of one type carries. */
export type TabData<T extends TabMessageType> = Parameters<TabProtocol[T]>[0];

/** A tab message as it travels. */
type TabMessage = { [T in TabMessageType]: { type: T; data: TabData<T> } }[TabMessageType];

/** The handlers a content script gives `onTabMessages`, by message type. */
export type TabHandlers = { [T in TabMessageType]?: (message: { data: TabData<T> }) => void };

/*
 * Messages from the background down to a tab's content script and in-page tools, on Chrome's promise API rather
 * than the library (see index.ts: its tab sends leave runtime.lastError unread, which logs an error in the
 * worker for every tab message nobody answers), in the library's two calls. Only the extension itself can
 * message a tab's content scripts, so the data carries no schema and the content script needs no zod. Two
 * functions, not one object, so each side bundles only its own (content scripts are compiled eagerly).
 */

/** Background side: sends to a tab's content scripts (one frame with `frameId`); resolves once one took it, rejects when none listens there. */
export async function sendToTab<T extends TabMessageType>(
  type: T,
  data: TabData<T>,
  { tabId, frameId }: { tabId: number; frameId?: number },
): Promise<void> {
  await browser.tabs.sendMessage(tabId, { type, data }, frameId === undefined ? undefined : { frameId });
}

/**
 * Content-script side: runs the handler of each message's type and answers it, through one runtime listener
 * for all of them (each listener a content script adds costs every page load). Returns a function that stops it.
 */
export function onTabMessages(handlers: TabHandlers): () => void {
  const listener = (message: unknown, _sender: unknown, respond: (answer: true) => void) => {
    const type = (message as TabMessage | null)?.type;
    const handler =
      type !== undefined && Object.hasOwn(handlers, type)
        ? (handlers[type] as ((m: { data: unknown }) => void) | undefined)
        : undefined;
    if (!handler) return;
    handler({ data: (message as TabMessage).data });
    respond(true); // the background opens a bar window instead when no page answers 'bar/show'
  };
  browser.runtime.onMessage.addListener(listener);
  return () => browser.runtime.onMessage.removeListener(listener);
}
