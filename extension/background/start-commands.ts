import type { Browser, WxtBrowser } from 'wxt/browser';
import { createBarSecrets } from '../command-bar/bar-secrets';
import { loadBackgrounds } from '../commands';
import type { CommandDeps } from '../commands/define-background';
import { onTrusted } from '../messages/on-trusted';
import { sendToTab } from '../messages/to-tab';
import { OPEN_BAR_COMMAND } from '../shared/open-bar-command';
import type { IntentlyDb } from '../storage/db';
import type { ToolsDb } from '../storage/tools-db';
import { tabTrails } from '../trail/tab-trail';
import { alarmOwner, callTable, runCall } from './command-tables';
import { refreshInPageTools } from './in-page-injector';
import { openBar } from './open-bar';

/**
 * Background side of the bar and its commands, every table derived from the registry: the toolbar button and shortcut
 * open the bar; a bar frame in a page and its content script are paired by a one-time secret; calls from the bar frame
 * (and the few a page may make) run by name; each command's alarm, start-up work and tab guard run where the browser
 * says (alarms re-created at every worker start); in-page tools are refreshed when a page loads, a tab is activated or
 * a window focused. Listeners are added synchronously (MV3 wakes the worker for them); the background halves are
 * bundled here, so loading them resolves at once. Calls reach the account service, Google and Slack through `services`
 * (the tokens stay in the background), and the graph core's trail of a tab (issue 37) through the trail service made here. `changed` hears of every call the bar made (notes, limits, usage counts…), so
 * what syncs goes out soon.
 */
export function startCommands(
  api: WxtBrowser,
  tools: ToolsDb,
  tracker: IntentlyDb,
  services: Pick<CommandDeps, 'account' | 'google' | 'slack'>,
  now: () => number,
  changed: () => void = () => undefined,
): (tab: Browser.tabs.Tab) => Promise<void> {
  const backgrounds = loadBackgrounds();
  const table = backgrounds.then(callTable);
  const open = (tab: Browser.tabs.Tab, input?: string) => openBar(api, tab, input);
  const guardTab = async (tab: Browser.tabs.Tab) => {
    for (const { guardTab: guard } of await backgrounds)
      if (guard && (await guard(deps(), tab).catch(() => false))) return true;
    return false;
  };
  const refreshInPage = async (tabId: number, videoId: string | null = null) =>
    refreshInPageTools(api, await backgrounds, deps(), tabId, (await api.tabs.get(tabId)).url, videoId);
  const refreshShownTabs = async () => {
    for (const { id } of await api.tabs.query({ active: true }).catch(() => []))
      if (id !== undefined) await refreshInPage(id).catch(() => undefined);
  };
  // SPEC §1 time bar: a tab brought into view (its own activation, or its window's focus) gets the tools' state anew.
  const shown = (tab: Browser.tabs.Tab) =>
    guardTab(tab).then(async (taken) => {
      if (!taken && tab.id !== undefined) await refreshInPage(tab.id).catch(() => undefined);
    });
  const trail = tabTrails(tracker, now);
  const deps = (senderTab?: Browser.tabs.Tab): CommandDeps => ({
    api,
    tools,
    tracker,
    ...services,
    now,
    trail,
    senderTab,
    refreshInPage,
    refreshShownTabs,
    guardTab: async (tabId) => guardTab(await api.tabs.get(tabId)),
  });

  api.action.onClicked.addListener((tab) => void open(tab));
  api.commands.onCommand.addListener((name, tab) => {
    if (name === OPEN_BAR_COMMAND && tab) void open(tab);
  });
  api.alarms.onAlarm.addListener((alarm) => {
    void backgrounds.then((all) => alarmOwner(all, alarm.name)?.alarm?.fire(deps(), alarm.name)).catch(console.error);
  });
  void backgrounds.then(async (all) => {
    for (const { alarm } of all)
      if (alarm?.periodMinutes) await api.alarms.create(alarm.name, { periodInMinutes: alarm.periodMinutes });
    for (const background of all) await background.start?.(deps()).catch(console.error);
  });

  api.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.url) void guardTab(tab);
    if (change.status === 'complete') void shown(tab);
  });
  api.tabs.onActivated.addListener(({ tabId }) => void api.tabs.get(tabId).then(shown, () => undefined));
  api.windows.onFocusChanged.addListener((windowId) => {
    if (windowId !== api.windows.WINDOW_ID_NONE)
      void api.tabs.query({ active: true, windowId }).then(
        ([tab]) => tab && shown(tab),
        () => undefined,
      );
  });

  // Issue 33: a tab's content script (in its top frame: frames run only frame-keys.js, which asks for no secret) gets a one-time secret
  // for the bar frame it is making, and the bar frame inside that tab's page claims it.
  const secrets = createBarSecrets(() => crypto.randomUUID());
  api.tabs.onRemoved.addListener((tabId) => secrets.forget(tabId));

  onTrusted(api.runtime, {
    'bar/issue-secret': (_data, sender) =>
      sender.tab?.id !== undefined && sender.frameId === 0 ? secrets.issue(sender.tab.id) : null,
    'bar/claim-secret': (_data, sender) =>
      sender.tab?.id !== undefined && sender.frameId !== 0 ? secrets.claim(sender.tab.id) : null,
    'bar/open': ({ input }, sender) => {
      if (sender.tab) void open(sender.tab, input);
    },
    'bar/prepare': (_data, sender) => {
      if (sender.tab?.id !== undefined)
        void sendToTab('bar/prepare', undefined, { tabId: sender.tab.id, frameId: 0 }).catch(() => undefined);
    },
    'bar/close': (_data, sender) => {
      if (sender.tab?.id !== undefined)
        void sendToTab('bar/hide', undefined, { tabId: sender.tab.id, frameId: 0 }).catch(() => undefined);
    },
    'command/call': async ({ name, args }, sender, from) => {
      const answer = await runCall(await table, deps(sender.tab), name, args, from === 'page');
      if (from === 'extension') changed();
      return answer;
    },
  });
  return open;
}
