import { describe, expect, it } from 'vitest';
import { freshDatabases } from '../../storage/fresh-databases';
import { saveSettings } from '../../storage/settings-store';
import { DEFAULT_SETTINGS } from '../../storage/tracking-settings';
import { readLocalSettings } from '../../sync/local-settings';
import { MAIN_COPY } from './main-copy';

const db = freshDatabases();

/** Per kind of synced setting key (its part before "." or ":"), the words the main page's data sentence uses for it. */
const WORDS: Record<string, string> = {
  tracking: 'settings (those below included)',
  bar: 'settings',
  customCommands: 'custom commands',
  limit: 'limits',
  block: 'blocks',
};

describe("the main page's data sentence", () => {
  it('names every kind of setting that syncs, and that sites are named', async () => {
    await saveSettings(db.tracker(), { ...DEFAULT_SETTINGS, categories: { 'news.example': 'social' } });
    await db.tracker().settings.put({ key: 'customCommands', value: [] });
    await db.tools().settings.put({ key: 'sideBar', value: true });
    await db.tools().limits.put({ site: 'video.example', minutes: 30 });
    await db.tools().blocks.put({ site: 'games.example', blockedAt: 1 });
    const kinds = new Set(
      Object.keys(await readLocalSettings(db.tools(), db.tracker())).map((key) => key.split(/[.:]/)[0]!),
    );
    expect([...kinds].sort()).toEqual(Object.keys(WORDS).sort());
    for (const kind of kinds) expect(MAIN_COPY.privacy).toContain(WORDS[kind]);
    expect(MAIN_COPY.privacy).toContain('notes');
    expect(MAIN_COPY.privacy).toContain('command counts');
    expect(MAIN_COPY.privacy).toContain('sync through our server');
    expect(MAIN_COPY.privacy).toContain('name their sites');
  });
});
