import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it } from 'vitest';
import type { AccountService } from '../account/account-service';
import { clipboardHistoryOn } from '../commands/clip/clip-switch';
import { saveNote } from '../commands/note/notes';
import { startTimer } from '../commands/timer/timers';
import { fakeChromeRuntime } from '../messages/fake-chrome-runtime';
import { toBackground } from '../messages/to-background';
import { READING_CHIP_KEY } from '../commands/intently/reading-chip-place';
import { UNSAVED_WRITES_KEY } from '../storage/unsaved-writes';
import { AccountDb } from '../storage/account-db';
import { freshDatabases } from '../storage/fresh-databases';
import { saveSettings } from '../storage/settings-store';
import { DEFAULT_SETTINGS } from '../storage/tracking-settings';
import { startSyncScheduler } from '../sync/sync-scheduler';
import { Harness } from '../tracking/tracker-harness';
import { DexieTrackerStore } from './dexie-tracker-store';
import { type DataBrowser, listenToDataMessages } from './listen-to-data-messages';

const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/';
const MAIN_PAGE = { id: 'self', url: `${EXTENSION}app.html?page=main` };
const WEB_PAGE = { id: 'self', tab: { id: 1 }, frameId: 0, url: 'https://docs.dev/a' };
const databases = freshDatabases();

/** The background as the data messages see it: a tracker with an open visit, alarms and storage.local as maps, sync signed out. */
async function setup() {
  const dbs = { tracker: databases.tracker(), tools: databases.tools() };
  const h = new Harness(undefined, undefined, new DexieTrackerStore(dbs.tracker));
  await h.start();
  await h.openTab(1);
  await h.go(1, 'https://docs.dev/a', 'typed');
  const alarms = new Map<string, number | undefined>();
  const items = new Map<string, unknown>();
  const event = { addListener: () => undefined };
  const fake = fakeChromeRuntime('self', EXTENSION);
  const browser = {
    runtime: { ...fake.runtime, onStartup: event },
    alarms: {
      create: async (name: string, info: { when?: number }) => void alarms.set(name, info.when),
      clear: async (name: string) => alarms.delete(name),
      get: async () => undefined,
      getAll: async () => [...alarms.keys()].map((name) => ({ name })),
      onAlarm: event,
    },
    storage: {
      local: {
        get: async (key: string) => (items.has(key) ? { [key]: items.get(key) } : {}),
        set: async (next: object) => void Object.entries(next).forEach(([k, v]) => items.set(k, v)),
        remove: async (key: string) => void items.delete(key),
      },
      onChanged: event,
    },
  } as unknown as DataBrowser & Parameters<typeof startSyncScheduler>[0];
  const account = new AccountDb(`account-data-${Math.random()}`);
  const signedOut = { session: async () => null, view: async () => ({ profile: null }) } as unknown as AccountService;
  // Signed out, the scheduler fetches nothing; its network events come from a target of the test's own.
  const scheduler = startSyncScheduler(
    browser,
    signedOut,
    { account, ...dbs },
    async () => undefined,
    Date.now,
    undefined,
    new EventTarget(),
  );
  let changed = 0;
  listenToDataMessages(browser, h.tracker, dbs, { ...scheduler, changed: () => void changed++ }, () => h.t);
  return { dbs, h, alarms, local: browser.storage.local, account, from: fake.from, changed: () => changed };
}

describe('listenToDataMessages', () => {
  afterEach(() => toBackground.removeAllListeners());

  it('deletes all local data of both databases for the main page: no open visit comes back, timers lose their alarms, settings are the defaults again', async () => {
    const { dbs, h, alarms, local, account, from } = await setup();
    await saveNote(dbs.tools, 'docs.dev', 'a note', h.t);
    await startTimer(
      dbs.tools,
      { create: async (name: string) => void alarms.set(name, 0) } as never,
      'Tea',
      600_000,
      h.t,
    );
    await saveSettings(dbs.tracker, { ...DEFAULT_SETTINGS, clipboard: false });
    await local.set({
      clipboardHistory: false,
      [READING_CHIP_KEY]: { 'docs.dev': { side: 'right', collapsed: false } },
      [UNSAVED_WRITES_KEY]: [{ database: 'intently', table: 'visits', rows: 3, at: h.t }],
    });
    await account.notes.put({ site: 'docs.dev', version: 1, base: 'a note' });
    expect([...alarms.keys()]).toEqual([expect.stringMatching(/^timer:\d+$/)]);

    from(MAIN_PAGE);
    await toBackground.sendMessage('data/delete-all');
    await h.tracker.heartbeat();
    // (The tracker goes on keeping its machine state, the open tabs, in `runtime`.)
    for (const table of [...dbs.tracker.tables, ...dbs.tools.tables])
      if (table.name !== 'runtime') expect(await table.count(), table.name).toBe(0);
    expect([...alarms.keys()]).toEqual([]);
    expect(await clipboardHistoryOn(local)).toBe(true);
    expect(await local.get(READING_CHIP_KEY)).toEqual({}); // the reading chip's places name sites
    expect(await local.get(UNSAVED_WRITES_KEY)).toEqual({}); // what was not saved belonged to the emptied databases
    expect(await account.notes.count()).toBe(0);
    await account.delete();
  });

  it('refuses both messages from a web page', async () => {
    const { dbs, h, account, from } = await setup();
    await saveNote(dbs.tools, 'docs.dev', 'a note', h.t);
    from(WEB_PAGE);
    await expect(toBackground.sendMessage('data/delete-all')).rejects.toThrow('Intently refused');
    await expect(toBackground.sendMessage('data/imported')).rejects.toThrow('Intently refused');
    expect([await dbs.tools.notes.count(), await dbs.tracker.visits.count()]).toEqual([1, 1]);
    await account.delete();
  });

  it('puts an import to work: its settings, its running timers’ alarms, and a sync soon', async () => {
    const { dbs, h, alarms, local, account, from, changed } = await setup();
    await dbs.tools.timers.bulkAdd([
      { id: 7, label: 'Tea', startedAt: h.t - 60_000, endsAt: h.t + 600_000, firedAt: null },
      { id: 8, label: 'Done', startedAt: h.t - 600_000, endsAt: h.t - 60_000, firedAt: h.t - 60_000 },
    ]);
    await saveSettings(dbs.tracker, { ...DEFAULT_SETTINGS, clipboard: false });
    from(MAIN_PAGE);
    await toBackground.sendMessage('data/imported');
    expect([...alarms]).toEqual([['timer:7', h.t + 600_000]]);
    expect(await clipboardHistoryOn(local)).toBe(false);
    expect(changed()).toBe(1);
    await account.delete();
  });
});
