import type { BarContext } from '../commands/define-command';
import type { CustomCommand } from '../storage/custom-commands-store';
import { HISTORY_LIMIT } from '../shared/history-limit';
import { indexSources, type BarItem } from './bar-results';

/** Loads and indexes the bar's sources: open tabs, recent history, notes, snippets, custom commands; plus usage counts. */
export async function loadBarSources(
  ctx: BarContext,
): Promise<{ items: BarItem[]; usage: Map<string, number>; custom: CustomCommand[] }> {
  const [tabs, { history, notes, snippets, usage, custom }] = await Promise.all([
    ctx.api.tabs.query({}),
    ctx.shell('barSources', HISTORY_LIMIT),
  ]);
  const tabEntries = tabs
    .filter((t) => t.id !== undefined && t.id !== ctx.tab?.id)
    .map((t) => ({ id: t.id!, windowId: t.windowId, title: t.title ?? t.url ?? '', url: t.url ?? '' }));
  return {
    items: indexSources({ tabs: tabEntries, history, notes, snippets, custom }),
    usage: new Map(usage.map((u) => [u.command, u.count])),
    custom,
  };
}
