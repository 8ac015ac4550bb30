import { defineCommand } from '../define-command';

/** /intently: about, shortcuts and settings (the side icon bar switch), and the way to the main page. */
export default defineCommand({
  name: '/intently',
  description: 'About Intently, shortcuts and settings',
  aliases: ['/settings', '/help'],
  background: () => import('./intently-background'),
});
