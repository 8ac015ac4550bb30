import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';
import { activateNeighbour } from './activate-neighbour';

/** /next: the next tab in the window. */
export default defineCommand({
  ...catalogEntry('/next'),
  run: async (ctx) => {
    if (!ctx.tab) throw new Error('There is no current tab to move from.');
    await activateNeighbour(ctx.api, ctx.tab, 1);
  },
});
