import type { HttpBindings } from '@hono/node-server';
import { RESPONSE_ALREADY_SENT } from '@hono/node-server/utils/response';
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ACCOUNT_QUOTAS,
  COMMAND_BATCH_LIMITS,
  NOTE_BATCH_LIMITS,
  SYNC_BOUNDS,
  type ApiAnswer,
  type ErrorAnswer,
  type NoteConflict,
  type NoteResult,
} from '../../../extension/account/api-contract';
import type { AppDeps, AppEnv } from '../app-env';
import { ApiError } from '../http/api-error';
import { limitBody, NOTE_BODY_LIMIT, SETTINGS_BODY_LIMIT } from '../http/body-size';
import { readJson } from '../http/json-body';
import { requireSession, SIGN_IN_REQUIRED } from '../http/require-session';
import { assertStorableText } from '../http/storable-text';
import type { AccountQuota } from '../storage/account-quota';
import { writerOf } from '../storage/change-feed';
import { liveStreams } from './live-streams';

const MAX_SITE_LENGTH = 2048;
const { commands: MAX_COMMANDS_PER_BATCH, perCommand: MAX_INCREMENT } = COMMAND_BATCH_LIMITS;
const COMMAND_NAME = new RegExp(`^/?[\\w-]{1,${SYNC_BOUNDS.commandName}}$`);
const count = (n: number) => n.toLocaleString('en-US');

const MAX_SETTINGS = ACCOUNT_QUOTAS.settings;

/** What the extension shows (the sync status line) when a write would pass one of the account's quotas. */
export const QUOTA_SENTENCES: Record<Exclude<AccountQuota, 'settings'>, string> = {
  notes: `Your account already keeps ${count(ACCOUNT_QUOTAS.notes)} notes (deleted ones included), the most it can; this note stays on this device only.`,
  noteBytes: `Your notes would take more than ${ACCOUNT_QUOTAS.noteBytes / (1024 * 1024)} MB on the server, the most an account can keep; this note stays on this device only until you shorten or empty other notes.`,
  commandNames: `Your account already counts ${count(ACCOUNT_QUOTAS.commandNames)} different commands, the most it can; these command counts were not kept.`,
};
const MAX_SETTING_KEY = 200;
const MAX_SETTING_BYTES = 64 * 1024;
/** A device clock this far ahead would make its settings win over every later write: refused. */
const MAX_CLOCK_AHEAD_MS = 24 * 60 * 60 * 1000;

const NoteBody = z.object({
  content: z.string({ error: 'Send the note as text in the "content" field.' }),
  baseVersion: z
    .number({ error: 'Send "baseVersion" as a number: the version you last read, or 0 for a new note.' })
    .int('"baseVersion" must be a whole number.')
    .min(0, '"baseVersion" must be 0 or more.')
    .max(
      SYNC_BOUNDS.noteVersion,
      `"baseVersion" must be at most ${SYNC_BOUNDS.noteVersion}: the version you last read.`,
    ),
});

const NOTE_SHAPE = 'like {"notes": [{"site": "example.com", "content": "the text", "baseVersion": 0}]}';
const NotesBody = z.object({
  notes: z
    .array(
      NoteBody.extend({
        site: z.string({ error: `Send each note's site as text in its "site" field, ${NOTE_SHAPE}.` }),
      }),
      { error: `Send the notes as a list in the "notes" field, ${NOTE_SHAPE}.` },
    )
    .min(1, `Send at least one note in the "notes" field, ${NOTE_SHAPE}.`)
    .max(NOTE_BATCH_LIMITS.notes, `Send at most ${NOTE_BATCH_LIMITS.notes} notes per batch.`),
});

/** Why the site of a note write cannot be stored, or null when it can. */
function siteRefusal(raw: string): string | null {
  try {
    siteParam(raw);
    return null;
  } catch (error) {
    if (error instanceof ApiError) return error.message;
    throw error;
  }
}

const SETTING_SHAPE =
  'Each setting must be {"value": <any JSON, null for a removed setting>, "at": <when it was written, in milliseconds since 1970>}.';
