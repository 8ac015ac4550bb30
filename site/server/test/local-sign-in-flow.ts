import { createHash, randomBytes } from 'node:crypto';
import { LOCAL_AUTHORIZE_PATH } from '../auth/local-identity-provider';
import { INTENTLY_EXTENSION_ORIGIN } from '../config';
import type { ExtensionSignIn } from '../storage/account-store';
import { api, type TestServer } from './test-server';

/** What the extension makes when it starts a sign-in (extension/account/sign-in.ts): its state, verifier and challenge. */
export function extensionSignIn(id = INTENTLY_EXTENSION_ORIGIN.slice('chrome-extension://'.length)): {
  extension: ExtensionSignIn;
  verifier: string;
} {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { extension: { id, state: `extension_${randomBytes(24).toString('base64url')}`, challenge }, verifier };
}

/** The extension's own start of its sign-in (`API_ROUTES.startSignIn`): from its Origin, with its flow id and challenge. */
export function startFromExtension(server: TestServer, redirectUri: string, { id, state, challenge }: ExtensionSignIn) {
  return api(server, '/api/auth/start', {
    body: { redirectUri, source: 'extension', extension: { state, challenge } },
    origin: `chrome-extension://${id}`,
  });
}

/**
 * The browser's part of a sign-in with the local test provider: /api/auth/start from the server's own /auth
 * page (or, for `extension`, from that extension), then the test page submitted with `email`. Answers the start's answer and the code and state the
 * page redirected back with (the redirect is not followed).
 */
export async function signInLocally(server: TestServer, email: string, extension?: ExtensionSignIn) {
  const redirectUri = `${server.origin}/auth`;
  const start = extension
    ? await startFromExtension(server, redirectUri, extension)
    : await api(server, '/api/auth/start', { body: { redirectUri, source: 'extension' } });
  if (start.status !== 200) throw new Error(`The sign-in did not start: ${start.status} ${JSON.stringify(start.body)}`);
  const query = new URL(start.body.url).searchParams;
  const form = {
    redirect_uri: query.get('redirect_uri') ?? '',
    state: query.get('state') ?? '',
    code_challenge: query.get('code_challenge') ?? '',
    email,
  };
  const response = await fetch(`${server.url}${LOCAL_AUTHORIZE_PATH}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { origin: server.origin, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form),
  });
  const location = response.headers.get('location');
  if (response.status !== 303 || !location)
    throw new Error(`The test page did not redirect back: ${response.status} ${await response.text()}`);
  const back = new URL(location);
  return {
    start: start.body as { url: string; state: string },
    redirect: back,
    code: back.searchParams.get('code') ?? '',
    state: back.searchParams.get('state') ?? '',
  };
}
