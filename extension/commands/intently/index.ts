import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /intently: about, shortcuts and settings (the side icon bar switch), and the way to the main page. */
export default defineCommand({
  ...catalogEntry('/intently'),
  background: () => import('./intently-background'),
});
