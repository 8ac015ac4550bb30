import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /history: searches the tracker's visits (falling back to the browser's history). */
export default defineCommand({
  ...catalogEntry('/history'),
  background: () => import('./history-background'),
});
