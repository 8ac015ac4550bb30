/**
 * AI chat in the background (issue #23): a bar panel opens an `AI_PORT` port and sends one request; the
 * background calls the Intently server with the session token (which never leaves the background), passes the
 * answer's events back as they arrive, and aborts the server's request when the panel closes the port (Stop,
 * New chat, or the bar going away). Only the extension's own pages may open the port, and a request that is
 * not in its shape gets a sentence and nothing else.
 */
import type { Browser } from 'wxt/browser';
import type { z } from 'zod';
import { senderKind, type OwnRuntime } from '../messages';
import { ACCOUNT_COPY } from './account-copy';
import type { AccountService } from './account-service';
import { AI_PORT, AiRequest, readAiEvents, type AiEvent } from './ai-events';
import { API_ROUTES, ChatQuota, ErrorAnswer, type ApiRoute } from './api-contract';

/** The sentence for a request over the port that is not in its shape. */
export const AI_REQUEST_REFUSED = 'Intently refused an AI request that was not in its shape.';

/** The sentence when the server did not answer. */
export const aiOffline = (origin: string) =>
  `The Intently server at ${origin} did not answer; check the connection and try again.`;

/** Runs one request against the server, calling `onEvent` with each event; ends with `done`, `error` or (usage) `quota`. */
export async function runAiRequest(
  service: Pick<AccountService, 'session' | 'ended'>,
  request: AiRequest,
  signal: AbortSignal,
  onEvent: (event: AiEvent) => void,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  const session = await service.session();
  if (!session) return onEvent({ type: 'error', error: ACCOUNT_COPY.notSignedIn });
  const headers: Record<string, string> = { Authorization: `Bearer ${session.token}` };
  let init: RequestInit = { method: 'GET', headers, credentials: 'omit', signal };
  let route: ApiRoute = API_ROUTES.chatUsage;
  if (request.kind !== 'usage') {
    headers['Content-Type'] = 'application/json';
    const body: z.input<typeof API_ROUTES.chat.body> | z.input<typeof API_ROUTES.translate.body> =
      request.kind === 'chat' ? { messages: request.messages } : { text: request.text, target: request.target };
    route = request.kind === 'chat' ? API_ROUTES.chat : API_ROUTES.translate;
    init = { ...init, method: route.method, body: JSON.stringify(body) };
  }
  let response: Response;
  try {
    response = await fetchImpl(`${session.origin}${route.path()}`, init);
  } catch {
    if (!signal.aborted) onEvent({ type: 'error', error: aiOffline(session.origin) });
    return;
  }
  if (response.ok && response.body && response.headers.get('content-type')?.startsWith('text/event-stream'))
    return readAiEvents(response.body, onEvent);
  const json: unknown = await response.json().catch(() => ({}));
  const quota = ChatQuota.safeParse(json);
  if (response.ok && quota.success) return onEvent({ type: 'quota', ...quota.data });
  if (response.status === 401) await service.ended();
  const refusal = ErrorAnswer.safeParse(json);
  onEvent({
    type: 'error',
    error:
      refusal.success && refusal.data.error
        ? refusal.data.error
        : `The Intently server answered ${response.status} ${response.statusText}.`,
  });
}

/** The runtime parts the listener needs. */
export interface AiRuntime extends OwnRuntime {
  onConnect: { addListener(listener: (port: Browser.runtime.Port) => void): void };
}

/** Takes the bar's AI requests over `AI_PORT` ports, one request per port. */
export function listenToAiStreams(
  runtime: AiRuntime,
  service: Pick<AccountService, 'session' | 'ended'>,
  fetchImpl?: typeof fetch,
): void {
  runtime.onConnect.addListener((port) => {
    if (port.name !== AI_PORT) return;
    if (!port.sender || senderKind(port.sender, runtime) !== 'extension') return port.disconnect();
    const abort = new AbortController();
    let open = true;
    port.onDisconnect.addListener(() => {
      open = false;
      abort.abort();
    });
    const send = (event: AiEvent) => open && port.postMessage(event);
    port.onMessage.addListener((message: unknown) => {
      const request = AiRequest.safeParse(message);
      if (!request.success) {
        send({ type: 'error', error: AI_REQUEST_REFUSED });
        return port.disconnect();
      }
      void runAiRequest(service, request.data, abort.signal, send, fetchImpl)
        .catch(() => send({ type: 'error', error: ACCOUNT_COPY.notSignedIn }))
        .finally(() => open && port.disconnect());
    });
  });
}
