import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps, AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import { limitBody, NOTE_BODY_LIMIT } from '../http/body-size';
import { readJson } from '../http/json-body';
import { requireTrustedOrigin } from '../http/origin-policy';
import { requireSession, requireSessionCookie, SIGN_IN_REQUIRED } from '../http/require-session';
import { assertStorableText } from '../http/storable-text';

const MAX_SITE_LENGTH = 2048;
const MAX_COMMANDS_PER_BATCH = 200;
const MAX_INCREMENT = 10_000;
const COMMAND_NAME = /^\/?[\w-]{1,64}$/;

const NoteBody = z.object({
  content: z.string({ error: 'Send the note as text in the "content" field.' }),
  baseVersion: z
    .number({ error: 'Send "baseVersion" as a number: the version you last read, or 0 for a new note.' })
    .int('"baseVersion" must be a whole number.')
    .min(0, '"baseVersion" must be 0 or more.'),
});
const SettingsBody = z.object({
  settings: z.record(z.string(), z.unknown(), { error: 'Send the preferences as a JSON object in the "settings" field.' }),
});
const CommandsBody = z.object({
  increments: z
    .record(
      z.string(),
      z
        .number({ error: 'Each command count must be a number.' })
        .int('Each command count must be a whole number.')
        .min(1, 'Each command count must be at least 1.')
        .max(MAX_INCREMENT, `Each command count must be at most ${MAX_INCREMENT}.`),
      { error: 'Send the counts as an object in the "increments" field, like {"increments": {"/note": 2}}.' },
    )
    .refine((r) => Object.keys(r).every((name) => COMMAND_NAME.test(name)), 'Each command name must be 1 to 64 letters, digits, - or _, optionally starting with /.')
    .refine((r) => Object.keys(r).length <= MAX_COMMANDS_PER_BATCH, `Send at most ${MAX_COMMANDS_PER_BATCH} commands per batch.`),
  batchId: z.string({ error: 'Send "batchId" as text.' }).regex(/^[\w-]{8,100}$/, '"batchId" must be 8 to 100 letters, digits, - or _.').optional(),
});

function siteParam(raw: string): string {
  if (raw.length === 0 || raw.length > MAX_SITE_LENGTH) {
    throw new ApiError(400, `The site must be 1 to ${MAX_SITE_LENGTH} characters.`);
  }
  assertStorableText(raw, 'The site');
  return raw;
}

/** A write's result, or 401 when the store found no live session for it. */
function signedIn<T>(result: T | null): T {
  if (result === null) throw new ApiError(401, SIGN_IN_REQUIRED);
  return result;
}

/** Extension sync for the signed-in account: note backups (versioned), setting preferences, command counts. */
export function syncRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const session = requireSession(deps);
  const write = [requireTrustedOrigin(deps.config.allowedOrigins), requireSessionCookie(deps)] as const;
  const { sync } = deps.storage;

  routes.get('/sync/notes', session, async (c) => c.json({ notes: await sync.listNotes(c.get('account').id) }));

  routes.get('/sync/notes/:site', session, async (c) => {
    const note = await sync.getNote(c.get('account').id, siteParam(c.req.param('site')));
    if (!note) throw new ApiError(404, 'No note is stored for this site yet.');
    return c.json({ note });
  });

  routes.put('/sync/notes/:site', limitBody(NOTE_BODY_LIMIT), ...write, async (c) => {
    const site = siteParam(c.req.param('site'));
    const body = await readJson(c, NoteBody);
    const result = signedIn(await sync.putNote(c.get('sessionHash'), site, body.content, body.baseVersion));
    if (!result.ok) {
      return c.json(
        { error: 'This note changed on another device; merge it with the current version and save again.', current: result.current },
        409,
      );
    }
    return c.json({ note: result.note });
  });

  routes.get('/sync/settings', session, async (c) => c.json(await sync.getPreferences(c.get('account').id)));

  routes.put('/sync/settings', ...write, async (c) => {
    const body = await readJson(c, SettingsBody);
    return c.json(signedIn(await sync.putPreferences(c.get('sessionHash'), body.settings)));
  });

  routes.get('/sync/commands', session, async (c) => c.json({ counts: await sync.getCommandCounts(c.get('account').id) }));

  routes.post('/sync/commands', ...write, async (c) => {
    const body = await readJson(c, CommandsBody);
    const { applied } = signedIn(await sync.addCommandCounts(c.get('sessionHash'), body.increments, body.batchId));
    return c.json({ ok: true, applied });
  });
  return routes;
}
