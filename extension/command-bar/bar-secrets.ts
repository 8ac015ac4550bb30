/** The background's one-time secrets that pair a tab's bar frame with the content script that made it (issue 33). */
export interface BarSecrets {
  /** A new secret for the bar frame the tab's content script is making (it replaces one never claimed). */
  issue(tabId: number): string;
  /** The tab's secret, for its bar frame, once; null when none is waiting (already claimed, or never issued). */
  claim(tabId: number): string | null;
  /** Drops a closed tab's secret. */
  forget(tabId: number): void;
}

/**
 * The secrets, in the worker's memory: a frame claims its secret as it starts, moments after its content script
 * asked for it, so none outlives the worker. `random` makes each secret (crypto.randomUUID in the background).
 * Pure: what guards the bar is that only the content script and the frame can ask (messages/command-bar-messages.ts)
 * and that the page sees neither side of the exchange.
 */
export function createBarSecrets(random: () => string): BarSecrets {
  const waiting = new Map<number, string>();
  return {
    issue(tabId) {
      const secret = random();
      waiting.set(tabId, secret);
      return secret;
    },
    claim(tabId) {
      const secret = waiting.get(tabId) ?? null;
      waiting.delete(tabId);
      return secret;
    },
    forget: (tabId) => void waiting.delete(tabId),
  };
}
