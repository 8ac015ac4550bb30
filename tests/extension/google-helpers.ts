import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { GOOGLE_TEST_CLIENT, startGoogleStandIn, type GoogleStandIn } from '../../site/server/test/google-stand-in';
import { freePort } from '../../site/server/test/postgres-cluster';
import { expect, test } from '../fixtures/extension';
import { accountPanel, newDevice, startAccountServer, type AccountServer, type Device } from './account-helpers';

/** The real server with Google's stand-in as its identity provider, so the server can add the Gmail and Calendar grants. */
async function startServerWithGoogle(): Promise<{ google: GoogleStandIn; server: AccountServer }> {
  const port = await freePort();
  const auth = `http://127.0.0.1:${port}/auth`;
  const google = await startGoogleStandIn([auth]);
  const server = await startAccountServer(undefined, {
    port,
    env: {
      OIDC_ISSUER: google.issuer,
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT.id,
      GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT.secret,
      AUTH_REDIRECT_URIS: auth,
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    },
  });
  return { google, server };
}

/** What `useServerWithGoogle` gives a describe block's tests: the stand-in, the server, and a device on that server. */
export interface GoogleTestEnv {
  google: GoogleStandIn;
  server: AccountServer;
  /** Opens a browser profile with the extension, set to the server; closed after the block. */
  open(launch?: Parameters<typeof newDevice>[1]): Promise<Device>;
}

/** For a describe block: the real server with Google's stand-in, started before its tests and closed after them, with the device they opened. */
export function useServerWithGoogle(): GoogleTestEnv {
  const devices: Device[] = [];
  const env = {
    open: async (launch) => devices[devices.push(await newDevice(env.server.url, launch)) - 1]!,
  } as GoogleTestEnv;
  test.beforeAll(async () => {
    Object.assign(env, await startServerWithGoogle());
  });
  test.afterAll(async () => {
    for (const device of devices) await device.close();
    await env.server?.close();
    await env.google?.close();
  });
  return env;
}

/** Signs in from the main page with "Google" (the stand-in consents as alice at once). */
export async function signInWithGoogle(device: Device): Promise<void> {
  const opened = device.context.waitForEvent('page');
  await accountPanel(device).getByRole('button', { name: 'Sign in with Google' }).click();
  const signIn = await opened;
  await signIn.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(signIn.getByRole('status')).toHaveText(
    "You're signed in to Intently as alice@gmail.test. You can close this tab.",
  );
  await signIn.close();
}

/** Finishes adding a grant on the /auth page the extension opened. */
export async function finishGrant(grant: Page): Promise<void> {
  await grant.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(grant.getByRole('status')).toHaveText(
    'Google access is connected for alice@gmail.test. Go back to Intently to go on; you can close this tab.',
  );
}
