/**
 * Issue 38: an optional reminder to export a backup every N weeks (off by default). It is this device's, like the
 * export itself, so it lives in `storage.local` (`backupReminder`) and neither syncs nor exports: the number of weeks
 * (null: off), when it was turned on and when this device last exported. It is due N weeks after the last export, or
 * after it was turned on when nothing has been exported since. Pure but for the storage calls.
 */
import type { browser } from 'wxt/browser';

/** The storage.local key of the reminder. */
export const BACKUP_REMINDER_KEY = 'backupReminder';

/** The weeks the setting offers. */
export const REMINDER_WEEKS = [1, 2, 4, 8, 12] as const;

/** The reminder's state on this device. */
export interface BackupReminder {
  /** Remind every this many weeks; null: off. */
  weeks: number | null;
  /** When the reminder was turned on or changed (ms since the epoch). */
  since: number;
  /** When this device last exported (ms), if ever. */
  lastExportAt?: number;
}

/** The reminder when nothing is stored: off. */
export const REMINDER_OFF: BackupReminder = { weeks: null, since: 0 };

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Whether the reminder is due at `now`: on, and N weeks since the last export (or since it was turned on). */
export function backupDue(reminder: BackupReminder, now: number): boolean {
  if (!reminder.weeks) return false;
  return now >= Math.max(reminder.lastExportAt ?? 0, reminder.since) + reminder.weeks * WEEK_MS;
}

/** The storage.local area (a parameter so each context passes its own). */
type LocalArea = Pick<typeof browser.storage.local, 'get' | 'set'>;

/** The stored reminder, or off. */
export async function backupReminder(local: LocalArea): Promise<BackupReminder> {
  const stored = (await local.get(BACKUP_REMINDER_KEY))[BACKUP_REMINDER_KEY] as BackupReminder | undefined;
  return stored && typeof stored.since === 'number' ? stored : REMINDER_OFF;
}

/** Turns the reminder on (every `weeks` weeks, counted from now) or off (null), keeping the last export's time. */
export async function setBackupReminder(local: LocalArea, weeks: number | null, now: number): Promise<BackupReminder> {
  const next = { ...(await backupReminder(local)), weeks, since: now };
  await local.set({ [BACKUP_REMINDER_KEY]: next });
  return next;
}

/** Records an export made now, so the next reminder is N weeks away. */
export async function recordExport(local: LocalArea, now: number): Promise<BackupReminder> {
  const next = { ...(await backupReminder(local)), lastExportAt: now };
  await local.set({ [BACKUP_REMINDER_KEY]: next });
  return next;
}
