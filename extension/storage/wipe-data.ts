import type { Dexie } from 'dexie';
import type { LocalDatabases } from './local-databases';

/**
 * Deletes all local data: every table of the tracker's database (visits, sessions, days, settings, runtime
 * state) and of the tools' (notes, todos, snippets, clips, saved sessions, timers, limits, blocks, command
 * counts, bar settings, the drafts of /gmail, /cal and /slack, the /chat conversation), each database in one
 * transaction.
 */
export async function wipeData({ tracker, tools }: LocalDatabases): Promise<void> {
  for (const db of [tracker, tools] as Dexie[]) {
    await db.transaction('rw', db.tables, async () => {
      for (const table of db.tables) await table.clear();
    });
  }
}
