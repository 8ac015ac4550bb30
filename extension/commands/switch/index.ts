import { defineCommand } from '../define-command';

/** /switch: every open tab; choosing one brings it to the front. */
export default defineCommand({ name: '/switch', description: 'Switch to an open tab', aliases: ['/tabs'] });
