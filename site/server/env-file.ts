import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

/** The environment with values from a `.env` file filled in where the real environment has none (it wins). */
export function withEnvFile(env: NodeJS.ProcessEnv, path: string): NodeJS.ProcessEnv {
  if (!existsSync(path)) return env;
  const fromFile = parseEnv(readFileSync(path, 'utf8'));
  return { ...fromFile, ...env };
}
