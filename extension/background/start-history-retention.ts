import type { WxtBrowser } from 'wxt/browser';
import type { IntentlyDb } from '../storage/db';
import {
  applyHistoryRetention,
  historyRetention,
  RETENTION_ALARM,
  RETENTION_MINUTES,
} from '../storage/history-retention';
import type { ToolsDb } from '../storage/tools-db';

/** Applies the history retention setting daily (storage/history-retention.ts), on an alarm that survives worker restarts. */
export function startHistoryRetention(
  browser: Pick<WxtBrowser, 'alarms'>,
  tools: ToolsDb,
  tracker: IntentlyDb,
  clock: () => number = Date.now,
): void {
  browser.alarms.onAlarm.addListener(({ name }) => {
    if (name !== RETENTION_ALARM) return;
    void historyRetention(tools)
      .then((keep) => applyHistoryRetention(tracker, keep, clock()))
      .catch(console.error);
  });
  void browser.alarms
    .get(RETENTION_ALARM)
    .then(async (alarm) => {
      if (!alarm)
        await browser.alarms.create(RETENTION_ALARM, { delayInMinutes: 1, periodInMinutes: RETENTION_MINUTES });
    })
    .catch(console.error);
}
