import { z } from 'zod';
import { loadCustomCommands } from '../../storage/custom-commands-store';
import { HISTORY_LIMIT } from '../../shared/history-limit';
import { recentHistory } from '../../storage/recent-history';
import { TIME_BAR_SETTING, timeBarOn } from '../../storage/time-bar-setting';
import { call, defineBackground } from '../define-background';
import { recordUsage } from './record-usage';
import { bookmarkRows, closedRows, tabRows } from '../../search-index/browser-rows';
import { SEARCH_KIND } from '../../search-index/search-kinds';
import { toolRows } from '../../search-index/search-rows';
import { firstAnswered, frameHead, replaceRows, searchRows } from '../../search-index/search-service';

/** A command as the bar sends it to the index at opening (the registry lives in the bar, not here). */
const commandRow = z.object({
  key: z.string().max(80),
  title: z.string().max(80),
  detail: z.string().max(500),
  boost: z.number().finite(),
  custom: z.boolean(),
});

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
    // The bar's search (issue 35): refresh the small kinds at opening, then one query per keystroke.
    searchOpened: call(z.tuple([z.array(commandRow).max(2000)]), async (d, commands) => {
      await firstAnswered(d.tracker);
      const [tabs, closed, bookmarks, notes, snippets, clips] = await Promise.all([
        tabRows(d.api, d.senderTab?.id).catch(() => []),
        closedRows(d.api).catch(() => []),
        bookmarkRows(d.api).catch(() => []),
        d.tools.notes.toArray(),
        d.tools.snippets.toArray(),
        d.tools.clips.toArray(),
      ]);
      const commandRows = commands.map((c) => ({
        kind: c.custom ? SEARCH_KIND.custom : SEARCH_KIND.command,
        key: c.key,
        title: c.title,
        url: '',
        detail: c.detail,
        boost: c.boost,
      }));
      const kinds = ['command', 'custom', 'tab', 'closed', 'bookmark', 'note', 'snippet', 'clip'] as const;
      await replaceRows(
        d.tracker,
        kinds.map((k) => SEARCH_KIND[k]),
        [...commandRows, ...tabs, ...closed, ...bookmarks, ...toolRows(notes, snippets, clips)],
      );
    }),
    // `whole`: wait for the whole index (a woken worker answers from its saved head first; see search-service).
    search: call(
      z.tuple([z.string().max(2000), z.string().max(300), z.boolean().optional()]),
      (d, line, site, whole?: boolean) => searchRows(d.tracker, line, site, d.now(), whole),
    ),
    // The small index the bar's frame answers each keystroke from while the worker's answer comes (frame-search.ts).
    searchHead: call(z.tuple([]), (d) => frameHead(d.tracker, d.now())),
    // The full text of a clip or a snippet the bar's search found (its rows carry an excerpt).
    rowText: call(z.tuple([z.string().max(40)]), async (d, key) => {
      const id = Number(key.slice(key.indexOf(':') + 1));
      const row = key.startsWith('clip:') ? await d.tools.clips.get(id) : await d.tools.snippets.get(id);
      return row?.text ?? '';
    }),
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
