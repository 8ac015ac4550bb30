/**
 * One archived day of visits as a single IndexedDB row, column by column. Chromium's IndexedDB pays per
 * record (a LevelDB entry, an IPC value and a structured-clone decode each), so 100k visits as 100k rows
 * took seconds to read and write; a day as one row of arrays, with numbers in Float64Arrays, is read and
 * written as a few large values (100k visits: 0.33 s read and 0.39 s write, against 3.4 s and 9.2 s as rows,
 * measured side by side in Chromium). The day is the UTC day of `startTime`, so rows never depend on the
 * time zone. Every SPEC §3 field round-trips exactly, optional ones included. Columns of few values are stored
 * as codes (category, creation mode, isActive) and optional numbers as a Float64Array with NaN for "absent" (read
 * progress, the source's tab), where every value allows it: as arrays of strings, booleans or undefined they took
 * 289 of the 1,073 ms that structured clone spent on a 1M-visit month's columns (Node, docs/benchmarks.md).
 * Strings that repeat within a day (pages, titles, domains, sources' pages, videos) are stored once each, with every
 * visit's index into them, when that halves the column or better: fewer strings to decode, and the visits read share
 * one string per page, whose hash a Map then computes once. Rows written before keep their arrays and read the same.
 */
import type { StoredVisit } from './visit-types';

/** Length of one archived day, in ms (UTC days). */
export const ARCHIVE_DAY_MS = 86_400_000;

/** A number column: a Float64Array when every value is a number, else the plain values (old or odd data stays exact). */
type NumberColumn = Float64Array | (number | undefined)[];

/** A column of optional numbers: a Float64Array with NaN where a value is absent, else the plain values. */
type OptionalNumberColumn = Float64Array | (number | undefined)[];

/** A few-valued column: codes (indices into the column's names) when every value has one, else the values. */
type CodeColumn<T> = Uint8Array | T[];

/** Repeating strings: each distinct value once, and every visit's index into them. */
export interface Dictionary<T> {
  values: T[];
  codes: Uint32Array;
}

/** A column of strings that repeat: a Dictionary when that at least halves it, else the values. */
export type StringColumn<T> = Dictionary<T> | T[];

/** The category codes' names. */
const CATEGORIES: readonly StoredVisit['category'][] = ['work', 'social'];
/** The creation mode codes' names. */
export const CREATION_MODES: readonly StoredVisit['creationMode'][] = ['direct', 'hyperlink', 'chain'];
/** isActive's codes' values. */
const FLAGS: readonly boolean[] = [false, true];

/** One UTC day of visits, oldest first, stored column by column. */
export interface VisitDayRow {
  /** UTC day index: Math.floor(startTime / ARCHIVE_DAY_MS). */
  day: number;
  count: number;
  /** The first and last start times (indexed: the time bounds of all visits are read from the indexes, no row decoded). */
  firstStart: number;
  lastStart: number;
  id: string[];
  tabId: NumberColumn;
  windowId: NumberColumn;
  url: StringColumn<string>;
  title: StringColumn<string>;
  domain: StringColumn<string>;
  category: CodeColumn<StoredVisit['category']>;
  creationMode: CodeColumn<StoredVisit['creationMode']>;
  startTime: NumberColumn;
  endTime: NumberColumn;
  duration: NumberColumn;
  activeTime: NumberColumn;
  lastActiveTime: NumberColumn;
  isActive: CodeColumn<boolean>;
  wordCount: NumberColumn;
  readProgress: OptionalNumberColumn;
  sourceNodeId: (string | undefined)[];
  sourceTabId: OptionalNumberColumn;
  sourceUrl: StringColumn<string | undefined>;
  /** The videos' titles and channels; only in a row with a video (rows archived before videos were stored have none). */
  videoTitle?: StringColumn<string | undefined>;
  videoAuthor?: StringColumn<string | undefined>;
}

