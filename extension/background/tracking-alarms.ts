/** The tracker's alarms: names and periods (re-created at every worker start by start-tracking.ts). */

/** Wakes the worker to credit active time and mark the browser alive (below MAX_UNOBSERVED_MS). */
export const HEARTBEAT_ALARM = 'tracking/heartbeat';
/** Minutes between heartbeats. */
export const HEARTBEAT_MINUTES = 1;
/** Archives finished visits, then recomputes the day records. */
export const DAYS_ALARM = 'tracking/days';
/** Minutes between runs of the days alarm. */
export const DAYS_MINUTES = 60;
