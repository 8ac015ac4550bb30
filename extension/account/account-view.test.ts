import { describe, expect, it } from 'vitest';
import { syncStatusText, type SyncStatus } from './account-view';

const status = (state: SyncStatus['state'], waiting: number, message = ''): SyncStatus => ({
  state,
  waiting,
  message,
  at: 0,
});

describe('the sync state in words', () => {
  it.each([
    [status('synced', 0), 'Synced'],
    [{ ...status('synced', 0), live: true }, 'Live'],
    [{ ...status('synced', 1), live: true }, '1 change waiting'],
    [status('idle', 0), 'Not synced yet'],
    [status('idle', 1), '1 change waiting'],
    [status('synced', 3), '3 changes waiting'],
    [status('syncing', 3), 'Syncing…'],
    [status('offline', 2, 'The Intently server at http://127.0.0.1:9 did not answer.'), 'Offline, 2 waiting'],
    [status('error', 0, 'Send at most 500 settings.'), 'Sync failed: Send at most 500 settings.'],
    [status('error', 4, 'Boom.'), 'Sync failed: Boom. (4 changes waiting)'],
  ])('%j reads %j', (sync, text) => expect(syncStatusText(sync)).toBe(text));
});
