import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /recall: searches the snippets saved with /remember; choosing one copies it. */
export default defineCommand({
  ...catalogEntry('/recall'),
  background: () => import('./recall-background'),
});
