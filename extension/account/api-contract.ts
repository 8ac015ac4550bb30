/**
 * The one contract between the extension and our server (issue 32): each route the extension calls (and the one the
 * site's /auth page reads to know which extensions and providers it may talk to, and the one-note write beside the
 * batch the extension sends), with its
 * method, path, request body and answer as zod schemas, and the limits both sides keep. The extension's client
 * (account-api.ts, ai-access.ts) builds every request from `API_ROUTES` and parses every answer with its schema;
 * the server's routes import the limits, and its tests run the client against the real server, so an answer that
 * no longer matches what the extension reads fails there.
 *
 * Why zod schemas here rather than Hono's RPC client (`hc<AppType>`): its types come from the routes written as
 * one chained expression (ours are statements, so every route file would be rewritten), answers thrown as
 * `ApiError` stay untyped, and the extension's type checks would follow `AppType` into the server's code, with
 * Node's types, node:crypto and the storage. A schema is the type and a check that runs; zod is already in both
 * bundles; and this module imports nothing else, so neither context pulls in the other's code or types.
 */
import { z } from 'zod';

/**
 * What one batch of note backups may hold (POST of `API_ROUTES.putNotes`): notes, and the request's bytes as JSON,
 * the same as one note's own limit, so a note that fills it alone goes in a batch of its own.
 */
export const NOTE_BATCH_LIMITS = { notes: 100, bytes: 1024 * 1024 } as const;

/** What one batch of command counts may hold (POST of `API_ROUTES.addCounts`). */
export const COMMAND_BATCH_LIMITS = { commands: 200, perCommand: 10_000 } as const;

/**
 * What one account may keep on the server, checked in each write's own statement (a write past one is refused
 * with the server's sentence): notes (deleted ones included, so every device learns of the deletion), their bytes
 * (site and text, UTF-8), distinct command names counted, and settings (removed ones included).
 */
export const ACCOUNT_QUOTAS = {
  notes: 10_000,
  noteBytes: 50 * 1024 * 1024,
  commandNames: 1_000,
  settings: 1_000,
} as const;

/**
 * Bounds of the numbers and names a sync write may send: the highest note version a write may start from (the
 * next version must fit the server's 32-bit column), the longest command name, and the most a command's count
 * reaches (it stays there).
 */
export const SYNC_BOUNDS = { noteVersion: 2_147_483_646, commandName: 64, commandCount: 2_147_483_647 } as const;

/** What an AI chat or translation request may hold: messages per conversation, characters per text, page text shared. */
export const CHAT_LIMITS = { messages: 100, text: 20_000, context: 60_000, title: 500, url: 2_000 } as const;

/** The account a session belongs to (SPEC §3 identity account info). */
export const AccountProfile = z.object({ email: z.string(), name: z.string(), picture: z.string() });

/** The account a session belongs to. */
export type AccountProfile = z.infer<typeof AccountProfile>;

/** A note backup as the server keeps it; an empty content is a deleted note. */
export const ServerNote = z.object({
  site: z.string(),
  content: z.string(),
  version: z.number(),
  updatedAt: z.string(),
});

/** A note backup as the server keeps it. */
export type ServerNote = z.infer<typeof ServerNote>;

/** A note write: the site, its text (empty: deleted) and the version it was written over (0: a new note). */
export const NoteWrite = z.object({
  site: z.string(),
  content: z.string(),
  baseVersion: z.number().int().min(0).max(SYNC_BOUNDS.noteVersion),
});

/** A note write. */
export type NoteWrite = z.infer<typeof NoteWrite>;

/** What became of one note of a batch: saved, refused because another device wrote first (`current`), or refused. */
export const NoteResult = z.union([
  z.object({ site: z.string(), note: ServerNote }),
  z.object({ site: z.string(), current: ServerNote.nullable() }),
  z.object({ site: z.string(), error: z.string() }),
]);

/** What became of one note of a batch. */
export type NoteResult = z.infer<typeof NoteResult>;

/** Settings by key, each with when it was written (last writer wins per key); a null value is a removed setting. */
export const SettingEntries = z.record(z.string(), z.object({ value: z.unknown(), at: z.number() }));

/** Settings by key, each with when it was written. */
export type SettingEntries = z.infer<typeof SettingEntries>;

/** A short-lived Google access token and the scopes it carries. */
export const GoogleToken = z.object({ accessToken: z.string(), expiresAt: z.string(), scopes: z.array(z.string()) });

/** A short-lived Google access token. */
export type GoogleToken = z.infer<typeof GoogleToken>;

