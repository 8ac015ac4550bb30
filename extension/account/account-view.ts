/**
 * What the pages show of the account: the profile, the server and the sync state. The background writes it
 * to `storage.local` (never the token), and pages follow it with `storage.onChanged`, so the main page and
 * the bar show a sign-in or a sync the moment it happens.
 */
import type { AccountProfile } from './account-api';
import { DEFAULT_API_ORIGIN } from './api-origin';

/** Where sync stands: `waiting` counts changes not yet on the server. */
export interface SyncStatus {
  state: 'idle' | 'syncing' | 'synced' | 'offline' | 'error';
  waiting: number;
  /** The server's or the network's sentence, for `offline` and `error`. */
  message: string;
  /** Whether the live stream is open: another device's change shows here within seconds. */
  live?: boolean;
  /** When the status last changed (ms). */
  at: number;
}

/** The account as pages see it. */
export interface AccountView {
  profile: AccountProfile | null;
  origin: string;
  sync: SyncStatus;
  /** A sentence about the last sign-in, sign-out or account action that failed, or '' . */
  notice: string;
}

/** The storage key of the view. */
export const ACCOUNT_VIEW_KEY = 'account';

/** The view of a new install: signed out, the production server. */
export const SIGNED_OUT: AccountView = {
  profile: null,
  origin: DEFAULT_API_ORIGIN,
  sync: { state: 'idle', waiting: 0, message: '', at: 0 },
  notice: '',
};

/** The slice of `storage.local` the view needs. */
export interface ViewStorage {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

/** The stored view, or the signed-out one. */
export async function readAccountView(storage: ViewStorage): Promise<AccountView> {
  const stored = (await storage.get(ACCOUNT_VIEW_KEY))[ACCOUNT_VIEW_KEY] as Partial<AccountView> | undefined;
  return { ...SIGNED_OUT, ...stored };
}

/** Changes part of the view and answers the whole new view. */
export async function updateAccountView(storage: ViewStorage, change: Partial<AccountView>): Promise<AccountView> {
  const view = { ...(await readAccountView(storage)), ...change };
  await storage.set({ [ACCOUNT_VIEW_KEY]: view });
  return view;
}

const changes = (n: number) => `${n} ${n === 1 ? 'change' : 'changes'}`;

/**
 * The sync state in words, as the main page shows it: Live (synced, and the stream open), synced, N waiting,
 * "Offline, N waiting" (the sentence of why stays in `message`, the status line's title), or the server's sentence.
 */
export function syncStatusText({ state, waiting, message, live }: SyncStatus): string {
  if (state === 'offline') return `Offline, ${waiting} waiting`;
  if (state === 'synced' && waiting === 0 && live) return 'Live';
  if (state === 'error') return `Sync failed: ${message}${waiting ? ` (${changes(waiting)} waiting)` : ''}`;
  if (state === 'syncing') return 'Syncing…';
  if (waiting > 0) return `${changes(waiting)} waiting`;
  return state === 'synced' ? 'Synced' : 'Not synced yet';
}
