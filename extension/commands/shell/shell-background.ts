import { z } from 'zod';
import { loadCustomCommands } from '../../storage/custom-commands-store';
import { HISTORY_LIMIT } from '../../shared/history-limit';
import { recentHistory } from '../../storage/recent-history';
import { TIME_BAR_SETTING, timeBarOn } from '../../storage/time-bar-setting';
import { call, defineBackground } from '../define-background';
import { recordUsage } from './record-usage';

/**
 * The shell's background calls, beside the commands': its search sources, usage counts and host tab, and the
 * services several commands share: the account (the background's one account service: sign in, sign out) and
 * the time bar switch (set in /intently; /timer's in-page state reads it). A command's panel reaches them as `ctx.shell`.
 */
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
    signIn: call(z.tuple([z.number().int().nullable()]), (d, windowId) => d.account.signIn(windowId ?? undefined)),
    signOut: call(z.tuple([]), (d) => d.account.signOut()),
    timeBar: call(z.tuple([]), (d) => timeBarOn(d.tools)),
    setTimeBar: call(z.tuple([z.boolean()]), async (d, on) => {
      await d.tools.settings.put({ key: TIME_BAR_SETTING, value: on });
      await d.refreshShownTabs();
    }),
  },
});
