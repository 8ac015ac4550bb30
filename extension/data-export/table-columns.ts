/**
 * How each exported table maps to CSV columns: one column per field, nested fields as `parent.child`,
 * times as ISO-8601 UTC with milliseconds, lists and free-form values as JSON. An empty cell is a
 * missing optional field (or a null one where the field is nullable), so export → import gives back
 * exactly the stored records.
 */
import type { Table } from 'dexie';
import type { LocalDatabases } from '../storage/local-databases';
import { draftOf } from '../storage/tools-db';

/** How a field is written to and read from a cell. */
export type ColumnKind = 'string' | 'number' | 'time' | 'boolean' | 'json';

/**
 * One CSV column; `empty` says what an empty cell is when the field may be left out ('absent') or null ('null');
 * `added` marks a column that exports made before it lack: import reads its cells there as empty.
 */
export interface Column {
  name: string;
  kind: ColumnKind;
  empty?: 'absent' | 'null';
  added?: true;
}

/** One exported table: its database (the tracker's or the bar's tools), its Dexie name, its file name in the zip, its columns. */
export type TableFormat = (
  | { db: 'tracker'; table: 'visits' | 'tabSessions' | 'days' | 'settings' }
  | {
      db: 'tools';
      table:
        | 'notes'
        | 'todos'
        | 'snippets'
        | 'sessions'
        | 'clips'
        | 'timers'
        | 'limits'
        | 'grants'
        | 'blocks'
        | 'usage'
        | 'settings'
        | 'drafts'
        | 'chatMessages';
    }
) & {
  file: string;
  columns: Column[];
  /** On import, a stored record newer by this time field than the imported one is kept (a note edited since the export). */
  keepNewer?: string;
  /** On import, brings a record of this or an older export to the stored shape (where a table's shape changed, or imported records carry a mark). */
  shape?: (record: Record<string, unknown>) => Record<string, unknown>;
};

const col = (name: string, kind: ColumnKind, empty?: Column['empty']): Column => ({ name, kind, empty });
/** A column added to a table after its first exports: optional, and absent from older files. */
const addedCol = (name: string, kind: ColumnKind): Column => ({ name, kind, empty: 'absent', added: true });

/** The columns of a clip's or snippet's `from` (issue 37; exports made before have none). */
const originCols = [
  addedCol('from.url', 'string'),
  addedCol('from.title', 'string'),
  addedCol('from.visitId', 'string'),
  addedCol('from.at', 'time'),
];

/** A clip or snippet as stored: an origin's empty title (an untitled page) reads back as '', not as left out. */
const withOriginTitle = (record: Record<string, unknown>) => {
  const from = record.from as { title?: string } | undefined;
  return from ? { ...record, from: { ...from, title: from.title ?? '' } } : record;
};

/**
 * Every table of both databases, one CSV each, except the tracker's machine state (`runtime`: open tabs,
 * import progress) and `visitDays`, the archive that visits.csv reads together with `visits`.
 */
