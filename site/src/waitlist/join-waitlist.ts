import { WAITLIST_COPY, WAITLIST_SOURCE, WAITLIST_TIMEOUT_MS } from './waitlist-copy';

/** Outcome of a waitlist request: success (also when the email was already listed) or the sentence to show. */
export type JoinResult = { ok: true; alreadyExists: boolean } | { ok: false; message: string };

/** Posts the email to the API (create-only, SPEC §7) and maps the answer to SPEC §8 outcomes. */
export async function joinWaitlist(email: string): Promise<JoinResult> {
  const controller = new AbortController();
  // A timer (not AbortSignal.timeout) so a hung request is abandoned on the page's clock.
  const timer = setTimeout(() => controller.abort(), WAITLIST_TIMEOUT_MS);
  try {
    const response = await fetch('/api/waitlist', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, source: WAITLIST_SOURCE }),
      signal: controller.signal,
    });
    const body = (await response.json().catch(() => ({}))) as { alreadyExists?: unknown; error?: unknown };
    if (response.ok) return { ok: true, alreadyExists: body.alreadyExists === true };
    const detail = typeof body.error === 'string' && body.error ? body.error : '';
    console.error(`Joining the waitlist failed with ${response.status}: ${detail}`);
    return { ok: false, message: detail ? `${WAITLIST_COPY.failed}: ${detail}` : WAITLIST_COPY.failed };
  } catch (error) {
    console.error('Joining the waitlist failed:', error);
    return { ok: false, message: WAITLIST_COPY.networkError };
  } finally {
    clearTimeout(timer);
  }
}
