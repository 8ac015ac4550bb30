import { z } from 'zod';
import { calendarDay, userTimeZone } from '../../shared/calendar-day';
import { call, defineBackground } from '../define-background';
import { keepText, keptText, quickAdd } from './quick-add';

/** /cal in the background, where the Google access token stays: today's events, quickAdd, connecting Calendar. */
export default defineBackground({
  calls: {
    calToday: call(z.tuple([]), async (d) => ({
      ...(await calendarDay(d.google, 0, d.now(), userTimeZone())),
      kept: await keptText(d),
    })),
    calAdd: call(z.tuple([z.string().max(2000)]), (d, text) => quickAdd(d, text)),
    calConnect: call(z.tuple([z.string().max(2000)]), async (d, text) => {
      if (text.trim()) await keepText(d, text);
      await d.google.connect('calendar', d.senderTab?.windowId);
    }),
  },
});
