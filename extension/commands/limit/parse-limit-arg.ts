import { MAX_LIMIT_MINUTES } from '../../storage/site-limits';

/** What "/limit 30", "/limit 30 news.dev" or "/limit 30 social" asks for: minutes, and a site or a category. */
export function parseLimitArg(arg: string): { minutes: number; target: string | null } {
  const [amount = '', target, ...extra] = arg.trim().split(/\s+/);
  const minutes = Number(amount);
  if (amount === '' || !Number.isInteger(minutes) || minutes < 0 || minutes > MAX_LIMIT_MINUTES || extra.length > 0) {
    throw new Error(
      `Type whole minutes from 0 (off) to ${MAX_LIMIT_MINUTES}, then optionally a site or "social": "/limit 30", "/limit 30 social".`,
    );
  }
  return { minutes, target: target?.toLowerCase() ?? null };
}
