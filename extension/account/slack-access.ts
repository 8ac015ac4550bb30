/**
 * Slack access for /slack (issue #23), in the background: calls to Slack's Web API with an access token the
 * Intently server mints for the signed-in account's workspace, kept only in this worker's memory (never stored,
 * never handed to a page or to the bar); connecting Slack (the site's /auth page sends the person to Slack and
 * passes the code Slack returns back here, and this worker hands it to the server with its own session, so the
 * workspace lands in the account that asked); Slack's API address as a setting (`slackApiBase` in
 * `storage.local`, default https://slack.com; tests point it at the stand-in).
 */
import { z } from 'zod';
import { callSlack, ReconnectSlackError, SLACK_REVOKED, SlackError } from '../shared/call-slack';
import { accountApi, SignedOutError, type SlackToken } from './account-api';
import { ACCOUNT_COPY } from './account-copy';
import type { AccountService } from './account-service';
import { parseApiOrigin } from './api-origin';
import type { BasesStorage } from './google-api-bases';
import { googleTokenCache } from './google-token-cache';
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

/** The browser parts Slack access needs. */
export interface SlackAccessBrowser {
  storage: { local: BasesStorage };
  tabs: { create(properties: { url: string; windowId?: number }): Promise<unknown> };
  runtime: { id: string };
}

/** Slack access over the account service; `fetch`, `sleep` and the clock are parameters for tests. */
export function slackAccess(
  browser: SlackAccessBrowser,
  service: AccountService,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  now: () => number = Date.now,
): SlackAccess & {
  startConnect(message: unknown, sender: ExternalSender): Promise<{ url: string; state: string }>;
  finishConnect(message: unknown, sender: ExternalSender): Promise<{ id: string; name: string }>;
} {
  const cache = googleTokenCache<SlackToken>(now);
  const signedIn = async () => {
    const session = await service.session();
    if (!session) throw new SignedOutError(ACCOUNT_COPY.notSignedIn);
    return session;
  };
  /** The session's token: the kept one, else one asked of the server (a sign-out it reports ends the session here). */
  const tokenOf = (session: { origin: string; token: string }) => {
    const server = accountApi(session.origin, session.token, fetchImpl);
    const ask = () =>
      server.slackToken().catch(async (error: unknown) => {
        if (error instanceof SignedOutError) await service.ended();
        throw error;
      });
    const key = `${session.origin} ${session.token} slack`;
    return { server, key, get: () => cache.get(key, ask) };
  };
  /** The session, when the message comes from the configured server's /auth page; else the refusal. */
  const fromAuthPage = async (sender: ExternalSender) => {
    const session = await signedIn();
    if (sender.origin !== session.origin || !sender.url || new URL(sender.url).pathname !== '/auth')
      throw new Error(SLACK_CONNECT_REFUSED);
    return session;
  };

  return {
    async call(method, args) {
      const { server, key, get } = tokenOf(await signedIn());
      const base = await readSlackApiBase(browser.storage.local);
      const attempt = async () => {
        const token = await get();
        return {
          body: await callSlack(fetchImpl, sleep, now, base, token.accessToken, method, args),
          team: { id: token.teamId, name: token.teamName },
        };
      };
      try {
        return await attempt();
      } catch (error) {
        if (!(error instanceof SlackError) || !(error.code === 'token_expired' || SLACK_REVOKED.has(error.code)))
          throw error;
        cache.drop(key);
        // An expired token: ask the server once more (it refreshes). A revoked one: the server forgets the grant, so the next try says "connect".
        if (error.code !== 'token_expired') {
          await server.disconnectSlack().catch(() => undefined);
          throw new ReconnectSlackError(SLACK_TOKEN_REVOKED);
        }
        return attempt();
      }
    },
    async team() {
      const token = await tokenOf(await signedIn()).get();
      return { id: token.teamId, name: token.teamName };
    },
    async disconnect() {
      const { server, key } = tokenOf(await signedIn());
      cache.drop(key);
      await server.disconnectSlack();
    },
    async connect(windowId?: number) {
      const query = new URLSearchParams({ source: 'extension', grant: 'slack', extension: browser.runtime.id });
      await browser.tabs.create({ url: `${(await service.view()).origin}/auth?${query}`, windowId });
    },
    /** Starts connecting Slack for the /auth page of the configured server: answers Slack's authorize address and the state. */
    async startConnect(message, sender) {
      SlackStartMessage.parse(message);
      const session = await fromAuthPage(sender);
      return accountApi(session.origin, session.token, fetchImpl).startSlack(`${session.origin}/auth`);
    },
    /** Finishes connecting Slack with the code Slack returned to the /auth page; answers the workspace. */
    async finishConnect(message, sender) {
      const { code, state } = SlackFinishMessage.parse(message);
      const session = await fromAuthPage(sender);
      const team = await accountApi(session.origin, session.token, fetchImpl).finishSlack(
        code,
        state,
        `${session.origin}/auth`,
      );
      cache.drop(`${session.origin} ${session.token} slack`);
      return team;
    },
  };
}
