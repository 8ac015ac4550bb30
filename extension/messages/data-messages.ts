import { z } from 'zod';

/** Messages of the main page's "Your data" (extension pages → background), keyed by type: what each carries and who may send it. */
export const DATA_MESSAGES = {
  /** Deletes all local data, in the background so no pending write or sync brings any of it back or sends it as deletions. */
  'data/delete-all': { from: 'extension', schema: z.undefined() },
  /** An export was imported on the main page: its settings and timers take effect, and sync hears of it. */
  'data/imported': { from: 'extension', schema: z.undefined() },
} as const;

/** The background's answer to each data message: nothing (a failure rejects with its sentence). */
export interface DataAnswers {
  'data/delete-all': void;
  'data/imported': void;
}
