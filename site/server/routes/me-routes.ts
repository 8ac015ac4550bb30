import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env';
import { revokeGrantOf } from '../auth/google-grant';
import { revokeSlackGrantOf } from '../auth/slack-grant';
import { ApiError } from '../http/api-error';
import { requireSession, SIGN_IN_REQUIRED } from '../http/require-session';
import { clearSessionCookie } from '../http/session-cookie';
import type { ApiAnswer } from '../../../extension/account/api-contract';

/** The signed-in account: profile, deletion with everything stored for it, and a full JSON export. */
export function meRoutes(deps: AppDeps): Hono<AppEnv> {
  const { config, storage } = deps;
  const routes = new Hono<AppEnv>();
  const session = requireSession(deps, 'read');

  routes.get('/me', session, (c) => {
    const { email, name, picture } = c.get('account');
    return c.json({ email, name, picture } satisfies ApiAnswer<'me'>);
  });

  routes.delete('/me', requireSession(deps, 'write'), async (c) => {
    const { id } = c.get('account');
    // Issue #22: "Delete my account" revokes the Google grant; Google's answer never stops the deletion.
    await revokeGrantOf(deps, id);
    // Issue #23: and the Slack grant, revoked at Slack; neither answer stops the deletion.
    await revokeSlackGrantOf(config.slack, config.tokenKey, storage.slackGrants, id);
    await storage.accounts.delete(id);
    if (c.get('credential') === 'cookie') clearSessionCookie(c, config.trustProxy);
    return c.json({ ok: true } satisfies ApiAnswer<'deleteAccount'>);
  });

  routes.get('/me/export', session, async (c) => {
    const data = await storage.exportAccount(c.get('account').id);
    if (!data) throw new ApiError(401, SIGN_IN_REQUIRED);
    c.header('Content-Disposition', 'attachment; filename="intently-account-export.json"');
    return c.json(data);
  });
  return routes;
}
