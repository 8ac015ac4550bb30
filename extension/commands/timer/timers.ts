import type { WxtBrowser } from 'wxt/browser';
import type { FocusTimer, ToolsDb } from '../../storage/tools-db';
import { formatDuration } from '../../shared/format-duration';

/** chrome.alarms, as far as timers use it. */
export type AlarmsApi = Pick<WxtBrowser['alarms'], 'create' | 'clear' | 'getAll'>;
/** chrome.notifications, as far as timers use it. */
export type NotificationsApi = Pick<WxtBrowser['notifications'], 'create'>;

/** The name of the timers' alarms: each timer's is "timer:<id>". */
export const TIMER_ALARM = 'timer';
/** Alarm names of timers: "timer:<id>". */
export const TIMER_ALARM_PREFIX = `${TIMER_ALARM}:`;

/** Starts a focus timer: the deadline is stored, so it fires even if the worker restarts meanwhile. */
export async function startTimer(
  tools: ToolsDb,
  alarms: AlarmsApi,
  label: string,
  durationMs: number,
  now: number,
): Promise<FocusTimer> {
  const timer: FocusTimer = {
    label: label.trim() || `Focus ${formatDuration(durationMs)}`,
    startedAt: now,
    endsAt: now + durationMs,
    firedAt: null,
  };
  timer.id = await tools.timers.add(timer);
  await alarms.create(`${TIMER_ALARM_PREFIX}${timer.id}`, { when: timer.endsAt });
  return timer;
}

/** Timers still counting down, soonest first. */
export async function runningTimers(tools: ToolsDb, now: number): Promise<FocusTimer[]> {
  return tools.timers
    .where('endsAt')
    .above(now)
    .filter((t) => t.firedAt === null)
    .sortBy('endsAt');
}

/** Cancels a timer and its alarm. */
export async function cancelTimer(tools: ToolsDb, alarms: AlarmsApi, id: number): Promise<void> {
  await tools.timers.delete(id);
  await alarms.clear(`${TIMER_ALARM_PREFIX}${id}`);
}

/**
 * Shows the notification of every timer that is due and not yet fired; returns how many fired. `notifications` is
 * undefined while the optional notifications permission is not given (issue 34): the timers then end silently. The
 * notification comes before the timer is marked fired: a worker stopped in between shows it again on
 * its next start (same id, so it replaces itself) rather than never.
 */
export async function fireDueTimers(
  tools: ToolsDb,
  notifications: NotificationsApi | undefined,
  iconUrl: string,
  now: number,
): Promise<number> {
  const due = await tools.timers
    .where('endsAt')
    .belowOrEqual(now)
    .filter((t) => t.firedAt === null)
    .toArray();
  for (const timer of due) {
    await notifications?.create(`${TIMER_ALARM_PREFIX}${timer.id}`, {
      type: 'basic',
      iconUrl,
      title: 'Timer done',
      message: `${timer.label} is over (${formatDuration(timer.endsAt - timer.startedAt)}).`,
    });
    await tools.timers.update(timer.id!, { firedAt: now });
  }
  return due.length;
}

/**
 * Alarms follow stored timers: each running timer's alarm is (re-)created, and the alarm of a timer no longer
 * stored is cleared. Run at every worker start (DESIGN trust bars) and after all data was deleted or imported.
 */
export async function followStoredTimers(tools: ToolsDb, alarms: AlarmsApi, now: number): Promise<void> {
  const stored = new Set((await tools.timers.toCollection().primaryKeys()).map((id) => `${TIMER_ALARM_PREFIX}${id}`));
  for (const { name } of await alarms.getAll())
    if (name.startsWith(TIMER_ALARM_PREFIX) && !stored.has(name)) await alarms.clear(name);
  for (const timer of await runningTimers(tools, now))
    await alarms.create(`${TIMER_ALARM_PREFIX}${timer.id}`, { when: timer.endsAt });
}
