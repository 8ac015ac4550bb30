import { useEffect, useState } from 'react';
import type { Browser } from 'wxt/browser';
import { actionPanel, type PanelProps } from './action-panel';
import { activateNeighbour, arrangeTabs, switchToTab, urlForInput } from './tab-commands';

/** /new: a new tab, or the typed site or search. */
export const NewPanel = actionPanel(async (ctx, arg) => {
  await ctx.api.tabs.create({ url: urlForInput(arg), windowId: ctx.tab?.windowId });
});

/** /close: closes the tab the bar was opened on. */
export const ClosePanel = actionPanel(async (ctx) => {
  if (ctx.tab?.id === undefined) throw new Error('There is no tab to close here.');
  await ctx.api.tabs.remove(ctx.tab.id);
  ctx.close();
});

/** /next: the next tab in the window. */
export const NextPanel = actionPanel(async (ctx) => {
  if (!ctx.tab) throw new Error('There is no current tab to move from.');
  await activateNeighbour(ctx.api, ctx.tab, 1);
});

/** /arrange: sorts the window's tabs by site. */
export const ArrangePanel = actionPanel(async (ctx) => {
  if (!ctx.tab) throw new Error('There is no window to arrange.');
  await arrangeTabs(ctx.api, ctx.tab.windowId);
  return 'Tabs sorted by site.';
});

/** /switch: every open tab; choosing one brings it to the front. */
export function SwitchPanel({ ctx, arg }: PanelProps) {
  const [tabs, setTabs] = useState<Browser.tabs.Tab[]>([]);
  const [query, setQuery] = useState(arg);
  useEffect(() => void ctx.api.tabs.query({}).then(setTabs), [ctx]);
  const q = query.toLowerCase();
  const shown = tabs.filter((t) => `${t.title} ${t.url}`.toLowerCase().includes(q));
  const go = (tab: Browser.tabs.Tab) => void switchToTab(ctx.api, tab).then(ctx.close);
  return (
    <>
      <input className="field" autoFocus placeholder="Filter tabs" value={query} onChange={(e) => setQuery(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && shown[0] && go(shown[0])} />
      <ul className="list">
        {shown.map((t) => (
          <li key={t.id}><button type="button" className="link" onClick={() => go(t)}>{t.title || t.url}</button> <span className="muted">{t.url}</span></li>
        ))}
      </ul>
    </>
  );
}

/** /view: every window with its tab count; choosing one focuses it. */
export function ViewPanel({ ctx }: PanelProps) {
  const [windows, setWindows] = useState<Browser.windows.Window[]>([]);
  useEffect(() => void ctx.api.windows.getAll({ populate: true }).then(setWindows), [ctx]);
  return (
    <ul className="list">
      {windows.map((w, i) => (
        <li key={w.id}>
          <button type="button" className="link" onClick={() => void ctx.api.windows.update(w.id!, { focused: true }).then(ctx.close)}>
            Window {i + 1}{w.focused ? ' (this one)' : ''}
          </button>{' '}
          <span className="muted">{w.tabs?.length ?? 0} tabs · {w.tabs?.find((t) => t.active)?.title ?? ''}</span>
        </li>
      ))}
    </ul>
  );
}
