/** Restores an export zip: every table in one transaction, keyed puts so importing twice adds no duplicates. */
import { strFromU8, unzipSync } from 'fflate';
import type { IntentlyDb } from '../storage/db';
import { putArchivedVisits } from '../storage/visit-archive';
import { noteSessionSpans } from '../storage/session-lookback';
import type { StoredVisit, TabSession } from '../storage/visit-types';
import { parseCsv } from './csv';
import { EXPORT_FORMAT, type ExportManifest } from './export-data';
import { TABLE_FORMATS, type TableFormat, parseCell, setPath } from './table-columns';

function readManifest(files: Record<string, Uint8Array>): ExportManifest {
  const raw = files['manifest.json'];
  if (!raw) throw new Error('The file should be an Intently export: a .zip with manifest.json and one CSV per table.');
  let manifest: Partial<ExportManifest>;
  try {
    manifest = JSON.parse(strFromU8(raw));
  } catch {
    throw new Error('manifest.json in the export should be JSON.');
  }
  if (manifest.format !== EXPORT_FORMAT || manifest.version !== 1) throw new Error('The file should be an Intently export of format version 1.');
  return manifest as ExportManifest;
}

function readTable(format: TableFormat, text: string): Record<string, unknown>[] {
  const [header = [], ...rows] = parseCsv(text);
  const missing = format.columns.filter((column) => !header.includes(column.name)).map((column) => column.name);
  if (missing.length) throw new Error(`${format.file} should have the columns ${missing.join(', ')}.`);
  const indexes = format.columns.map((column) => header.indexOf(column.name));
  return rows.map((row, rowIndex) => {
    const record: Record<string, unknown> = {};
    format.columns.forEach((column, i) => {
      const value = parseCell(row[indexes[i]!] ?? '', column, `${format.file} row ${rowIndex + 2}`);
      if (value !== undefined) setPath(record, column.name, value);
    });
    return record;
  });
}

/** Imports a zip made by exportData; returns how many records each table received. */
export async function importData(db: IntentlyDb, zip: Uint8Array): Promise<Record<string, number>> {
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(zip);
  } catch {
    throw new Error('The file should be a .zip made by Intently’s export.');
  }
  readManifest(files);
  const tables = TABLE_FORMATS.map((format) => {
    const raw = files[format.file];
    return raw ? readTable(format, strFromU8(raw)) : [];
  });
  const counts: Record<string, number> = {};
  // Visits go to the day archive, merged by id; the tracker's live copy of a visit, if any, still wins.
  await db.transaction('rw', [db.visitDays, db.runtime, ...TABLE_FORMATS.map((format) => db.table(format.table))], async () => {
    for (const [index, format] of TABLE_FORMATS.entries()) {
      if (format.table === 'visits') await putArchivedVisits(db, tables[index] as unknown as StoredVisit[]);
      else await db.table(format.table).bulkPut(tables[index]!);
      if (format.table === 'tabSessions') await noteSessionSpans(db, tables[index] as unknown as TabSession[]);
      counts[format.table] = tables[index]!.length;
    }
  });
  return counts;
}
