import { describe, expect, it } from 'vitest';
import { PROVIDER_SCOPES } from '../../src/legal/provider-scopes';
import wxtConfig from '../../../wxt.config';
import { GRANT_SCOPES, SIGN_IN_SCOPES } from './google-scopes';
import { SLACK_SCOPES } from './slack-oauth';

/** The scopes the policy names for a provider, sorted. */
const named = (provider: 'Google' | 'Slack') =>
  PROVIDER_SCOPES.filter((s) => s.provider === provider)
    .map((s) => s.scope)
    .sort();

/** The extension's manifest as wxt.config.ts declares it (an object there, not a function). */
const manifest = wxtConfig.manifest as { oauth2?: { scopes?: string[] }; permissions?: string[] };

describe("the privacy policy's API Usage and Limitations", () => {
  it('names exactly the Google scopes that sign-in, the grants and the extension ask for', () => {
    const asked = new Set([
      ...SIGN_IN_SCOPES,
      ...Object.values(GRANT_SCOPES).flatMap((grant) => grant.ask),
      // chrome.identity would ask Google for the manifest's oauth2 scopes; today the manifest has none.
      ...(manifest.oauth2?.scopes ?? []),
    ]);
    expect(named('Google')).toEqual([...asked].sort());
  });

  it('names exactly the Slack scopes that connecting Slack asks for', () => {
    expect(named('Slack')).toEqual([...SLACK_SCOPES].sort());
  });

  it('names each scope once', () => {
    const scopes = PROVIDER_SCOPES.map((s) => `${s.provider} ${s.scope}`);
    expect(scopes).toEqual([...new Set(scopes)]);
  });
});
