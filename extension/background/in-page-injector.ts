import type { WxtBrowser } from 'wxt/browser';
import type { CommandBackground, CommandDeps } from '../commands/define-background';
import { needsInPageTools } from '../in-page/in-page-state';
import { sendToTab } from '../messages/to-tab';
import { siteOf } from '../shared/site-of';
import { inPageState } from './command-tables';

/**
 * Loads the in-page tools into a web page only when it has something to show (content script cost
 * stays tiny: issue 6 bars), then sends their state. The script guards against double injection.
 */
export async function refreshInPageTools(
  api: Pick<WxtBrowser, 'scripting'>,
  backgrounds: readonly CommandBackground[],
  deps: CommandDeps,
  tabId: number,
  url: string | undefined,
  videoId: string | null = null,
): Promise<void> {
  const site = siteOf(url);
  if (!site) return;
  const state = await inPageState(backgrounds, deps, site, videoId);
  if (!needsInPageTools(state)) {
    await sendToTab('in-page/state', state, { tabId }).catch(() => undefined);
    return;
  }
  await api.scripting.executeScript({ target: { tabId }, files: ['/in-page.js'] });
  await sendToTab('in-page/state', state, { tabId });
}
