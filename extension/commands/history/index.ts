import { defineCommand } from '../define-command';

/** /history: searches the tracker's visits (falling back to the browser's history). */
export default defineCommand({
  name: '/history',
  description: 'Search your browsing history',
  background: () => import('./history-background'),
});
