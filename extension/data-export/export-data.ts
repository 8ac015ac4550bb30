/** SPEC §1 "All data can be exported as CSV from settings": a .zip with one CSV per table and a manifest. */
import type { Dexie, Table } from 'dexie';
import { strToU8, zipSync } from 'fflate';
import type { LocalDatabases } from '../storage/local-databases';
import { readVisits } from '../storage/read-visits';
import { toCsv } from './csv';
import { TABLE_FORMATS, type TableFormat, formatCell, getPath, tableOf } from './table-columns';

/** Identifies the export format; import refuses anything else. */
export const EXPORT_FORMAT = 'intently-export';
/** Version of the export format. */
export const EXPORT_VERSION = 1;

/** What manifest.json in the zip says; `counts` are records per CSV file. */
export interface ExportManifest {
  format: typeof EXPORT_FORMAT;
  version: number;
  schemaVersion: number;
  exportedAt: string;
  counts: Record<string, number>;
}

/** Every exported table's records; each database is read in one consistent transaction. */
async function readTables(dbs: LocalDatabases): Promise<Map<TableFormat, object[]>> {
  const read = async (database: Dexie, db: TableFormat['db'], alsoRead: Table[]) => {
    const formats = TABLE_FORMATS.filter((format) => format.db === db);
    // Visits live in two tables (the tracker's and the day archive); readVisits gives each one once.
    const records = await database.transaction(
      'r',
      [...alsoRead, ...formats.map((format) => tableOf(dbs, format))],
      () =>
        Promise.all(
          formats.map((format) =>
            format.table === 'visits' ? readVisits(dbs.tracker, -Infinity, Infinity) : tableOf(dbs, format).toArray(),
          ),
        ),
    );
    return formats.map((format, index) => [format, records[index]!] as const);
  };
  return new Map([
    ...(await read(dbs.tracker, 'tracker', [dbs.tracker.visitDays])),
    ...(await read(dbs.tools, 'tools', [])),
  ]);
}

/** Builds the zip of every exported table of both databases. */
export async function exportData(
  dbs: LocalDatabases,
  now: number,
  onProgress?: (done: number, total: number) => void,
): Promise<Uint8Array> {
  const files: Record<string, Uint8Array> = {};
  const counts: Record<string, number> = {};
  const tables = await readTables(dbs);
  TABLE_FORMATS.forEach((format, index) => {
    const records = tables.get(format)!;
    const rows = [format.columns.map((column) => column.name)];
    for (const record of records)
      rows.push(format.columns.map((column) => formatCell(getPath(record, column.name), column.kind)));
    files[format.file] = strToU8(toCsv(rows));
    counts[format.file] = records.length;
    onProgress?.(index + 1, TABLE_FORMATS.length);
  });
  const manifest: ExportManifest = {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    schemaVersion: dbs.tracker.verno,
    exportedAt: new Date(now).toISOString(),
    counts,
  };
  files['manifest.json'] = strToU8(JSON.stringify(manifest, null, 2));
  return zipSync(files, { level: 6 });
}

/** The file name of an export made at `now`: intently-export-YYYY-MM-DD.zip. */
export function exportFileName(now: number): string {
  return `intently-export-${new Date(now).toISOString().slice(0, 10)}.zip`;
}
