import { createHash, randomBytes } from 'node:crypto';
import type { Page, Worker } from '@playwright/test';
import { ACCOUNT_COPY } from '../../extension/account/account-copy';
import { FLOW_REFUSED } from '../../extension/account/auth-flows';
import { newSessionToken } from '../../site/server/auth/session-token';
import { AUTH_COPY } from '../../site/src/auth/auth-copy';
import { slackServerEnv, startSlackStandIn, type SlackStandIn } from '../../site/server/test/slack-stand-in';
import { expect, OTHER_EXTENSION_DIR, test } from '../fixtures/extension';
import { accountPanel, newDevice, startAccountServer, type AccountServer, type Device } from './account-helpers';

/** What the other extension was sent by the /auth page, and what it could pass on. */
interface Received {
  message: { type?: string; code?: string; state?: string };
  origin?: string;
}

test.describe('no other extension and no crafted link completes a sign-in or a grant (issue 33)', () => {
  test.describe.configure({ timeout: 240_000 });
  let slack: SlackStandIn;
  let server: AccountServer;
  let device: Device;
  /** The other extension's background: no permissions, the test site in its `externally_connectable`. */
  let other: Worker;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    slack = await startSlackStandIn();
    server = await startAccountServer(undefined, { env: slackServerEnv(slack.url) });
    device = await newDevice(server.url, { extensions: [OTHER_EXTENSION_DIR] });
    const isOther = (worker: Worker) => worker.url().endsWith('/other-background.js');
    other =
      device.context.serviceWorkers().find(isOther) ??
      (await device.context.waitForEvent('serviceworker', { predicate: isOther }));
  });
  test.afterAll(async () => {
    await device?.close();
    await server?.close();
    await slack?.close();
  });

  /** The attacker's own account on the server, with the session token its owner holds after signing in. */
  async function attackerAccount(): Promise<{ id: string; token: string }> {
    const { accounts } = server.server.storage;
    const account = await accounts.upsert({
      subject: 'local:mallory@example.com',
      email: 'mallory@example.com',
      name: 'User mallory',
      picture: '',
      refreshToken: null,
    });
    const session = newSessionToken();
    await accounts.createSession(account.id, session.hash, new Date(Date.now() + 3_600_000));
    return { id: account.id, token: session.token };
  }

  /** A call to the server from the attacker's own machine (any header it likes), answering the JSON. */
  async function fromAttacker(path: string, body: object, headers: Record<string, string> = {}) {
    const response = await fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  }

  /** The other extension opens `address` in a new tab, as any extension may (tabs.create needs no permission). */
  async function openedByOther(address: string): Promise<Page> {
    const opened = device.context.waitForEvent('page');
    await other.evaluate((url) => chrome.tabs.create({ url }), address);
    return opened;
  }

  /**
   * The person who got the link goes along with it: presses Continue when the page offers it, signs in on the
   * local test page as `email` when sent there, and waits until the /auth page says how it ended.
   */
  async function goAlong(page: Page, email: string): Promise<void> {
    const outcome = page.getByRole('alert').or(page.getByRole('status'));
    const signInPage = page.getByRole('heading', { name: 'Local test sign-in' });
    await expect(page.getByRole('heading', { name: 'Welcome back' }).or(signInPage)).toBeVisible();
    const button = page.getByRole('button', { name: /^Continue with / });
    if (await button.isVisible()) await button.click();
    await expect(signInPage.or(outcome).first()).toBeVisible();
    if (await signInPage.isVisible()) {
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Sign in with this test account' }).click();
    }
    await expect(outcome.first()).toBeVisible();
  }

  const received = () => other.evaluate(() => (self as unknown as { received: Received[] }).received);

  test('Slack: a link naming the other extension connects no workspace to its account, and the page sends it nothing', async () => {
    const mallory = await attackerAccount();
    const otherId = new URL(other.url()).host;
    const links = [
      `/auth?source=extension&grant=slack&extension=${otherId}`,
      `/auth?source=extension&grant=slack&flow=extension_${randomBytes(24).toString('base64url')}&extension=${otherId}`,
    ];
    const said = [AUTH_COPY.notStarted, FLOW_REFUSED.unknown];
    for (const [i, link] of links.entries()) {
      // The attacker's server side: a Slack connection started for its own account, which its extension answers with.
      const start = await fromAttacker(
        '/api/slack/start',
        { redirectUri: `${server.url}/auth` },
        { authorization: `Bearer ${mallory.token}` },
      );
      expect(start.status).toBe(200);
      await other.evaluate(({ url, state }) => {
        Object.assign(self, {
          answers: {
            'intently/slack-start': { ok: true, url, state },
            'intently/flow-start': { ok: true, kind: 'slack', url, state },
            'intently/slack-finish': { ok: true, team: { name: 'Stolen' } },
          },
        });
      }, start.body);

      const page = await openedByOther(`${server.url}${link}`);
      await goAlong(page, 'ann@example.com');
      // Whatever code the page handed the other extension, the attacker passes on with its own session.
      for (const { message } of await received()) {
        if (message.type !== 'intently/slack-finish') continue;
        await fromAttacker(
          '/api/slack/callback',
          { code: message.code, state: message.state, redirectUri: `${server.url}/auth` },
          { authorization: `Bearer ${mallory.token}` },
        );
      }
      expect(await received()).toEqual([]);
      expect(await server.server.storage.slackGrants.find(mallory.id)).toBeNull();
      expect(slack.authorizations()).toEqual([]);
      await expect(page.getByRole('alert')).toHaveText(said[i]!);
      await page.close();
    }
  });

  test("sign-in: links carrying someone else's challenge make no hand-over code and deliver nothing", async () => {
    const ourId = device.extensionId;
    const verifier = randomBytes(32).toString('base64url');
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    const flow = `extension_${randomBytes(24).toString('base64url')}`;
    // The attacker's server side starts a sign-in with its own challenge, naming our extension in a forged Origin.
    const start = await fromAttacker(
      '/api/auth/start',
      { redirectUri: `${server.url}/auth`, source: 'extension', extension: { id: ourId, state: flow, challenge } },
      { origin: `chrome-extension://${ourId}` },
    );
    expect(start.status).toBe(200);
    const attempts = [
      {
        address: `${server.url}/auth?source=extension&state=extension_${randomBytes(24).toString('base64url')}&challenge=${challenge}&extension=${ourId}`,
        said: AUTH_COPY.notStarted,
      },
      { address: `${server.url}/auth?source=extension&flow=${flow}`, said: FLOW_REFUSED.unknown },
      { address: start.body.url!, said: AUTH_COPY.signInFailed },
    ];
    for (const { address, said } of attempts) {
      const page = await openedByOther(address);
      await goAlong(page, 'victim@example.com');
      expect(await server.server.storage.db.selectFrom('hand_over_codes').selectAll().execute()).toEqual([]);
      expect(await received()).toEqual([]);
      await expect(page.getByRole('alert')).toHaveText(said);
      await page.close();
    }
    await expect(accountPanel(device).getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  });

  test('closing the sign-in tab before finishing says so in the extension', async () => {
    const opened = device.context.waitForEvent('page');
    await accountPanel(device).getByRole('button', { name: 'Sign in with Google' }).click();
    const auth = await opened;
    await expect(auth.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await auth.close();
    await expect(accountPanel(device).getByRole('status')).toHaveText(ACCOUNT_COPY.cancelled);
  });
});
