import { z } from 'zod';
import { call, defineBackground } from '../define-command';
import { TIMER_ICON_URL } from './timer-icon';
import { cancelTimer, fireDueTimers, followStoredTimers, runningTimers, startTimer, TIMER_ALARM } from './timers';

/** /timer in the background: timers fire from stored deadlines; alarms are re-created at every worker start. */
export default defineBackground({
  calls: {
    startTimer: call(z.tuple([z.string().max(200), z.number().int().positive().max(7 * 86_400_000), z.number().int().nullable()]), async (d, label, ms, tabId) => {
      const timer = await startTimer(d.tools, d.api.alarms, label, ms, d.now());
      if (tabId !== null) await d.refreshInPage(tabId).catch(() => undefined);
      return timer;
    }),
    runningTimers: call(z.tuple([]), (d) => runningTimers(d.tools, d.now())),
    cancelTimer: call(z.tuple([z.number().int()]), (d, id) => cancelTimer(d.tools, d.api.alarms, id)),
  },
  alarm: { name: TIMER_ALARM, fire: (d) => fireDueTimers(d.tools, d.api.notifications, TIMER_ICON_URL, d.now()) },
  start: async (d) => {
    await followStoredTimers(d.tools, d.api.alarms, d.now());
    await fireDueTimers(d.tools, d.api.notifications, TIMER_ICON_URL, d.now());
  },
  inPage: async (d) => {
    const [timer] = await runningTimers(d.tools, d.now());
    return { timer: timer ? { label: timer.label, startedAt: timer.startedAt, endsAt: timer.endsAt } : null };
  },
});
