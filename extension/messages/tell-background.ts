import { askBackground, type SendingRuntime } from './ask-background';
import type { DataOf, MessageType } from './index';

/**
 * A content script's fire-and-forget message to the background, without the messaging library at run time
 * (it cost every page load 0.4 ms of main-thread time: see index.ts). It sends the library's own envelope
 * (`askBackground`), so the background's `onTrusted` handlers take it like any other; the answer is not
 * awaited, and a worker that is restarting, or an extension reloaded under the page, loses it.
 */
export function tellBackground<T extends MessageType>(runtime: SendingRuntime, type: T, data: DataOf<T>): void {
  void askBackground(runtime, type, data);
}
