import { z } from 'zod';
import { toggleBlock } from '../../storage/site-limits';
import { call, defineBackground } from '../define-background';

/** /block in the background: the blocking screen shows at once on the blocked tab. */
export default defineBackground({
  calls: {
    toggleBlock: call(z.tuple([z.string().max(253), z.number().int().nullable()]), async (d, site, tabId) => {
      const blocked = await toggleBlock(d.tools, site, d.now());
      if (blocked && tabId !== null) await d.guardTab(tabId);
      return blocked;
    }),
  },
});
