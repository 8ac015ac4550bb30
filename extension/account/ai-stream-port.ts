/**
 * The bar's side of an AI request (issue #23): opens an `AI_PORT` port to the background, sends the request
 * and hands each event to `onEvent`; the returned function stops it (the background aborts the server's request).
 */
import type { Browser } from 'wxt/browser';
import { AI_PORT, type AiEvent, type AiRequest } from './ai-events';

/** The sentence when the background went away before the answer ended. */
export const AI_PORT_CLOSED = 'The answer stopped before it was complete; please try again.';

/** Starts one request; `onEvent` gets its events, ending with `done`, `error` or, for `usage`, `quota`. Answers a stop function. */
export function openAiStream(
  runtime: { connect(info: { name: string }): Browser.runtime.Port },
  request: AiRequest,
  onEvent: (event: AiEvent) => void,
): () => void {
  const port = runtime.connect({ name: AI_PORT });
  let ended = false;
  port.onMessage.addListener((event: AiEvent) => {
    if (ended) return;
    if (event.type === 'done' || event.type === 'error' || (request.kind === 'usage' && event.type === 'quota'))
      ended = true;
    onEvent(event);
  });
  port.onDisconnect.addListener(() => {
    if (!ended) onEvent({ type: 'error', error: AI_PORT_CLOSED });
    ended = true;
  });
  port.postMessage(request);
  return () => {
    ended = true;
    port.disconnect();
  };
}
