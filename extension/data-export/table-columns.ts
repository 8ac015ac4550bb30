/**
 * How each exported table maps to CSV columns: one column per field, nested fields as `parent.child`,
 * times as ISO-8601 UTC with milliseconds, lists and free-form values as JSON. An empty cell is a
 * missing optional field, so export → import gives back exactly the stored records.
 */

/** How a field is written to and read from a cell. */
export type ColumnKind = 'string' | 'number' | 'time' | 'boolean' | 'json';

/** One CSV column. */
export interface Column {
  name: string;
  kind: ColumnKind;
  optional?: boolean;
}

/** One exported table: its Dexie name, its file name in the zip, its columns. */
export interface TableFormat {
  table: 'visits' | 'tabSessions' | 'days' | 'settings';
  file: string;
  columns: Column[];
}

const col = (name: string, kind: ColumnKind, optional = false): Column => ({ name, kind, optional });

/** The exported tables (the tracker's runtime state is machine state and is not exported). */
export const TABLE_FORMATS: readonly TableFormat[] = [
  {
    table: 'visits',
    file: 'visits.csv',
    columns: [
      col('id', 'string'), col('tabId', 'number'), col('windowId', 'number'), col('url', 'string'), col('title', 'string'),
      col('domain', 'string'), col('category', 'string'), col('creationMode', 'string'), col('startTime', 'time'),
      col('endTime', 'time'), col('duration', 'number'), col('activeTime', 'number'), col('lastActiveTime', 'time'),
      col('isActive', 'boolean'), col('wordCount', 'number'), col('readProgress', 'number', true),
      col('sourceInfo.nodeId', 'string', true), col('sourceInfo.tabId', 'number', true), col('sourceInfo.url', 'string', true),
    ],
  },
  {
    table: 'tabSessions',
    file: 'tab-sessions.csv',
    columns: [
      col('id', 'string'), col('tabId', 'number'), col('windowId', 'number'), col('openedAt', 'time'), col('closedAt', 'time', true),
      col('totalActiveTime', 'number'), col('urlVisits', 'json'),
    ],
  },
  {
    table: 'days',
    file: 'days.csv',
    columns: [
      col('date', 'string'), col('startTime', 'time'), col('endTime', 'time'), col('stats.socialTime', 'number'),
      col('stats.totalTime', 'number'), col('stats.totalUrls', 'number'), col('stats.uniqueDomains', 'number'),
      col('stats.uniqueUrls', 'number'), col('stats.workTime', 'number'), col('tabSessions', 'json'),
    ],
  },
  { table: 'settings', file: 'settings.csv', columns: [col('key', 'string'), col('value', 'json')] },
];

/** The cell for one field value. */
export function formatCell(value: unknown, kind: ColumnKind): string {
  if (value === undefined || value === null) return '';
  if (kind === 'time') return new Date(value as number).toISOString();
  if (kind === 'json') return JSON.stringify(value);
  return String(value);
}

const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The field value of a cell; throws a sentence saying what the cell should have been. */
export function parseCell(cell: string, column: Column, where: string): unknown {
  if (cell === '' && column.kind !== 'string') {
    if (column.optional) return undefined;
    throw new Error(`${where}: ${column.name} should not be empty.`);
  }
  if (cell === '' && column.optional) return undefined;
  switch (column.kind) {
    case 'string':
      return cell;
    case 'number': {
      const value = Number(cell);
      if (!Number.isFinite(value)) throw new Error(`${where}: ${column.name} should be a number, not "${cell}".`);
      return value;
    }
    case 'time': {
      if (!ISO_TIME.test(cell)) throw new Error(`${where}: ${column.name} should be a UTC time like 2025-09-23T14:05:09.120Z, not "${cell}".`);
      return Date.parse(cell);
    }
    case 'boolean':
      if (cell !== 'true' && cell !== 'false') throw new Error(`${where}: ${column.name} should be true or false, not "${cell}".`);
      return cell === 'true';
    case 'json':
      try {
        return JSON.parse(cell);
      } catch {
        throw new Error(`${where}: ${column.name} should be JSON, not "${cell.slice(0, 40)}".`);
      }
  }
}

/** Reads a field by its dotted column name. */
export function getPath(record: object, name: string): unknown {
  return name.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], record);
}

/** Sets a field by its dotted column name, creating parent objects. */
export function setPath(record: Record<string, unknown>, name: string, value: unknown): void {
  const keys = name.split('.');
  const last = keys.pop()!;
  let target = record;
  for (const key of keys) target = (target[key] ??= {}) as Record<string, unknown>;
  target[last] = value;
}
