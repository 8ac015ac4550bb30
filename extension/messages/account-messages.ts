import { z } from 'zod';

/** Messages of the account and sync (extension pages → background), keyed by type: what each carries and who may send it. */
export const ACCOUNT_MESSAGES = {
  /** Starts a sign-in: the background opens the server's /auth page in a new tab. */
  'account/sign-in': { from: 'extension', schema: z.object({ windowId: z.number().int().optional() }) },
  /** Signs out: the server ends the session, this device forgets it and keeps its data. */
  'account/sign-out': { from: 'extension', schema: z.undefined() },
  /** Deletes the account and everything the server keeps for it; this device keeps its data. */
  'account/delete': { from: 'extension', schema: z.undefined() },
  /** Syncs now (the main page's "Sync now"). */
  'account/sync-now': { from: 'extension', schema: z.undefined() },
  /** Sets the server address (signed out only). */
  'account/set-server': { from: 'extension', schema: z.object({ origin: z.string().max(2048) }) },
  /** Something that syncs was saved on an extension page (settings, custom commands): sync soon. */
  'account/changed': { from: 'extension', schema: z.undefined() },
} as const;

/** The background's answer to each account message: a sentence to show, or '' when there is nothing to say. */
export interface AccountAnswers {
  'account/sign-in': string;
  'account/sign-out': string;
  'account/delete': string;
  'account/sync-now': string;
  'account/set-server': string;
  'account/changed': void;
}
