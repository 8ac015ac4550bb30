import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /view: every window with its tab count; choosing one focuses it. */
export default defineCommand({ ...catalogEntry('/view') });
