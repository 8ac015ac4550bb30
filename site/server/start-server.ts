import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { createLocalIdentityProvider } from './auth/local-identity-provider';
import { createOidcClient } from './auth/oidc-client';
import { loadConfig } from './config';
import { SITE_NOT_BUILT } from './routes/site-routes';
import { migrationLine } from './storage/migrations';
import { openStorage, type Storage } from './storage/storage';

/** Overrides for the environment's configuration (see .env.example); tests pass their own env. */
export interface StartServerOptions {
  port?: number;
  host?: string;
  siteDir?: string;
  dataDir?: string;
  databaseUrl?: string;
  /** Environment to read the rest of the configuration from; defaults to process.env. */
  env?: NodeJS.ProcessEnv;
  /** Where start-up notices go; defaults to console.warn. */
  log?: (line: string) => void;
  /** Where each request's JSON log line goes (main.ts: stdout); unset, none is written (tests). */
  requestLog?: (line: string) => void;
  /**
   * Benchmarks only (benches/api-server.ts): no rate limit, plan limit or account quota, so `bench:api` measures
   * what they cost. No setting of the environment turns this on, and main.ts never does.
   */
  withoutLimits?: boolean;
}

/** A running server. */
export interface RunningServer {
  url: string;
  storage: Storage;
  /** Stops accepting connections, lets requests in flight finish, then closes the database. */
  close(): Promise<void>;
}

/** The grace period: close() cuts the connections still open this long after SIGTERM (docs/deploying.md). */
const FORCE_CLOSE_MS = 5000;
/** While draining, how often connections that went idle are closed. */
const IDLE_SWEEP_MS = 50;

/** The origins a browser uses for this server when it is reached directly: its address, 127.0.0.1 and localhost. */
function listeningOrigins(host: string, port: number): string[] {
  const hosts = new Set(['127.0.0.1', 'localhost']);
  // A wildcard address is not a host a browser can name; the loopback names cover the local machine.
  if (!['0.0.0.0', '[::]'].includes(host)) hosts.add(host);
  return [...hosts].map((name) => `http://${name}:${port}`);
}

/** Opens storage (PGlite in dataDir, or PostgreSQL), runs migrations, and serves /api/* and the built site. */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const log = options.log ?? ((line: string) => console.warn(line));
  const { config: fromEnv, notices } = loadConfig(options.env ?? process.env);
  const config = {
    ...fromEnv,
    port: options.port ?? fromEnv.port,
    host: options.host ?? fromEnv.host,
    siteDir: options.siteDir ?? fromEnv.siteDir,
    dataDir: options.dataDir ?? fromEnv.dataDir,
    databaseUrl: options.databaseUrl ?? fromEnv.databaseUrl,
    ...(options.withoutLimits && {
      rateLimits: { waitlistPerMinute: 0, authPerMinute: 0, apiPerMinute: 0, pageViewPerMinute: 0, statsPerMinute: 0 },
      googleTokensPerHour: 0,
      chat: { ...fromEnv.chat, messagesPerDay: 0 },
    }),
  };
  const storage = await openStorage({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    poolMax: config.pgPoolMax,
    tokenKey: config.tokenKey,
    withoutQuotas: options.withoutLimits,
    firestoreProjectId: config.firestoreProjectId,
  });
  notices.unshift(migrationLine(storage.migrationsApplied));
  if (!existsSync(join(config.siteDir, 'index.html'))) notices.push(SITE_NOT_BUILT);
  for (const notice of notices) log(notice);

  const localSignIn = config.localSignIn ? createLocalIdentityProvider(config.localSignIn) : null;
  const google = config.oidc ? createOidcClient(config.oidc) : null;
  const identity = google ?? localSignIn;
  const allowedOrigins = [...config.allowedOrigins];
  const app = createApp({
    config: { ...config, allowedOrigins },
    storage,
    identity,
    localSignIn,
    google,
    requestLog: options.requestLog,
  });
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const s = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, () => resolve(s));
    s.once('error', reject);
  }).catch(async (error: Error) => {
    await storage.close();
    throw new Error(`The server could not listen on ${config.host}:${config.port}: ${error.message}`);
  });
  const { port } = server.address() as AddressInfo;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  // Without PUBLIC_ORIGIN the listening address is allowed, whose port is known only now (PORT=0). This runs
  // before the first request is read: the listen callback and the code after it come before any connection.
  if (!config.publicOrigin) allowedOrigins.push(...listeningOrigins(host, port));

  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    storage,
    close: () =>
      (closing ??= (async () => {
        // Live sync streams never end by themselves: end them first, so they do not hold the drain.
        storage.changes.endAll();
        await new Promise<void>((resolve) => {
          const force = setTimeout(
            () => ('closeAllConnections' in server ? server.closeAllConnections() : undefined),
            FORCE_CLOSE_MS,
          );
          // A kept-alive connection whose response ends while draining (a /chat stream) would otherwise stay open
          // until its keep-alive timeout (5 s) and hold the exit back: close each one as soon as it is idle.
          const sweep = setInterval(
            () => ('closeIdleConnections' in server ? server.closeIdleConnections() : undefined),
            IDLE_SWEEP_MS,
          );
          server.close(() => {
            clearTimeout(force);
            clearInterval(sweep);
            resolve();
          });
          if ('closeIdleConnections' in server) server.closeIdleConnections();
        });
        await storage.close();
      })()),
  };
}
