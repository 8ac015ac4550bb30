import { randomBytes } from 'node:crypto';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { revokeSlackGrantOf, sealTokens, SLACK_MESSAGES, slackAccessToken } from '../auth/slack-grant';
import {
  exchangeSlackCode,
  SLACK_SCOPES,
  slackAuthorizeUrl,
  SlackOAuthError,
  SlackUnavailableError,
} from '../auth/slack-oauth';
import type { SlackConfig } from '../config';
import { ApiError } from '../http/api-error';
import { readJson } from '../http/json-body';
import { requireSession } from '../http/require-session';
import type { ApiAnswer } from '../../../extension/account/api-contract';

const STATE_MINUTES = 10;

const text = (field: string, max: number, what: string) =>
  z
    .string({ error: `Send "${field}" as text: ${what}.` })
    .min(1, `"${field}" must not be empty.`)
    .max(max, `"${field}" must be at most ${max} characters.`);
const StartBody = z.object({ redirectUri: text('redirectUri', 2048, "the site's /auth address Slack returns to") });
const CallbackBody = z.object({
  code: text('code', 2048, 'the code Slack returned to the /auth page'),
  state: z
    .string({ error: 'Send "state" as text: the state Slack returned to the /auth page.' })
    .regex(/^slack_[\w-]{16,128}$/, '"state" must be "slack_" followed by 16 to 128 letters, digits, - or _.'),
  redirectUri: text('redirectUri', 2048, "the site's /auth address Slack returned to"),
});

/**
 * A Slack redirect must be the /auth page of an origin this server answers for (PUBLIC_ORIGIN, SITE_ORIGINS,
 * the listening address) or a configured sign-in redirect; Slack also checks it against the app's list.
 */
function redirectAllowed(deps: AppDeps, uri: string): boolean {
  const listed = [...(deps.config.oidc?.redirectUris ?? []), ...(deps.config.localSignIn?.redirectUris ?? [])];
  if (listed.includes(uri)) return true;
  try {
    const url = new URL(uri);
    return (
      url.pathname === '/auth' &&
      !url.search &&
      !url.hash &&
      url.protocol.startsWith('http') &&
      deps.config.allowedOrigins.includes(url.origin)
    );
  } catch {
    return false;
  }
}

/**
 * Slack for /slack (issue #23): connect a workspace (start: the authorize address with a state bound to the
 * signed-in account; callback: the extension passes on the code Slack sent the /auth page, with its own
 * session, so a connection lands in the account that started it), the access token the extension calls
 * Slack's Web API with (POST /api/tokens/slack), and disconnecting (revoked at Slack).
 */
export function slackRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, storage } = deps;
  const routes = new Hono<AppEnv>();
  const session = requireSession(deps, 'write');
  const slack: { config: SlackConfig; key: Buffer } | null =
    config.slack && config.tokenKey ? { config: config.slack, key: config.tokenKey } : null;
  const enabled: MiddlewareHandler<AppEnv> = async (_c, next) => {
    if (!slack) throw new ApiError(503, SLACK_MESSAGES.disabled);
    await next();
  };
  /** Slack's settings, in a handler behind `enabled`. */
  const on = () => slack!;

  routes.post('/slack/start', enabled, session, async (c) => {
    const { redirectUri } = await readJson(c, StartBody);
    if (!redirectAllowed(deps, redirectUri)) throw new ApiError(400, SLACK_MESSAGES.redirect);
    const state = `slack_${randomBytes(24).toString('base64url')}`;
    await storage.slackGrants.saveState(
      state,
      c.get('account').id,
      redirectUri,
      new Date(Date.now() + STATE_MINUTES * 60_000),
    );
    return c.json({ url: slackAuthorizeUrl(on().config, redirectUri, state), state } satisfies ApiAnswer<'startSlack'>);
  });

  routes.post('/slack/callback', enabled, session, async (c) => {
    const body = await readJson(c, CallbackBody);
    const accountId = c.get('account').id;
    const started = await storage.slackGrants.takeState(body.state);
    if (!started || started.accountId !== accountId || started.redirectUri !== body.redirectUri)
      throw new ApiError(400, SLACK_MESSAGES.state);
    let tokens;
    try {
      tokens = await exchangeSlackCode(on().config, body.code, body.redirectUri);
    } catch (error) {
      if (error instanceof SlackOAuthError)
        throw new ApiError(400, SLACK_MESSAGES.refused(error.code), { reconnect: true });
      if (error instanceof SlackUnavailableError) {
        c.header('Retry-After', String(error.retryAfterSeconds));
        throw new ApiError(503, SLACK_MESSAGES.unavailable(error.retryAfterSeconds));
      }
      throw error;
    }
    // Another workspace replaces the one connected before, whose token is revoked. The same workspace again is
    // only stored anew: Slack may hand the same bot token over again, and revoking it would end the new grant.
    const previous = await storage.slackGrants.find(accountId);
    if (previous && previous.teamId !== tokens.teamId)
      await revokeSlackGrantOf(on().config, on().key, storage.slackGrants, accountId);
    await storage.slackGrants.save(accountId, {
      teamId: tokens.teamId,
      teamName: tokens.teamName,
      scopes: tokens.scopes,
      ...sealTokens(on().key, tokens, Date.now(), accountId),
    });
    if (!tokens.scopes.includes(SLACK_SCOPES[0])) throw new ApiError(409, SLACK_MESSAGES.declined, { reconnect: true });
    const answer = { ok: true, team: { id: tokens.teamId, name: tokens.teamName }, scopes: tokens.scopes };
    return c.json(answer satisfies ApiAnswer<'finishSlack'>);
  });

  routes.post('/tokens/slack', enabled, session, async (c) => {
    try {
      return c.json(
        (await slackAccessToken(
          on().config,
          on().key,
          storage.slackGrants,
          c.get('account').id,
        )) satisfies ApiAnswer<'slackToken'>,
      );
    } catch (error) {
      if (error instanceof ApiError && typeof error.details.retryAfterSeconds === 'number')
        c.header('Retry-After', String(error.details.retryAfterSeconds));
      throw error;
    }
  });

  // Disconnecting works whatever the configuration: the grant is forgotten here, and revoked at Slack when possible.
  routes.delete('/slack', session, async (c) => {
    await revokeSlackGrantOf(config.slack, config.tokenKey, storage.slackGrants, c.get('account').id);
    return c.json({ ok: true } satisfies ApiAnswer<'disconnectSlack'>);
  });
  return routes;
}
