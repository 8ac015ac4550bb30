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

/** A saved snippet (/remember, found with /recall). */
export interface Snippet {
  id?: number;
  text: string;
  createdAt: number;
}

/** A saved window set (/sessions). */
export interface SavedSession {
  id?: number;
  name: string;
  savedAt: number;
  windows: { tabs: { url: string; title: string; pinned: boolean }[] }[];
}

/** One clipboard-history entry (SPEC §3 clipboard item: content, timestamp). */
export interface Clip {
  id?: number;
  text: string;
  url: string;
  copiedAt: number;
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
}

/** A bar setting (e.g. the side icon bar switch). */
export interface BarSetting {
  key: string;
  value: unknown;
}

/** A message being written in a command (/gmail), kept on the device until it is sent (a failed send loses nothing typed). */
export interface Draft {
  command: string;
  to: string;
  subject: string;
  body: string;
  savedAt: number;
}

/** One message of the /chat conversation kept on the device (issue #23); `context`: page text shared with it. */
export interface ChatRecord {
  id?: number;
  role: 'user' | 'assistant';
  content: string;
  context?: { source: 'selection' | 'page'; title: string; url: string; text: string };
  at: number;
}

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
    this.version(1).stores({
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
    });
    this.version(2).stores({ drafts: 'command' });
    this.version(3).stores({ chatMessages: '++id' });
  }
}
