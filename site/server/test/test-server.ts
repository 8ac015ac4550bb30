import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { newSessionToken } from '../auth/session-token';
import type { DatabaseKind } from '../storage/database';
import type { Storage } from '../storage/storage';
import { startServer, type RunningServer } from '../start-server';
import { freshPgliteDir } from './pglite-template';
import type {} from './postgres-global-setup';

/** Both storage engines; storage tests run once per engine. */
export const ENGINES: DatabaseKind[] = ['pglite', 'postgres'];

/** A running test server on its own empty database. */
export interface TestServer extends RunningServer {
  /** Origin the server trusts by default (its own). */
  origin: string;
}

/** Creates an empty PostgreSQL database on the test cluster and returns its URL and a dropper. */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('postgresUrl');
  const name = `intently_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client(adminUrl);
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client(adminUrl);
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Starts the real server on port 0 with a fresh database of the given engine; limits off unless env sets them. */
export async function startTestServer(
  engine: DatabaseKind,
  env: NodeJS.ProcessEnv = {},
  siteDir = '/nonexistent',
): Promise<TestServer> {
  const dataDir = engine === 'pglite' ? await freshPgliteDir() : ''; // PostgreSQL keeps nothing in a data directory
  const postgres = engine === 'postgres' ? await createPostgresDatabase() : undefined;
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    siteDir,
    dataDir,
    databaseUrl: postgres?.url,
    env: {
      RATE_LIMIT_WAITLIST_PER_MINUTE: '0',
      RATE_LIMIT_AUTH_PER_MINUTE: '0',
      RATE_LIMIT_API_PER_MINUTE: '0',
      RATE_LIMIT_PAGE_VIEW_PER_MINUTE: '0',
      RATE_LIMIT_STATS_PER_MINUTE: '0',
      ...env,
    },
    log: () => {},
  });
  return {
    ...server,
    origin: server.url,
    async close() {
      await server.close();
      await postgres?.drop();
      if (dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits for the next clock minute when the current one ends within 10 s, so the requests of a rate-limit
 * test fall in one fixed window.
 */
export async function waitOutMinuteEnd(): Promise<void> {
  const left = 60_000 - (Date.now() % 60_000);
  if (left < 10_000) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Creates an account (or finds it by `subject`) with a new live session directly in `storage`; the session's token. */
export async function sessionTokenIn(storage: Storage, subject: string): Promise<string> {
  const account = await storage.accounts.upsert({
    subject,
    email: `${subject}@example.com`,
    name: subject,
    picture: '',
    refreshToken: null,
  });
  const session = newSessionToken();
  await storage.accounts.createSession(account.id, session.hash, new Date(Date.now() + 3_600_000));
  return session.token;
}

/** Creates an account with a live session directly in storage and returns its cookie header. */
export async function signInDirectly(server: RunningServer, subject: string): Promise<string> {
  return `intently_session=${await sessionTokenIn(server.storage, subject)}`;
}

/** A JSON response as tests read it. */
export interface ApiResponse {
  status: number;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whichever fields they assert on; expect() checks them
  body: any;
  headers: Headers;
}

/**
 * Calls the server like a browser on the site would: JSON body, Origin of the server, optional cookie;
 * or, with `bearer`, like the extension: the session token in `Authorization: Bearer`.
 */
export async function api(
  server: TestServer,
  path: string,
  init: {
    method?: string;
    body?: unknown;
    rawBody?: string;
    cookie?: string;
    bearer?: string;
    origin?: string | null;
    contentType?: string;
  } = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = {};
  const body = init.rawBody ?? (init.body === undefined ? undefined : JSON.stringify(init.body));
  if (body !== undefined) headers['content-type'] = init.contentType ?? 'application/json';
  if (init.cookie) headers.cookie = init.cookie;
  if (init.bearer) headers.authorization = `Bearer ${init.bearer}`;
  if (init.origin !== null) headers.origin = init.origin ?? server.origin;
  const response = await fetch(server.url + path, {
    method: init.method ?? (body === undefined ? 'GET' : 'POST'),
    headers,
    body,
  });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON (site pages); tests read the text
  }
  return { status: response.status, body: parsed, headers: response.headers };
}
