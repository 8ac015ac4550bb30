import type { WxtBrowser } from 'wxt/browser';
import { CLIP_SWITCH_KEY } from '../commands/clip/clip-switch';
import type { IntentlyDb } from '../storage/db';
import { loadSettings } from '../storage/settings-store';
import type { Tracker } from '../tracking/tracker';

/**
 * Puts the stored settings to work after they changed (main page, another device, an import, a deletion):
 * the tracker's switches, and the copy of the clipboard-history switch that content scripts read at each copy.
 */
export async function applySettings(
  browser: Pick<WxtBrowser, 'storage'>,
  tracker: Tracker,
  db: IntentlyDb,
): Promise<void> {
  const settings = await loadSettings(db);
  await browser.storage.local.set({ [CLIP_SWITCH_KEY]: settings.clipboard });
  await tracker.settingsChanged(settings);
}