/** The archive day a visit belongs to. */
export function archiveDayOf(startTime: number): number {
  return Math.floor(startTime / ARCHIVE_DAY_MS);
}

function numbers(values: (number | undefined)[]): NumberColumn {
  return values.every((value) => typeof value === 'number') ? Float64Array.from(values as number[]) : values;
}

function optionalNumbers(values: (number | undefined)[]): OptionalNumberColumn {
  const fits = values.every((value) => value === undefined || (typeof value === 'number' && !Number.isNaN(value)));
  return fits ? Float64Array.from(values, (value) => value ?? Number.NaN) : values;
}

function codes<T>(values: T[], names: readonly T[]): CodeColumn<T> {
  const out = new Uint8Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    const code = names.indexOf(values[i]!);
    if (code < 0) return values;
    out[i] = code;
  }
  return out;
}

function dictionary<T>(values: T[]): StringColumn<T> {
  const index = new Map<T, number>();
  const codes = new Uint32Array(values.length);
  for (let i = 0; i < values.length; i += 1) {
    let code = index.get(values[i]!);
    if (code === undefined) index.set(values[i]!, (code = index.size));
    codes[i] = code;
  }
  return index.size * 2 <= values.length ? { values: [...index.keys()], codes } : values;
}

/** A column's value at a visit's index, whichever form the column has (read in place: decoding copies no column). */
export type Read<T> = (i: number) => T;

/** Reads a string column in place, whichever form it has. */
export function stringReader<T>(column: StringColumn<T>): Read<T> {
  if (Array.isArray(column)) return (i) => column[i]!;
  const { values, codes } = column;
  return (i) => values[codes[i]!]!;
}

function codeReader<T>(column: CodeColumn<T>, names: readonly T[]): Read<T> {
  return column instanceof Uint8Array ? (i) => names[column[i]!]! : (i) => column[i]!;
}

function optionalReader(column: OptionalNumberColumn): Read<number | undefined> {
  if (!(column instanceof Float64Array)) return (i) => column[i];
  return (i) => (Number.isNaN(column[i]) ? undefined : column[i]);
}

