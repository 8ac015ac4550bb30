import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /ss: a screenshot of the visible tab, copied and offered as a download. */
export default defineCommand({ ...catalogEntry('/ss') });
