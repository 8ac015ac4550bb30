import type { Browser, WxtBrowser } from 'wxt/browser';
import { addClip } from '../commands/clips';
import { enforceSite } from '../commands/enforce-site';
import { TIMER_ICON_URL } from '../commands/timer-icon';
import { fireDueTimers, restoreTimerAlarms, TIMER_ALARM_PREFIX } from '../commands/timers';
import { parseMessage } from '../messages';
import { CONTENT_SCRIPT_TYPES } from '../messages/command-bar-messages';
import type { IntentlyDb } from '../storage/db';
import { openBar } from './open-bar';
import { refreshInPageTools } from './in-page-injector';
import { OPEN_BAR_COMMAND } from './open-bar-command';
import { runToolCall } from './tool-calls';
import type { ToolsDb } from './tools-db';

/** The periodic alarm that re-checks daily limits on open tabs. */
export const LIMITS_ALARM = 'limits';

/**
 * Background side of the bar: toolbar button and shortcut open it; timers fire from stored deadlines
 * (alarms re-created at every worker start); limits and blocks are enforced on navigation, tab switches
 * and each minute; copies from pages fill the clipboard history; in-page tools are injected on demand.
 */
export function startCommandBarBackground(api: WxtBrowser, tools: ToolsDb, tracker: IntentlyDb, now: () => number): (tab: Browser.tabs.Tab) => Promise<void> {
  const open = (tab: Browser.tabs.Tab, input?: string) => openBar(api, tab, input);
  const enforce = (tab: Browser.tabs.Tab) => enforceSite(api, tools, tracker, tab, now()).catch(() => false);
  const enforceActive = async () => {
    for (const tab of await api.tabs.query({ active: true })) await enforce(tab);
  };

  api.action.onClicked.addListener((tab) => void open(tab));
  api.commands.onCommand.addListener((name, tab) => {
    if (name === OPEN_BAR_COMMAND && tab) void open(tab);
  });
  api.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name.startsWith(TIMER_ALARM_PREFIX)) void fireDueTimers(tools, api.notifications, TIMER_ICON_URL, now());
    if (alarm.name === LIMITS_ALARM) void enforceActive();
  });
  void restoreTimerAlarms(tools, api.alarms, now()).then(() => fireDueTimers(tools, api.notifications, TIMER_ICON_URL, now()));
  void api.alarms.create(LIMITS_ALARM, { periodInMinutes: 1 });

  api.tabs.onUpdated.addListener((tabId, change, tab) => {
    if (change.url) void enforce(tab);
    if (change.status !== 'complete') return;
    void enforce(tab).then(async (blocked) => {
      if (!blocked) await refreshInPageTools(api, tools, tabId, tab.url, now()).catch(() => undefined);
    });
  });
  api.tabs.onActivated.addListener(({ tabId }) => void api.tabs.get(tabId).then(enforce, () => undefined));

  api.runtime.onMessage.addListener((raw, sender, respond) => {
    const message = parseMessage(raw);
    if (!message || sender.id !== api.runtime.id) return;
    const fromContent = CONTENT_SCRIPT_TYPES.has(message.type);
    // A content-script type must come from a tab; every other bar type only from our own pages.
    if (fromContent ? !sender.tab : !sender.url?.startsWith(api.runtime.getURL('/'))) return;
    if (message.type === 'clip/copied') void addClip(tools, message.text, message.url, now());
    else if (message.type === 'bar/open' && sender.tab) void open(sender.tab, message.input);
    else if (message.type === 'bar/call') {
      void runToolCall({ api, tools, tracker, now, senderTab: sender.tab }, message.name, message.args).then(respond);
      return true; // answers asynchronously
    } else if (message.type === 'bar/close' && sender.tab?.id !== undefined) {
      void api.tabs.sendMessage(sender.tab.id, { type: 'bar/hide' }, { frameId: 0 }).catch(() => undefined);
    }
  });
  return open;
}
