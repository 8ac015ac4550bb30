/**
 * Live sync's connection (issue 38): the server's event stream (`API_ROUTES.syncStream`) read with
 * eventsource-parser, and the loop that keeps it open while signed in, reconnecting with back-off.
 *
 * Decisions, for the MV3 service worker: a fetch stream (not a WebSocket) because it carries the bearer token in a
 * header like every other request and needs no second protocol on the server; Chrome ends an idle worker 30 s after
 * its last event, and each chunk of an open fetch counts, so the server's heartbeat every 20 s keeps the worker (and
 * the stream) alive while signed in. When Chrome ends the worker anyway (an update, memory), the next start opens
 * the stream again, and the 30-second alarm (sync-scheduler.ts) wakes a worker whose stream is down. A stream
 * silent for more than two heartbeats is taken as dead and opened again.
 */
import { EventSourceParserStream } from 'eventsource-parser/stream';
import { OfflineError, ServerError, SignedOutError } from '../account/account-api';
import { API_ROUTES, ErrorAnswer, SYNC_STREAM_EVENTS } from '../account/api-contract';
import { knownEvent } from '../account/known-event';

/** An event of the stream, as the extension reads it. */
export type LiveEvent = { type: 'live'; heartbeatSeconds: number } | { type: 'changed' };

/** The first reconnect waits this long, then twice as long after each failure, up to RECONNECT_MAX_MS. */
export const RECONNECT_FIRST_MS = 1_000;
/** The longest wait between two reconnects. */
export const RECONNECT_MAX_MS = 60_000;

/**
 * How long to wait before reconnect attempt number `failures` (1 after the first failure): doubling from
 * RECONNECT_FIRST_MS up to RECONNECT_MAX_MS, each a random 50-100% of that ("equal jitter"), so devices cut off
 * together by a server restart do not all come back in the same millisecond.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const ceiling = Math.min(RECONNECT_FIRST_MS * 2 ** Math.max(0, failures - 1), RECONNECT_MAX_MS);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}

/**
 * Opens the stream once and calls `onEvent` for each event; resolves when the server ends it, rejects with
 * OfflineError (no answer, or silence past two heartbeats), SignedOutError (401) or ServerError (its sentence).
 */
export async function readSyncStream(
  origin: string,
  token: string,
  onEvent: (event: LiveEvent) => void,
  signal: AbortSignal,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): Promise<void> {
  const offline = new OfflineError(
    `The Intently server at ${origin} did not answer; changes wait on this device and go out when it answers.`,
  );
  const stop = new AbortController();
  const abort = () => stop.abort();
  signal.addEventListener('abort', abort, { once: true });
  let silence: ReturnType<typeof setTimeout> | undefined;
  let silenceMs = 2.5 * 20_000;
  const heard = () => {
    clearTimeout(silence);
    silence = setTimeout(() => stop.abort(offline), silenceMs);
  };
  try {
    heard();
    let response: Response;
    try {
      response = await fetchImpl(`${origin}${API_ROUTES.syncStream.path()}`, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        credentials: 'omit',
        signal: stop.signal,
      });
    } catch {
      if (signal.aborted) return;
      throw offline;
    }
    if (!response.ok || !response.body) {
      const refusal = ErrorAnswer.safeParse(await response.json().catch(() => ({})));
      const sentence = refusal.success && refusal.data.error ? refusal.data.error : offline.message;
      if (response.status === 401) throw new SignedOutError(sentence);
      if (response.status >= 502 && response.status <= 504) throw offline;
      throw new ServerError(sentence, response.status);
    }
    const reader = response.body
      .pipeThrough(new TextDecoderStream() as TransformStream<Uint8Array, string>)
      .pipeThrough(new EventSourceParserStream({ onComment: heard }))
      .getReader();
    for (;;) {
      let next: ReadableStreamReadResult<{ event?: string; data: string }>;
      try {
        next = await reader.read();
      } catch {
        if (signal.aborted) return;
        throw offline;
      }
      if (next.done) return;
      heard();
      const event = knownEvent(SYNC_STREAM_EVENTS, next.value) as LiveEvent | null;
      if (!event) continue;
      if (event.type === 'live') silenceMs = 2.5 * event.heartbeatSeconds * 1000;
      onEvent(event);
    }
  } finally {
    clearTimeout(silence);
    signal.removeEventListener('abort', abort);
  }
}

/** What the keeper tells its owner. */
export interface LiveHandlers {
  /** The stream is open (the device should catch up once: what changed while it was down was not announced). */
  live(): void;
  /** Another device changed the account's notes or settings. */
  changed(): void;
  /** The stream is down (the error says why); the keeper reconnects after `retryInMs` unless signed out. */
  down(error: unknown, retryInMs: number | null): void;
}

/** A running keeper. */
export interface LiveStream {
  /** Ends the stream for good (signed out). */
  stop(): void;
  /** Skips the wait before the next attempt (the network is back, the alarm fired). */
  retryNow(): void;
  /**
   * Drops the open stream and connects again: a request that found the server out of reach says the stream is
   * dead too, though its connection may not know yet (a network change leaves it open and silent).
   */
  restart(): void;
  isLive(): boolean;
}

/**
 * Keeps the stream open until stopped: after a failure or an end it waits `reconnectDelay(failures)` and opens it
 * again (the count starts over once a stream was live); a 401 stops it (the scheduler then ends the session).
 */
export function keepSyncStream(
  open: (onEvent: (event: LiveEvent) => void, signal: AbortSignal) => Promise<void>,
  handlers: LiveHandlers,
  wait: (ms: number, wake: AbortSignal) => Promise<void> = sleep,
): LiveStream {
  const stopped = new AbortController();
  let live = false;
  let wake = new AbortController();
  let attempt = new AbortController();
  void (async () => {
    let failures = 0;
    while (!stopped.signal.aborted) {
      attempt = new AbortController();
      let error: unknown = new OfflineError('The live sync stream ended.');
      try {
        await open(
          (event) => {
            if (event.type === 'live') {
              live = true;
              failures = 0;
              handlers.live();
            } else handlers.changed();
          },
          AbortSignal.any([stopped.signal, attempt.signal]),
        );
      } catch (failure) {
        error = failure;
      }
      live = false;
      if (stopped.signal.aborted) return;
      if (error instanceof SignedOutError) {
        handlers.down(error, null);
        return;
      }
      failures++;
      const delay = reconnectDelay(failures);
      handlers.down(error, delay);
      wake = new AbortController();
      await wait(delay, AbortSignal.any([wake.signal, stopped.signal]));
    }
  })();
  return {
    stop: () => stopped.abort(),
    retryNow: () => wake.abort(),
    restart: () => attempt.abort(),
    isLive: () => live,
  };
}

/** Resolves after `ms`, or at once when `wake` aborts. */
function sleep(ms: number, wake: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    wake.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
