import { defineCommand } from '../define-command';

/** /recall: searches the snippets saved with /remember; choosing one copies it. */
export default defineCommand({
  name: '/recall',
  description: 'Search your saved snippets',
  background: () => import('./recall-background'),
});
