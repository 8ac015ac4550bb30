import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-server';
import { openStorage, type Storage } from './storage';

/**
 * Deleting an account while its own writes are in flight (PostgreSQL, many connections): each write either lands
 * before the deletion or finds the account gone; none fails. The quota triggers lock the account's row after the
 * note's, and the deletion locks the account's row before its notes', so without a common order PostgreSQL broke
 * the deadlock by failing one of them.
 */
describe('deleting an account during its writes', () => {
  let storage: Storage;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const created = await createPostgresDatabase();
    drop = created.drop;
    storage = await openStorage({ dataDir: '', databaseUrl: created.url, poolMax: 12 });
  });
  afterAll(async () => {
    await storage.close();
    await drop();
  });

  it('fails none of them, in 15 rounds of 10 note, settings and count writes against one deletion', async () => {
    const failures: unknown[] = [];
    for (let round = 0; round < 15; round++) {
      const account = await storage.accounts.upsert({
        subject: `race-${round}`,
        email: `race-${round}@example.com`,
        name: 'Race',
        picture: '',
        refreshToken: null,
      });
      // Notes that exist, so the writes below update rows the deletion's cascade must lock too.
      for (let i = 0; i < 10; i++) await storage.sync.putNote(account.id, `site-${i}.example`, 'first', 0);
      const writes = Array.from({ length: 10 }, (_, i) => {
        if (i % 3 === 1) return storage.sync.putSettings(account.id, { [`key-${i}`]: { value: i, at: 1 } });
        if (i % 3 === 2) return storage.sync.addCommandCounts(account.id, { [`/c${i}`]: 1 }, undefined);
        return storage.sync.putNote(account.id, `site-${i}.example`, `second ${i}`, 1);
      });
      const deletion = storage.accounts.delete(account.id);
      for (const result of await Promise.allSettled([...writes, deletion]))
        if (result.status === 'rejected') failures.push(result.reason);
      if (await storage.accounts.findById(account.id)) failures.push(`round ${round}: the account is still there`);
    }
    expect(failures.map(String)).toEqual([]);
  });
});
