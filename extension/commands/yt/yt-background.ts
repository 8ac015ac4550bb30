import { z } from 'zod';
import { call, defineBackground } from '../define-command';

/** /yt in the background: the floating player is one of the in-page tools. */
export default defineBackground({
  calls: {
    floatVideo: call(z.tuple([z.number().int(), z.string().regex(/^[\w-]{1,64}$/)]), (d, tabId, videoId) => d.refreshInPage(tabId, videoId)),
  },
});
