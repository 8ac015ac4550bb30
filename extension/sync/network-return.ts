/** How often a watch reads `navigator.onLine` while it waits for the network. */
export const NETWORK_CHECK_MS = 1_000;

/** Where the network's state is read: the service worker's global scope (a window works too). */
export type NetworkScope = Pick<EventTarget, 'addEventListener'> & { navigator?: { onLine: boolean } };

/** A watch for the network coming back. */
export interface NetworkReturn {
  /** Requests went unanswered: from now on, `navigator.onLine` turning true again means the network is back. */
  watch(): void;
  /** Stops watching (the stream is live again, or signed out). */
  stop(): void;
}

/**
 * Calls `back` when the network comes back (issue 38: what waits goes out at once). A window gets the `online`
 * event, but Chrome fires none in a service worker (its WorkerGlobalScope has no `ononline`; checked in Chromium
 * 156, where the worker's `navigator.onLine` does follow the network, real or emulated). So while watching, this
 * also reads `navigator.onLine` every NETWORK_CHECK_MS and calls `back` when it turns true after being false. The
 * check sends nothing and runs only between `watch()` (a request found no network) and `stop()` or the return.
 */
export function watchNetworkReturn(
  back: () => void,
  scope: NetworkScope = globalThis,
  everyMs = NETWORK_CHECK_MS,
): NetworkReturn {
  let timer: ReturnType<typeof setInterval> | undefined;
  let wasOffline = false;
  const stop = () => {
    clearInterval(timer);
    timer = undefined;
  };
  scope.addEventListener('online', () => {
    stop();
    back();
  });
  return {
    watch() {
      if (timer || !scope.navigator) return;
      wasOffline = !scope.navigator.onLine;
      timer = setInterval(() => {
        if (!scope.navigator!.onLine) wasOffline = true;
        else if (wasOffline) {
          stop();
          back();
        }
      }, everyMs);
    },
    stop,
  };
}
