/**
 * Slack's part of the one provider access (provider-access.ts), for /slack (issue #23): the workspace's access
 * token from our server (`API_ROUTES.slackToken`, one grant: `slack`), Slack's `token_expired` answered by asking
 * the server once more (it refreshes), a revoked token (`SLACK_REVOKED`) forgotten at the server; connecting Slack (a
 * flow of auth-flows.ts: the site's /auth page sends the person to Slack and passes the code Slack returns back here,
 * for the flow this extension opened, and this worker hands it to the server with its own session, so the workspace
 * lands in the account that asked); Slack's API address as a setting (`slackApiBase` in `storage.local`, default
 * https://slack.com; tests point it at the stand-in).
 */
import { z } from 'zod';
import { callSlack, ReconnectSlackError, SLACK_REVOKED, SlackError } from '../shared/call-slack';
import { parseApiOrigin } from './api-origin';
import { FLOW_ID, FLOW_REFUSED, type ExternalSender } from './auth-flows';
import type { BasesStorage } from './google-api-bases';
import type { Provider, ProviderAccess } from './provider-access';

/** Slack's own address, where its Web API methods live under /api/. */
export const DEFAULT_SLACK_API_BASE = 'https://slack.com';

/** The `storage.local` key of the Slack API address setting. */
export const SLACK_API_BASE_KEY = 'slackApiBase';

/** Slack's API address: the stored one when it is a valid origin, else Slack's. */
export async function readSlackApiBase(storage: BasesStorage): Promise<string> {
  const stored = (await storage.get(SLACK_API_BASE_KEY))[SLACK_API_BASE_KEY];
  try {
    return typeof stored === 'string' ? parseApiOrigin(stored) : DEFAULT_SLACK_API_BASE;
  } catch {
    return DEFAULT_SLACK_API_BASE;
  }
}

/** The /auth page passes on the code and state Slack returned to it, for the flow the extension opened. */
export const SlackFinishMessage = z.object({
  type: z.literal('intently/slack-finish'),
  flow: z.string().regex(FLOW_ID),
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
});

/** Slack refused the token itself (revoked, app uninstalled): what the bar says. */
export const SLACK_TOKEN_REVOKED =
  'Slack access was revoked or the Intently app was removed from the workspace. Reconnect Slack to go on.';

/** What /slack may do with Slack. */
export interface SlackAccess {
  /**
   * Calls a Web API method of the connected workspace and answers Slack's `ok` body with the workspace; throws
   * `ReconnectSlackError`, `SignedOutError`, `SlackError` (Slack's code) or the server's sentence.
   */
  call(
    method: string,
    args: Record<string, string>,
  ): Promise<{ body: Record<string, unknown>; team: { id: string; name: string } }>;
  /** The connected workspace (asks the server for a token when none is kept); throws as `call` does. */
  team(): Promise<{ id: string; name: string }>;
  /** Opens the server's /auth page, where the person connects a Slack workspace. */
  connect(windowId?: number): Promise<void>;
  /** Disconnects the workspace: the server revokes the grant at Slack and forgets it; the token kept here goes too. */
  disconnect(): Promise<void>;
}

/** Slack as a provider: an expired token is asked for anew; a revoked one is forgotten at the server, which then says "connect". */
const SLACK: Provider<'slack', 'slack'> = {
  name: 'slack',
  token: (server) => server.slackToken(),
  refused: (error) => error instanceof SlackError && error.code === 'token_expired',
  revoked: {
    is: (error) => error instanceof SlackError && SLACK_REVOKED.has(error.code),
    forget: (server) => server.disconnectSlack(),
    error: () => new ReconnectSlackError(SLACK_TOKEN_REVOKED),
  },
};

/** Slack access over the one provider access. */
export function slackAccess(providers: ProviderAccess): SlackAccess & {
  startConnect(): Promise<{ url: string; state: string }>;
  finishConnect(message: unknown, sender: ExternalSender): Promise<{ id: string; name: string }>;
} {
  return {
    async call(method, args) {
      const base = await readSlackApiBase(providers.settings);
      return providers.call(SLACK, 'slack', async (token, { fetchImpl, sleep, now }) => ({
        body: await callSlack(fetchImpl, sleep, now, base, token.accessToken, method, args),
        team: { id: token.teamId, name: token.teamName },
      }));
    },
    async team() {
      const token = await providers.token(SLACK, 'slack');
      return { id: token.teamId, name: token.teamName };
    },
    async disconnect() {
      await (await providers.forget(SLACK, 'slack')).disconnectSlack();
    },
    connect: (windowId) => providers.connect('slack', windowId),
    /** Starts connecting Slack at the server with the session: answers Slack's authorize address and the state. */
    async startConnect() {
      const { server, authUrl } = await providers.server();
      return server.startSlack(authUrl);
    },
    /**
     * Finishes connecting Slack with the code Slack returned to the /auth page, for a Slack flow this extension
     * opened and started with that state (each once); answers the workspace.
     */
    async finishConnect(message, sender) {
      const { flow: id, code, state } = SlackFinishMessage.parse(message);
      const flow = await providers.flows.find(id, ['slack'], sender);
      if (flow.state !== state) throw new Error(FLOW_REFUSED.unknown);
      await providers.flows.end(id);
      const { server, authUrl } = await providers.server();
      const team = await server.finishSlack(code, state, authUrl);
      await providers.forget(SLACK, 'slack');
      return team;
    },
  };
}
