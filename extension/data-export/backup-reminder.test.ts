import { describe, expect, it } from 'vitest';
import { backupDue, REMINDER_OFF } from './backup-reminder';

const DAY = 24 * 60 * 60 * 1000;
const on = Date.UTC(2026, 0, 1);

describe('backupDue', () => {
  it('is never due while off', () => {
    expect(backupDue(REMINDER_OFF, on + 1000 * DAY)).toBe(false);
    expect(backupDue({ weeks: null, since: on, lastExportAt: on - 400 * DAY }, on + 400 * DAY)).toBe(false);
  });

  it('is due N weeks after it was turned on when nothing was exported', () => {
    const reminder = { weeks: 2, since: on };
    expect(backupDue(reminder, on + 14 * DAY - 1)).toBe(false);
    expect(backupDue(reminder, on + 14 * DAY)).toBe(true);
  });

  it('counts from the last export once there is one', () => {
    const reminder = { weeks: 1, since: on, lastExportAt: on + 10 * DAY };
    expect(backupDue(reminder, on + 16 * DAY)).toBe(false);
    expect(backupDue(reminder, on + 17 * DAY)).toBe(true);
  });

  it('counts from turning it on when the last export is older', () => {
    expect(backupDue({ weeks: 4, since: on, lastExportAt: on - 100 * DAY }, on + 27 * DAY)).toBe(false);
    expect(backupDue({ weeks: 4, since: on, lastExportAt: on - 100 * DAY }, on + 28 * DAY)).toBe(true);
  });
});
