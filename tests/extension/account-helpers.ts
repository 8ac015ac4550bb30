import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startServer, type RunningServer } from '../../site/server/start-server';
import { freshPgliteDir } from '../../site/server/test/pglite-template';
import { spawnServer } from '../../site/server/test/server-process';
import { SITE_DIR } from '../fixtures/site';
import { isOurBackground, launchWithExtension } from '../fixtures/extension';
import { expect } from '../fixtures/extension';
import { openBar, openPage, runCommand } from './bar-helpers';

/** A real Intently server (site + API) with the local test identity provider, on one port and data that survive a restart. */
export interface AccountServer {
  url: string;
  server: RunningServer;
  /** Stops the server, as when it goes down. */
  stop(): Promise<void>;
  /** Starts it again on the same port and data. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Starts the server on PGlite (a fresh data folder) or on PostgreSQL (`databaseUrl`); `port` and `env` serve a
 * server whose identity provider must know its address beforehand (Google's stand-in, AUTH_REDIRECT_URIS).
 */
export async function startAccountServer(
  databaseUrl?: string,
  options: { port?: number; env?: Record<string, string>; requestLog?: (line: string) => void } = {},
): Promise<AccountServer> {
  // PostgreSQL keeps nothing in the data folder; PGlite's starts from the initialised template.
  const dataDir = databaseUrl
    ? await mkdtemp(join(tmpdir(), 'intently-e2e-account-'))
    : await freshPgliteDir('intently-e2e-account-');
  const env = {
    ...process.env,
    LOCAL_SIGN_IN: '1',
    NODE_ENV: 'test',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  };
  let server = await startServer({
    port: options.port ?? 0,
    host: '127.0.0.1',
    dataDir,
    siteDir: SITE_DIR,
    env,
    log: () => {},
    requestLog: options.requestLog,
  });
  const port = Number(new URL(server.url).port);
  let running = true;
  const handle: AccountServer = {
    url: server.url,
    get server() {
      return server;
    },
    async stop() {
      if (running) await server.close();
      running = false;
    },
    async restart() {
      server = await startServer({
        port,
        host: '127.0.0.1',
        dataDir,
        siteDir: SITE_DIR,
        env,
        log: () => {},
        requestLog: options.requestLog,
      });
      running = true;
    },
    async close() {
      await handle.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return handle;
}

/** A server as `npm start` runs it (main.ts, a Node process of its own) on PostgreSQL, with the local test sign-in. */
export interface AccountServerProcess {
  url: string;
  /** Its request log: one JSON line per request, written when the answer ends (main.ts writes them to stdout). */
  requestLines(): string[];
  close(): Promise<void>;
}

/** Spawns main.ts on `databaseUrl`, as `npm start` does but on PostgreSQL, serving the test build of the site. */
export async function spawnAccountServer(databaseUrl: string): Promise<AccountServerProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'intently-e2e-process-'));
  const server = await spawnServer({
    ...process.env,
    LOCAL_SIGN_IN: '1',
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    SITE_DIR: resolve(SITE_DIR),
    PORT: '0',
    HOST: '127.0.0.1',
  });
  return {
    url: server.url,
    requestLines: () =>
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{"time"')),
    async close() {
      server.child.kill('SIGTERM');
      await server.exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A Chromium profile with the extension loaded; `main` is its main page. */
export interface Device {
  context: BrowserContext;
  extensionId: string;
  main: Page;
  close(): Promise<void>;
}

/**
 * Launches a fresh profile with the extension (and `launch` options: a time zone, say) and points its Account
 * settings at `serverUrl`, as a user would on the main page.
 */
export async function newDevice(
  serverUrl: string,
  launch: Parameters<typeof launchWithExtension>[1] = {},
): Promise<Device> {
  const profile = await mkdtemp(join(tmpdir(), 'intently-profile-'));
  const context = await launchWithExtension(profile, launch);
  const worker =
    context.serviceWorkers().find(isOurBackground) ??
    (await context.waitForEvent('serviceworker', { predicate: isOurBackground }));
  const extensionId = new URL(worker.url()).host;
  const main = await context.newPage();
  await main.goto(`chrome-extension://${extensionId}/app.html?page=main`);
  const account = main.getByRole('region', { name: 'Account' });
  await account.getByRole('textbox', { name: 'Server' }).fill(serverUrl);
  await account.getByRole('button', { name: 'Save' }).click();
  await expect(account.getByRole('textbox', { name: 'Server' })).toHaveValue(serverUrl);
  return {
    context,
    extensionId,
    main,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** The main page's account section. */
export const accountPanel = (device: Device) => device.main.getByRole('region', { name: 'Account' });

/** Finishes a sign-in on the /auth tab the extension opened: Continue with Google, then the local test account page. */
export async function finishSignIn(auth: Page, email: string): Promise<void> {
  await expect(auth).toHaveURL(/\/auth\?source=extension&flow=extension_[\w-]{32}$/);
  await auth.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(auth.getByRole('heading', { name: 'Local test sign-in' })).toBeVisible();
  await auth.getByLabel('Email').fill(email);
  await auth.getByRole('button', { name: 'Sign in with this test account' }).click();
  await expect(auth.getByRole('status')).toHaveText(
    `You're signed in to Intently as ${email}. You can close this tab.`,
  );
}

/** Signs a device in from its main page's "Sign in with Google". */
export async function signInFromMainPage(device: Device, email: string): Promise<void> {
  const opened = device.context.waitForEvent('page');
  await accountPanel(device).getByRole('button', { name: 'Sign in with Google' }).click();
  const auth = await opened;
  await finishSignIn(auth, email);
  await auth.close();
  await expect(accountPanel(device)).toContainText(`Signed in as User`);
}

/** Writes a site's note through the bar's /note, as a user types it. */
export async function writeNote(device: Device, pageUrl: string, text: string): Promise<void> {
  const page = await openPage(device.context, pageUrl);
  const frame = await openBar(page);
  await runCommand(frame, '/note');
  const pad = frame.getByRole('textbox', { name: /^Note for / });
  await pad.fill(text);
  await expect(frame.locator('.saved')).toHaveText('Saved');
  await page.close();
}

/** A site's note as the bar's /note shows it. */
export async function readNote(device: Device, pageUrl: string): Promise<string> {
  const page = await openPage(device.context, pageUrl);
  const frame = await openBar(page);
  await runCommand(frame, '/note');
  const text = await frame.getByRole('textbox', { name: /^Note for / }).inputValue();
  await page.close();
  return text;
}

/**
 * Presses "Sync now", waits for that sync to end and answers the sync state it shows. A sync the stream starts on its
 * own (it opens again once a restarted server answers, and syncs) may be running by then: its end is waited for too.
 */
export async function syncNow(device: Device): Promise<string> {
  const button = accountPanel(device).getByRole('button', { name: 'Sync now' });
  const status = accountPanel(device).getByRole('status', { name: 'Sync' });
  await button.click();
  await expect(button).toBeEnabled({ timeout: 15_000 });
  // The status as first seen settled: read again later, it could be a sync that began since (the live stream's
  // reconnect after a server restart starts one), "Syncing…" again.
  let settled = '';
  await expect
    .poll(async () => (settled = (await status.textContent()) ?? ''), { timeout: 15_000 })
    .not.toBe('Syncing…');
  return settled;
}
