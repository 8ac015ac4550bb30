/**
 * The durable outbox (IndexedDB, `AccountDb.outbox`): what changed on this device since the server last
 * heard, in the order it was found. Queuing compares the local data with what was last synced, so it finds
 * every change however it was made (bar, main page, import) and costs nothing when nothing changed. A sync
 * pass runs within seconds of a change (sync-scheduler.ts) and queues notes, then settings, then counts, after
 * everything earlier passes queued; local data carries no clock for settings, so within one pass that order
 * is the best the device knows.
 * Repeats coalesce: a note edited twice is one entry (its text is read when it is sent), settings are one
 * entry of keys, and command counts add into the newest batch that was never tried; a batch that was tried
 * keeps its batch id and its counts, so a retry after a lost answer counts once on the server. Counts an import
 * brought (`CommandUsage.imported`) are never sent as new uses: they were counted where they were made, and after
 * "Delete all local data" and an import of an export made signed in, the server already has them.
 */
import { COMMAND_BATCH_LIMITS } from '../account/api-contract';
import type { AccountDb, OutboxEntry } from '../storage/account-db';
import type { IntentlyDb } from '../storage/db';
import type { ToolsDb } from '../storage/tools-db';
import { readLocalSettings } from './local-settings';
import { settingJson } from './setting-json';

type CountsEntry = Extract<OutboxEntry, { kind: 'counts' }>;

const newBatchId = () => `b-${crypto.randomUUID()}`;

/** Adds `increments` to the untried batches (new batches where one is full), keeping each within COMMAND_BATCH_LIMITS. */
export function addToBatches(
  batches: CountsEntry[],
  increments: Record<string, number>,
  makeId = newBatchId,
): CountsEntry[] {
  const open = batches.filter((b) => !b.tried);
  for (const [command, total] of Object.entries(increments)) {
    let left = total;
    while (left > 0) {
      let batch = open.find(
        (b) =>
          (b.increments[command] ?? 0) < COMMAND_BATCH_LIMITS.perCommand &&
          (command in b.increments || Object.keys(b.increments).length < COMMAND_BATCH_LIMITS.commands),
      );
      if (!batch) {
        const batchId = makeId();
        batch = { key: `counts:${batchId}`, kind: 'counts', batchId, increments: {} };
        open.push(batch);
      }
      const added = Math.min(left, COMMAND_BATCH_LIMITS.perCommand - (batch.increments[command] ?? 0));
      batch.increments[command] = (batch.increments[command] ?? 0) + added;
      left -= added;
    }
  }
  return open;
}

/** Puts every local change the server has not heard of into the outbox; answers how many entries wait. */
export async function queueChanges(
  account: AccountDb,
  tools: ToolsDb,
  tracker: IntentlyDb,
  now: number,
): Promise<number> {
  const [notes, settings, usage] = await Promise.all([
    tools.notes.toArray(),
    readLocalSettings(tools, tracker),
    tools.usage.toArray(),
  ]);
  return account.transaction('rw', [account.outbox, account.notes, account.settings, account.counts], async () => {
    // Notes: edited since last agreed with the server, new, or deleted here.
    const synced = new Map((await account.notes.toArray()).map((n) => [n.site, n.base]));
    const local = new Map(notes.map((n) => [n.site, n.text]));
    const sites = new Set<string>();
    for (const [site, text] of local) if (text !== (synced.get(site) ?? '')) sites.add(site);
    for (const [site, base] of synced) if (base !== '' && !local.has(site)) sites.add(site);
    const queued = new Set(await account.outbox.orderBy('key').keys());
    await account.outbox.bulkAdd(
      [...sites]
        .filter((site) => !queued.has(`note:${site}`))
        .map((site): OutboxEntry => ({ key: `note:${site}`, kind: 'note', site })),
    );

    // Settings: changed keys (removed ones as null), stamped now; the stamp is what wins or loses on the server.
    const known = new Map((await account.settings.toArray()).map((s) => [s.key, s]));
    const entries: Record<string, { value: unknown; at: number }> = {};
    for (const [key, value] of Object.entries(settings)) {
      if (known.get(key)?.json !== settingJson(value)) entries[key] = { value, at: now };
    }
    for (const [key, state] of known)
      if (!(key in settings) && state.json !== 'null') entries[key] = { value: null, at: now };
    if (Object.keys(entries).length > 0) {
      await account.settings.bulkPut(
        Object.entries(entries).map(([key, { value }]) => ({ key, json: settingJson(value), at: now })),
      );
      const queued = (await account.outbox.where('key').equals('settings').first()) as
        Extract<OutboxEntry, { kind: 'settings' }> | undefined;
      if (queued) await account.outbox.put({ ...queued, entries: { ...queued.entries, ...entries } });
      else await account.outbox.add({ key: 'settings', kind: 'settings', entries });
    }

    // Command counts: uses not yet handed to the outbox, and never the uses an import brought (counted before).
    const sent = new Map((await account.counts.toArray()).map((c) => [c.command, c.sent]));
    const increments: Record<string, number> = {};
    const counted = new Map(usage.map((u) => [u.command, u]));
    for (const [command, before] of sent) {
      // The local counts were deleted (or lowered): count again from there.
      const now = counted.get(command)?.count ?? 0;
      if (now < before) sent.set(command, now);
    }
    for (const [command, { count, imported = 0 }] of counted) {
      const base = Math.max(sent.get(command) ?? 0, imported);
      if (count > base) increments[command] = count - base;
      if (count > (sent.get(command) ?? 0)) sent.set(command, count);
    }
    if (Object.keys(increments).length > 0) {
      const batches = (await account.outbox.filter((e) => e.kind === 'counts').toArray()) as CountsEntry[];
      for (const batch of addToBatches(batches, increments)) await account.outbox.put(batch);
    }
    await account.counts.bulkPut([...sent].map(([command, n]) => ({ command, sent: n })));
    return account.outbox.count();
  });
}
