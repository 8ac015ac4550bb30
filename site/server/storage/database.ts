import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { migrateToLatest } from './migrations';
import { pgliteDialect } from './pglite-dialect';
import { preparedStatements } from './prepared-pool';
import type { Schema } from './schema';

/** Which SQL engine backs the store; reported by /api/health. */
export type DatabaseKind = 'pglite' | 'postgres';

/** An open, migrated database with a typed query builder. */
export interface Database {
  db: Kysely<Schema>;
  kind: DatabaseKind;
  /** The migrations this process applied when it opened the database (none when it was up to date). */
  migrationsApplied: string[];
  /** Resolves after a real round trip to the engine; rejects when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** Where the data lives: a PostgreSQL URL wins over the embedded PGlite directory. */
export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string;
  poolMax?: number;
  /** The key stored tokens are sealed with (TOKEN_ENCRYPTION_KEY), for a migration that re-seals them. */
  tokenKey?: Buffer | null;
  /**
   * Benchmarks only (startServer's `withoutLimits`): every connection sets `intently.limits = off`, which the
   * quota triggers (migration 008) read to skip their checks. No setting of the environment turns this on.
   */
  withoutQuotas?: boolean;
}

const PING_TIMEOUT_MS = 3000;

/** Opens PostgreSQL (when databaseUrl is set) or embedded PGlite in dataDir, then runs migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const { db, kind, closeEngine } = await connect(options);
  let migrationsApplied: string[];
  try {
    migrationsApplied = await migrateToLatest(db, { tokenKey: options.tokenKey ?? null });
  } catch (error) {
    await db.destroy().finally(closeEngine);
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The database at ${describeLocation(options)} could not be opened: ${reason}`, { cause: error });
  }
  const ping = async () => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The database did not answer within 3 seconds.')), PING_TIMEOUT_MS);
    });
    try {
      await Promise.race([sql`select 1`.execute(db), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
  return { db, kind, migrationsApplied, ping, close: () => db.destroy().finally(closeEngine) };
}

/** Where the data lives, for messages; a password in the URL is never printed. */
export function describeLocation(options: DatabaseOptions): string {
  if (!options.databaseUrl) return options.dataDir;
  try {
    const url = new URL(options.databaseUrl);
    if (url.password) url.password = '***';
    return url.toString();
  } catch {
    return 'DATABASE_URL (not a valid URL)';
  }
}

async function connect(options: DatabaseOptions) {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 20,
      connectionTimeoutMillis: PING_TIMEOUT_MS,
      ...(options.withoutQuotas ? { options: '-c intently.limits=off' } : {}),
    });
    // An idle client dropped by the server must not crash the process; the next query reconnects.
    pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
    const db = new Kysely<Schema>({ dialect: new PostgresDialect({ pool: preparedStatements(pool) }) });
    return { db, kind: 'postgres' as const, closeEngine: async () => {} };
  }
  mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create(options.dataDir);
  if (options.withoutQuotas) await pglite.exec(`set intently.limits = 'off'`);
  const db = new Kysely<Schema>({ dialect: pgliteDialect(pglite) });
  return { db, kind: 'pglite' as const, closeEngine: () => pglite.close() };
}
