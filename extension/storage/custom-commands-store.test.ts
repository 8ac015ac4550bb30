import { describe, expect, it } from 'vitest';
import { loadCustomCommands, saveCustomCommands, type CustomCommand } from './custom-commands-store';
import { freshDatabases } from './fresh-databases';

const db = freshDatabases();
const wiki: CustomCommand = {
  name: '/wiki',
  description: 'Search Wikipedia',
  kind: 'url',
  url: 'https://en.wikipedia.org/wiki/{query}',
};
const focus: CustomCommand = {
  name: '/focus',
  description: 'Focus',
  kind: 'chain',
  steps: [{ command: '/timer', arg: '25' }],
};

describe('custom commands in the settings table', () => {
  it('round-trips them in order, as a setting that export and import carry', async () => {
    await saveCustomCommands(db.tracker(), [wiki, focus]);
    expect(await loadCustomCommands(db.tracker())).toEqual([wiki, focus]);
    expect(await db.tracker().settings.get('customCommands')).toEqual({ key: 'customCommands', value: [wiki, focus] });
  });

  it.each([
    ['nothing stored', undefined, []],
    ['a value that is no list', 'oops', []],
    ['one entry of the wrong shape among good ones', [wiki, { name: '/x', kind: 'url' }, focus], [wiki, focus]],
  ])('reads %s as what it can', async (_what, value, expected) => {
    if (value !== undefined) await db.tracker().settings.put({ key: 'customCommands', value });
    expect(await loadCustomCommands(db.tracker())).toEqual(expected);
  });
});
