import { defineCommand } from '../define-command';

/** /note: the site's notepad (SPEC §1 per-site notes), which reappears on the site. */
export default defineCommand({
  name: '/note',
  description: 'Notes for this site, with search and autosave',
  aliases: ['/notes'],
  background: () => import('./note-background'),
});
