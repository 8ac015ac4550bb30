import type { IntentlyDb } from './db';

/** Deletes all local data (visits, sessions, days, settings, runtime state) in one transaction. */
export async function wipeData(db: IntentlyDb): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
}
