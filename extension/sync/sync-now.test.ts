import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { AccountApi, ServerNote, SettingEntries } from '../account/account-api';
import type { NoteWrite } from '../account/api-contract';
import { AccountDb } from '../storage/account-db';
import { freshDatabases } from '../storage/fresh-databases';
import { loadSettings, saveSettings } from '../storage/settings-store';
import { DEFAULT_SETTINGS } from '../storage/tracking-settings';
import { wipeData } from '../storage/wipe-data';
import { syncNow } from './sync-now';

const dbs = freshDatabases();

/** The server's sync endpoints in memory (a note's version counts its writes; the later `at` wins per setting), recording every write. */
function memoryServer() {
  const notes = new Map<string, ServerNote>();
  const settings: SettingEntries = {};
  const writes: string[] = [];
  const api = {
    listNotes: async () => ({ notes: [...notes.values()], serverTime: new Date().toISOString() }),
    putNotes: async (batch: NoteWrite[]) =>
      batch.map(({ site, content }) => {
        writes.push(`note ${site}: ${JSON.stringify(content)}`);
        const note = {
          site,
          content,
          version: (notes.get(site)?.version ?? 0) + 1,
          updatedAt: new Date().toISOString(),
        };
        notes.set(site, note);
        return { site, note };
      }),
    getSettings: async () => ({ ...settings }),
    putSettings: async (entries: SettingEntries) => {
      writes.push(
        `settings ${Object.entries(entries)
          .map(([key, { value }]) => `${key}=${JSON.stringify(value)}`)
          .join(' ')}`,
      );
      for (const [key, entry] of Object.entries(entries))
        if (entry.at > (settings[key]?.at ?? -1)) settings[key] = entry;
      return { ...settings };
    },
    addCounts: async (increments: Record<string, number>) => void writes.push(`counts ${JSON.stringify(increments)}`),
  } as unknown as AccountApi;
  return { api, notes, writes };
}

describe('a sync after all local data was deleted here', () => {
  it('sends no deletion, and brings back the notes and settings the server keeps', async () => {
    const { tools, tracker } = { tools: dbs.tools(), tracker: dbs.tracker() };
    const account = new AccountDb(`account-sync-now-${Math.random()}`);
    const server = memoryServer();
    let clock = 1_000;
    const now = () => ++clock;
    await tools.notes.put({ site: 'plan.example', text: 'kept, "quoted", 日本語', updatedAt: 1 });
    await tools.limits.put({ site: 'news.example', minutes: 30 });
    await saveSettings(tracker, { ...DEFAULT_SETTINGS, clipboard: false });
    await syncNow({ account, tools, tracker }, server.api, now);
    server.writes.length = 0;

    await account.forgetSynced(); // what the scheduler's deleteLocally does before the deletion
    await wipeData({ tracker, tools });
    expect(await syncNow({ account, tools, tracker }, server.api, now)).toEqual({
      waiting: 0,
      refused: [],
      trackingChanged: true,
    });
    expect(server.writes).toEqual([]);
    expect(server.notes.get('plan.example')?.content).toBe('kept, "quoted", 日本語');
    expect((await tools.notes.get('plan.example'))?.text).toBe('kept, "quoted", 日本語');
    expect(await tools.limits.get('news.example')).toEqual({ site: 'news.example', minutes: 30 });
    expect((await loadSettings(tracker)).clipboard).toBe(false);

    // Without forgetting, the same deletion would have gone out: the note emptied and every setting removed.
    await wipeData({ tracker, tools });
    await syncNow({ account, tools, tracker }, server.api, now);
    expect(server.writes).toEqual([
      expect.stringMatching(/^note plan\.example: ""$/),
      expect.stringMatching(/^settings .*limit:news\.example=null/),
    ]);
    await account.delete();
  });
});

describe('notes sent in a batch', () => {
  it("keeps the notes waiting when the server's results do not follow the notes sent", async () => {
    const { tools, tracker } = { tools: dbs.tools(), tracker: dbs.tracker() };
    const account = new AccountDb(`account-sync-now-${Math.random()}`);
    const server = memoryServer();
    const reversed = {
      ...server.api,
      putNotes: async (batch: NoteWrite[]) => (await server.api.putNotes(batch)).reverse(),
    } as AccountApi;
    await tools.notes.bulkPut([
      { site: 'a.example', text: 'first', updatedAt: 1 },
      { site: 'b.example', text: 'second', updatedAt: 1 },
    ]);
    await expect(syncNow({ account, tools, tracker }, reversed, () => 1)).rejects.toThrow(
      "The Intently server's answer for the note of a.example is not what this version of Intently reads; update Intently or the server.",
    );
    expect(await account.outbox.count()).toBe(2);
    expect(await account.notes.count()).toBe(0);
    await account.delete();
  });
});
