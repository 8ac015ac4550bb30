import { startCommandBarBackground } from '../command-bar/start-command-bar-background';
import { ToolsDb } from '../command-bar/tools-db';
import { db } from '../storage/db';
import { startTracking } from '../tracking/start-tracking';

/** Background service worker: the toolbar button and shortcut open the command bar (its /intently reaches the main page). */
export default defineBackground(() => {
  startTracking(browser, db);
  const openBar = startCommandBarBackground(browser, new ToolsDb(), db, () => Date.now());
  // Test builds only: end-to-end tests, which cannot click the toolbar, do what a click does through this.
  if (import.meta.env.VITE_TEST_HOOKS) Object.assign(globalThis, { intentlyOpenBar: openBar });
});