const SettingEntry = z.object(
  {
    value: z.unknown().nonoptional({ error: SETTING_SHAPE }),
    at: z
      .number({ error: SETTING_SHAPE })
      .int('"at" must be a whole number of milliseconds since 1970.')
      .min(0, '"at" must be a whole number of milliseconds since 1970.')
      .refine(
        (at) => at <= Date.now() + MAX_CLOCK_AHEAD_MS,
        '"at" is more than a day ahead of the server\'s clock; check the date and time of this device.',
      ),
  },
  { error: SETTING_SHAPE },
);
const SettingsBody = z.object({
  settings: z
    .record(z.string(), SettingEntry, {
      error:
        'Send the settings as a JSON object in the "settings" field, like {"settings": {"theme": {"value": "dark", "at": 1767225600000}}}.',
    })
    .refine((s) => Object.keys(s).length <= MAX_SETTINGS, `Send at most ${MAX_SETTINGS} settings at once.`)
    .refine(
      (s) => Object.keys(s).every((key) => key.length >= 1 && key.length <= MAX_SETTING_KEY),
      `Each setting name must be 1 to ${MAX_SETTING_KEY} characters.`,
    )
    .refine(
      (s) => Object.values(s).every(({ value }) => Buffer.byteLength(JSON.stringify(value)) <= MAX_SETTING_BYTES),
      `Each setting's value must be at most ${MAX_SETTING_BYTES / 1024} KB as JSON.`,
    ),
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
    .refine(
      (r) => Object.keys(r).every((name) => COMMAND_NAME.test(name)),
      `Each command name must be 1 to ${SYNC_BOUNDS.commandName} letters, digits, - or _, optionally starting with /.`,
    )
    .refine(
      (r) => Object.keys(r).length <= MAX_COMMANDS_PER_BATCH,
      `Send at most ${MAX_COMMANDS_PER_BATCH} commands per batch.`,
    ),
  batchId: z
    .string({ error: 'Send "batchId" as text.' })
    .regex(/^[\w-]{8,100}$/, '"batchId" must be 8 to 100 letters, digits, - or _.')
    .optional(),
});

function siteParam(raw: string): string {
  if (raw.length === 0 || raw.length > MAX_SITE_LENGTH) {
    throw new ApiError(400, `The site must be 1 to ${MAX_SITE_LENGTH} characters.`);
  }
  assertStorableText(raw, 'The site');
  return raw;
}

function sinceParam(raw: string | undefined): Date | undefined {
  if (raw === undefined) return undefined;
  const since = new Date(raw);
  if (!/^\d{4}-\d\d-\d\dT/.test(raw) || Number.isNaN(since.getTime())) {
    throw new ApiError(
      400,
      '"since" must be a date and time in ISO 8601, like 2026-01-31T12:00:00.000Z: the serverTime of your last pull.',
    );
  }
  return since;
}

/** A write's result, or 401 when the account was deleted while the request was on its way. */
function signedIn<T>(result: T | null): T {
  if (result === null) throw new ApiError(401, SIGN_IN_REQUIRED);
  return result;
}

/**
 * Extension sync for the signed-in account (session cookie or bearer token): note backups (versioned),
 * settings (the later write wins per key) and command counts (idempotent batches).
 */
