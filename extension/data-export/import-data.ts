/**
 * Restores an export zip, each database in one transaction, without duplicates however often it is
 * imported: a record with a key of its own (a visit's id, a note's site, a setting's key…) replaces the one
 * stored under that key, except a note edited since the export; numbered records (todos, snippets, clips,
 * saved sessions, timers) are added unless the same record is stored already, under their own number only
 * where it is free, so no record made since is overwritten.
 */
import type { Dexie } from 'dexie';
import { strFromU8, unzipSync } from 'fflate';
import type { LocalDatabases } from '../storage/local-databases';
import { putArchivedVisits } from '../storage/visit-archive';
import { noteSessionSpans } from '../storage/session-lookback';
import type { StoredVisit, TabSession } from '../storage/visit-types';
import { parseCsv } from './csv';
import { EXPORT_FORMAT, type ExportManifest } from './export-data';
import { TABLE_FORMATS, type TableFormat, formatCell, getPath, parseCell, setPath, tableOf } from './table-columns';

type Row = Record<string, unknown>;

function readManifest(files: Record<string, Uint8Array>): ExportManifest {
  const raw = files['manifest.json'];
  if (!raw) throw new Error('The file should be an Intently export: a .zip with manifest.json and one CSV per table.');
  let manifest: Partial<ExportManifest>;
  try {
    manifest = JSON.parse(strFromU8(raw));
  } catch {
    throw new Error('manifest.json in the export should be JSON.');
  }
  if (manifest.format !== EXPORT_FORMAT || manifest.version !== 1)
    throw new Error('The file should be an Intently export of format version 1.');
  return manifest as ExportManifest;
}

function readTable(format: TableFormat, text: string): Row[] {
  const [header = [], ...rows] = parseCsv(text);
  const missing = format.columns
    .filter((column) => !column.added && !header.includes(column.name))
    .map((column) => column.name);
  if (missing.length) throw new Error(`${format.file} should have the columns ${missing.join(', ')}.`);
  const indexes = format.columns.map((column) => header.indexOf(column.name));
  return rows.map((row, rowIndex) => {
    const record: Row = {};
    format.columns.forEach((column, i) => {
      const value = parseCell(row[indexes[i]!] ?? '', column, `${format.file} row ${rowIndex + 2}`);
      if (value !== undefined) setPath(record, column.name, value);
    });
    return format.shape ? format.shape(record) : record;
  });
}

/** Writes one table's imported records (inside the transaction of its database). */
async function writeTable(dbs: LocalDatabases, format: TableFormat, records: Row[]): Promise<void> {
  const table = tableOf(dbs, format);
  const { keyPath, auto } = table.schema.primKey;
  const key = keyPath as string;
  if (format.db === 'tracker' && format.table === 'visits') {
    // Visits go to the day archive, merged by id; the tracker's live copy of a visit, if any, still wins.
    await putArchivedVisits(dbs.tracker, records as unknown as StoredVisit[]);
  } else if (auto) {
    const contentOf = (record: object) =>
      JSON.stringify(
        format.columns
          .filter((column) => column.name !== key)
          .map((column) => formatCell(getPath(record, column.name), column.kind)),
      );
    const stored = await table.toArray();
    const known = new Set(stored.map(contentOf));
    const taken = new Set(stored.map((record) => record[key]));
    const added: Row[] = [];
    for (const record of records) {
      const content = contentOf(record);
      if (known.has(content)) continue;
      known.add(content);
      if (taken.has(record[key])) delete record[key];
      else taken.add(record[key]);
      added.push(record);
    }
    await table.bulkAdd(added);
  } else if (format.keepNewer) {
    const field = format.keepNewer;
    const stored = await table.bulkGet(records.map((record) => record[key]));
    await table.bulkPut(
      records.filter((record, index) => !((stored[index]?.[field] as number) > (record[field] as number))),
    );
  } else {
    await table.bulkPut(records);
  }
  if (format.db === 'tracker' && format.table === 'tabSessions')
    await noteSessionSpans(dbs.tracker, records as unknown as TabSession[]);
}

/** Imports a zip made by exportData (an older one may lack some tables); returns how many records each CSV file held. */
export async function importData(dbs: LocalDatabases, zip: Uint8Array): Promise<Record<string, number>> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch {
    throw new Error('The file should be a .zip made by Intently’s export.');
  }
  readManifest(files);
  // Every file is read and checked before anything is written.
  const tables = new Map(
    TABLE_FORMATS.map((format) => {
      const raw = files[format.file];
      return [format, raw ? readTable(format, strFromU8(raw)) : []] as const;
    }),
  );
  const write = async (db: TableFormat['db']) => {
    const formats = TABLE_FORMATS.filter((format) => format.db === db);
    const alsoWritten = db === 'tracker' ? [dbs.tracker.visitDays, dbs.tracker.runtime] : [];
    const database: Dexie = dbs[db];
    await database.transaction('rw', [...alsoWritten, ...formats.map((format) => tableOf(dbs, format))], async () => {
      for (const format of formats) await writeTable(dbs, format, tables.get(format)!);
    });
  };
  await write('tracker');
  await write('tools');
  return Object.fromEntries(TABLE_FORMATS.map((format) => [format.file, tables.get(format)!.length]));
}
