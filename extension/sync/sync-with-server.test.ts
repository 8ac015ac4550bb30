import 'fake-indexeddb/auto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { accountApi, OfflineError } from '../account/account-api';
import { ACCOUNT_QUOTAS, API_ROUTES, NOTE_BATCH_LIMITS } from '../account/api-contract';
import { syncStatusText } from '../account/account-view';
import { AccountDb } from '../storage/account-db';
import { IntentlyDb } from '../storage/db';
import { ToolsDb } from '../storage/tools-db';
import { startNetworkProxy } from '../../site/server/test/network-proxy';
import { QUOTA_SENTENCES } from '../../site/server/routes/sync-routes';
import { ENGINES, signInDirectly, startTestServer, type TestServer } from '../../site/server/test/test-server';
import { writeUncounted } from '../../site/server/test/write-uncounted';
import { OTHER_DEVICE_MARK } from './merge-note';
import { syncNow, type SyncDatabases } from './sync-now';
import { exportData } from '../data-export/export-data';
import { importData } from '../data-export/import-data';
import { recordUsage } from '../commands/shell/record-usage';
import { wipeData } from '../storage/wipe-data';

/** A request line as the proxy records it: method and path. */
const line = (route: { method: string; path: () => string }) => `${route.method} ${route.path()}`;
const { listNotes, putNotes, putSettings, addCounts } = API_ROUTES;

let n = 0;
const opened: SyncDatabases[] = [];

/** A device's databases (fake-indexeddb, the same Dexie code as in the browser). */
function device(): SyncDatabases {
  n++;
  const dbs = {
    account: new AccountDb(`sync-account-${n}`),
    tools: new ToolsDb(`sync-tools-${n}`),
    tracker: new IntentlyDb(`sync-tracker-${n}`),
  };
  opened.push(dbs);
  return dbs;
}

afterEach(async () => {
  for (const dbs of opened.splice(0)) for (const db of Object.values(dbs)) await db.delete();
});

