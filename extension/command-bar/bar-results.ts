import type { CustomCommand } from '../storage/custom-commands-store';
import type { HistoryEntry } from '../storage/recent-history';
import type { Note, Snippet } from '../storage/tools-db';
import { barCommands, type BarCommand } from './catalog';
import { fuzzyFilter } from './fuzzy';

/** An open tab as the bar lists it. */
export interface TabEntry {
  id: number;
  windowId: number;
  title: string;
  url: string;
}

/** One row of the bar's list. */
export type BarItem =
  | { kind: 'command'; key: string; search: string; command: BarCommand }
  | { kind: 'tab'; key: string; search: string; tab: TabEntry }
  | { kind: 'page'; key: string; search: string; entry: HistoryEntry }
  | { kind: 'note'; key: string; search: string; note: Note }
  | { kind: 'snippet'; key: string; search: string; snippet: Snippet };

/** What the bar searches besides commands. */
export interface BarSources {
  tabs: readonly TabEntry[];
  history: readonly HistoryEntry[];
  notes: readonly Note[];
  snippets: readonly Snippet[];
  /** The user's custom commands, listed after the built-ins. */
  custom?: readonly CustomCommand[];
}

/** Rows shown at most; rendering more would not fit and would cost frames. */
export const MAX_ROWS = 50;

/** Pre-computes the lower-cased search text of every source once per bar opening. */
export function indexSources(sources: BarSources): BarItem[] {
  const items: BarItem[] = barCommands(sources.custom ?? []).map((command) => ({
    kind: 'command',
    key: command.name,
    search: `${command.name} ${command.description}`.toLowerCase(),
    command,
  }));
  for (const tab of sources.tabs)
    items.push({ kind: 'tab', key: `tab:${tab.id}`, search: `${tab.title} ${tab.url}`.toLowerCase(), tab });
  for (const note of sources.notes)
    items.push({
      kind: 'note',
      key: `note:${note.site}`,
      search: `${note.site} ${note.text.slice(0, 500)}`.toLowerCase(),
      note,
    });
  for (const snippet of sources.snippets)
    items.push({
      kind: 'snippet',
      key: `snippet:${snippet.id}`,
      search: snippet.text.slice(0, 500).toLowerCase(),
      snippet,
    });
  for (const entry of sources.history)
    items.push({ kind: 'page', key: `page:${entry.url}`, search: `${entry.title} ${entry.url}`.toLowerCase(), entry });
  return items;
}

const KIND_BONUS = { command: 2, tab: 1.5, note: 1, snippet: 1, page: 0 } as const;

/**
 * The rows for what is typed. Empty input: commands, most used first, then open tabs. "/…": commands
 * only ("/" alone lists them all). Anything else: fuzzy over commands, tabs, notes, snippets and history.
 * Usage counts add a bonus so most-used commands rank first.
 */
export function barResults(items: readonly BarItem[], input: string, usage: ReadonlyMap<string, number>): BarItem[] {
  const usageBonus = (item: BarItem) =>
    item.kind === 'command' ? Math.log2(1 + (usage.get(item.command.name) ?? 0)) * 3 : 0;
  const commands = items.filter((i) => i.kind === 'command');
  const q = input.trim();
  if (q === '' || q === '/') {
    const ranked = [...commands].sort((a, b) => usageBonus(b) - usageBonus(a));
    return q === '/' ? ranked : [...ranked, ...items.filter((i) => i.kind === 'tab')].slice(0, MAX_ROWS);
  }
  if (q.startsWith('/')) {
    const name = q.split(/\s/)[0]!;
    return fuzzyFilter(
      commands.map((c) => ({ ...c, search: c.key })),
      name,
      MAX_ROWS,
      usageBonus,
    );
  }
  return fuzzyFilter(items, q, MAX_ROWS, (item) => KIND_BONUS[item.kind] + usageBonus(item));
}
