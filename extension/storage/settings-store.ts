/** Tracking settings in the `settings` table (exported with the data, unlike runtime state). */
import { DEFAULT_SETTINGS, type TrackingSettings } from './tracking-settings';
import type { IntentlyDb } from './db';

const KEY = 'tracking';

/** The stored settings, with defaults for anything not stored yet. */
export async function loadSettings(db: IntentlyDb): Promise<TrackingSettings> {
  const stored = (await db.settings.get(KEY))?.value as Partial<TrackingSettings> | undefined;
  return { ...DEFAULT_SETTINGS, ...stored };
}

/** Stores the settings. */
export async function saveSettings(db: IntentlyDb, settings: TrackingSettings): Promise<void> {
  await db.settings.put({ key: KEY, value: settings });
}
