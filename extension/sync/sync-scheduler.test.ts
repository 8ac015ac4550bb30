import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import type { AccountService } from '../account/account-service';
import { AccountDb } from '../storage/account-db';
import { freshDatabases } from '../storage/fresh-databases';
import { startSyncScheduler } from './sync-scheduler';

const dbs = freshDatabases();

/** The browser as the scheduler uses it: storage.local as a map, alarms and events that record nothing. */
function fakeBrowser() {
  const items = new Map<string, unknown>();
  const event = { addListener: () => undefined };
  return {
    storage: {
      local: {
        get: async (key: string) => (items.has(key) ? { [key]: items.get(key) } : {}),
        set: async (next: object) => void Object.entries(next).forEach(([k, v]) => items.set(k, v)),
      },
      onChanged: event,
    },
    alarms: { create: async () => undefined, clear: async () => true, get: async () => undefined, onAlarm: event },
    runtime: { onStartup: event },
  } as unknown as Parameters<typeof startSyncScheduler>[0];
}

describe('deleting all local data while signed in', () => {
  it('waits for a running sync, then forgets what was synced but keeps the session', async () => {
    const account = new AccountDb(`account-scheduler-${Math.random()}`);
    await account.session.put({
      id: 'session',
      key: {} as CryptoKey,
      iv: new Uint8Array(12),
      sealedToken: new ArrayBuffer(8),
      expiresAt: '2030-01-01T00:00:00.000Z',
    });
    await account.notes.put({ site: 'a.example', version: 2, base: 'synced text' });
    await account.cursors.put({ key: 'notes', value: '2025-09-23T00:00:00.000Z' });
    const service = {
      session: async () => ({ origin: 'https://sync.example', token: 'token' }),
      view: async () => ({
        profile: { email: 'sam@example.com', name: 'Sam', picture: '' },
        sync: { state: 'idle', waiting: 0, message: '', at: 0 },
      }),
    } as unknown as AccountService;
    let answer: (response: Promise<Response>) => void = () => undefined;
    // Signing in also opens the live stream, whose request may come before or after the sync's (a loaded machine):
    // it stays open, and the test answers the sync's.
    const isStream = (init?: RequestInit) => new Headers(init?.headers).get('Accept') === 'text/event-stream';
    const fetchImpl = vi.fn(
      (_input: RequestInfo | URL, init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          if (!isStream(init)) answer = (response) => resolve(response);
        }),
    );
    const sync = startSyncScheduler(
      fakeBrowser(),
      service,
      { account, tools: dbs.tools(), tracker: dbs.tracker() },
      async () => undefined,
      Date.now,
      fetchImpl,
      new EventTarget(),
    );

    const syncing = sync.syncNow();
    await vi.waitFor(() => expect(fetchImpl.mock.calls.some(([, init]) => !isStream(init))).toBe(true), {
      timeout: 10_000, // a loaded machine
    });
    const order: string[] = [];
    const deleting = sync.deleteLocally(async () => void order.push('wiped'));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(order).toEqual([]);

    answer(Promise.reject(new TypeError('Failed to fetch')));
    expect(await syncing).toMatchObject({ state: 'offline' });
    await deleting;
    expect(order).toEqual(['wiped']);
    expect([await account.outbox.count(), await account.notes.count(), await account.cursors.count()]).toEqual([
      0, 0, 0,
    ]);
    expect(await account.session.count()).toBe(1);
    await account.delete();
  }, 30_000); // a loaded machine takes seconds over what is milliseconds alone
});
