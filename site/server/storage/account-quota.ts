/** A per-account quota the database enforces (migration 008; ACCOUNT_QUOTAS in extension/account/api-contract.ts). */
export type AccountQuota = 'notes' | 'noteBytes' | 'commandNames';

/** The check-violation constraint name the quota triggers refuse a write with, per quota. */
const BY_CONSTRAINT: Record<string, AccountQuota> = {
  notes_per_account: 'notes',
  note_bytes_per_account: 'noteBytes',
  command_names_per_account: 'commandNames',
};

/** The quota a failed write would have passed, or null when the error is something else. */
export function passedQuota(error: unknown): AccountQuota | null {
  if (typeof error !== 'object' || error === null) return null;
  const { code, constraint } = error as { code?: unknown; constraint?: unknown };
  if (code !== '23514' || typeof constraint !== 'string') return null;
  return BY_CONSTRAINT[constraint] ?? null;
}
