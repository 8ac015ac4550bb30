import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /clip: the clipboard history of text copied in pages (SPEC §1 Copy All, Clear All). */
export default defineCommand({
  ...catalogEntry('/clip'),
  background: () => import('./clip-background'),
});
