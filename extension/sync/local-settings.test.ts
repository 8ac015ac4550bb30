import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { freshDatabases } from '../storage/fresh-databases';
import { loadSettings, saveSettings } from '../storage/settings-store';
import { DEFAULT_SETTINGS } from '../storage/tracking-settings';
import { applyRemoteSettings, readLocalSettings } from './local-settings';

const db = freshDatabases();

describe('synced settings', () => {
  it('carry every data-feature switch, clipboard history included', async () => {
    await saveSettings(db.tracker(), { ...DEFAULT_SETTINGS, reading: false, clipboard: false });
    expect(await readLocalSettings(db.tools(), db.tracker())).toMatchObject({
      'tracking.visits': true,
      'tracking.activeTime': true,
      'tracking.reading': false,
      'tracking.clipboard': false,
    });
  });

  it('switch clipboard history off when another device did', async () => {
    await saveSettings(db.tracker(), DEFAULT_SETTINGS);
    expect(await applyRemoteSettings(db.tools(), db.tracker(), { 'tracking.clipboard': false })).toEqual({
      trackingChanged: true,
    });
    expect((await loadSettings(db.tracker())).clipboard).toBe(false);
  });
});
