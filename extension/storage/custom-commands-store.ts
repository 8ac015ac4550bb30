/**
 * Custom commands (SPEC §1 custom commands and automation) are a setting: one row of the `settings` table,
 * so they are exported and imported with the rest of the data, and sync with the settings.
 */
import { z } from 'zod';
import type { IntentlyDb } from './db';

const step = z.object({ command: z.string().max(64), arg: z.string().max(2000) });
const record = z.discriminatedUnion('kind', [
  z.object({
    name: z.string().max(64),
    description: z.string().max(200),
    kind: z.literal('url'),
    url: z.string().max(4000),
  }),
  z.object({
    name: z.string().max(64),
    description: z.string().max(200),
    kind: z.literal('chain'),
    steps: z.array(step).max(20),
  }),
]);

/** A user-defined command: a URL template, or a chain of commands run in order. */
export type CustomCommand = z.infer<typeof record>;

/** One step of a chain command: a command's name ("/timer") and its argument ("25 write"). */
export type ChainStep = z.infer<typeof step>;

const KEY = 'customCommands';

/** The stored custom commands, in the order they were made; an entry of the wrong shape (a hand-edited import) is skipped. */
export async function loadCustomCommands(db: IntentlyDb): Promise<CustomCommand[]> {
  const value = (await db.settings.get(KEY))?.value;
  return Array.isArray(value) ? value.flatMap((entry) => record.safeParse(entry).data ?? []) : [];
}

/** Stores the custom commands (the caller has validated them). */
export async function saveCustomCommands(db: IntentlyDb, commands: readonly CustomCommand[]): Promise<void> {
  await db.settings.put({ key: KEY, value: commands });
}