export const TABLE_FORMATS: readonly TableFormat[] = [
  {
    db: 'tracker',
    table: 'visits',
    file: 'visits.csv',
    columns: [
      col('id', 'string'),
      col('tabId', 'number'),
      col('windowId', 'number'),
      col('url', 'string'),
      col('title', 'string'),
      col('domain', 'string'),
      col('category', 'string'),
      col('creationMode', 'string'),
      col('startTime', 'time'),
      col('endTime', 'time'),
      col('duration', 'number'),
      col('activeTime', 'number'),
      col('lastActiveTime', 'time'),
      col('isActive', 'boolean'),
      col('wordCount', 'number'),
      col('readProgress', 'number', 'absent'),
      col('sourceInfo.nodeId', 'string', 'absent'),
      col('sourceInfo.tabId', 'number', 'absent'),
      col('sourceInfo.url', 'string', 'absent'),
      addedCol('video.title', 'string'),
      addedCol('video.author', 'string'),
    ],
  },
  {
    db: 'tracker',
    table: 'tabSessions',
    file: 'tab-sessions.csv',
    columns: [
      col('id', 'string'),
      col('tabId', 'number'),
      col('windowId', 'number'),
      col('openedAt', 'time'),
      col('closedAt', 'time', 'absent'),
      col('totalActiveTime', 'number'),
      col('urlVisits', 'json'),
    ],
  },
  {
    db: 'tracker',
    table: 'days',
    file: 'days.csv',
    columns: [
      col('date', 'string'),
      col('startTime', 'time'),
      col('endTime', 'time'),
      col('stats.socialTime', 'number'),
      col('stats.totalTime', 'number'),
      col('stats.totalUrls', 'number'),
      col('stats.uniqueDomains', 'number'),
      col('stats.uniqueUrls', 'number'),
      col('stats.workTime', 'number'),
      col('tabSessions', 'json'),
    ],
  },
  { db: 'tracker', table: 'settings', file: 'settings.csv', columns: [col('key', 'string'), col('value', 'json')] },
  {
    db: 'tools',
    table: 'notes',
    file: 'notes.csv',
    columns: [col('site', 'string'), col('text', 'string'), col('updatedAt', 'time')],
    keepNewer: 'updatedAt',
  },
  {
    db: 'tools',
    table: 'todos',
    file: 'todos.csv',
    columns: [
      col('id', 'number'),
      col('text', 'string'),
      col('day', 'string'),
      col('done', 'boolean'),
      col('createdAt', 'time'),
    ],
  },
  {
    db: 'tools',
    table: 'snippets',
    file: 'snippets.csv',
    columns: [col('id', 'number'), col('text', 'string'), col('createdAt', 'time'), ...originCols],
    shape: withOriginTitle,
  },
  {
    db: 'tools',
    table: 'sessions',
    file: 'saved-sessions.csv',
    columns: [col('id', 'number'), col('name', 'string'), col('savedAt', 'time'), col('windows', 'json')],
  },
  {
    db: 'tools',
    table: 'clips',
    file: 'clips.csv',
    columns: [col('id', 'number'), col('text', 'string'), col('url', 'string'), col('copiedAt', 'time'), ...originCols],
    shape: withOriginTitle,
  },
  {
    db: 'tools',
    table: 'timers',
    file: 'timers.csv',
    columns: [
      col('id', 'number'),
      col('label', 'string'),
      col('startedAt', 'time'),
      col('endsAt', 'time'),
      col('firedAt', 'time', 'null'),
    ],
  },
  { db: 'tools', table: 'limits', file: 'limits.csv', columns: [col('site', 'string'), col('minutes', 'number')] },
  {
    db: 'tools',
    table: 'grants',
    file: 'limit-extra-time.csv',
    columns: [col('site', 'string'), col('until', 'time')],
  },
  { db: 'tools', table: 'blocks', file: 'blocks.csv', columns: [col('site', 'string'), col('blockedAt', 'time')] },
  {
    db: 'tools',
    table: 'usage',
    file: 'command-usage.csv',
    columns: [col('command', 'string'), col('count', 'number')],
    // Imported uses were counted before (and, signed in, sent then): sync must not send them again as new uses.
    shape: (record) => ({ ...record, imported: record.count }),
  },
  { db: 'tools', table: 'settings', file: 'bar-settings.csv', columns: [col('key', 'string'), col('value', 'json')] },
  {
    db: 'tools',
    table: 'drafts',
    file: 'drafts.csv',
    // Each command's own fields: /gmail's to, subject and body, /cal's and /slack's text (before, in body).
    columns: [
      col('command', 'string'),
      col('to', 'string', 'absent'),
      col('subject', 'string', 'absent'),
      col('body', 'string', 'absent'),
      addedCol('text', 'string'),
      col('savedAt', 'time'),
    ],
    shape: draftOf,
  },
  {
    db: 'tools',
    table: 'chatMessages',
    file: 'chat.csv',
    columns: [
      col('id', 'number'),
      col('role', 'string'),
      col('content', 'string'),
      col('context', 'json', 'absent'),
      col('at', 'time'),
    ],
  },
];

/** The Dexie table a format is read from and written to. */
export function tableOf(dbs: LocalDatabases, format: TableFormat): Table<Record<string, unknown>, unknown> {
  return format.db === 'tracker' ? dbs.tracker.table(format.table) : dbs.tools.table(format.table);
}

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
  if (cell === '' && column.empty) return column.empty === 'null' ? null : undefined;
  if (cell === '' && column.kind !== 'string') throw new Error(`${where}: ${column.name} should not be empty.`);
  switch (column.kind) {
    case 'string':
      return cell;
    case 'number': {
      const value = Number(cell);
      if (!Number.isFinite(value)) throw new Error(`${where}: ${column.name} should be a number, not "${cell}".`);
      return value;
    }
    case 'time': {
      if (!ISO_TIME.test(cell))
        throw new Error(`${where}: ${column.name} should be a UTC time like 2025-09-23T14:05:09.120Z, not "${cell}".`);
      return Date.parse(cell);
    }
    case 'boolean':
      if (cell !== 'true' && cell !== 'false')
        throw new Error(`${where}: ${column.name} should be true or false, not "${cell}".`);
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
