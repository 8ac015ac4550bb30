import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { recentVideos } from './recent-videos';

/** /yt in the background: the floating player is one of the in-page tools; the videos watched are read where they are stored. */
export default defineBackground({
  calls: {
    floatVideo: call(z.tuple([z.number().int(), z.string().regex(/^[\w-]{1,64}$/)]), (d, tabId, videoId) =>
      d.refreshInPage(tabId, videoId),
    ),
    recentVideos: call(z.tuple([]), (d) => recentVideos(d.tracker)),
  },
});
