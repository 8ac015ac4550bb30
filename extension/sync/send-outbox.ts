/**
 * Sends the outbox to the server in order, each entry once: an entry leaves the outbox only when the server
 * took it. Offline (or the server down) stops the run and keeps the rest for the next; a signed-out answer
 * stops it too. An entry the server refuses for what it is (a 4xx sentence) is dropped and its sentence
 * reported, so one bad entry cannot hold back the others; the data itself stays on this device.
 */
import { type AccountApi, OfflineError, ServerError, SignedOutError } from '../account/account-api';
import type { AccountDb, OutboxEntry } from '../storage/account-db';
import type { ToolsDb } from '../storage/tools-db';
import { saveNote } from '../commands/note/notes';
import { mergeNote } from './merge-note';

/** How often a note is merged and sent again when another device keeps writing it at the same moment. */
const NOTE_ATTEMPTS = 3;

/** Sends every entry in order; answers the sentences of entries the server refused (empty when all went out). */
export async function sendOutbox(
  account: AccountDb,
  tools: ToolsDb,
  api: AccountApi,
  now: () => number,
): Promise<string[]> {
  const refused: string[] = [];
  for (;;) {
    const entry = await account.outbox.orderBy('id').first();
    if (!entry) return refused;
    try {
      await send(entry);
    } catch (error) {
      if (error instanceof OfflineError || error instanceof SignedOutError) throw error;
      if (!(error instanceof ServerError) || error.status === 429 || error.status >= 500) throw error;
      refused.push(error.message);
    }
    // A note edited while it was sent stays different from its synced base, so the next queuing finds it again.
    await account.outbox.delete(entry.id!);
  }

  async function send(entry: OutboxEntry): Promise<void> {
    if (entry.kind === 'counts') {
      if (!entry.tried) await account.outbox.put({ ...entry, tried: true });
      await api.addCounts(entry.increments, entry.batchId);
    } else if (entry.kind === 'settings') {
      await api.putSettings(entry.entries);
    } else {
      await sendNote(entry.site);
    }
  }

  async function sendNote(site: string): Promise<void> {
    for (let attempt = 0; attempt < NOTE_ATTEMPTS; attempt++) {
      const text = (await tools.notes.get(site))?.text ?? '';
      const synced = await account.notes.get(site);
      if (synced && synced.base === text) return;
      const answer = await api.putNote(site, text, synced?.version ?? 0);
      if (answer.ok) {
        await account.notes.put({ site, version: answer.note.version, base: answer.note.content });
        return;
      }
      // Another device wrote first: merge its text with ours over what we both last had, then send the merge.
      const current = answer.current ?? { content: '', version: 0 };
      const merged = mergeNote(synced?.base ?? '', text, current.content);
      await saveNote(tools, site, merged.text, now());
      await account.notes.put({ site, version: current.version, base: current.content });
    }
    throw new ServerError(
      `The note for ${site} kept changing on another device; it will be sent again at the next sync.`,
      409,
    );
  }
}