export function syncRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const read = requireSession(deps, 'read');
  const write = requireSession(deps, 'write');
  const { sync } = deps.storage;

  /** Tells other devices of the account (any server process) that its notes or settings changed; the write stands if this fails. */
  const announce = (c: Context<AppEnv>) =>
    deps.storage.changes
      .publish(c.get('account').id, writerOf(c.get('sessionHash')))
      .catch((error: unknown) =>
        console.error(
          `Live sync could not announce a change: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );

  const streams = liveStreams(deps.storage.changes);
  routes.get('/sync/stream', read, (c) => {
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    if (!outgoing)
      throw new Error('The live sync stream is written to a Node response: serve the app with startServer.');
    // The headers every middleware set (security, CORS, no-store) plus the stream's own; Hono writes nothing more.
    const { headers } = c.body(null, 200, { 'Content-Type': 'text/event-stream' });
    streams.open(outgoing, Object.fromEntries(headers), c.get('account').id, writerOf(c.get('sessionHash')));
    // The Node adapter writes nothing for this answer (made when the module loaded, before serve() replaced the
    // global Response); no middleware may add a header after the handler (request-log.ts sets its id before).
    return RESPONSE_ALREADY_SENT;
  });

  routes.get('/sync/notes', read, async (c) =>
    c.json(
      (await sync.pullNotes(c.get('account').id, sinceParam(c.req.query('since')))) satisfies ApiAnswer<'listNotes'>,
    ),
  );
  routes.get('/sync/notes/:site', read, async (c) => {
    const note = await sync.getNote(c.get('account').id, siteParam(c.req.param('site')));
    if (!note) throw new ApiError(404, 'No note is stored for this site yet.');
    return c.json({ note });
  });
  /** Writes one note over `baseVersion`: saved, refused for another device's write (its current note), or a quota's sentence. */
  const writeNote = async (
    c: Context<AppEnv>,
    site: string,
    content: string,
    baseVersion: number,
  ): Promise<z.input<typeof NoteResult>> => {
    const result = signedIn(await sync.putNote(c.get('account').id, site, content, baseVersion));
    if (!result.ok && 'quota' in result) return { site, error: QUOTA_SENTENCES[result.quota] };
    return result.ok ? { site, note: result.note } : { site, current: result.current };
  };
  routes.put('/sync/notes/:site', limitBody(NOTE_BODY_LIMIT), write, async (c) => {
    const site = siteParam(c.req.param('site'));
    const body = await readJson(c, NoteBody);
    const result = await writeNote(c, site, body.content, body.baseVersion);
    if ('error' in result) throw new ApiError(403, result.error);
    if ('current' in result) {
      return c.json(
        {
          error: 'This note changed on another device; merge it with the current version and save again.',
          current: result.current,
        } satisfies z.input<typeof NoteConflict> & z.input<typeof ErrorAnswer>,
        409,
      );
    }
    await announce(c);
    return c.json({ note: result.note } satisfies ApiAnswer<'putNote'>);
  });
  // A batch (the extension's way): each note written as the PUT above writes it, one after the other, so a refused
  // note (its site, a quota, another device's write) is that note's result and the others are still written.
  routes.post('/sync/notes', limitBody(NOTE_BODY_LIMIT), write, async (c) => {
    const { notes } = await readJson(c, NotesBody);
    const results: ApiAnswer<'putNotes'>['results'] = [];
    for (const { site, content, baseVersion } of notes) {
      const refusal = siteRefusal(site);
      results.push(refusal ? { site, error: refusal } : await writeNote(c, site, content, baseVersion));
    }
    if (results.some((result) => 'note' in result)) await announce(c);
    return c.json({ results } satisfies ApiAnswer<'putNotes'>);
  });
  routes.get('/sync/settings', read, async (c) =>
    c.json({ settings: await sync.getSettings(c.get('account').id) } satisfies ApiAnswer<'getSettings'>),
  );
  routes.put('/sync/settings', limitBody(SETTINGS_BODY_LIMIT), write, async (c) => {
    const body = await readJson(c, SettingsBody);
    const result = signedIn(await sync.putSettings(c.get('account').id, body.settings));
    if (!result.ok) {
      throw new ApiError(
        400,
        `An account keeps at most ${MAX_SETTINGS} settings (removed ones included), and this write would make it ${result.wouldHave}.`,
      );
    }
    await announce(c);
    return c.json({ settings: result.settings } satisfies ApiAnswer<'putSettings'>);
  });
  routes.get('/sync/commands', read, async (c) => c.json({ counts: await sync.getCommandCounts(c.get('account').id) }));
  routes.post('/sync/commands', write, async (c) => {
    const body = await readJson(c, CommandsBody);
    const result = signedIn(await sync.addCommandCounts(c.get('account').id, body.increments, body.batchId));
    if ('quota' in result) throw new ApiError(403, QUOTA_SENTENCES[result.quota]);
    return c.json({ ok: true, applied: result.applied } satisfies ApiAnswer<'addCounts'>);
  });
  return routes;
}
