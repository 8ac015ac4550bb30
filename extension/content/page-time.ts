/**
 * SPEC §7 "Window message request for page time": a page (the analytics chip or the site's modal) posts
 * `{type: 'GET_PAGE_TIME', source: 'analytics_modal', requestId}` to its own window; the content script
 * answers `{type: 'PAGE_TIME_RESPONSE', requestId, success, timeSpent}` with timeSpent in minutes, and the
 * SPEC §3 live page time `{seconds, display}` beside it.
 * Pure logic: the clock is a parameter, visible time is summed from timestamps, never from timers.
 */
import { livePageTime, type LivePageTime } from '../shared/live-page-time';

/** Request type of the page-time protocol. */
export const PAGE_TIME_REQUEST = 'GET_PAGE_TIME';
/** Response type of the page-time protocol. */
export const PAGE_TIME_RESPONSE = 'PAGE_TIME_RESPONSE';
/** The only source allowed to ask (SPEC §7). */
export const PAGE_TIME_SOURCE = 'analytics_modal';

/** A validated page-time request. */
export interface PageTimeRequest {
  type: typeof PAGE_TIME_REQUEST;
  source: typeof PAGE_TIME_SOURCE;
  requestId: string;
}

/** The answer posted back, matched by requestId. */
export interface PageTimeResponse {
  type: typeof PAGE_TIME_RESPONSE;
  requestId: string;
  success: boolean;
  timeSpent: number;
  livePageTime: LivePageTime;
}

/** Returns the request when an untrusted window message is a well-formed page-time request, else null. */
export function parsePageTimeRequest(data: unknown): PageTimeRequest | null {
  if (typeof data !== 'object' || data === null) return null;
  const { type, source, requestId } = data as Record<string, unknown>;
  if (type !== PAGE_TIME_REQUEST || source !== PAGE_TIME_SOURCE) return null;
  if (typeof requestId !== 'string' || requestId.length === 0 || requestId.length > 200) return null;
  return { type, source, requestId };
}

/** Sums the time a page has been visible, from visibility-change timestamps. */
export class VisibleTime {
  private totalMs = 0;
  private visibleSince: number | null;

  /** `since`: when a page visible now became visible (the clock's reading; now by default). */
  constructor(
    private readonly now: () => number,
    visible: boolean,
    since = now(),
  ) {
    this.visibleSince = visible ? since : null;
  }

  /** Records that the page became visible or hidden. */
  setVisible(visible: boolean): void {
    if (visible && this.visibleSince === null) this.visibleSince = this.now();
    if (!visible && this.visibleSince !== null) {
      this.totalMs += Math.max(0, this.now() - this.visibleSince);
      this.visibleSince = null;
    }
  }

  /** Visible time so far, in milliseconds. */
  elapsedMs(): number {
    const running = this.visibleSince === null ? 0 : Math.max(0, this.now() - this.visibleSince);
    return this.totalMs + running;
  }
}

/** Builds the response to a request: minutes visible, to two decimals, and the live page time. */
export function pageTimeResponse(request: PageTimeRequest, visibleMs: number): PageTimeResponse {
  return {
    type: PAGE_TIME_RESPONSE,
    requestId: request.requestId,
    success: true,
    timeSpent: Math.round((visibleMs / 60_000) * 100) / 100,
    livePageTime: livePageTime(visibleMs),
  };
}
