/**
 * Test double of `chrome.runtime` for the messaging library in Node tests: installed as the global `chrome`,
 * it delivers what `toBackground.sendMessage` (and `tellBackground` through `runtime`) sends to the listeners
 * `onTrusted` added, as from the sender set with `from`, and answers the way Chrome does when nobody answers.
 */
import type { OwnRuntime, Sender } from './index';
import type { SendingRuntime } from './ask-background';

const NO_ANSWER = 'The message port closed before a response was received.';

type Listener = (message: unknown, sender: Sender, respond: (answer: unknown) => void) => unknown;

/** A fake runtime of extension `id` whose pages live under `base` (ending in '/'), installed as `chrome.runtime`. */
export function fakeChromeRuntime(
  id: string,
  base: string,
): { runtime: OwnRuntime & SendingRuntime; from(sender: Sender): void } {
  const listeners = new Set<Listener>();
  let sender: Sender = {};
  const runtime = {
    id,
    getURL: (path: string) => base + path.replace(/^\//, ''),
    lastError: undefined as { message: string } | undefined,
    onMessage: {
      addListener: (listener: Listener) => listeners.add(listener),
      removeListener: (listener: Listener) => listeners.delete(listener),
    },
    /** Chrome's two forms: with a callback (lastError set when nobody answers), or a promise (rejected then). */
    sendMessage(message: unknown, callback?: (answer: unknown) => void): Promise<unknown> | undefined {
      if (!callback)
        return new Promise((resolve, reject) => deliver(message, resolve, () => reject(new Error(NO_ANSWER))));
      deliver(message, callback, () => {
        runtime.lastError = { message: NO_ANSWER };
        callback(undefined);
        runtime.lastError = undefined;
      });
      return undefined;
    },
  };
  const deliver = (message: unknown, answer: (value: unknown) => void, unanswered: () => void) => {
    let answered = false;
    const respond = (value: unknown) => {
      if (answered) return;
      answered = true;
      answer(structuredClone(value));
    };
    const open = [...listeners]
      .map((listener) => listener(structuredClone(message), { ...sender }, respond) === true)
      .some(Boolean);
    if (!open && !answered) unanswered();
  };
  Object.assign(globalThis, { chrome: { runtime } });
  return { runtime: runtime as OwnRuntime & SendingRuntime, from: (next) => void (sender = next) };
}
