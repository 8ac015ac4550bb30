import { guardQuota } from './quota-guard';
import { reportUnsavedWrite } from './unsaved-writes';
import Dexie, { type DexieOptions, type Table } from 'dexie';

/** A per-site note (SPEC §1 per-site notepad), keyed by host name. */
export interface Note {
  site: string;
  text: string;
  updatedAt: number;
}

/** A todo for a day (YYYY-MM-DD, local time). */
export interface Todo {
  id?: number;
  text: string;
  day: string;
  done: boolean;
  createdAt: number;
}

/**
 * The visit a clip or snippet was taken on (issue 37), kept while Clipboard history is on: the visit's address and
 * title, its id (absent when the tracker had no visit for the tab: tracking off, an untracked page) and when it began.
 */
export interface VisitOrigin {
  url: string;
  title: string;
  visitId?: string;
  at: number;
}

/** A saved snippet (/remember, found with /recall); `from`: the visit it was saved on. */
export interface Snippet {
  id?: number;
  text: string;
  createdAt: number;
  from?: VisitOrigin;
}

/** A saved window set (/sessions). */
export interface SavedSession {
  id?: number;
  name: string;
  savedAt: number;
  windows: { tabs: { url: string; title: string; pinned: boolean }[] }[];
}

/** One clipboard-history entry (SPEC §3 clipboard item: content, timestamp); `url`: the page's address at the copy, `from`: its visit. */
export interface Clip {
  id?: number;
  text: string;
  url: string;
  copiedAt: number;
  from?: VisitOrigin;
}

/** A focus timer; `firedAt` is set once its notification was shown. */
export interface FocusTimer {
  id?: number;
  label: string;
  startedAt: number;
  endsAt: number;
  firedAt: number | null;
}

/** A daily focus-time limit for a site, in minutes (0 = Off). */
export interface SiteLimit {
  site: string;
  minutes: number;
}

/** Time a site is allowed past its limit (the blocking screen's "5 more minutes"). */
export interface LimitGrant {
  site: string;
  until: number;
}

/** A site blocked outright (/block). */
export interface SiteBlock {
  site: string;
  blockedAt: number;
}

/** How often a command was run: most-used commands rank first. */
export interface CommandUsage {
  command: string;
  count: number;
  /**
   * How many of `count` came from an import (an export's counts: uses counted before, here or on the server), which
   * sync never sends as new uses; the export itself leaves it out.
   */
  imported?: number;
}

/** A bar setting (e.g. the side icon bar switch). */
export interface BarSetting {
  key: string;
  value: unknown;
}

/** The fields each command keeps of what was typed and not sent yet: /gmail its mail, /cal and /slack the typed text. */
export interface DraftFields {
  '/gmail': { to: string; subject: string; body: string };
  '/cal': { text: string };
  '/slack': { text: string };
}

/**
 * What a command keeps on the device until it went out (a failed send loses nothing typed), keyed by command
 * with the fields that command needs.
 */
export type Draft = {
  [C in keyof DraftFields]: { command: C } & DraftFields[C] & { savedAt: number };
}[keyof DraftFields];

/**
 * A draft of any version in this version's shape: up to v3 every command kept /gmail's fields (/cal's and
 * /slack's text in `body`, with empty `to` and `subject`); an import leaves empty cells out.
 */
export function draftOf(row: Record<string, unknown>): Draft {
  const field = (key: string) => (typeof row[key] === 'string' ? row[key] : '');
  const { command, savedAt } = row as { command: string; savedAt: number };
  if (command === '/gmail')
    return { command, to: field('to'), subject: field('subject'), body: field('body'), savedAt };
  return { command: command as '/cal' | '/slack', text: field('text') || field('body'), savedAt };
}

/** One message of the /chat conversation kept on the device (issue #23); `context`: page text shared with it. */
export interface ChatRecord {
  id?: number;
  role: 'user' | 'assistant';
  content: string;
  context?: { source: 'selection' | 'page'; title: string; url: string; text: string };
  at: number;
}

/**
 * The tables each version adds or changes, oldest first: v1 the bar's first tables, v2 `drafts`, v3 the /chat
 * conversation, v4 drafts in each command's own fields (`draftOf` moves the stored ones), v5 clips and snippets
 * indexed by the visit they were taken on (`from.visitId`; records stored before have none). A shipped version is
 * never edited: a change is a new entry, with an upgrade test from a fixture of the version before.
 */
export const TOOLS_STORES: readonly Record<string, string>[] = [
  {
    notes: 'site, updatedAt',
    todos: '++id, day',
    snippets: '++id, createdAt',
    sessions: '++id, savedAt',
    clips: '++id, copiedAt',
    timers: '++id, endsAt',
    limits: 'site',
    grants: 'site',
    blocks: 'site',
    usage: 'command',
    settings: 'key',
  },
  { drafts: 'command' },
  { chatMessages: '++id' },
  {},
  { clips: '++id, copiedAt, from.visitId', snippets: '++id, createdAt, from.visitId' },
];

/** The command bar's own database ('intently-tools'); the tracker's schema lives apart in IntentlyDb. */
export class ToolsDb extends Dexie {
  notes!: Table<Note, string>;
  todos!: Table<Todo, number>;
  snippets!: Table<Snippet, number>;
  sessions!: Table<SavedSession, number>;
  clips!: Table<Clip, number>;
  timers!: Table<FocusTimer, number>;
  limits!: Table<SiteLimit, string>;
  grants!: Table<LimitGrant, string>;
  blocks!: Table<SiteBlock, string>;
  usage!: Table<CommandUsage, string>;
  settings!: Table<BarSetting, string>;
  drafts!: Table<Draft, string>;
  chatMessages!: Table<ChatRecord, number>;

  constructor(name = 'intently-tools', options?: DexieOptions) {
    super(name, options);
    TOOLS_STORES.forEach((stores, index) => this.version(index + 1).stores(stores));
    this.version(4).upgrade(async (tx) => {
      const drafts = tx.table('drafts');
      await drafts.bulkPut((await drafts.toArray()).map(draftOf));
    });
    guardQuota(this, reportUnsavedWrite);
  }
}
