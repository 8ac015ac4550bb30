import type { BarContext } from './bar-context';
import { indexSources, type BarItem } from './bar-results';

/** History items the bar searches (issue 6: results stay within a frame with 5k). */
export const HISTORY_LIMIT = 5000;

/** Loads and indexes the bar's sources: open tabs, recent history, notes, snippets; plus usage counts. */
export async function loadBarSources(ctx: BarContext): Promise<{ items: BarItem[]; usage: Map<string, number> }> {
  const [tabs, { history, notes, snippets, usage }] = await Promise.all([ctx.api.tabs.query({}), ctx.call('barSources', HISTORY_LIMIT)]);
  const tabEntries = tabs
    .filter((t) => t.id !== undefined && t.id !== ctx.tab?.id)
    .map((t) => ({ id: t.id!, windowId: t.windowId, title: t.title ?? t.url ?? '', url: t.url ?? '' }));
  return { items: indexSources({ tabs: tabEntries, history, notes, snippets }), usage: new Map(usage.map((u) => [u.command, u.count])) };
}
