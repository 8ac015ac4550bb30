import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /note: the site's notepad (SPEC §1 per-site notes), which reappears on the site. */
export default defineCommand({
  ...catalogEntry('/note'),
  background: () => import('./note-background'),
});
