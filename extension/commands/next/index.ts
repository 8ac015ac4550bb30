import { defineCommand } from '../define-command';
import { activateNeighbour } from './activate-neighbour';

/** /next: the next tab in the window. */
export default defineCommand({
  name: '/next',
  description: 'Go to the next tab',
  run: async (ctx) => {
    if (!ctx.tab) throw new Error('There is no current tab to move from.');
    await activateNeighbour(ctx.api, ctx.tab, 1);
  },
});
