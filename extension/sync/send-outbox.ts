/**
 * Sends the outbox to the server in order, each entry once: an entry leaves the outbox only when the server
 * took it. Offline (or the server down) stops the run and keeps the rest for the next; a signed-out answer
 * stops it too. An entry the server refuses for what it is (a 4xx sentence) is dropped and its sentence
 * reported, so one bad entry cannot hold back the others; the data itself stays on this device.
 * Notes waiting side by side go out in batches (NOTE_BATCH_LIMITS), each note's result handled on its own: a first
 * sync of 1,000 notes is 10 requests, not 1,000, well within the server's rate limit.
 */
import { type AccountApi, ServerError } from '../account/account-api';
import { NOTE_BATCH_LIMITS, type NoteResult, type NoteWrite, type ServerNote } from '../account/api-contract';
import type { AccountDb, NoteSyncState, OutboxEntry } from '../storage/account-db';
import type { ToolsDb } from '../storage/tools-db';
import { saveNote } from '../commands/note/notes';
import { mergeNote } from './merge-note';

/** How often a note is merged and sent again when another device keeps writing it at the same moment. */
const NOTE_ATTEMPTS = 3;

type NoteEntry = Extract<OutboxEntry, { kind: 'note' }>;

/** A note on its way: its outbox entry, what is sent, and the text it was last synced from (the merge base). */
interface OutgoingNote {
  entry: NoteEntry;
  write: NoteWrite;
  base: string;
}

const utf8 = new TextEncoder();

/**
 * The first notes of `outgoing` whose request (`{"notes":[...]}`) stays within NOTE_BATCH_LIMITS.bytes; at least one,
 * since a note over the limit alone is refused with the server's sentence.
 */
function firstBatch(outgoing: OutgoingNote[]): OutgoingNote[] {
  let bytes = '{"notes":[]}'.length;
  let count = 0;
  for (const note of outgoing) {
    bytes += utf8.encode(JSON.stringify(note.write)).length + (count > 0 ? 1 : 0);
    if (count > 0 && bytes > NOTE_BATCH_LIMITS.bytes) break;
    count++;
  }
  return outgoing.slice(0, count);
}

/** Whether a failure is the server refusing what was sent (a 4xx sentence), not a reason to try again later. */
const isRefusal = (error: unknown): error is ServerError =>
  error instanceof ServerError && error.status !== 429 && error.status < 500;

/** Sends every entry in order; answers the sentences of entries the server refused (empty when all went out). */
export async function sendOutbox(
  account: AccountDb,
  tools: ToolsDb,
  api: AccountApi,
  now: () => number,
): Promise<string[]> {
  const refused: string[] = [];
  const attempts = new Map<string, number>();
  for (;;) {
    const waiting = await account.outbox.orderBy('id').limit(NOTE_BATCH_LIMITS.notes).toArray();
    const entry = waiting[0];
    if (!entry) return refused;
    if (entry.kind === 'note') {
      const end = waiting.findIndex((e) => e.kind !== 'note');
      await sendNotes(waiting.slice(0, end < 0 ? waiting.length : end) as NoteEntry[]);
      continue;
    }
    try {
      await send(entry);
    } catch (error) {
      if (!isRefusal(error)) throw error;
      refused.push(error.message);
    }
    await account.outbox.delete(entry.id!);
  }

  async function send(entry: Exclude<OutboxEntry, NoteEntry>): Promise<void> {
    if (entry.kind === 'counts') {
      if (!entry.tried) await account.outbox.put({ ...entry, tried: true });
      await api.addCounts(entry.increments, entry.batchId);
    } else {
      await api.putSettings(entry.entries);
    }
  }

  /** Sends the notes of these entries that differ from what was last synced, as many per request as the limits allow. */
  async function sendNotes(entries: NoteEntry[]): Promise<void> {
    const sites = entries.map((entry) => entry.site);
    const [texts, synced] = await Promise.all([tools.notes.bulkGet(sites), account.notes.bulkGet(sites)]);
    const outgoing: OutgoingNote[] = [];
    const unchanged: number[] = [];
    entries.forEach((entry, k) => {
      const text = texts[k]?.text ?? '';
      const state = synced[k];
      if (state && state.base === text) unchanged.push(entry.id!);
      else
        outgoing.push({
          entry,
          write: { site: entry.site, content: text, baseVersion: state?.version ?? 0 },
          base: state?.base ?? '',
        });
    });
    await account.outbox.bulkDelete(unchanged);
    if (outgoing.length > 0) await sendBatch(firstBatch(outgoing));
  }

  /**
   * Sends one batch and takes each note's result; what was saved or refused leaves the outbox in one transaction.
   * A batch refused whole (a 4xx sentence: one note the server cannot read) is sent again a note at a time, so only
   * that note is refused.
   */
  async function sendBatch(batch: OutgoingNote[]): Promise<void> {
    let results: NoteResult[];
    try {
      results = await api.putNotes(batch.map((note) => note.write));
    } catch (error) {
      if (!isRefusal(error)) throw error;
      if (batch.length === 1) {
        refused.push(error.message);
        await account.outbox.delete(batch[0]!.entry.id!);
      } else for (const note of batch) await sendBatch([note]);
      return;
    }
    const stray = batch.find((note, i) => results[i]?.site !== note.write.site);
    if (stray) {
      // Results come in the order sent: another answer is a server this version does not understand.
      throw new ServerError(
        `The Intently server's answer for the note of ${stray.write.site} is not what this version of Intently reads; update Intently or the server.`,
        502,
      );
    }
    const saved: NoteSyncState[] = [];
    const done: number[] = [];
    for (const [i, note] of batch.entries()) {
      const result = results[i]!;
      if ('note' in result) saved.push({ site: result.site, version: result.note.version, base: result.note.content });
      else if ('error' in result) refused.push(result.error);
      else if (!(await takeConflict(note, result.current))) continue; // the merge goes out next, its entry kept
      // A note edited while it was sent stays different from its synced base, so the next queuing finds it again.
      done.push(note.entry.id!);
    }
    await account.transaction('rw', account.notes, account.outbox, async () => {
      await account.notes.bulkPut(saved);
      await account.outbox.bulkDelete(done);
    });
  }

  /**
   * Another device wrote the note first: merges its text with ours over what we both last had, to be sent next.
   * Answers whether the note is given up for this sync (it kept changing there: reported).
   */
  async function takeConflict({ write, base }: OutgoingNote, current: ServerNote | null): Promise<boolean> {
    const { site } = write;
    const theirs = current ?? { content: '', version: 0 };
    const merged = mergeNote(base, write.content, theirs.content);
    await saveNote(tools, site, merged.text, now());
    await account.notes.put({ site, version: theirs.version, base: theirs.content });
    const tried = (attempts.get(site) ?? 0) + 1;
    attempts.set(site, tried);
    if (tried < NOTE_ATTEMPTS) return false;
    refused.push(`The note for ${site} kept changing on another device; it will be sent again at the next sync.`);
    return true;
  }
}
