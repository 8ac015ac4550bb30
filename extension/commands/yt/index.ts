import { catalogEntry } from '../command-catalog';
import { defineCommand } from '../define-command';
import { videoIdOf } from '../../shared/video-id-of';
import { videoSearchUrl } from './video-links';

/** /yt: searches videos, or plays one in a floating player on the page (SPEC §1). */
export default defineCommand({
  ...catalogEntry('/yt'),
  run: async (ctx, arg) => {
    if (!arg.trim()) throw new Error('Type what to search for after /yt, or paste a video link.');
    const id = videoIdOf(arg.trim());
    if (id && ctx.tab?.id !== undefined && ctx.mode === 'overlay') await ctx.call('floatVideo', ctx.tab.id, id);
    else await ctx.api.tabs.create({ url: id ? arg.trim() : videoSearchUrl(arg), windowId: ctx.tab?.windowId });
  },
  background: () => import('./yt-background'),
});