describe.each(ENGINES)('sync against the real server on %s', (engine) => {
  let server: TestServer;
  let proxy: Awaited<ReturnType<typeof startNetworkProxy>>;
  let clock = 1_000;
  const now = () => ++clock;

  beforeAll(async () => {
    server = await startTestServer(engine);
    proxy = await startNetworkProxy(server.url);
  });
  afterAll(async () => {
    await proxy.close();
    await server.close();
  });
  afterEach(() => proxy.setDown(false));

  const signedIn = async (subject: string) =>
    accountApi(proxy.url, (await signInDirectly(server, subject)).split('=')[1]!);

  it('sends 1,000 notes in batches of 100 and brings them into a fresh profile in one request', async () => {
    const api = await signedIn('many-notes');
    const first = device();
    await first.tools.notes.bulkPut(
      Array.from({ length: 1000 }, (_, i) => ({ site: `site-${i}.example`, text: `note ${i}`, updatedAt: i })),
    );
    const sent = proxy.reached().length;
    expect(await syncNow(first, api, now)).toEqual({ waiting: 0, refused: [], trackingChanged: false });
    expect(
      proxy
        .reached()
        .slice(sent)
        .filter((reached) => reached === line(putNotes)),
    ).toHaveLength(1000 / NOTE_BATCH_LIMITS.notes);

    const fresh = device();
    const before = proxy.reached().length;
    await syncNow(fresh, api, now);
    expect(await fresh.tools.notes.count()).toBe(1000);
    expect((await fresh.tools.notes.get('site-999.example'))?.text).toBe('note 999');
    expect(
      proxy
        .reached()
        .slice(before)
        .filter((reached) => reached.startsWith(line(listNotes))),
    ).toHaveLength(1);
    expect(await fresh.account.outbox.count()).toBe(0);
  }, 90_000); // 1,000 notes through the real server and fake-indexeddb: 10 s alone, 20 s and more on a loaded machine

  it('sends 10,000 command uses in one request, and a batch whose answer was lost counts once', async () => {
    const api = await signedIn('counts');
    const laptop = device();
    await laptop.tools.usage.put({ command: '/note', count: 10_000 });
    proxy.loseAnswerOnce((method, path) => `${method} ${path}` === line(addCounts));
    await expect(syncNow(laptop, api, now)).rejects.toBeInstanceOf(OfflineError);
    expect(await laptop.account.outbox.count()).toBe(1);
    await laptop.tools.usage.put({ command: '/note', count: 10_003 });
    await syncNow(laptop, api, now);
    const posts = proxy.reached().filter((reached) => reached === line(addCounts));
    expect(posts).toHaveLength(3); // the lost one, its retry (same batch id), and the 3 uses made since
    const account = await server.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('subject', '=', 'counts')
      .executeTakeFirstOrThrow();
    expect(await server.storage.sync.getCommandCounts(account.id)).toEqual({ '/note': 10_003 });
  });

  it('keeps changes while the server is down and sends each once, in the order found, when it answers again', async () => {
    const api = await signedIn('offline');
    const laptop = device();
    await syncNow(laptop, api, now);
    proxy.setDown(true);
    await laptop.tools.notes.put({ site: 'a.example', text: 'first', updatedAt: 1 });
    await expect(syncNow(laptop, api, now)).rejects.toBeInstanceOf(OfflineError);
    await laptop.tools.limits.put({ site: 'news.example', minutes: 30 });
    await laptop.tools.notes.put({ site: 'b.example', text: 'second', updatedAt: 2 });
    await laptop.tools.notes.put({ site: 'a.example', text: 'first, edited offline', updatedAt: 3 });
    await expect(syncNow(laptop, api, now)).rejects.toBeInstanceOf(OfflineError);
    expect(await laptop.account.outbox.count()).toBe(3);

    proxy.setDown(false);
    const before = proxy.reached().length;
    expect((await syncNow(laptop, api, now)).waiting).toBe(0);
    const writes = proxy
      .reached()
      .slice(before)
      .filter((line) => !line.startsWith('GET'));
    // a was found by the first pass; b and the limit by the second, which queues notes before settings: a and b go
    // in one batch, a first, then the settings.
    expect(writes).toEqual([line(putNotes), line(putSettings)]);
    const account = await server.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('subject', '=', 'offline')
      .executeTakeFirstOrThrow();
    const [a, b] = await server.storage.sync.listNotes(account.id);
    expect([a, b]).toMatchObject([
      { site: 'a.example', content: 'first, edited offline', version: 1 },
      { site: 'b.example', content: 'second', version: 1 },
    ]);
    expect(a!.updatedAt <= b!.updatedAt).toBe(true);
  });

  it('server stopped mid-sync, 1,000 notes edited on two devices meanwhile: every edit arrives once, both texts kept where they conflict', async () => {
    const api = await signedIn('outage');
    const laptop = device();
    const desktop = device();
    const sites = Array.from({ length: 1000 }, (_, i) => `site-${i}.example`);
    await laptop.tools.notes.bulkPut(sites.map((site, i) => ({ site, text: `note ${i}`, updatedAt: 1 })));
    await syncNow(laptop, api, now);
    await syncNow(desktop, api, now);

    // The laptop edits every note and syncs; the server goes away mid-sync, just after taking a batch whose answer
    // is lost (applied there, unknown here).
    await laptop.tools.notes.bulkPut(sites.map((site, i) => ({ site, text: `note ${i}\nlaptop ${i}`, updatedAt: 2 })));
    let batches = 0;
    proxy.loseAnswerOnce((method, path) => `${method} ${path}` === line(putNotes) && ++batches === 3);
    const stopAfterLoss = setInterval(() => batches >= 3 && proxy.setDown(true), 1);
    await expect(syncNow(laptop, api, now)).rejects.toBeInstanceOf(OfflineError);
    clearInterval(stopAfterLoss);
    // Meanwhile the desktop edits half of them too (a conflict on each), and both keep editing while it is down.
    await desktop.tools.notes.bulkPut(
      sites.slice(500).map((site, i) => ({ site, text: `note ${i + 500}\ndesktop ${i + 500}`, updatedAt: 3 })),
    );
    await expect(syncNow(desktop, api, now)).rejects.toBeInstanceOf(OfflineError);

    proxy.setDown(false);
    for (const dbs of [laptop, desktop, laptop]) expect((await syncNow(dbs, api, now)).waiting).toBe(0);

    const { id } = await server.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('subject', '=', 'outage')
      .executeTakeFirstOrThrow();
    const stored = new Map((await server.storage.sync.listNotes(id)).map((n) => [n.site, n.content]));
    for (const [i, site] of sites.entries()) {
      const text = stored.get(site)!;
      const lines = text.split('\n');
      // Each edit once: no line twice, and each device's line there.
      expect(lines.filter((line) => line === `laptop ${i}`)).toHaveLength(1);
      expect(new Set(lines).size).toBe(lines.length);
      if (i >= 500) {
        expect(lines.filter((line) => line === `desktop ${i}`)).toHaveLength(1);
        expect(text).toContain(OTHER_DEVICE_MARK);
      } else expect(text).toBe(`note ${i}\nlaptop ${i}`);
      expect((await laptop.tools.notes.get(site))?.text).toBe(text);
      expect((await desktop.tools.notes.get(site))?.text).toBe(text);
    }
  }, 240_000);

  it('keeps both texts of a note edited on two devices, on both devices', async () => {
    const api = await signedIn('two-devices');
    const laptop = device();
    const desktop = device();
    await laptop.tools.notes.put({ site: 'plan.example', text: 'buy milk\ncall Sam', updatedAt: 1 });
    await syncNow(laptop, api, now);
    await syncNow(desktop, api, now);
    await laptop.tools.notes.put({ site: 'plan.example', text: 'buy oat milk\ncall Sam', updatedAt: 2 });
    await desktop.tools.notes.put({
      site: 'plan.example',
      text: 'buy milk and bread\ncall Sam\ncall Kim',
      updatedAt: 2,
    });
    await syncNow(laptop, api, now);
    await syncNow(desktop, api, now);
    await syncNow(laptop, api, now);
    const merged = `buy milk and bread\n${OTHER_DEVICE_MARK}\nbuy oat milk\ncall Sam\ncall Kim`;
    expect((await desktop.tools.notes.get('plan.example'))?.text).toBe(merged);
    expect((await laptop.tools.notes.get('plan.example'))?.text).toBe(merged);
  });

  it('lets the later write win per setting, and keeps different settings changed on two devices', async () => {
    const api = await signedIn('settings');
    const laptop = device();
    const desktop = device();
    await laptop.tools.limits.put({ site: 'news.example', minutes: 30 });
    await laptop.tools.settings.put({ key: 'sideBar', value: true });
    await syncNow(laptop, api, now);
    await syncNow(desktop, api, now);
    expect(await desktop.tools.limits.get('news.example')).toEqual({ site: 'news.example', minutes: 30 });

    await desktop.tools.limits.put({ site: 'news.example', minutes: 45 }); // earlier
    await desktop.tools.blocks.put({ site: 'games.example', blockedAt: 5 });
    const desktopAt = now();
    await laptop.tools.limits.put({ site: 'news.example', minutes: 60 }); // later
    await syncNow(laptop, api, now);
    clock = desktopAt - 1; // the desktop's changes were stamped before the laptop's
    await syncNow(desktop, api, now);
    clock += 1_000;
    await syncNow(laptop, api, now);
    for (const dbs of [laptop, desktop]) {
      expect(await dbs.tools.limits.get('news.example')).toEqual({ site: 'news.example', minutes: 60 });
      expect(await dbs.tools.blocks.get('games.example')).toEqual({ site: 'games.example', blockedAt: 5 });
      expect((await dbs.tools.settings.get('sideBar'))?.value).toBe(true);
    }
  });

  it("shows the server's sentence when the account's notes are full, and keeps the note on this device", async () => {
    const api = await signedIn('full-notes');
    const { id } = await server.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('subject', '=', 'full-notes')
      .executeTakeFirstOrThrow();
    await writeUncounted(server.storage.db, id, (trx) =>
      sql`insert into notes (account_id, site, content, version)
      select ${id}, 'kept-' || n || '.example', 'x', 1 from generate_series(1, ${ACCOUNT_QUOTAS.notes}) as n`.execute(
        trx,
      ),
    );
    const laptop = device();
    await laptop.tools.notes.put({ site: 'one-more.example', text: 'no room on the server', updatedAt: 1 });
    const result = await syncNow(laptop, api, now);
    expect(result.refused).toEqual([QUOTA_SENTENCES.notes]);
    expect(syncStatusText({ state: 'error', waiting: result.waiting, message: result.refused.join(' '), at: 0 })).toBe(
      `Sync failed: ${QUOTA_SENTENCES.notes}`,
    );
    expect((await laptop.tools.notes.get('one-more.example'))?.text).toBe('no room on the server');
    // Still unsent, it is sent (and refused with the same sentence) at every sync until there is room.
    expect((await syncNow(laptop, api, now)).refused).toEqual([QUOTA_SENTENCES.notes]);
  });

  it('keeps each batch within 1 MB, and a note the server cannot store is refused alone while the rest are saved', async () => {
    const api = await signedIn('big-notes');
    const laptop = device();
    const big = Array.from({ length: 5 }, (_, i) => ({ site: `big-${i}.example`, text: `${i}`.repeat(400_000) }));
    await laptop.tools.notes.bulkPut([
      ...big.map((note) => ({ ...note, updatedAt: 1 })),
      { site: 'nul.example', text: 'a NUL \u0000 pasted', updatedAt: 1 },
    ]);
    const before = proxy.reached().length;
    const result = await syncNow(laptop, api, now);
    expect(result).toEqual({
      waiting: 0,
      refused: ['Text in the request body must not contain the NUL character (U+0000).'],
      trackingChanged: false,
    });
    // Two notes of 400 KB to a request, three requests; the third, refused whole for the NUL, sent again a note at a time.
    expect(
      proxy
        .reached()
        .slice(before)
        .filter((reached) => reached === line(putNotes)),
    ).toHaveLength(5);
    const { id } = await server.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('subject', '=', 'big-notes')
      .executeTakeFirstOrThrow();
    const stored = await server.storage.sync.listNotes(id);
    expect(stored.map(({ site, content, version }) => ({ site, text: content, version }))).toEqual(
      big.map((note) => ({ ...note, version: 1 })),
    );
    expect((await laptop.tools.notes.get('nul.example'))?.text).toBe('a NUL \u0000 pasted');
  });

  it('does not send imported command counts again after "Delete all local data" and an import while signed in', async () => {
    const api = await signedIn('import-counts');
    const laptop = device();
    for (let i = 0; i < 5; i++) await recordUsage(laptop.tools, '/note');
    await syncNow(laptop, api, now);
    const { id } = await server.storage.db
      .selectFrom('accounts')
      .select('id')
      .where('subject', '=', 'import-counts')
      .executeTakeFirstOrThrow();
    const counted = () => server.storage.sync.getCommandCounts(id);
    expect(await counted()).toEqual({ '/note': 5 });

    const backup = await exportData(laptop, 1);
    await laptop.account.forgetSynced(); // what "Delete all local data" does before it deletes (sync-scheduler.ts)
    await wipeData(laptop);
    await importData(laptop, backup);
    expect((await laptop.tools.usage.get('/note'))?.count).toBe(5);
    await syncNow(laptop, api, now);
    expect(await counted()).toEqual({ '/note': 5 });

    // A use after the import is a new use, counted once.
    await recordUsage(laptop.tools, '/note');
    await syncNow(laptop, api, now);
    expect(await counted()).toEqual({ '/note': 6 });
  });
});
