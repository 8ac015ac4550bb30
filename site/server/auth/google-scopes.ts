/** What sign-in asks Google for: who you are, nothing of your mail or calendar (issue #22, incremental authorization). */
export const SIGN_IN_SCOPES = ['openid', 'email', 'profile'] as const;

/** The Google access a signed-in account can add, each asked for when a command first needs it. */
export type GoogleGrant = 'gmail' | 'calendar';

/** Every grant name, for validation and messages. */
export const GOOGLE_GRANTS = ['gmail', 'calendar'] as const satisfies readonly GoogleGrant[];

const GMAIL_SEND = 'https://www.googleapis.com/auth/gmail.send';
const CONTACTS_READONLY = 'https://www.googleapis.com/auth/contacts.readonly';
/**
 * The narrowest scope that both events.list and events.quickAdd name in their Authorization sections
 * (quickAdd accepts only `calendar` and `calendar.events`; events.list accepts those and the read-only ones).
 */
const CALENDAR_EVENTS = 'https://www.googleapis.com/auth/calendar.events';

/**
 * Per grant: the scopes the consent screen asks for, and those without which the grant is of no use (Google's
 * granular consent lets a person untick some; contacts only feeds autocomplete, so /gmail works without it).
 * Never `gmail.readonly`: a restricted scope (yearly security assessment) nothing here needs.
 */
export const GRANT_SCOPES: Record<GoogleGrant, { ask: readonly string[]; needs: readonly string[]; what: string }> = {
  gmail: { ask: [GMAIL_SEND, CONTACTS_READONLY], needs: [GMAIL_SEND], what: 'send mail from Gmail' },
  calendar: { ask: [CALENDAR_EVENTS], needs: [CALENDAR_EVENTS], what: 'show and add Google Calendar events' },
};

/** Scopes as Google writes them in a token response's `scope` (space-separated). */
export const parseScopes = (scope: unknown): string[] | null =>
  typeof scope === 'string' ? scope.split(/\s+/).filter(Boolean) : null;

/** Whether granted scopes cover what `grant` needs. */
export const covers = (scopes: readonly string[], grant: GoogleGrant): boolean =>
  GRANT_SCOPES[grant].needs.every((s) => scopes.includes(s));
