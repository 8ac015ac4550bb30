/** Native medians from `cargo bench --bench core` (criterion), for the native/WASM ratio. */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);
const estimates = (n: number) => new URL(`target/criterion/core/${n}/new/estimates.json`, root);
const cargo = (args: string[]) =>
  spawnSync('cargo', args, { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] }).status;

/** Builds the criterion bench once, so later per-size runs time only the core. */
export function buildNativeBench(): boolean {
  process.stderr.write('building cargo bench --bench core...\n');
  return cargo(['bench', '--bench', 'core', '--no-run']) === 0;
}

/**
 * Criterion's median (ms) for `n` visits. With `rerun` (or no stored estimate) criterion runs for
 * that size now, right before the WASM run of the same size, so both see the same machine load.
 * Null when criterion could not measure it.
 */
export function nativeMedian(n: number, rerun: boolean): number | null {
  if (rerun || !existsSync(estimates(n))) {
    process.stderr.write(`native: ${n} visits (criterion)...\n`);
    if (cargo(['bench', '--bench', 'core', '--', `^core/${n}$`]) !== 0) return null;
  }
  if (!existsSync(estimates(n))) return null;
  const json = JSON.parse(readFileSync(estimates(n), 'utf8')) as { median: { point_estimate: number } };
  return json.median.point_estimate / 1e6;
}
