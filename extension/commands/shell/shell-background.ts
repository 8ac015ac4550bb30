import { z } from 'zod';
import { loadCustomCommands } from '../../storage/custom-commands-store';
import { HISTORY_LIMIT } from '../../shared/history-limit';
import { recentHistory } from '../../storage/recent-history';
import { call, defineBackground } from '../define-command';
import { recordUsage } from './record-usage';

/** The bar's own background calls, beside the commands': its search sources, usage counts and host tab. */
export default defineBackground({
  calls: {
    barSources: call(z.tuple([z.number().int().positive().max(HISTORY_LIMIT)]), async (d, historyLimit) => ({
      history: await recentHistory(d.tracker, d.api.history, historyLimit).catch(() => []),
      notes: await d.tools.notes.toArray(),
      snippets: await d.tools.snippets.toArray(),
      usage: await d.tools.usage.toArray(),
      custom: await loadCustomCommands(d.tracker),
    })),
    recordUsage: call(z.tuple([z.string().max(64)]), (d, command) => recordUsage(d.tools, command)),
    hostTab: call(z.tuple([]), async (d) => d.senderTab ?? null),
  },
});
