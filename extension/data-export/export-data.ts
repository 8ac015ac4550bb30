/** SPEC §1 "All data can be exported as CSV from settings": a .zip with one CSV per table and a manifest. */
import { strToU8, zipSync } from 'fflate';
import type { IntentlyDb } from '../storage/db';
import { readVisits } from '../storage/read-visits';
import { toCsv } from './csv';
import { TABLE_FORMATS, formatCell, getPath } from './table-columns';

/** Identifies the export format; import refuses anything else. */
export const EXPORT_FORMAT = 'intently-export';
/** Version of the export format. */
export const EXPORT_VERSION = 1;

/** What manifest.json in the zip says. */
export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  version: number;
  schemaVersion: number;
  exportedAt: string;
  counts: Record<string, number>;
}

/** Builds the zip of every exported table, reading them in one consistent transaction. */
export async function exportData(db: IntentlyDb, now: number, onProgress?: (done: number, total: number) => void): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const counts: Record<string, number> = {};
  // Visits live in two tables (the tracker's and the day archive); readVisits gives each one once.
  const tables = await db.transaction('r', [db.visitDays, ...TABLE_FORMATS.map((format) => db.table(format.table))], () =>
    Promise.all(TABLE_FORMATS.map((format) => (format.table === 'visits' ? readVisits(db, -Infinity, Infinity) : db.table(format.table).toArray()))),
  );
  TABLE_FORMATS.forEach((format, index) => {
    const records = tables[index] as object[];
    const rows = [format.columns.map((column) => column.name)];
    for (const record of records) rows.push(format.columns.map((column) => formatCell(getPath(record, column.name), column.kind)));
    files[format.file] = strToU8(toCsv(rows));
    counts[format.table] = records.length;
    onProgress?.(index + 1, TABLE_FORMATS.length);
  });
  const manifest: ExportManifest = { format: EXPORT_FORMAT, version: EXPORT_VERSION, schemaVersion: db.verno, exportedAt: new Date(now).toISOString(), counts };
  files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(files, { level: 6 });
}

/** The file name of an export made at `now`: intently-export-YYYY-MM-DD.zip. */
export function exportFileName(now: number): string {
  return `intently-export-${new Date(now).toISOString().slice(0, 10)}.zip`;
}
