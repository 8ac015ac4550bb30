import type { AppDeps } from '../app-env';
import { GRANT_SCOPES, type GoogleGrant } from './google-scopes';
import { decryptToken } from './token-cipher';

/**
 * What a person reads when this server cannot connect Google (it signs in with the local test provider, or keeps no
 * refresh tokens); the settings it lacks are in the start-up notices, for whoever runs it.
 */
export const GOOGLE_ACCESS_DISABLED =
  "Connecting Google isn't available on this server right now. Please try again later.";

/** Sentences of the Google grant's refusals; each answer that carries `reconnect: true` means "connect Google again". */
export const GRANT_MESSAGES = {
  missing: (grant: GoogleGrant) =>
    `Intently has no Google permission to ${GRANT_SCOPES[grant].what} yet. Connect Google to allow it.`,
  revoked: 'Google access was revoked or has expired. Reconnect Google to go on.',
  declined: (grant: GoogleGrant) =>
    `Google did not grant the permission to ${GRANT_SCOPES[grant].what}: connect Google again and leave that permission ticked.`,
  unavailable: (seconds: number) =>
    `Google is not handing out access tokens right now; please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
  otherAccount: (email: string) =>
    `You chose a different Google account from the one signed in to Intently (${email}); connect Google again and choose ${email}.`,
  noRefreshToken: 'Google did not hand over lasting access; please connect Google again.',
} as const;

/**
 * Forgets an account's Google grant and revokes it at Google ("Sign-out and Delete my account revoke the
 * Google grant", issue #22). With `lastSession`, only when no live session of the account is left. Never
 * throws: the person's sign-out or deletion must not fail because Google did not answer.
 */
export async function revokeGrantOf(
  { storage, google, config }: Pick<AppDeps, 'storage' | 'google' | 'config'>,
  accountId: string,
  options: { lastSession?: boolean } = {},
) {
  try {
    const sealed = await storage.grants.take(accountId, options);
    if (!sealed) return;
    if (!google || !config.tokenKey) {
      console.warn('A Google grant was forgotten here but not revoked: this server is not configured for Google.');
      return;
    }
    await google.revoke(decryptToken(config.tokenKey, sealed, accountId));
  } catch (error) {
    console.warn(`Revoking a Google grant failed: ${error instanceof Error ? error.message : 'error'}`);
  }
}
