/**
 * A fresh, empty PGlite data directory for a test or a benchmark, made without PGlite's initdb: initdb in WASM takes
 * 2.5 to 5 CPU-seconds, so one initialised directory is kept across runs (node_modules/.cache) and copied for each
 * server, which then only migrates it. Vitest's server tests, the end-to-end tests' servers and the benches share it.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';

const TEMPLATE_DIR = resolve('node_modules/.cache/intently-pglite-template');

async function pgliteTemplate(): Promise<string> {
  if (existsSync(join(TEMPLATE_DIR, 'PG_VERSION'))) return TEMPLATE_DIR;
  mkdirSync(dirname(TEMPLATE_DIR), { recursive: true });
  const dir = mkdtempSync(`${TEMPLATE_DIR}-`); // same file system, so the rename below is atomic
  const pglite = await PGlite.create(dir);
  await pglite.close();
  try {
    renameSync(dir, TEMPLATE_DIR);
  } catch {
    rmSync(dir, { recursive: true, force: true }); // a parallel worker won the race; use its copy
  }
  return TEMPLATE_DIR;
}

/** A fresh, empty PGlite data directory in the temporary folder, its name starting with `prefix`. */
export async function freshPgliteDir(prefix = 'intently-pglite-'): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  cpSync(await pgliteTemplate(), dataDir, { recursive: true });
  return dataDir;
}
