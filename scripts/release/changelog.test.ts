import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogProblems, latestChangelogVersion } from './changelog.mjs';

const root = join(import.meta.dirname, '..', '..');

describe('the changelog', () => {
  it('reads the first release heading’s version', () => {
    expect(latestChangelogVersion('# Changelog\n\nIntro.\n\n## 1.2.0 (2026-12-01)\n\n## 1.1.0\n')).toBe('1.2.0');
    expect(latestChangelogVersion('## [0.3.0-beta.1]\n')).toBe('0.3.0-beta.1');
    expect(latestChangelogVersion('# Changelog\n\nNothing yet.\n')).toBeNull();
  });

  it('names a changelog that starts with another version, or with none', () => {
    expect(changelogProblems('## 1.1.0\n', '1.2.0')).toEqual([
      'CHANGELOG.md starts with 1.1.0 but package.json\'s version is 1.2.0: add a "## 1.2.0" section at the top, or set the version.',
    ]);
    expect(changelogProblems('# Changelog\n', '1.2.0')).toEqual([
      'CHANGELOG.md has no release heading: start it with "## 1.2.0" and what this release brings.',
    ]);
  });

  it('CHANGELOG.md starts with package.json’s version', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    expect(changelogProblems(readFileSync(join(root, 'CHANGELOG.md'), 'utf8'), version)).toEqual([]);
  });
});
