/** A per-account quota the database enforces (migration 008; ACCOUNT_QUOTAS in extension/account/api-contract.ts). */
export type AccountQuota = 'notes' | 'noteBytes' | 'commandNames' | 'settings';

/** The check-violation constraint name the quota triggers refuse a write with, per quota. */
const BY_CONSTRAINT: Record<string, AccountQuota> = {
  notes_per_account: 'notes',
  note_bytes_per_account: 'noteBytes',
  command_names_per_account: 'commandNames',
  settings_per_account: 'settings',
};

/**
 * The quota a failed write would have passed, and the count (or bytes) it would have made, which the trigger
 * gives as the error's detail; null when the error is something else.
 */
export function passedQuota(error: unknown): { quota: AccountQuota; wouldHave: number } | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint, detail } = error as { code?: unknown; constraint?: unknown; detail?: unknown };
  const quota = code === '23514' && typeof constraint === 'string' ? BY_CONSTRAINT[constraint] : undefined;
  return quota ? { quota, wouldHave: Number(detail) } : null;
}
