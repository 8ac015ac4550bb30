import { applySettings } from '../background/apply-settings';
import { listenForInstall } from '../first-run/listen-for-install';
import { listenToDataMessages } from '../background/listen-to-data-messages';
import { startAccount } from '../background/start-account';
import { startCommands } from '../background/start-commands';
import { ToolsDb } from '../storage/tools-db';
import { db } from '../storage/db';
import { startTracking } from '../background/start-tracking';
import { startHistoryRetention } from '../background/start-history-retention';

/** Background service worker: the toolbar button and shortcut open the command bar (its /intently reaches the main page). */
export default defineBackground(() => {
  // The welcome page on install; the test build opens none (its tests each install afresh and count pages).
  listenForInstall(browser, !import.meta.env.VITE_TEST_HOOKS);
  const tracker = startTracking(browser, db);
  const tools = new ToolsDb();
  startHistoryRetention(browser, tools, db);
  const { sync, account, google, slack } = startAccount(browser, tools, db, () => applySettings(browser, tracker, db));
  const openBar = startCommands(browser, tools, db, { account, google, slack }, () => Date.now(), sync.changed);
  listenToDataMessages(browser, tracker, { tracker: db, tools }, sync);
  // Test builds only: end-to-end tests, which cannot click the toolbar, do what a click does through this.
  if (import.meta.env.VITE_TEST_HOOKS) Object.assign(globalThis, { intentlyOpenBar: openBar });
});
