import { defineCommand } from '../define-command';

/** /view: every window with its tab count; choosing one focuses it. */
export default defineCommand({ name: '/view', description: 'Switch between your windows', aliases: ['/windows'] });
