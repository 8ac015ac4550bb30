/**
 * One sync: queue what changed here, send the outbox in order, pull what changed on the server, and send
 * what that pull merged. Network and sign-in failures propagate (the scheduler turns them into the status).
 */
import type { AccountApi } from '../account/account-api';
import type { AccountDb } from '../storage/account-db';
import type { IntentlyDb } from '../storage/db';
import type { ToolsDb } from '../storage/tools-db';
import { queueChanges } from './outbox';
import { pullChanges } from './pull-changes';
import { sendOutbox } from './send-outbox';

/** The databases a sync reads and writes. */
export interface SyncDatabases {
  account: AccountDb;
  tools: ToolsDb;
  tracker: IntentlyDb;
}

/** What a sync did: entries still waiting, the different sentences of entries the server refused, and whether tracker settings changed. */
export interface SyncResult {
  waiting: number;
  refused: string[];
  trackingChanged: boolean;
}

/** Runs one sync against `api` (signed in). */
export async function syncNow(
  { account, tools, tracker }: SyncDatabases,
  api: AccountApi,
  now: () => number,
): Promise<SyncResult> {
  await queueChanges(account, tools, tracker, now());
  const refused = await sendOutbox(account, tools, api, now);
  const pulled = await pullChanges(account, tools, tracker, api, now());
  if (pulled.notesChanged > 0) {
    await queueChanges(account, tools, tracker, now());
    refused.push(...(await sendOutbox(account, tools, api, now)));
  }
  // A note refused before the pull is sent and refused again after it: its sentence is shown once.
  return {
    waiting: await account.outbox.count(),
    refused: [...new Set(refused)],
    trackingChanged: pulled.trackingChanged,
  };
}