/** Encodes one day's visits (any order) into a row, sorted by start time then id. */
export function encodeVisitDay(day: number, visits: readonly StoredVisit[]): VisitDayRow {
  const sorted = [...visits].sort((a, b) => a.startTime - b.startTime || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const column = <K extends keyof StoredVisit>(key: K) => sorted.map((visit) => visit[key]);
  const videos = sorted.some((visit) => visit.video)
    ? {
        videoTitle: dictionary(sorted.map((visit) => visit.video?.title)),
        videoAuthor: dictionary(sorted.map((visit) => visit.video?.author)),
      }
    : {};
  return {
    day,
    count: sorted.length,
    firstStart: sorted[0]!.startTime,
    lastStart: sorted.at(-1)!.startTime,
    id: column('id'),
    tabId: numbers(column('tabId')),
    windowId: numbers(column('windowId')),
    url: dictionary(column('url')),
    title: dictionary(column('title')),
    domain: dictionary(column('domain')),
    category: codes(column('category'), CATEGORIES),
    creationMode: codes(column('creationMode'), CREATION_MODES),
    startTime: numbers(column('startTime')),
    endTime: numbers(column('endTime')),
    duration: numbers(column('duration')),
    activeTime: numbers(column('activeTime')),
    lastActiveTime: numbers(column('lastActiveTime')),
    isActive: codes(column('isActive'), FLAGS),
    wordCount: numbers(column('wordCount')),
    readProgress: optionalNumbers(column('readProgress')),
    sourceNodeId: sorted.map((visit) => visit.sourceInfo?.nodeId),
    sourceTabId: optionalNumbers(sorted.map((visit) => visit.sourceInfo?.tabId)),
    sourceUrl: dictionary(sorted.map((visit) => visit.sourceInfo?.url)),
    ...videos,
  };
}

/** The columns every row has, one value per visit. */
const COLUMNS = [
  'id',
  'tabId',
  'windowId',
  'url',
  'title',
  'domain',
  'category',
  'creationMode',
  'startTime',
  'endTime',
  'duration',
  'activeTime',
  'lastActiveTime',
  'isActive',
  'wordCount',
  'readProgress',
  'sourceNodeId',
  'sourceTabId',
  'sourceUrl',
] as const satisfies readonly (keyof VisitDayRow)[];

/** How many values a column holds, whichever form it has; undefined when it is no column. */
function lengthOf(column: unknown): number | undefined {
  if (Array.isArray(column) || ArrayBuffer.isView(column)) return (column as ArrayLike<unknown>).length;
  const { values, codes } = (column ?? {}) as Partial<Dictionary<unknown>>;
  return Array.isArray(values) && codes instanceof Uint32Array ? codes.length : undefined;
}

/** Throws a sentence naming the day and the column when a row lacks one of its columns or it is cut short. */
export function checkColumns(row: VisitDayRow) {
  const day = new Date(row.day * ARCHIVE_DAY_MS).toISOString().slice(0, 10);
  for (const name of COLUMNS)
    if (!((lengthOf(row[name]) ?? -1) >= row.count))
      throw new Error(
        `The visits archived for ${day} could not be read: their "${name}" column is missing or cut short.`,
      );
}

/** The row's visits that started in [from, to), oldest first, appended to `out`; a damaged row throws a sentence. */
export function decodeVisitDay(row: VisitDayRow, from: number, to: number, out: StoredVisit[]): StoredVisit[] {
  const visitAt = rowDecoder(row);
  const starts = row.startTime;
  for (let i = 0; i < row.count; i += 1) {
    const startTime = starts[i]!;
    if (startTime >= from && startTime < to) out.push(visitAt(i));
  }
  return out;
}

/** The visit at an index of a row, decoded (each call makes a new object); a damaged row throws a sentence. */
export function rowDecoder(row: VisitDayRow): Read<StoredVisit> {
  checkColumns(row);
  const [url, title, domain] = [stringReader(row.url), stringReader(row.title), stringReader(row.domain)];
  const sourceUrl = stringReader(row.sourceUrl);
  const videoTitle = row.videoTitle ? stringReader(row.videoTitle) : () => undefined;
  const videoAuthor = row.videoAuthor ? stringReader(row.videoAuthor) : () => undefined;
  const category = codeReader(row.category, CATEGORIES);
  const creationMode = codeReader(row.creationMode, CREATION_MODES);
  const isActive = codeReader(row.isActive, FLAGS);
  const readProgressAt = optionalReader(row.readProgress);
  const sourceTabId = optionalReader(row.sourceTabId);
  return (i) => {
    const visit: StoredVisit = {
      id: row.id[i]!,
      tabId: row.tabId[i]!,
      windowId: row.windowId[i]!,
      url: url(i),
      title: title(i),
      domain: domain(i),
      category: category(i),
      creationMode: creationMode(i),
      startTime: row.startTime[i]!,
      endTime: row.endTime[i]!,
      duration: row.duration[i]!,
      activeTime: row.activeTime[i]!,
      lastActiveTime: row.lastActiveTime[i]!,
      isActive: isActive(i),
      wordCount: row.wordCount[i]!,
    };
    const readProgress = readProgressAt(i);
    if (readProgress !== undefined) visit.readProgress = readProgress;
    const nodeId = row.sourceNodeId[i];
    if (nodeId !== undefined) visit.sourceInfo = { nodeId, tabId: sourceTabId(i)!, url: sourceUrl(i)! };
    const video = videoTitle(i);
    if (video !== undefined) {
      const author = videoAuthor(i);
      visit.video = author === undefined ? { title: video } : { title: video, author };
    }
    return visit;
  };
}
