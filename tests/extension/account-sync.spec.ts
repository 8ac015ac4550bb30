import { startPostgresCluster } from '../../site/server/test/postgres-cluster';
import { expect, test } from '../fixtures/extension';
import { OTHER_DEVICE_MARK } from '../../extension/sync/merge-note';
import {
  accountPanel,
  finishSignIn,
  newDevice,
  readNote,
  signInFromMainPage,
  startAccountServer,
  syncNow,
  writeNote,
  type AccountServer,
  type Device,
} from './account-helpers';
import { openBar, openPage, runCommand } from './bar-helpers';

const EMAIL = 'sam@example.com';

/** How often a device ran a command, from its own database. */
function localUses(device: Device, command: string): Promise<number> {
  return device.main.evaluate(
    (name) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('intently-tools');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const get = open.result.transaction('usage').objectStore('usage').get(name);
          get.onsuccess = () => resolve((get.result as { count: number } | undefined)?.count ?? 0);
          get.onerror = () => reject(get.error);
        };
      }),
    command,
  );
}

/** How often the server counted a command for the account. */
async function serverUses(server: AccountServer, command: string): Promise<number> {
  const row = await server.server.storage.db
    .selectFrom('command_counts')
    .innerJoin('accounts', 'accounts.id', 'command_counts.account_id')
    .select('count')
    .where('accounts.email', '=', EMAIL)
    .where('command', '=', command)
    .executeTakeFirst();
  return row?.count ?? 0;
}

/** The notes the server keeps for an account, read from its database. */
async function serverNotes(server: AccountServer) {
  return server.server.storage.db
    .selectFrom('notes')
    .innerJoin('accounts', 'accounts.id', 'notes.account_id')
    .select(['notes.site', 'notes.content', 'notes.version'])
    .where('accounts.email', '=', EMAIL)
    .execute();
}

