/**
 * Slack's part of the one provider access (provider-access.ts), for /slack (issue #23): the workspace's access
 * token from our server (`API_ROUTES.slackToken`, one grant: `slack`), Slack's `token_expired` answered by asking
 * the server once more (it refreshes), a revoked token (`SLACK_REVOKED`) forgotten at the server; connecting Slack (the
 * site's /auth page sends the person to Slack and passes the code Slack returns back here, and this worker hands
 * it to the server with its own session, so the workspace lands in the account that asked); Slack's API address
 * as a setting (`slackApiBase` in `storage.local`, default https://slack.com; tests point it at the stand-in).
 */
import { z } from 'zod';
import { callSlack, ReconnectSlackError, SLACK_REVOKED, SlackError } from '../shared/call-slack';
import { parseApiOrigin } from './api-origin';
import type { BasesStorage } from './google-api-bases';
import type { Provider, ProviderAccess } from './provider-access';
import type { ExternalSender } from './sign-in';

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

/** The /auth page asks the extension to start connecting Slack (the server needs the extension's session for it). */
export const SlackStartMessage = z.object({ type: z.literal('intently/slack-start') });

/** The /auth page passes on the code and state Slack returned to it. */
export const SlackFinishMessage = z.object({
  type: z.literal('intently/slack-finish'),
  code: z.string().min(1).max(2048),
  state: z.string().min(1).max(512),
});

/** Refusal of a Slack connection message from anywhere but the configured server's /auth page. */
export const SLACK_CONNECT_REFUSED =
  'Intently connects Slack only from the /auth page of the server set in its Account settings.';

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
  startConnect(message: unknown, sender: ExternalSender): Promise<{ url: string; state: string }>;
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
    /** Starts connecting Slack for the /auth page of the configured server: answers Slack's authorize address and the state. */
    async startConnect(message, sender) {
      SlackStartMessage.parse(message);
      const { server, authUrl } = await providers.fromAuthPage(sender, SLACK_CONNECT_REFUSED);
      return server.startSlack(authUrl);
    },
    /** Finishes connecting Slack with the code Slack returned to the /auth page; answers the workspace. */
    async finishConnect(message, sender) {
      const { code, state } = SlackFinishMessage.parse(message);
      const { server, authUrl } = await providers.fromAuthPage(sender, SLACK_CONNECT_REFUSED);
      const team = await server.finishSlack(code, state, authUrl);
      await providers.forget(SLACK, 'slack');
      return team;
    },
  };
}
