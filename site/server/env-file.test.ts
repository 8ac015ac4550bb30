import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { withEnvFile } from './env-file';

describe('withEnvFile', () => {
  const dir = mkdtempSync(join(tmpdir(), 'intently-env-'));
  const path = join(dir, '.env');
  writeFileSync(path, '# comment\nPORT=4000\nGOOGLE_CLIENT_ID="from-file"\nEMPTY=\n');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([
    ['fills in what the environment lacks', {}, { PORT: '4000', GOOGLE_CLIENT_ID: 'from-file' }],
    ['lets the real environment win', { PORT: '5000' }, { PORT: '5000', GOOGLE_CLIENT_ID: 'from-file' }],
  ])('%s', (_, env, expected) => {
    expect(withEnvFile(env, path)).toMatchObject(expected);
  });

  it('leaves the environment alone without a file', () => {
    const env = { PORT: '1' };
    expect(withEnvFile(env, join(dir, 'missing'))).toBe(env);
  });
});
