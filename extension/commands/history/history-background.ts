import { z } from 'zod';
import { HISTORY_LIMIT } from '../../shared/history-limit';
import { recentHistory } from '../../storage/recent-history';
import { call, defineBackground } from '../define-background';

/** /history in the background: history never leaves the device; it is read where it is stored. */
export default defineBackground({
  calls: {
    history: call(z.tuple([z.number().int().positive().max(HISTORY_LIMIT)]), (d, limit) =>
      recentHistory(d.tracker, d.api.history, limit),
    ),
  },
});
