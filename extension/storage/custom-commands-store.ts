/**
 * Custom commands (SPEC §1 custom commands and automation) are a setting: one row of the `settings` table,
 * so they are exported and imported with the rest of the data, and sync with the settings.
 */
import type { IntentlyDb } from './db';

/** A user-defined command: a URL template, or a chain of commands run in order. */
export type CustomCommand = { name: string; description: string } & (
  | { kind: 'url'; url: string }
  | { kind: 'chain'; steps: ChainStep[] }
);

/** One step of a chain command: a command's name ("/timer") and its argument ("25 write"). */
export interface ChainStep {
  command: string;
  arg: string;
}

const KEY = 'customCommands';

/** The stored custom commands, in the order they were made (an unreadable row reads as none). */
export async function loadCustomCommands(db: IntentlyDb): Promise<CustomCommand[]> {
  const value = (await db.settings.get(KEY))?.value;
  return Array.isArray(value) ? (value as CustomCommand[]) : [];
}

/** Stores the custom commands (the caller has validated them). */
export async function saveCustomCommands(db: IntentlyDb, commands: readonly CustomCommand[]): Promise<void> {
  await db.settings.put({ key: KEY, value: commands });
}
