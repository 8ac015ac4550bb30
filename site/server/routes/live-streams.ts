import type { ServerResponse } from 'node:http';
import type { z } from 'zod';
import type { SYNC_STREAM_EVENTS } from '../../../extension/account/api-contract';
import type { ChangeFeed, ChangeListener } from '../storage/change-feed';

/**
 * How often an open live stream sends a comment line. Chrome ends an extension's service worker 30 s after its
 * last event, and an arriving chunk of an open fetch counts as one: a beat every 20 s keeps the worker (and the
 * stream) alive while idle, and lets either side see a dead connection within a beat.
 */
export const HEARTBEAT_SECONDS = 20;

type StreamEvent = {
  [K in keyof typeof SYNC_STREAM_EVENTS]: { event: K; data: z.input<(typeof SYNC_STREAM_EVENTS)[K]> };
}[keyof typeof SYNC_STREAM_EVENTS];

/** One server-sent event as the bytes on the wire (the form eventsource-parser reads). */
const encoded = ({ event, data }: StreamEvent) => Buffer.from(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);

// Every stream gets the same bytes: each is encoded once per process, not once per stream or per event.
const LIVE = encoded({ event: 'live', data: { heartbeatSeconds: HEARTBEAT_SECONDS } });
const CHANGED = encoded({ event: 'changed', data: {} });
const BEAT = Buffer.from(': beat\n\n');

/** An open stream: the Node response it writes to, and the session whose own writes it is not told of. */
class LiveStream implements ChangeListener {
  unsubscribe = () => {};
  /** A "changed" is written and not yet handed to the network: changes meanwhile are that one. */
  private changedPending = false;
  private readonly changedSent = () => (this.changedPending = false);
  constructor(
    readonly response: ServerResponse,
    private readonly self: string,
  ) {}

  changed(writer: string): void {
    // A device's own writes are not news to it.
    if (writer === this.self || this.changedPending || this.response.writableEnded) return;
    this.changedPending = true;
    this.response.write(CHANGED, this.changedSent);
  }

  ended(): void {
    this.response.end();
  }

  /** The heartbeat, unless a write still waits (a client not reading keeps at most one event and no beats). */
  beat(): void {
    if (this.response.writableLength === 0 && !this.response.writableEnded) this.response.write(BEAT);
  }
}

/** The live streams of one server process. */
export interface LiveStreams {
  /**
   * Starts a stream on `response` (the request's Node response, nothing written yet) with the given headers, for
   * `accountId`'s changes not written by session `writer`; it lasts until the client goes or the feed ends.
   */
  open(response: ServerResponse, headers: Record<string, string>, accountId: string, writer: string): void;
  /** How many are open. */
  size(): number;
}

/**
 * Live sync's server-sent event streams, written straight to Node's responses (issue 38: thousands of idle streams
 * per process). A stream is one small object subscribed to the change feed: no web stream, Promise or timer of its
 * own. One timer beats for every stream, and each event's bytes are encoded once and written to every subscriber.
 * A client that stops reading holds at most one waiting "changed" (more changes meanwhile are that one) and no beat
 * (the waiting write shows the connection alive), so its memory on the server stays bounded.
 */
export function liveStreams(feed: ChangeFeed): LiveStreams {
  const open = new Set<LiveStream>();
  let beat: NodeJS.Timeout | undefined;
  const beatAll = () => {
    for (const stream of open) stream.beat();
  };
  return {
    open(response, headers, accountId, writer) {
      const stream = new LiveStream(response, writer);
      response.writeHead(200, headers);
      response.write(LIVE);
      open.add(stream);
      beat ??= setInterval(beatAll, HEARTBEAT_SECONDS * 1000).unref();
      stream.unsubscribe = feed.subscribe(accountId, stream);
      const close = () => {
        open.delete(stream);
        stream.unsubscribe();
        if (open.size === 0) {
          clearInterval(beat);
          beat = undefined;
        }
      };
      // A client gone before its stream opened has already had its 'close'.
      if (response.closed) close();
      else response.once('close', close);
    },
    size: () => open.size,
  };
}
