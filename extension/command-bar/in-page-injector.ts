import type { WxtBrowser } from 'wxt/browser';
import { runningTimers } from '../commands/timers';
import { siteOf } from '../commands/site';
import { SIDE_BAR_SETTING } from '../commands/settings-keys';
import { needsInPageTools, type InPageState } from '../in-page/in-page-state';
import type { ToolsDb } from './tools-db';

/** The in-page tools' state for a page of `url`. */
export async function inPageState(tools: ToolsDb, url: string | undefined, now: number, videoId: string | null = null): Promise<InPageState> {
  const site = siteOf(url);
  const [timers, note, sideBar] = await Promise.all([
    runningTimers(tools, now),
    site ? tools.notes.get(site) : undefined,
    tools.settings.get(SIDE_BAR_SETTING),
  ]);
  const timer = timers[0];
  return {
    type: 'in-page/state',
    timer: timer ? { label: timer.label, startedAt: timer.startedAt, endsAt: timer.endsAt } : null,
    note: note?.text ?? null,
    sideBar: sideBar?.value === true,
    videoId,
  };
}

/**
 * Loads the in-page tools into a web page only when it has something to show (content script cost
 * stays tiny: issue 6 bars), then sends their state. The script guards against double injection.
 */
export async function refreshInPageTools(api: Pick<WxtBrowser, 'scripting' | 'tabs'>, tools: ToolsDb, tabId: number, url: string | undefined, now: number, videoId: string | null = null): Promise<void> {
  if (!siteOf(url)) return;
  const state = await inPageState(tools, url, now, videoId);
  if (!needsInPageTools(state)) {
    await api.tabs.sendMessage(tabId, state).catch(() => undefined);
    return;
  }
  await api.scripting.executeScript({ target: { tabId }, files: ['/in-page.js'] });
  await api.tabs.sendMessage(tabId, state);
}
