import { z } from 'zod';
import { call, defineBackground } from '../define-background';
import { timeBarState } from './time-bar-state';
import { TIMER_ICON_URL } from './timer-icon';
import { cancelTimer, fireDueTimers, followStoredTimers, runningTimers, startTimer, TIMER_ALARM } from './timers';

/**
 * /timer in the background: timers fire from stored deadlines; alarms are re-created at every worker start.
 * The time bar (SPEC §1) shows the site's limit or the running timer unless switched off (the shell's switch);
 * the tabs in view are sent it anew when a timer starts, is cancelled or fires, or the switch changes.
 */
export default defineBackground({
  calls: {
    startTimer: call(
      z.tuple([
        z.string().max(200),
        z
          .number()
          .int()
          .positive()
          .max(7 * 86_400_000),
      ]),
      async (d, label, ms) => {
        const timer = await startTimer(d.tools, d.api.alarms, label, ms, d.now());
        await d.refreshShownTabs();
        return timer;
      },
    ),
    runningTimers: call(z.tuple([]), (d) => runningTimers(d.tools, d.now())),
    cancelTimer: call(z.tuple([z.number().int()]), async (d, id) => {
      await cancelTimer(d.tools, d.api.alarms, id);
      await d.refreshShownTabs();
    }),
  },
  alarm: {
    name: TIMER_ALARM,
    fire: async (d) => {
      await fireDueTimers(d.tools, d.api.notifications, TIMER_ICON_URL, d.now());
      await d.refreshShownTabs();
    },
  },
  start: async (d) => {
    await followStoredTimers(d.tools, d.api.alarms, d.now());
    await fireDueTimers(d.tools, d.api.notifications, TIMER_ICON_URL, d.now());
  },
  inPage: async (d, site) => ({ timeBar: await timeBarState(d.tools, d.tracker, site, d.now()) }),
});
