import { startCommandBarBackground } from '../command-bar/start-command-bar-background';
import { ToolsDb } from '../command-bar/tools-db';
import { db } from '../storage/db';
import { startTracking } from '../tracking/start-tracking';

/** Background service worker: the toolbar button and shortcut open the command bar (its /intently reaches the main page). */
export default defineBackground(() => {
  startTracking(browser, db);
  const openBar = startCommandBarBackground(browser, new ToolsDb(), db, () => Date.now());
  // Exposed on the worker so DevTools and end-to-end tests, which cannot click the toolbar, can do what a click does.
  Object.assign(globalThis, { intentlyOpenBar: openBar });
});
