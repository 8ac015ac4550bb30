import { defineCommand } from '../define-command';

/** /clip: the clipboard history of text copied in pages (SPEC §1 Copy All, Clear All). */
export default defineCommand({
  name: '/clip',
  description: 'Clipboard history: copy one, Copy All, Clear All',
  aliases: ['/clipboard'],
  background: () => import('./clip-background'),
});
