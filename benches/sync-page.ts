/**
 * The page half of `npm run bench:sync`: the extension's own sync code (syncNow, Dexie databases, the
 * account API client) running in Chromium against real IndexedDB and the real server, through a fetch
 * that counts the requests it makes.
 */
import { accountApi } from '../extension/account/account-api';
import { AccountDb } from '../extension/storage/account-db';
import { IntentlyDb } from '../extension/storage/db';
import { ToolsDb } from '../extension/storage/tools-db';
import { syncNow, type SyncDatabases } from '../extension/sync/sync-now';

let devices = 0;

/** A fresh profile's databases (new names: nothing from an earlier run). */
function freshDevice(): SyncDatabases {
  devices++;
  const name = `${Date.now()}-${devices}`;
  return {
    account: new AccountDb(`bench-account-${name}`),
    tools: new ToolsDb(`bench-tools-${name}`),
    tracker: new IntentlyDb(`bench-tracker-${name}`),
  };
}

/** The account API on this page's origin with a fetch that logs "METHOD /path" of each request. */
function countedApi(token: string) {
  const requests: string[] = [];
  const counting: typeof fetch = (input, init) => {
    requests.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return fetch(input, init);
  };
  return { api: accountApi(location.origin, token, counting), requests };
}

/**
 * One device writes `count` notes, then syncs them up: the first sync's wall time (the notes already in its
 * IndexedDB) and the requests it made.
 */
export async function uploadNotes(token: string, count: number): Promise<{ ms: number; requests: number }> {
  const device = freshDevice();
  await device.tools.notes.bulkPut(
    Array.from({ length: count }, (_, i) => ({
      site: `site-${i}.example`,
      text: `Note ${i}: read chapter ${i % 40} before Friday.`,
      updatedAt: i,
    })),
  );
  const { api, requests } = countedApi(token);
  const start = performance.now();
  const result = await syncNow(device, api, Date.now);
  const ms = performance.now() - start;
  if (result.waiting !== 0 || result.refused.length)
    throw new Error(`the upload left ${result.waiting} waiting, refused: ${result.refused.join('; ')}`);
  return { ms, requests: requests.length };
}

/** A fresh profile's first sync: wall time until every note is in its IndexedDB, the notes it holds and the requests made. */
export async function syncIntoFreshProfile(token: string): Promise<{ ms: number; notes: number; requests: number }> {
  const device = freshDevice();
  await Promise.all([device.account.open(), device.tools.open(), device.tracker.open()]);
  const { api, requests } = countedApi(token);
  const start = performance.now();
  await syncNow(device, api, Date.now);
  const ms = performance.now() - start;
  return { ms, notes: await device.tools.notes.count(), requests: requests.length };
}

/** `total` command uses spread over `commands` commands, queued and flushed by one sync: the requests that carried them. */
export async function flushCounts(
  token: string,
  total: number,
  commands: number,
): Promise<{ ms: number; countRequests: number; waiting: number }> {
  const device = freshDevice();
  const per = total / commands;
  await device.tools.usage.bulkPut(
    Array.from({ length: commands }, (_, i) => ({ command: `/bench-${i}`, count: per })),
  );
  const { api, requests } = countedApi(token);
  const start = performance.now();
  const result = await syncNow(device, api, Date.now);
  const ms = performance.now() - start;
  return {
    ms,
    countRequests: requests.filter((line) => line === 'POST /api/sync/commands').length,
    waiting: result.waiting,
  };
}
