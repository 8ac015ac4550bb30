/**
 * Everything the server stores, table by table, as the privacy policy shows it (Information We Collect and Data
 * Retention). site/server/storage/stored-data.test.ts compares it with the migrated schema: a table or column added
 * to the database needs its line here, in the same commit.
 */

/** One table of the server's database as the privacy policy describes it. */
export interface StoredTable {
  /** The table's name in the database. */
  table: string;
  /** What a row is, in plain words: the policy's heading for it. */
  title: string;
  /** Why it is stored. */
  why: string;
  /** How long a row is kept, as the code does it. */
  kept: string;
  /** Every column of the table and what it holds, one line each. */
  columns: Record<string, string>;
}

/** Heading of the policy's list of what the server stores. */
export const STORED_DATA_HEADING = 'What our server stores';

const ACCOUNT_ID = 'which account it belongs to';

/** The server's tables, in the order the policy lists them: what you give us first, sign-in bookkeeping last. */
export const STORED_TABLES: StoredTable[] = [
  {
    table: 'accounts',
    title: 'Your account',
    why: "To sign you in and show who is signed in, to keep your data apart from everyone else's, to fetch the Google access tokens /gmail and /cal use, and to apply your plan's limits. Your email address, name and picture are refreshed from Google at each sign-in.",
    kept: 'Until you delete your account in the extension ("Delete my account"), which deletes it and everything below that belongs to it at once. The Google grant goes earlier: when you sign out of your last session, or when Google tells us it was revoked or expired; signing out and deleting your account also revoke it at Google.',
    columns: {
      id: 'a random identifier we give your account',
      subject: "Google's identifier for your Google account",
      email: 'your email address, as Google gives it',
      name: 'your name, as Google gives it',
      picture: 'the address of your Google profile picture',
      refresh_token:
        "the Google access you granted for /gmail and /cal (Google's refresh token), sealed: encrypted, never stored readable",
      google_scopes: 'which Google access that grant covers (see API Usage and Limitations)',
      plan: 'your plan, Basic or Pro',
      notes_kept: 'how many notes you keep (deleted ones included), so no account keeps more than 10,000',
      note_bytes: 'how much space your notes take, so no account keeps more than 50 MB of them',
      command_names: 'how many different commands you have counts for, so no account counts more than 1,000',
      settings_kept: 'how many settings you keep (removed ones included), so no account keeps more than 1,000',
      created_at: 'when you first signed in',
      updated_at: 'when you last signed in or granted Google access',
    },
  },
  {
    table: 'sessions',
    title: 'Sign-in sessions',
    why: 'To keep you signed in on this website and in the extension.',
    kept: 'Until you sign out there (or, in the extension, sign in again), or 30 days after you signed in, when it stops working. An expired session is deleted the next time you sign in, or with your account.',
    columns: {
      token_hash:
        'a one-way hash of your session token (the token itself, in your browser or the extension, is never stored)',
      account_id: ACCOUNT_ID,
      created_at: 'when you signed in',
      expires_at: 'when it stops working: 30 days after sign-in',
    },
  },
  {
    table: 'notes',
    title: 'Note backups',
    why: 'To back up your notes and keep them the same in every browser you sign in to. Each note names the site it is attached to.',
    kept: 'Until you delete your account. Deleting a note empties its text but keeps its row, with its site, so your other browsers delete it too; the row goes with your account.',
    columns: {
      account_id: ACCOUNT_ID,
      site: 'the site the note is attached to, by host name (like github.com)',
      content: "the note's text; empty for a note you deleted",
      version: 'a number that goes up with each change, so edits made in two browsers are merged, not lost',
      updated_at: 'when it last changed',
    },
  },
  {
    table: 'settings',
    title: 'Synced settings, limits and blocks',
    why: "To keep your settings the same in every browser you sign in to: the data-feature switches, your work and social site lists, the bar's settings, how long browsing history is kept, your custom commands, and each site's daily limit and block. Limits and blocks name their sites.",
    kept: 'Until you delete your account. Taking a limit or block off keeps its row, with its site and an empty value, so your other browsers take it off too; the row goes with your account.',
    columns: {
      account_id: ACCOUNT_ID,
      key: 'which setting it is; for a daily limit or a block, "limit:" or "block:" and the site\'s host name',
      value:
        'its value (your work and social lists and your custom commands can name sites too); empty for a limit or block taken off',
      at: 'when a browser last changed it, so the latest change wins',
    },
  },
  {
    table: 'command_counts',
    title: 'Command counts',
    why: 'To show you how often you use each command, in every browser you sign in to.',
    kept: 'Until you delete your account.',
    columns: {
      account_id: ACCOUNT_ID,
      command: "a command's name, like /note (your custom commands' names too)",
      count: 'how many times you used it',
      updated_at: 'when it last went up',
    },
  },
  {
    table: 'command_batches',
    title: 'Command count deliveries',
    why: 'So a batch of command counts the extension sends again, after an answer was lost, is counted once.',
    kept: '30 days: older ones are deleted by the next batch that arrives (at most an hour later), or with your account.',
    columns: {
      account_id: ACCOUNT_ID,
      batch_id: 'a random identifier the extension gives each batch of counts it sends',
      created_at: 'when the batch arrived',
    },
  },
  {
    table: 'chat_days',
    title: 'AI messages per day',
    why: "To apply the Basic plan's daily limit on AI messages (/chat and /translate). What you write and what the AI answers are never stored.",
    kept: "Until your first AI message on a later day, which deletes the earlier days' counts, or until you delete your account.",
    columns: {
      account_id: ACCOUNT_ID,
      day: 'a day (UTC)',
      messages: 'how many AI messages you sent that day',
    },
  },
  {
    table: 'slack_grants',
    title: 'Your connected Slack workspace',
    why: 'So /slack can post to the workspace you connected: the extension asks our server for a Slack token and then calls Slack itself.',
    kept: 'Until you disconnect Slack, connect another workspace, Slack tells us the access was revoked, or you delete your account; disconnecting, replacing and deleting also revoke it at Slack.',
    columns: {
      account_id: ACCOUNT_ID,
      team_id: "the workspace's identifier at Slack",
      team_name: "the workspace's name",
      scopes: 'the access Slack granted (see API Usage and Limitations)',
      access_token: "Slack's token for the workspace, sealed: encrypted, never stored readable",
      expires_at: 'when that token lapses, where Slack renews tokens',
      refresh_token: 'the token that renews it, sealed: encrypted, never stored readable',
      created_at: 'when you connected the workspace',
      updated_at: 'when its tokens last changed',
    },
  },
  {
    table: 'waitlist',
    title: 'Early access waitlist',
    why: 'To invite you to the beta and tell you about it. Where we run the waitlist on Google Cloud Firestore instead of our own database, the same four things are kept there.',
    kept: 'Until you ask us to remove it: nothing deletes it on its own, and deleting an account does not, as the two are not linked.',
    columns: {
      email: 'the email address you gave, in lower case',
      created_at: 'when you joined',
      source: "where you joined from (this website's early access form)",
      status: 'where your invitation stands',
    },
  },
  {
    table: 'page_views',
    title: 'Page views of this website',
    why: 'To know which pages of this website are read and which sites send visitors. No IP address, cookie or identifier is kept: nothing tells one visitor from another.',
    kept: 'With no end date: nothing deletes them. They are not linked to you or to any account.',
    columns: {
      day: 'a day (UTC)',
      path: 'a page of this website, like /pricing',
      referrer:
        'the host name of the site that linked to it, if any, like news.example.com; past 100 sites in a day, "(other)"',
      views: 'how many times it was opened that day from there',
    },
  },
  {
    table: 'rate_limits',
    title: 'Request counters',
    why: 'To limit abuse: an IP address that sends too many requests in a minute is asked to wait. The same table counts the Google access tokens an account asks for in an hour (the Basic plan allows 60).',
    kept: 'Until the minute (or, for Google access tokens, the hour) it counts is over: the first counted request after that deletes it.',
    columns: {
      key: "what is counted: a kind of request and the IP address it came from, or an account's Google access tokens",
      minute: 'the minute, or the last minute of the hour, being counted',
      count: 'how many so far',
    },
  },
  {
    table: 'auth_states',
    title: 'Sign-ins in progress',
    why: 'To finish a sign-in, or a grant of Google access, that you started, and no other.',
    kept: 'Until it is used, or for 10 minutes: one not used by then is deleted when the next sign-in starts.',
    columns: {
      state: "a random one-time value that ties Google's answer to the sign-in that asked for it",
      code_verifier: 'the one-time secret that proves that sign-in to Google',
      redirect_uri: 'the page Google returns to',
      expires_at: 'when it stops working: 10 minutes after it started',
      extension_id: 'for a sign-in the extension started: which extension to hand it to',
      extension_state: "the extension's own one-time value",
      extension_challenge: 'a hash of a secret only that extension holds',
      account_id: 'for Google access added to a signed-in account: which account',
      google_grant: 'and which access it adds (gmail or calendar)',
    },
  },
  {
    table: 'hand_over_codes',
    title: 'Sign-in hand-overs to the extension',
    why: "To hand a sign-in from this website's /auth page to the extension that started it, and to no other.",
    kept: 'Until the extension uses it, or for 2 minutes: one not used by then is deleted when the next one is made.',
    columns: {
      code_hash: 'a one-way hash of the one-time code that hands the sign-in over',
      account_id: ACCOUNT_ID,
      extension_id: 'the extension it is for',
      challenge: 'a hash of a secret only that extension holds',
      expires_at: 'when it stops working: 2 minutes after it was made',
    },
  },
  {
    table: 'used_auth_codes',
    title: 'Used sign-in codes',
    why: 'So each code Google hands us at sign-in is accepted only once.',
    kept: 'A day: older ones are deleted at the next sign-in.',
    columns: {
      code_hash: 'a one-way hash of the code',
      used_at: 'when it was used',
    },
  },
  {
    table: 'slack_states',
    title: 'Slack connections in progress',
    why: 'To finish a Slack connection that you started, for your account only.',
    kept: 'Until it is used, or for 10 minutes: one not used by then is deleted when the next Slack connection starts.',
    columns: {
      state: "a random one-time value that ties Slack's answer to the connection that asked for it",
      account_id: ACCOUNT_ID,
      redirect_uri: 'the page Slack returns to',
      expires_at: 'when it stops working: 10 minutes after it started',
    },
  },
];
