import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /switch: every open tab; choosing one brings it to the front. */
export default defineCommand({ ...catalogEntry('/switch') });
