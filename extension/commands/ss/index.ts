import { defineCommand } from '../define-command';

/** /ss: a screenshot of the visible tab, copied and offered as a download. */
export default defineCommand({
  name: '/ss',
  description: 'Screenshot of the visible tab, copied and ready to download',
  aliases: ['/screenshot'],
});
