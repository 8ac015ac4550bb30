import type { Kysely } from 'kysely';
import type { Schema } from './schema';
import type { Note, SettingEntries, SyncStore } from './sync-store';

/** Everything the server stores for one account, as returned by GET /api/me/export. */
export interface AccountExport {
  exportedAt: string;
  account: { email: string; name: string; picture: string; createdAt: string; updatedAt: string };
  sessions: Array<{ createdAt: string; expiresAt: string }>;
  notes: Note[];
  settings: SettingEntries;
  commandCounts: Record<string, number>;
  /** The Google access granted (issue #22): the scopes Google said the grant covers; null: none. The token stays secret. */
  googleAccess: { scopes: string[] | null } | null;
  /** The Slack workspace connected (issue #23) and the scopes Slack granted; null: none. The tokens stay secret. */
  slackAccess: { teamId: string; teamName: string; scopes: string[]; connectedAt: string } | null;
  /** The counters that hold the account to its quotas (issue 33): notes kept, the bytes they take, commands counted, settings kept. */
  quotaCounts: { notesKept: number; noteBytes: number; commandNames: number; settingsKept: number };
  /** AI chat (issue #23): the plan, and messages counted per UTC day; what was said is never stored. */
  chat: { plan: string; messagesByDay: Record<string, number> };
}

/** Collects an account's server-side data; secrets (session hashes, Google and Slack tokens) are left out on purpose. */
export async function exportAccount(
  db: Kysely<Schema>,
  sync: SyncStore,
  accountId: string,
): Promise<AccountExport | null> {
  const account = await db.selectFrom('accounts').selectAll().where('id', '=', accountId).executeTakeFirst();
  if (!account) return null;
  const sessions = await db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at'])
    .where('account_id', '=', accountId)
    .orderBy('created_at')
    .execute();
  const slack = await db
    .selectFrom('slack_grants')
    .select(['team_id', 'team_name', 'scopes', 'created_at'])
    .where('account_id', '=', accountId)
    .executeTakeFirst();
  const chatDays = await db
    .selectFrom('chat_days')
    .select(['day', 'messages'])
    .where('account_id', '=', accountId)
    .orderBy('day')
    .execute();
  return {
    exportedAt: new Date().toISOString(),
    account: {
      email: account.email,
      name: account.name,
      picture: account.picture,
      createdAt: account.created_at.toISOString(),
      updatedAt: account.updated_at.toISOString(),
    },
    sessions: sessions.map((s) => ({ createdAt: s.created_at.toISOString(), expiresAt: s.expires_at.toISOString() })),
    notes: await sync.listNotes(accountId),
    settings: await sync.getSettings(accountId),
    commandCounts: await sync.getCommandCounts(accountId),
    googleAccess: account.refresh_token ? { scopes: account.google_scopes?.split(' ').filter(Boolean) ?? null } : null,
    slackAccess: slack
      ? {
          teamId: slack.team_id,
          teamName: slack.team_name,
          scopes: slack.scopes.split(',').filter(Boolean),
          connectedAt: slack.created_at.toISOString(),
        }
      : null,
    quotaCounts: {
      notesKept: account.notes_kept,
      noteBytes: Number(account.note_bytes),
      commandNames: account.command_names,
      settingsKept: account.settings_kept,
    },
    chat: { plan: account.plan, messagesByDay: Object.fromEntries(chatDays.map((d) => [d.day, d.messages])) },
  };
}
