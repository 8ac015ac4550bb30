/**
 * The clipboard-history switch as content scripts read it, at each copy: a page's script cannot open the
 * extension's database, where the switch is stored (TrackingSettings.clipboard, which syncs and exports),
 * so the background copies it into storage.local whenever the settings change.
 */

/** The storage.local key of the copy. */
export const CLIP_SWITCH_KEY = 'clipboardHistory';

/** The slice of storage.local the switch is read from. */
export interface SwitchStorage {
  get(key: string): Promise<Record<string, unknown>>;
}

/** Whether clipboard history is on: on unless switched off (a new install has no copy yet). */
export async function clipboardHistoryOn(local: SwitchStorage): Promise<boolean> {
  return (await local.get(CLIP_SWITCH_KEY))[CLIP_SWITCH_KEY] !== false;
}