for (const engine of ['pglite', 'postgres'] as const) {
  test.describe(`accounts and sync on ${engine}`, () => {
    test.describe.configure({ timeout: 240_000 });
    let stopCluster: (() => void) | undefined;
    let server: AccountServer;
    const devices: Device[] = [];

    test.beforeAll(async () => {
      let databaseUrl: string | undefined;
      if (engine === 'postgres') {
        const cluster = await startPostgresCluster({ durable: false });
        databaseUrl = cluster.url;
        stopCluster = () => cluster.stop();
      }
      server = await startAccountServer(databaseUrl);
    });
    test.afterAll(async () => {
      for (const device of devices) await device.close();
      await server.close();
      stopCluster?.();
    });

    test('sign in from the bar, sync a note and settings to a second profile, merge edits made on both, survive the server going down, sign out and delete the account', async ({
      testPages,
    }) => {
      const site = testPages.url('bar-plain.html');
      const laptop = await newDevice(server.url);
      devices.push(laptop);

      // Signed out, the account commands say how to sign in.
      const page = await openPage(laptop.context, site);
      let frame = await openBar(page);
      await runCommand(frame, '/gmail');
      await expect(frame.getByRole('status')).toContainText('open /intently and choose "Sign in with Google"');

      // Sign in from the bar: /intently → Sign in with Google → the server's /auth page → the local test account.
      frame = await openBar(page);
      await runCommand(frame, '/intently');
      const opened = laptop.context.waitForEvent('page');
      await frame.getByRole('button', { name: 'Sign in with Google' }).click();
      const auth = await opened;
      await finishSignIn(auth, EMAIL);
      await auth.close();
      await expect(accountPanel(laptop)).toContainText(`Signed in as User`);
      await expect(accountPanel(laptop)).toContainText(EMAIL);
      await expect(accountPanel(laptop).getByRole('status', { name: 'Sync' })).toHaveText(/^(Live|Synced)$/);

      // A note written in the bar reaches the server (sync runs soon after the change).
      await writeNote(laptop, site, 'Ask Sam about the launch plan');
      await expect
        .poll(() => serverNotes(server), { timeout: 15_000 })
        .toEqual([{ site: '127.0.0.1', content: 'Ask Sam about the launch plan', version: 1 }]);
      // A setting: reading stats switched off on the laptop.
      await laptop.main.getByRole('switch', { name: /Reading stats/ }).uncheck();
      await syncNow(laptop);

      // A second profile signs in to the same account and gets the note and the setting.
      const desktop = await newDevice(server.url);
      devices.push(desktop);
      await signInFromMainPage(desktop, EMAIL);
      await expect(accountPanel(desktop).getByRole('status', { name: 'Sync' })).toHaveText(/^(Live|Synced)$/);
      expect(await readNote(desktop, site)).toBe('Ask Sam about the launch plan');
      await desktop.main.reload();
      await expect(desktop.main.getByRole('switch', { name: /Reading stats/ })).not.toBeChecked();
      await expect(desktop.main.getByRole('switch', { name: /Browsing history/ })).toBeChecked();

      // Both edit the same line at once (the server down, so live sync cannot tell either of the other's edit first):
      // both texts are kept, on both devices.
      await server.stop();
      await writeNote(laptop, site, 'Ask Sam about the launch plan on Monday');
      await writeNote(desktop, site, 'Ask Sam and Kim about the launch plan');
      await server.restart();
      await syncNow(laptop);
      await syncNow(desktop);
      await syncNow(laptop);
      const merged = `Ask Sam about the launch plan on Monday\n${OTHER_DEVICE_MARK}\nAsk Sam and Kim about the launch plan`;
      const mergedOther = `Ask Sam and Kim about the launch plan\n${OTHER_DEVICE_MARK}\nAsk Sam about the launch plan on Monday`;
      const final = await readNote(laptop, site);
      expect([merged, mergedOther]).toContain(final);
      expect(await readNote(desktop, site)).toBe(final);
      const [stored] = await serverNotes(server);
      expect(stored!.content).toBe(final);

      // The server goes down: the edit waits on the device, and arrives exactly once when the server is back.
      await server.stop();
      await writeNote(laptop, site, 'Written while the server was down');
      expect(await syncNow(laptop)).toMatch(/^Offline, \d+ waiting$/);
      await server.restart();
      expect(await syncNow(laptop)).toMatch(/^(Live|Synced)$/);
      const after = await serverNotes(server);
      expect(after).toEqual([
        { site: '127.0.0.1', content: 'Written while the server was down', version: stored!.version + 1 },
      ]);
      // Command counts: every /note run on either device counted once, retries and all.
      await syncNow(desktop);
      const used = (await localUses(laptop, '/note')) + (await localUses(desktop, '/note'));
      expect(used).toBe(7); // the laptop wrote 3 notes and read 1, the desktop wrote 1 and read 2
      expect(await serverUses(server, '/note')).toBe(used);

      // Sign out on the desktop (its last sync brought the note written while the server was down): the session
      // ends on the server, the note stays on the device.
      await accountPanel(desktop).getByRole('button', { name: 'Sign out' }).click();
      await expect(accountPanel(desktop)).toContainText('Signed out. Your notes and settings stay on this device.');
      await expect(accountPanel(desktop).getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
      expect(await readNote(desktop, site)).toBe('Written while the server was down');

      // Delete the account from the laptop: the server keeps nothing of it.
      await accountPanel(laptop).getByRole('button', { name: 'Delete my account' }).click();
      await accountPanel(laptop).getByRole('alertdialog').getByRole('button', { name: 'Delete my account' }).click();
      await expect(accountPanel(laptop)).toContainText('Your account was deleted');
      const db = server.server.storage.db;
      expect(await db.selectFrom('accounts').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('notes').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('sessions').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('settings').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('command_counts').selectAll().execute()).toEqual([]);
      expect(await db.selectFrom('command_batches').selectAll().execute()).toEqual([]);
      expect(await readNote(laptop, site)).toBe('Written while the server was down');
    });
  });
}