/** A Slack access token, with the workspace it posts to. */
export const SlackToken = z.object({
  accessToken: z.string(),
  expiresAt: z.string(),
  teamId: z.string(),
  teamName: z.string(),
  scopes: z.array(z.string()),
});

/** A Slack access token, with the workspace it posts to. */
export type SlackToken = z.infer<typeof SlackToken>;

/** What is left of the AI plan today; limit and left are null when unlimited (Pro). */
export const ChatQuota = z.object({
  plan: z.string().max(20),
  limit: z.number().int().nullable(),
  left: z.number().int().nullable(),
});

/** What is left of the AI plan today. */
export type ChatQuota = z.infer<typeof ChatQuota>;

/** A refusal: the server's own sentence, and `reconnect` when the person must connect the provider again. */
export const ErrorAnswer = z.object({ error: z.string(), reconnect: z.boolean().optional() });

/** The Google access a command asks for when it first needs it (the server's `grant`). */
export const GoogleGrant = z.enum(['gmail', 'calendar']);

/** The Google access a command asks for. */
export type GoogleGrant = z.infer<typeof GoogleGrant>;

/** An answer the extension reads nothing of but its status. */
const Done = z.unknown();
const ConsentStart = z.object({ url: z.string(), state: z.string() });

/**
 * What the /auth page may talk to (issue 33): the extension ids it hands flows to (EXTENSION_ORIGINS) and the
 * authorization endpoints it may send the person to (null: that provider is off or cannot be reached now).
 */
export const AuthConfig = z.object({
  extensionIds: z.array(z.string()),
  signIn: z.object({ authorizeUrl: z.string(), local: z.boolean() }).nullable(),
  slack: z.object({ authorizeUrl: z.string() }).nullable(),
});

/** What the /auth page may talk to. */
export type AuthConfig = z.infer<typeof AuthConfig>;

/** One message of a conversation as the server takes it, with the page text shared with it. */
export const ChatMessage = z.object({
  role: z.enum(['user', 'assistant']),
  content: z.string().min(1).max(CHAT_LIMITS.text),
  context: z
    .object({
      source: z.enum(['selection', 'page']),
      title: z.string().max(CHAT_LIMITS.title),
      url: z.string().max(CHAT_LIMITS.url),
      text: z.string().min(1).max(CHAT_LIMITS.context),
    })
    .optional(),
});

/**
 * One of our server's routes: how to reach it (`path` takes the route's parameter), its JSON body (null: none) and
 * its JSON answer (null: a text/event-stream of `ai-events.ts`'s events, whose `quota` event is a `ChatQuota`).
 */
export interface ApiRoute<Arg = void> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  path: (arg: Arg) => string;
  body: z.ZodType | null;
  answer: z.ZodType | null;
}

const fixed = (path: string) => () => path;

