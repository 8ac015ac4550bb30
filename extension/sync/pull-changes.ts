/**
 * Brings this device up to date with the server: note backups changed since the last pull (all of them the
 * first time) and every setting. A note not edited here takes the server's text; a note edited here too is
 * merged (both texts kept) and queued to go back. A setting takes the server's value when it was written
 * later than ours (last writer wins per key).
 */
import type { AccountApi } from '../account/account-api';
import { saveNote } from '../commands/note/notes';
import type { AccountDb } from '../storage/account-db';
import type { IntentlyDb } from '../storage/db';
import type { ToolsDb } from '../storage/tools-db';
import { applyRemoteSettings } from './local-settings';
import { mergeNote } from './merge-note';
import { settingJson } from './setting-json';

/** Pulls overlap the last one by this much, so a note committed just as the last pull read is not missed. */
const CURSOR_OVERLAP_MS = 60_000;

/** Pulls notes and settings; answers what changed here, so the caller can reload the tracker's settings. */
export async function pullChanges(
  account: AccountDb,
  tools: ToolsDb,
  tracker: IntentlyDb,
  api: AccountApi,
  now: number,
) {
  const cursor = await account.cursors.get('notes');
  const since = cursor ? new Date(Date.parse(cursor.value) - CURSOR_OVERLAP_MS).toISOString() : undefined;
  const { notes, serverTime } = await api.listNotes(since);
  let notesChanged = 0;
  if (notes.length > 0) {
    const sites = notes.map((n) => n.site);
    const [synced, local] = await Promise.all([account.notes.bulkGet(sites), tools.notes.bulkGet(sites)]);
    const states: { site: string; version: number; base: string }[] = [];
    await tools.transaction('rw', tools.notes, async () => {
      for (const [i, remote] of notes.entries()) {
        const known = synced[i];
        if (known && known.version >= remote.version) continue;
        const text = local[i]?.text ?? '';
        const editedHere = text !== (known?.base ?? '');
        const next = editedHere ? mergeNote(known?.base ?? '', text, remote.content).text : remote.content;
        if (next !== text) {
          await saveNote(tools, remote.site, next, now);
          notesChanged++;
        }
        states.push({ site: remote.site, version: remote.version, base: remote.content });
      }
    });
    await account.notes.bulkPut(states);
  }
  await account.cursors.put({ key: 'notes', value: serverTime });

  const remote = await api.getSettings();
  const known = new Map(
    (await account.settings.bulkGet(Object.keys(remote))).flatMap((s) => (s ? [[s.key, s] as const] : [])),
  );
  const newer = Object.entries(remote).filter(([key, { at }]) => at > (known.get(key)?.at ?? -1));
  const { trackingChanged } = await applyRemoteSettings(
    tools,
    tracker,
    Object.fromEntries(newer.map(([key, { value }]) => [key, value])),
  );
  await account.settings.bulkPut(newer.map(([key, { value, at }]) => ({ key, json: settingJson(value), at })));
  return { notesChanged, settingsChanged: newer.length, trackingChanged };
}
