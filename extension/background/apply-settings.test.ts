import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { WxtBrowser } from 'wxt/browser';
import { clipboardHistoryOn } from '../commands/clip/clip-switch';
import { freshDatabases } from '../storage/fresh-databases';
import { saveSettings } from '../storage/settings-store';
import { DEFAULT_SETTINGS } from '../storage/tracking-settings';
import { Harness } from '../tracking/tracker-harness';
import { applySettings } from './apply-settings';

const db = freshDatabases();

/** storage.local as a plain map. */
function fakeLocal() {
  const items = new Map<string, unknown>();
  return {
    get: async (key: string) => (items.has(key) ? { [key]: items.get(key) } : {}),
    set: async (next: Record<string, unknown>) =>
      void Object.entries(next).forEach(([key, value]) => items.set(key, value)),
  };
}

const browserWith = (local: ReturnType<typeof fakeLocal>) =>
  ({ storage: { local } }) as unknown as Pick<WxtBrowser, 'storage'>;

describe('applySettings', () => {
  it('a new install keeps clipboard history on before any setting is stored', async () => {
    expect(await clipboardHistoryOn(fakeLocal())).toBe(true);
  });

  it.each([false, true])('copies the clipboard-history switch (%s) where content scripts read it', async (on) => {
    const local = fakeLocal();
    const h = new Harness();
    await h.start();
    await saveSettings(db.tracker(), { ...DEFAULT_SETTINGS, clipboard: on });
    await applySettings(browserWith(local), h.tracker, db.tracker());
    expect(await clipboardHistoryOn(local)).toBe(on);
  });

  it('hands the stored switches to the tracker: reading stats off stores no word count', async () => {
    const h = new Harness();
    await h.start();
    await h.openTab(1);
    await h.go(1, 'https://docs.dev/a', 'typed');
    await saveSettings(db.tracker(), { ...DEFAULT_SETTINGS, reading: false });
    await applySettings(browserWith(fakeLocal()), h.tracker, db.tracker());
    await h.tracker.pageStats(1, 'https://docs.dev/a', 300, 0.5);
    expect(h.store.list()[0]?.wordCount).toBe(0);
  });
});
