import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changelogProblems, changelogSummary, latestChangelogVersion } from './changelog.mjs';

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

  it('gives the first paragraph of a version’s entry on one line, for the main page’s “what’s new”', () => {
    const changelog =
      '# Changelog\n\nIntro.\n\n## 1.2.0 (2026-12-01)\n\nFaster `/ss` and\na [new graph](docs/graph.md).\n\n- detail\n\n## 1.1.0\n\n- Timers.\n';
    expect(changelogSummary(changelog, '1.2.0')).toBe('Faster /ss and a new graph.');
    expect(changelogSummary(changelog, '1.1.0')).toBe('Timers.');
    expect(changelogSummary(changelog, '1.3.0')).toBeNull();
    expect(changelogSummary('## 1.0.0\n', '1.0.0')).toBeNull();
  });

  it('CHANGELOG.md starts with package.json’s version', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    const changelog = readFileSync(join(root, 'CHANGELOG.md'), 'utf8');
    expect(changelogProblems(changelog, version)).toEqual([]);
    expect(changelogSummary(changelog, version), 'the entry’s first paragraph, the “what’s new” line').toMatch(/\.$/);
  });
});
