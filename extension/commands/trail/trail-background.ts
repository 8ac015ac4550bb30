import { z } from 'zod';
import { reopenablePages, trailGroupTitle } from '../../shared/trail-group';
import { MAX_TRAIL_STEPS } from '../../shared/trail-steps';
import type { SavedSession } from '../../storage/tools-db';
import { call, defineBackground } from '../define-background';

const tabAndSteps = z.tuple([z.number().int(), z.number().int().min(0).max(MAX_TRAIL_STEPS)]);

/** /trail in the background: the trail comes from the background's trail service (visits and the graph core stay there). */
export default defineBackground({
  calls: {
    trail: call(tabAndSteps, (d, tabId, maxSteps) => d.trail(tabId, maxSteps)),
    /** Saves the trail's web pages as a /sessions session of one window, named after the destination. */
    saveTrail: call(tabAndSteps, async (d, tabId, maxSteps) => {
      const pages = reopenablePages(await d.trail(tabId, maxSteps));
      if (!pages.length)
        throw new Error('This trail has no web page to save: open /trail on a web page you reached by browsing.');
      const session: SavedSession = {
        name: `Trail to ${trailGroupTitle(pages)}`,
        savedAt: d.now(),
        windows: [{ tabs: pages.map((p) => ({ url: p.url, title: p.title || p.url, pinned: false })) }],
      };
      session.id = await d.tools.sessions.add(session);
      return session;
    }),
  },
});
