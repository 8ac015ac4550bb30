import { startPostgresCluster } from '../../site/server/test/postgres-cluster';
import { expect, test } from '../fixtures/extension';
import {
  accountPanel,
  newDevice,
  signInFromMainPage,
  startAccountServer,
  writeNote,
  type AccountServer,
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

/** The note the server keeps for `site`, read from its database. */
async function serverNote(server: AccountServer, site: string): Promise<string> {
  const row = await server.server.storage.db
    .selectFrom('notes')
    .innerJoin('accounts', 'accounts.id', 'notes.account_id')
    .select('notes.content')
    .where('accounts.email', '=', EMAIL)
    .where('notes.site', '=', site)
    .executeTakeFirst();
  return row?.content ?? '';
}

test.describe('live sync: two profiles on two server processes sharing one PostgreSQL', () => {
  test.describe.configure({ timeout: 240_000 });
  let stopCluster: () => void = () => {};
  const servers: AccountServer[] = [];
  const devices: Device[] = [];
  /** Each server's request log lines (one per request, written when its answer ends). */
  const logs: string[][] = [[], []];

  test.beforeAll(async () => {
    const cluster = await startPostgresCluster({ durable: false });
    stopCluster = () => cluster.stop();
    for (const log of logs)
      servers.push(await startAccountServer(cluster.url, { requestLog: (line) => log.push(line) }));
  });
  test.afterAll(async () => {
    for (const device of devices) await device.close();
    for (const server of servers) await server.close();
    stopCluster();
  });

  test('a note written in A shows in B untouched; B offline then online sends its change by itself', async ({
    testPages,
  }) => {
    const site = testPages.url('bar-plain.html');
    const [one, two] = servers as [AccountServer, AccountServer];
    const a = await newDevice(one.url);
    const b = await newDevice(two.url);
    devices.push(a, b);
    await signInFromMainPage(a, EMAIL);
    await signInFromMainPage(b, EMAIL);
    for (const device of [a, b])
      await expect(accountPanel(device).getByRole('status', { name: 'Sync' })).toHaveText('Live', {
        timeout: 15_000,
      });

    // A writes; B's main page stays open and nobody touches B: the note arrives through the stream.
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
    expect(await serverNote(one, '127.0.0.1')).toBe('Written on A, read on B');

    // Online again: the change goes out without any action, and A shows it.
    // Chrome's offline emulation does not fire the worker's `online` event: what flushes here is the stream's
    // reconnect (its back-off) or the 30-second alarm poll, both without any action; a real network change also
    // fires `online`, which flushes at once.
    await b.context.setOffline(false);
    await expect.poll(() => serverNote(one, '127.0.0.1'), { timeout: 45_000 }).toBe('Edited on B while offline');
    await expect.poll(() => storedNote(a, '127.0.0.1'), { timeout: 15_000 }).toBe('Edited on B while offline');
    await expect(accountPanel(b).getByRole('status', { name: 'Sync' })).toHaveText('Live', { timeout: 15_000 });
    await page.close();

    // Idle and signed in: the stream stays open (its heartbeat keeps the worker alive), and no other request goes out
    // (the bar: at most one per 30 s). 65 s spans two of the alarm's 30-second checks and three heartbeats.
    await b.main.waitForTimeout(2_000); // B's last sync's requests end
    const before = logs[1]!.length;
    await b.main.waitForTimeout(65_000);
    const idle = logs[1]!.slice(before);
    console.log(`Idle and signed in, 65 s: ${idle.length} requests (${idle.join(' ')})`);
    expect(idle.length).toBeLessThanOrEqual(2);
    expect(two.server.storage.changes.size()).toBeGreaterThanOrEqual(1);
    await expect(accountPanel(b).getByRole('status', { name: 'Sync' })).toHaveText('Live');
  });
});
