import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/**
 * /trail (issue 37): how you got to this page, from the graph core's trail of the tab's visit (the graph page's
 * "Reopen this trail as a tab group" reopens the same pages); Enter reopens it as a named, coloured tab group, and it
 * can be saved as a /sessions session. `/trail 3` keeps the last 3 pages.
 */
export default defineCommand({
  ...catalogEntry('/trail'),
  background: () => import('./trail-background'),
});
