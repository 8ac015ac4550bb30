/**
 * Sign-in from the extension (docs/accounts-and-sync.md "Sign-in hand-over"), one of the flows of auth-flows.ts:
 * 1. the extension opens a sign-in flow holding a secret `verifier` (memory only) at `<server>/auth?…&flow=<id>`;
 * 2. when the page asks for it, the extension starts it at the server itself (`API_ROUTES.startSignIn`: the flow id
 *    as `extension.state`, SHA-256(verifier) as `extension.challenge`, its own Origin naming it);
 * 3. after the identity provider, the server binds a one-time hand-over code to that challenge and our extension
 *    id, and the page passes `{ state: <flow id>, code }` to us through `externally_connectable` messaging;
 * 4. we take it only for a sign-in flow we opened, from the configured server's /auth page, once, and trade code +
 *    verifier for a session token, with the session we held before, which the server ends.
 */
import { z } from 'zod';
import { accountApi, type AccountProfile } from './account-api';
import { base64url, FLOW_ID, type AuthFlows, type ExternalSender, type Flow } from './auth-flows';

/** Opens a sign-in with the server at `origin` in a new tab, with a fresh verifier. */
export function openSignIn(
  flows: AuthFlows,
  tabs: Parameters<AuthFlows['open']>[0],
  origin: string,
  windowId?: number,
): Promise<string> {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return flows.open(tabs, { kind: 'sign-in', origin, verifier }, windowId);
}

/** Starts sign-in flow `id` at its server with the challenge of its verifier; answers the consent address and state. */
export async function startSignIn(id: string, flow: Flow, fetchImpl: typeof fetch) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(flow.verifier));
  return accountApi(flow.origin, null, fetchImpl).startSignIn(`${flow.origin}/auth`, {
    state: id,
    challenge: base64url(digest),
  });
}

/** The message the /auth page sends with the hand-over code; `state` is the sign-in's flow id. */
export const HandOverMessage = z.object({
  type: z.literal('intently/hand-over'),
  state: z.string().regex(FLOW_ID),
  code: z.string().regex(/^[\w-]{16,128}$/),
});

/**
 * Accepts the /auth page's hand-over for a sign-in flow this extension opened (each once), then trades code and
 * verifier for a session; `previous` is the session held until now, which the server ends when it is at the same
 * server. Answers the token and profile, or throws the sentence to show.
 */
export async function acceptHandOver(
  flows: AuthFlows,
  message: unknown,
  sender: ExternalSender,
  previous: { origin: string; token: string } | null,
  fetchImpl: typeof fetch = fetch,
): Promise<{ origin: string; token: string; expiresAt: string; account: AccountProfile }> {
  const { state, code } = HandOverMessage.parse(message);
  const flow = await flows.find(state, ['sign-in'], sender);
  await flows.end(state);
  const ending = previous?.origin === flow.origin ? previous.token : null;
  const session = await accountApi(flow.origin, ending, fetchImpl).exchangeHandOver(code, flow.verifier ?? '');
  return { origin: flow.origin, ...session };
}
