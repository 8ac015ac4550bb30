import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startPostgresCluster } from '../../site/server/test/postgres-cluster';
import { openStorage, type Storage } from '../../site/server/storage/storage';
import { SYNC_ALARM } from '../../extension/sync/sync-scheduler';
import { expect, isOurBackground, test } from '../fixtures/extension';
import {
  accountPanel,
  newDevice,
  signInFromMainPage,
  spawnAccountServer,
  writeNote,
  type AccountServerProcess,
  type Device,
} from './account-helpers';
import { openBar, openPage, runCommand } from './bar-helpers';

const EMAIL = 'lee@example.com';

/** A site's note as the device keeps it, read from its database without touching the bar (no sync is asked for). */
function storedNote(device: Device, site: string): Promise<string> {
  return device.main.evaluate(
    (name) =>
      new Promise<string>((resolve, reject) => {
        const open = indexedDB.open('intently-tools');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('notes').objectStore('notes').get(name);
          get.onsuccess = () => resolve((get.result as { text: string } | undefined)?.text ?? '');
          get.onerror = () => reject(get.error);
        };
      }),
    site,
  );
}

/** The note the servers keep for `site`, read from their database. */
async function serverNote(storage: Storage, site: string): Promise<string> {
  const row = await storage.db
    .selectFrom('notes')
    .innerJoin('accounts', 'accounts.id', 'notes.account_id')
    .select('notes.content')
    .where('accounts.email', '=', EMAIL)
    .where('notes.site', '=', site)
    .executeTakeFirst();
  return row?.content ?? '';
}

/** When B's sync alarm fires next (milliseconds since 1970), read in its service worker. */
function nextAlarm(device: Device): Promise<number> {
  const worker = device.context.serviceWorkers().find(isOurBackground)!;
  return worker.evaluate(async (name) => (await chrome.alarms.get(name))?.scheduledTime ?? 0, SYNC_ALARM);
}

test.describe('live sync: two profiles on two server processes sharing one PostgreSQL', () => {
  test.describe.configure({ timeout: 300_000 });
  let stopCluster: () => void = () => {};
  let storage: Storage | undefined;
  const servers: AccountServerProcess[] = [];
  const devices: Device[] = [];

  test.beforeAll(async () => {
    const cluster = await startPostgresCluster({ durable: false });
    stopCluster = () => cluster.stop();
    // Two OS processes, as two instances of a deployment: each migrates (under a lock) and LISTENs on its own.
    servers.push(...(await Promise.all([spawnAccountServer(cluster.url), spawnAccountServer(cluster.url)])));
    // This process only reads what the servers stored.
    storage = await openStorage({
      dataDir: await mkdtemp(join(tmpdir(), 'intently-e2e-reader-')),
      databaseUrl: cluster.url,
    });
  });
  test.afterAll(async () => {
    for (const device of devices) await device.close();
    for (const server of servers) await server.close();
    await storage?.close();
    stopCluster();
  });

  test('a note written in A shows in B untouched; B offline then online sends its change by itself', async ({
    testPages,
  }) => {
    const site = testPages.url('bar-plain.html');
    const [one, two] = servers as [AccountServerProcess, AccountServerProcess];
    const db = storage!;
    const a = await newDevice(one.url);
    const b = await newDevice(two.url);
    devices.push(a, b);
    await signInFromMainPage(a, EMAIL);
    await signInFromMainPage(b, EMAIL);
    for (const device of [a, b])
      await expect(accountPanel(device).getByRole('status', { name: 'Sync' })).toHaveText('Live', {
        timeout: 15_000,
      });

    // A writes through process one; B's main page stays open and nobody touches B: the note arrives through
    // process two's stream (PostgreSQL's NOTIFY between the processes).
    await writeNote(a, site, 'Written on A, read on B');
    await expect.poll(() => storedNote(b, '127.0.0.1'), { timeout: 15_000 }).toBe('Written on A, read on B');
    await expect(accountPanel(b).getByRole('status', { name: 'Sync' })).toHaveText('Live');

    // B goes offline with the bar open, and edits: the change waits on B.
    const page = await openPage(b.context, site);
    const frame = await openBar(page);
    await runCommand(frame, '/note');
    await b.context.setOffline(true);
    await frame.getByRole('textbox', { name: /^Note for / }).fill('Edited on B while offline');
    await expect(frame.locator('.saved')).toHaveText('Saved');
    // Two changes: the note, and the count of the /note command that opened it.
    await expect(accountPanel(b).getByRole('status', { name: 'Sync' })).toHaveText('Offline, 2 waiting', {
      timeout: 15_000,
    });
    expect(await serverNote(db, '127.0.0.1')).toBe('Written on A, read on B');

    // Offline long enough that the stream's reconnect waits grow past 16 s (1, 2, 4, 8, 16 s, each 50-100 %), and
    // back online just after the 30-second alarm fired: neither would send the change within the next 12 s, so
    // what sends it is the worker seeing the network return (network-return.ts), without any action.
    await b.main.waitForTimeout(40_000);
    let alarm = await nextAlarm(b);
    while (alarm - Date.now() < 25_000) {
      await b.main.waitForTimeout(Math.max(0, alarm - Date.now()) + 1_000);
      alarm = await nextAlarm(b);
    }
    await b.context.setOffline(false);
    const online = Date.now();
    await expect.poll(() => serverNote(db, '127.0.0.1'), { timeout: 12_000 }).toBe('Edited on B while offline');
    console.log(`B's change reached the server ${Date.now() - online} ms after the network came back`);
    await expect.poll(() => storedNote(a, '127.0.0.1'), { timeout: 15_000 }).toBe('Edited on B while offline');
    await expect(accountPanel(b).getByRole('status', { name: 'Sync' })).toHaveText('Live', { timeout: 15_000 });
    await page.close();

    // Idle and signed in: the stream stays open (its heartbeat keeps the worker alive), and no other request goes out
    // (the bar: at most one per 30 s). 65 s spans two of the alarm's 30-second checks and three heartbeats.
    // A request's line is written when its answer ends: the open stream writes none unless it reconnects.
    await b.main.waitForTimeout(2_000); // B's last sync's requests end
    const before = two.requestLines().length;
    await b.main.waitForTimeout(65_000);
    const idle = two.requestLines().slice(before);
    console.log(`Idle and signed in, 65 s: ${idle.length} requests (${idle.join(' ')})`);
    expect(idle.length).toBeLessThanOrEqual(2);
    await expect(accountPanel(b).getByRole('status', { name: 'Sync' })).toHaveText('Live');
  });
});