/** Every route of our server the extension (or the /auth page) calls, and `putNote`, the one-note form of `putNotes`. */
export const API_ROUTES = {
  /** Read by the site's /auth page, not the extension. */
  authConfig: { method: 'GET', path: fixed('/api/auth/config'), body: null, answer: AuthConfig },
  /** The extension starts its own sign-in: its request's Origin names it, `extension` binds the hand-over to its verifier. */
  startSignIn: {
    method: 'POST',
    path: fixed('/api/auth/start'),
    body: z.object({
      redirectUri: z.string(),
      source: z.literal('extension'),
      extension: z.object({ state: z.string(), challenge: z.string() }),
    }),
    answer: ConsentStart,
  },
  exchangeHandOver: {
    method: 'POST',
    path: fixed('/api/auth/extension-token'),
    body: z.object({ code: z.string(), verifier: z.string() }),
    answer: z.object({ token: z.string(), expiresAt: z.string(), account: AccountProfile }),
  },
  me: { method: 'GET', path: fixed('/api/me'), body: null, answer: AccountProfile },
  logout: { method: 'POST', path: fixed('/api/logout'), body: z.object({}), answer: Done },
  deleteAccount: { method: 'DELETE', path: fixed('/api/me'), body: null, answer: Done },
  listNotes: {
    method: 'GET',
    path: (since?: string) => `/api/sync/notes${since ? `?since=${encodeURIComponent(since)}` : ''}`,
    body: null,
    answer: z.object({ notes: z.array(ServerNote), serverTime: z.string() }),
  },
  /**
   * One note's write, the note's own address (as `GET` reads it): answers 409 with `current` when another device
   * wrote first. No client of ours calls it since the extension sends its notes through `putNotes`, which writes
   * each one the same way; the server keeps it as the note's resource and types its answer with this entry.
   */
  putNote: {
    method: 'PUT',
    path: (site: string) => `/api/sync/notes/${encodeURIComponent(site)}`,
    body: NoteWrite.omit({ site: true }),
    answer: z.object({ note: ServerNote }),
  },
  /**
   * Up to NOTE_BATCH_LIMITS notes in one request, each written as `putNote` writes it, one after the other: the
   * answer has one result per note, in order (saved, written first by another device, or refused with a sentence).
   */
  putNotes: {
    method: 'POST',
    path: fixed('/api/sync/notes'),
    body: z.object({ notes: z.array(NoteWrite).min(1).max(NOTE_BATCH_LIMITS.notes) }),
    answer: z.object({ results: z.array(NoteResult) }),
  },
  getSettings: {
    method: 'GET',
    path: fixed('/api/sync/settings'),
    body: null,
    answer: z.object({ settings: SettingEntries }),
  },
  putSettings: {
    method: 'PUT',
    path: fixed('/api/sync/settings'),
    body: z.object({ settings: SettingEntries }),
    answer: z.object({ settings: SettingEntries }),
  },
  addCounts: {
    method: 'POST',
    path: fixed('/api/sync/commands'),
    body: z.object({
      increments: z.record(z.string(), z.number().int().min(1).max(COMMAND_BATCH_LIMITS.perCommand)),
      batchId: z.string().optional(),
    }),
    answer: z.object({ ok: z.literal(true), applied: z.boolean() }),
  },
  /**
   * Live sync (issue 38): a server-sent event stream that stays open while the extension is signed in. It opens with
   * `live` (the heartbeat's period), then sends `changed` when another device wrote this account's notes or
   * settings, and a comment line as a heartbeat; the server ends it when it stops (the extension reconnects).
   */
  syncStream: { method: 'GET', path: fixed('/api/sync/stream'), body: null, answer: null },
  googleToken: {
    method: 'POST',
    path: fixed('/api/tokens/google'),
    body: z.object({ grant: GoogleGrant }),
    answer: GoogleToken,
  },
  startGrant: {
    method: 'POST',
    path: fixed('/api/auth/start'),
    body: z.object({ redirectUri: z.string(), grant: GoogleGrant, source: z.literal('extension') }),
    answer: ConsentStart,
  },
  slackToken: { method: 'POST', path: fixed('/api/tokens/slack'), body: z.object({}), answer: SlackToken },
  startSlack: {
    method: 'POST',
    path: fixed('/api/slack/start'),
    body: z.object({ redirectUri: z.string() }),
    answer: ConsentStart,
  },
  finishSlack: {
    method: 'POST',
    path: fixed('/api/slack/callback'),
    body: z.object({ code: z.string(), state: z.string(), redirectUri: z.string() }),
    answer: z.object({ team: z.object({ id: z.string(), name: z.string() }) }),
  },
  disconnectSlack: { method: 'DELETE', path: fixed('/api/slack'), body: null, answer: Done },
  chatUsage: { method: 'GET', path: fixed('/api/chat/usage'), body: null, answer: ChatQuota },
  chat: {
    method: 'POST',
    path: fixed('/api/chat'),
    body: z.object({ messages: z.array(ChatMessage).min(1).max(CHAT_LIMITS.messages) }),
    answer: null,
  },
  translate: {
    method: 'POST',
    path: fixed('/api/translate'),
    body: z.object({ text: z.string().min(1).max(CHAT_LIMITS.text), target: z.string() }),
    answer: null,
  },
} as const satisfies Record<string, ApiRoute<never>>;

/**
 * What route `K` answers, as the server's route writes it (`c.json(value satisfies ApiAnswer<'me'>)`): a change of
 * shape on either side is a type error in the server's typecheck. An answer may carry fields the extension does not
 * read (the site's pages read them): the route then names it first (`const answer = {…}`), since `satisfies` refuses
 * unknown fields only in an object written in place.
 */
export type ApiAnswer<K extends keyof typeof API_ROUTES> = z.input<NonNullable<(typeof API_ROUTES)[K]['answer']>>;

/** The data of the live sync stream's events, by event name (`API_ROUTES.syncStream`). */
export const SYNC_STREAM_EVENTS = {
  live: z.object({ heartbeatSeconds: z.number().int().positive() }),
  changed: z.object({}),
} as const;

/** The answer to a note write that another device wrote first (409). */
export const NoteConflict = z.object({ current: ServerNote.nullable() });
