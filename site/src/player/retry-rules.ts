import { PLAYER } from './player-copy';

/** A Web API answer that is not a success, with Spotify's error message (its `{"error":{status,message}}` body). */
export class SpotifyApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** 401: the token is no longer good; it has been removed and the user is signed out. */
export class SignedOutError extends SpotifyApiError {}

/** 429 with `"reason":"QUOTA_EXCEEDED"`: the app's quota is spent; retrying would not help (July 2026 change). */
export class QuotaExceededError extends SpotifyApiError {}

/** What a request needs besides its address: the network, a clock to wait on, and the token. */
export interface RequestDeps {
  fetch: typeof fetch;
  sleep: (ms: number) => Promise<void>;
  /** A fresh access token, or null when signed out. */
  token: () => Promise<string | null>;
  /** Called on a 401, after which the request fails with SignedOutError. */
  onUnauthorized: () => void;
}

/** Resolves after `ms` milliseconds (the real clock; tests use fake timers). */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

async function errorBody(response: Response): Promise<{ message: string; reason: string | undefined }> {
  const body = (await response.json().catch(() => null)) as {
    error?: { message?: unknown; reason?: unknown } | string;
  } | null;
  const error = typeof body?.error === 'object' ? body.error : undefined;
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${response.status}`;
  return { message, reason: typeof error?.reason === 'string' ? error.reason : undefined };
}

/**
 * SPEC §8 retry rule for every Web API call: up to 5 tries. A 429 waits Retry-After seconds (1 without it) and
 * tries again, unless its body says QUOTA_EXCEEDED (QuotaExceededError at once). A 401 calls onUnauthorized and
 * fails with SignedOutError. Any other failure (network or status) waits 2^attempt seconds, attempt counting
 * from 0 (1, 2, 4, 8 s), and tries again; after the last try its error is thrown.
 */
export async function requestWithRetry(url: string, init: RequestInit, deps: RequestDeps): Promise<Response> {
  let lastError: unknown = null;
  for (let attempt = 0; attempt < PLAYER.requestTries; attempt++) {
    const last = attempt === PLAYER.requestTries - 1;
    const token = await deps.token();
    if (!token) throw new SignedOutError(401, 'Not signed in with Spotify.');
    let response: Response;
    try {
      response = await deps.fetch(url, { ...init, headers: { ...init.headers, Authorization: `Bearer ${token}` } });
    } catch (error) {
      lastError = error;
      if (!last) await deps.sleep(2 ** attempt * 1000);
      continue;
    }
    if (response.ok) return response;
    const { message, reason } = await errorBody(response);
    if (response.status === 401) {
      deps.onUnauthorized();
      throw new SignedOutError(401, message);
    }
    if (response.status === 429) {
      if (reason === 'QUOTA_EXCEEDED') throw new QuotaExceededError(429, message);
      lastError = new SpotifyApiError(429, message);
      const header = response.headers.get('Retry-After');
      const seconds = header === null ? NaN : Number(header);
      if (!last)
        await deps.sleep((Number.isFinite(seconds) && seconds >= 0 ? seconds : PLAYER.defaultRetryAfterSeconds) * 1000);
      continue;
    }
    lastError = new SpotifyApiError(response.status, message);
    if (!last) await deps.sleep(2 ** attempt * 1000);
  }
  throw lastError;
}

/**
 * SPEC §8 track loading: `load` is tried 3 times, 5 s apart; a signed-out or quota failure is not retried.
 * The last failure is thrown (the page then shows 'Failed to fetch top tracks. Please try again later.').
 */
export async function loadWithTries<T>(load: () => Promise<T>, wait: (ms: number) => Promise<void>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= PLAYER.trackLoadTries || error instanceof SignedOutError || error instanceof QuotaExceededError)
        throw error;
      await wait(PLAYER.trackLoadWaitMs);
    }
  }
}
