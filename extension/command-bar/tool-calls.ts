import type { Browser, WxtBrowser } from 'wxt/browser';
import { listClips } from '../commands/clips';
import { dayEvents, type DAY_NAMES } from '../commands/day-events';
import { enforceSite } from '../commands/enforce-site';
import { recentHistory } from '../commands/history-search';
import { setLimit, spentToday, toggleBlock } from '../commands/limits';
import { loadNote, saveNote, searchNotes } from '../commands/notes';
import { listSessions, restoreSession, saveSession } from '../commands/sessions';
import { SIDE_BAR_SETTING } from '../commands/settings-keys';
import { cancelTimer, runningTimers, startTimer } from '../commands/timers';
import { addTodo, recall, remember } from '../commands/todos';
import type { ToolCallName } from '../messages/command-bar-messages';
import type { IntentlyDb } from '../storage/db';
import { refreshInPageTools } from './in-page-injector';
import { recordUsage } from './record-usage';
import type { ToolsDb } from './tools-db';

/** What every tool call runs with, in the background. */
export interface ToolDeps {
  api: WxtBrowser;
  tools: ToolsDb;
  tracker: IntentlyDb;
  now: () => number;
  /** The tab the calling frame is in (the page under the overlay). */
  senderTab?: Browser.tabs.Tab;
}

const tab = (d: ToolDeps, tabId: number) => d.api.tabs.get(tabId);

/**
 * The bar's data operations, run in the background. The bar frame lives in a web page, where the
 * browser denies an extension frame IndexedDB (third-party storage), so it calls these by name
 * ('bar/call'); top-level extension pages and the worker use the databases directly.
 */
export const TOOL_CALLS = {
  barSources: async (d: ToolDeps, historyLimit: number) => ({
    history: await recentHistory(d.tracker, d.api.history, historyLimit).catch(() => []),
    notes: await d.tools.notes.toArray(),
    snippets: await d.tools.snippets.toArray(),
    usage: await d.tools.usage.toArray(),
  }),
  recordUsage: (d: ToolDeps, command: string) => recordUsage(d.tools, command),
  loadNote: (d: ToolDeps, site: string) => loadNote(d.tools, site),
  saveNote: (d: ToolDeps, site: string, text: string) => saveNote(d.tools, site, text, d.now()),
  searchNotes: (d: ToolDeps, query: string) => searchNotes(d.tools, query),
  startTimer: async (d: ToolDeps, label: string, ms: number, tabId: number | null) => {
    const timer = await startTimer(d.tools, d.api.alarms, label, ms, d.now());
    if (tabId !== null) await refreshInPageTools(d.api, d.tools, tabId, (await tab(d, tabId)).url, d.now()).catch(() => undefined);
    return timer;
  },
  runningTimers: (d: ToolDeps) => runningTimers(d.tools, d.now()),
  cancelTimer: (d: ToolDeps, id: number) => cancelTimer(d.tools, d.api.alarms, id),
  limitOf: async (d: ToolDeps, site: string) => ({ minutes: (await d.tools.limits.get(site))?.minutes ?? 0, spentMs: await spentToday(d.tracker, site, d.now()) }),
  setLimit: async (d: ToolDeps, site: string, minutes: number, tabId: number) => {
    await setLimit(d.tools, site, minutes);
    await enforceSite(d.api, d.tools, d.tracker, await tab(d, tabId), d.now());
  },
  toggleBlock: async (d: ToolDeps, site: string, tabId: number) => {
    const blocked = await toggleBlock(d.tools, site, d.now());
    if (blocked) await enforceSite(d.api, d.tools, d.tracker, await tab(d, tabId), d.now());
    return blocked;
  },
  listClips: (d: ToolDeps) => listClips(d.tools),
  clearClips: (d: ToolDeps) => d.tools.clips.clear(),
  saveSession: (d: ToolDeps, name: string) => saveSession(d.api, d.tools, name, d.now()),
  listSessions: (d: ToolDeps) => listSessions(d.tools),
  restoreSession: async (d: ToolDeps, id: number) => {
    const session = await d.tools.sessions.get(id);
    if (!session) throw new Error('That session no longer exists; pick one from the list.');
    await restoreSession(d.api, session);
  },
  deleteSession: (d: ToolDeps, id: number) => d.tools.sessions.delete(id),
  hostTab: async (d: ToolDeps) => d.senderTab ?? null,
  history: (d: ToolDeps, limit: number) => recentHistory(d.tracker, d.api.history, limit),
  addTodo: (d: ToolDeps, text: string) => addTodo(d.tools, text, d.now()),
  setTodoDone: (d: ToolDeps, id: number, done: boolean) => d.tools.todos.update(id, { done }),
  dayEvents: (d: ToolDeps, day: (typeof DAY_NAMES)[number]) => dayEvents(d.tools, day, d.now()),
  remember: (d: ToolDeps, text: string) => remember(d.tools, text, d.now()),
  recall: (d: ToolDeps, query: string) => recall(d.tools, query),
  sideBar: async (d: ToolDeps) => (await d.tools.settings.get(SIDE_BAR_SETTING))?.value === true,
  setSideBar: async (d: ToolDeps, on: boolean, tabId: number | null) => {
    await d.tools.settings.put({ key: SIDE_BAR_SETTING, value: on });
    if (tabId !== null) await refreshInPageTools(d.api, d.tools, tabId, (await tab(d, tabId)).url, d.now()).catch(() => undefined);
  },
  floatVideo: async (d: ToolDeps, tabId: number, videoId: string) => {
    await refreshInPageTools(d.api, d.tools, tabId, (await tab(d, tabId)).url, d.now(), videoId);
  },
} satisfies Record<ToolCallName, (d: ToolDeps, ...args: never[]) => Promise<unknown>>;

/** The tool calls, as the bar frame sees them. */
export type ToolCalls = typeof TOOL_CALLS;

/** Runs a validated call; failures come back as a sentence, never as a silent undefined. */
export async function runToolCall(deps: ToolDeps, name: ToolCallName, args: unknown[]): Promise<{ ok: true; value: unknown } | { ok: false; error: string }> {
  try {
    const fn = TOOL_CALLS[name] as (d: ToolDeps, ...a: unknown[]) => Promise<unknown>;
    return { ok: true, value: await fn(deps, ...args) };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}
