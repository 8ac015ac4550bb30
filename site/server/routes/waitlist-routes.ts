import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { normalizeEmail } from '../email-address';
import { ApiError } from '../http/api-error';
import { readJson } from '../http/json-body';
import { rateLimit } from '../http/rate-limit';

const WaitlistBody = z.object({
  email: z.string({
    error: 'Send the email address as text in the "email" field, like {"email": "name@example.com"}.',
  }),
  // Accepted for the site's convenience; SPEC §3 fixes the stored source to beta_landing_page.
  source: z
    .string({ error: 'The "source" field must be text when present.' })
    .max(100, 'The "source" field must be at most 100 characters.')
    .optional(),
});

/** POST /api/waitlist: create-only waitlist entry; a duplicate succeeds with alreadyExists (SPEC §8). */
export function waitlistRoutes({ config, storage }: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  routes.post('/waitlist', rateLimit({ config, storage }, 'waitlist'), async (c) => {
    const body = await readJson(c, WaitlistBody);
    const normalized = normalizeEmail(body.email);
    if ('error' in normalized) throw new ApiError(400, normalized.error);
    const { alreadyExists } = await storage.waitlist.add(normalized.email);
    return c.json({ ok: true, alreadyExists });
  });
  return routes;
}
