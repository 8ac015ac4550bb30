/**
 * bench:render's seed, run inside one of the extension's pages (bundled as a script, evaluated there): the synthetic
 * generator's visits, moved into a chosen range, go into the extension's own storage by the code path its imports
 * take (putArchivedVisits: the `visitDays` table through Dexie, one bulk transaction per chunk). Generating in the
 * page sends 200 KB of wasm over CDP instead of 1M visit objects, and the column-wise day rows are written as a few
 * large values: 1M visits in a month are stored in about a minute on a loaded 2-core machine, where writing them
 * one row each into the tracker's table and archiving them took over 13 minutes.
 */
import {
  instantiateSyntheticGenerator,
  squeezeInto,
  syntheticColumns,
  syntheticVisitRows,
} from '../graph-layout-rs/ts/synthetic-history';
import { IntentlyDb } from '../extension/storage/db';
import { putArchivedVisits } from '../extension/storage/visit-archive';

/** Visits written per transaction: a few archived days of a 1M-visit month, 100k-visit day rows whole. */
const CHUNK = 100_000;

/**
 * Replaces every stored visit with `n` synthetic ones moved into [start, start + span); `progress` hears how many
 * are stored after each chunk. Answers the milliseconds spent generating and storing.
 */
export async function seedSynthetic(
  wasmBase64: string,
  n: number,
  start: number,
  span: number,
  progress: (stored: number) => void = () => undefined,
): Promise<{ generateMs: number; storeMs: number }> {
  const started = performance.now();
  const bytes = Uint8Array.from(atob(wasmBase64), (c) => c.charCodeAt(0));
  const generator = await instantiateSyntheticGenerator(bytes);
  const columns = squeezeInto(syntheticColumns(generator, n), start, span);
  const generated = performance.now();
  const db = new IntentlyDb();
  try {
    await db.transaction('rw', db.visits, db.visitDays, async () => {
      await db.visits.clear();
      await db.visitDays.clear();
    });
    for (let from = 0; from < n; from += CHUNK) {
      await putArchivedVisits(db, syntheticVisitRows(columns, from, Math.min(n, from + CHUNK)));
      progress(Math.min(n, from + CHUNK));
    }
  } finally {
    db.close();
  }
  return { generateMs: generated - started, storeMs: performance.now() - generated };
}
