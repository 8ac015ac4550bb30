/**
 * The /auth page's part in a flow the extension opened (extension/account/auth-flows.ts; issue 33): it only relays.
 * It asks the extensions its server allows (never one the address names) for the flow of `?flow=`, follows the
 * answer only to the configured provider's authorization endpoint, and hands what comes back (the server's
 * hand-over code, Slack's code) to the extension that answered, for that flow.
 */
import { AUTH_COPY } from './auth-copy';
import { follow, loadAuthConfig, takeStartedState, type HandOver } from './sign-in';

/** The extension that answered for this tab's flow, and the flow: what comes back goes to it. */
const EXTENSION_KEY = 'intently_auth_extension';
const FLOW_KEY = 'intently_auth_flow';

/** A flow the extension opened this page for: its id, and what it adds (null: a sign-in), for the page's words. */
export interface ExtensionFlow {
  flow: string;
  grant: 'gmail' | 'calendar' | 'slack' | null;
}

/** The flow of `?source=extension&flow=<id>[&grant=…]`, or undefined when the page was opened otherwise. */
export function extensionFlow(query: URLSearchParams): ExtensionFlow | undefined {
  const flow = query.get('flow');
  const grant = query.get('grant');
  if (query.get('source') !== 'extension' || !flow || !/^extension_[\w-]{32}$/.test(flow)) return undefined;
  return { flow, grant: grant === 'gmail' || grant === 'calendar' || grant === 'slack' ? grant : null };
}

/**
 * True for an address that asks this page to sign in or connect for an extension without a flow it opened: the old
 * form and any hand-made one (an extension id, a challenge or a grant in the query). Such a link completes nothing.
 */
export function strayRequest(query: URLSearchParams): boolean {
  return !query.has('code') && !extensionFlow(query) && ['extension', 'challenge', 'grant'].some((k) => query.has(k));
}

/** The extension messaging the page has when an installed extension lists this site in `externally_connectable`. */
interface ExternalRuntime {
  sendMessage(extensionId: string, message: unknown, reply: (answer: unknown) => void): void;
  lastError?: { message?: string };
}

const externalRuntime = () => (globalThis as { chrome?: { runtime?: ExternalRuntime } }).chrome?.runtime;

/** Sends an extension a message and resolves its answer, or undefined when it did not answer (not installed, disabled). */
function askExtension<T>(
  extensionId: string,
  message: object,
): Promise<(T & { ok?: boolean; error?: string }) | undefined> {
  const runtime = externalRuntime();
  if (!runtime?.sendMessage) return Promise.resolve(undefined);
  return new Promise((resolve) =>
    runtime.sendMessage(extensionId, message, (reply) => resolve(runtime.lastError ? undefined : (reply as never))),
  );
}

/**
 * Asks each extension the server allows for the consent address of `flow`: only the one that opened it answers
 * (having started it at the server itself). Returns the address to navigate to, once it is at the configured
 * provider; throws the extension's refusal, or `silent` when none answered.
 */
export async function startExtensionFlow(flow: string, silent: string): Promise<string> {
  const config = await loadAuthConfig();
  let refusal: string | undefined;
  for (const extensionId of config.extensionIds) {
    const answer = await askExtension<{ kind?: string; url?: string; state?: string }>(extensionId, {
      type: 'intently/flow-start',
      flow,
    });
    if (!answer) continue;
    if (!answer.ok || typeof answer.url !== 'string' || typeof answer.state !== 'string') {
      refusal ??= answer.error ?? AUTH_COPY.signInFailed;
      continue;
    }
    const provider = answer.kind === 'slack' ? config.slack : config.signIn;
    const url = follow(
      answer.url,
      answer.state,
      provider?.authorizeUrl,
      answer.kind !== 'slack' && !!config.signIn?.local,
    );
    sessionStorage.setItem(EXTENSION_KEY, extensionId);
    sessionStorage.setItem(FLOW_KEY, flow);
    return url;
  }
  throw new Error(refusal ?? silent);
}

/**
 * Finishes connecting Slack: after checking that the returned state is the one this tab started, hands Slack's
 * code to the extension that started the flow, which passes it to the server with its own session (so the
 * workspace lands in the account that asked). Resolves the workspace's name; throws the sentence to show.
 */
export async function finishSlack(code: string, state: string): Promise<string> {
  const extensionId = sessionStorage.getItem(EXTENSION_KEY);
  const flow = sessionStorage.getItem(FLOW_KEY);
  if (state !== takeStartedState(code) || !extensionId || !flow) {
    console.error('The Slack state does not match the one this tab started; the code was not passed on.');
    throw new Error(AUTH_COPY.slackFailed);
  }
  const answer = await askExtension<{ team?: { name?: string } }>(extensionId, {
    type: 'intently/slack-finish',
    flow,
    code,
    state,
  });
  if (!answer) throw new Error(AUTH_COPY.slackSilent);
  if (!answer.ok) throw new Error(answer.error ?? AUTH_COPY.slackFailed);
  return answer.team?.name ?? '';
}

/**
 * Hands the one-time code to the extension that started the sign-in (it trades it, with a secret only it holds,
 * for its session); only the extension this tab's flow was started by. Resolves with the sentence to show.
 */
export async function handOverToExtension(handOver: HandOver, email: string): Promise<{ ok: boolean; text: string }> {
  if (handOver.extensionId !== sessionStorage.getItem(EXTENSION_KEY)) {
    console.error('The hand-over names another extension than the one that started this sign-in; it was not sent.');
    return { ok: false, text: AUTH_COPY.signInFailed };
  }
  const reply = await askExtension(handOver.extensionId, {
    type: 'intently/hand-over',
    state: handOver.state,
    code: handOver.code,
  });
  if (!reply) return { ok: false, text: AUTH_COPY.extensionSilent };
  return reply.ok
    ? { ok: true, text: AUTH_COPY.signedIn(email) }
    : { ok: false, text: reply.error ?? AUTH_COPY.signInFailed };
}
