/**
 * Every access Intently asks Google and Slack for, as the privacy policy's API Usage and Limitations names it.
 * site/server/auth/provider-scopes.test.ts compares it with the scopes the server and the extension's manifest ask
 * for: a scope added there needs its line here, in the same commit.
 */

/** One scope asked of a provider, as the policy names it. */
export interface ProviderScope {
  provider: 'Google' | 'Slack';
  /** The scope exactly as it is asked for. */
  scope: string;
  /** When it is asked for. */
  when: string;
  /** What it lets Intently do. */
  lets: string;
}

/** The scopes, sign-in's first. */
export const PROVIDER_SCOPES: ProviderScope[] = [
  { provider: 'Google', scope: 'openid', when: 'at sign-in', lets: 'confirm which Google account you are' },
  { provider: 'Google', scope: 'email', when: 'at sign-in', lets: 'read your email address' },
  { provider: 'Google', scope: 'profile', when: 'at sign-in', lets: 'read your name and profile picture' },
  {
    provider: 'Google',
    scope: 'https://www.googleapis.com/auth/gmail.send',
    when: 'the first time /gmail needs your Gmail',
    lets: 'send the mail you write in /gmail from your Gmail account; it cannot read your mail',
  },
  {
    provider: 'Google',
    scope: 'https://www.googleapis.com/auth/contacts.readonly',
    when: 'together with gmail.send; you may untick it',
    lets: 'suggest addresses from your contacts as you type whom to write to',
  },
  {
    provider: 'Google',
    scope: 'https://www.googleapis.com/auth/calendar.events',
    when: 'the first time /cal or the day list needs your calendar',
    lets: 'show the events of a day and add the events you type in /cal',
  },
  {
    provider: 'Slack',
    scope: 'chat:write',
    when: 'when you connect Slack',
    lets: 'post the messages you write in /slack to a channel the Intently app is in',
  },
  {
    provider: 'Slack',
    scope: 'channels:read',
    when: 'when you connect Slack',
    lets: "list the workspace's public channels, so /slack can suggest them",
  },
];

/** One scope as the policy's sentence: provider, scope, what it lets us do and when it is asked. */
export const describeScope = ({ provider, scope, when, lets }: ProviderScope) =>
  `${provider}, ${scope}: to ${lets} (asked ${when}).`;
