import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';

/** /sessions: save, restore and delete window sessions. */
export default defineCommand({
  ...catalogEntry('/sessions'),
  run: async (ctx, arg) => {
    const session = await ctx.call('saveSession', arg);
    return `Saved “${session.name}”.`;
  },
  background: () => import('./sessions-background'),
});
