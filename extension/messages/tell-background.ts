import type { Message } from '@webext-core/messaging';
import type { BackgroundProtocol, DataOf, MessageType } from './index';

/** The slice of the runtime a content script sends with. */
export interface SendingRuntime {
  sendMessage(message: unknown): Promise<unknown>;
}

/**
 * A content script's fire-and-forget message to the background, without the messaging library at run time
 * (it cost every page load 0.4 ms of main-thread time: see index.ts). It sends the library's own envelope,
 * typed by the library's `Message`, so the background's `onTrusted` handlers take it like any other; the
 * answer is not awaited, and a worker that is restarting, or an extension reloaded under the page, loses it.
 */
export function tellBackground<T extends MessageType>(runtime: SendingRuntime, type: T, data: DataOf<T>): void {
  const message = { id: 0, type, data, timestamp: Date.now() } as Message<BackgroundProtocol, T>;
  void runtime.sendMessage(message).catch(() => undefined);
}
