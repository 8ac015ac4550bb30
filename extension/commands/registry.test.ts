import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { alarmOwner, callTable, inPageState, runCall } from '../background/command-tables';
import { BUILT_IN } from '../command-bar/catalog';
import { commandPanel } from '../command-bar/command-panel';
import { freshDatabases } from '../storage/fresh-databases';
import { COMMANDS, findCommand, loadBackgrounds } from './index';
import type { CommandDeps } from './define-background';
import type { CommandContext, CommandDefinition } from './define-command';
import type { InPageOf } from './define-widget';
import type intentlyBackground from './intently/intently-background';
import type noteBackground from './note/note-background';
import { PANELS } from './panels';
import type timerBackground from './timer/timer-background';

const all = COMMANDS as readonly CommandDefinition[];
const db = freshDatabases();
const deps = (): CommandDeps => ({
  api: {} as never,
  tools: db.tools(),
  tracker: db.tracker(),
  account: {} as never,
  google: {} as never,
  slack: {} as never,
  now: () => 1_000,
  trail: async () => [],
  refreshInPage: async () => undefined,
  refreshShownTabs: async () => undefined,
  guardTab: async () => false,
});

describe('the registry (one folder per command, every table derived from it)', () => {
  it.each(all.map((c) => [c.name, c] as const))(
    '%s has a name, a description and a way to show it',
    (name, command) => {
      expect(name).toMatch(/^\/[a-z]+$/);
      expect(command.description.length).toBeGreaterThan(5);
      // The bar's router finds a panel, a run-at-once panel or the sign-in note for every built-in.
      expect(() =>
        commandPanel(
          BUILT_IN.find((c) => c.name === name)!,
          [],
        ),
      ).not.toThrow();
      if (!command.run || command.needsAccount) expect(PANELS).toHaveProperty(name);
    },
  );

  it('names every command and alias once', () => {
    const names = all.flatMap((c) => [c.name, ...(c.aliases ?? [])]);
    expect(new Set(names).size).toBe(names.length);
    for (const alias of all.flatMap((c) => c.aliases ?? [])) expect(findCommand(alias)?.aliases).toContain(alias);
  });

  it('derives the catalog from the registry, in its order', () => {
    expect(BUILT_IN.map((c) => c.name)).toEqual(all.map((c) => c.name));
  });

  it('fails on a command missing its panel, and on two commands declaring one call', () => {
    const bare: CommandDefinition = { name: '/bare', description: 'Has neither a panel nor run' };
    expect(() => commandPanel({ name: bare.name, description: bare.description, definition: bare }, [])).toThrow(
      '/bare has no panel.',
    );
    const twice = { calls: { loadNote: { args: {} as never, run: async () => undefined } } };
    expect(() => callTable([twice, twice])).toThrow('Two commands declare the background call "loadNote".');
  });

  it('derives one call table with a schema for every call', async () => {
    const table = callTable(await loadBackgrounds());
    expect([...table.keys()]).toEqual(
      expect.arrayContaining([
        'barSources',
        'loadNote',
        'startTimer',
        'setLimit',
        'toggleBlock',
        'addClip',
        'floatVideo',
        'setSideBar',
      ]),
    );
    for (const call of table.values()) expect(typeof call.args.safeParse).toBe('function');
  });

  it.each([
    ['timer:12', 'timer'],
    ['timer', 'timer'],
    ['limits', 'limits'],
    ['tracking/heartbeat', null],
    ['timers:1', null],
  ])('dispatches the alarm %s to the command whose alarm is %s', async (alarm, owner) => {
    expect(alarmOwner(await loadBackgrounds(), alarm)?.alarm?.name ?? null).toBe(owner);
  });

  it('derives the in-page state from every command that has one', async () => {
    const backgrounds = await loadBackgrounds();
    await db.tools().notes.put({ site: 'a.dev', text: 'call Sam', updatedAt: 1 });
    expect(await inPageState(backgrounds, deps(), 'a.dev', null)).toEqual({
      videoId: null,
      timeBar: null,
      note: 'call Sam',
      sideBar: false,
    });
  });
});

describe('runCall (calls arriving in messages)', () => {
  it.each([
    [
      'an unknown call',
      'dropTables',
      [],
      false,
      { ok: false, error: 'There is no background call named "dropTables".' },
    ],
    [
      'a call a page may not make',
      'loadNote',
      ['a.dev'],
      true,
      { ok: false, error: 'A web page may not call "loadNote".' },
    ],
    [
      'arguments that do not fit',
      'loadNote',
      [42],
      false,
      {
        ok: false,
        error: 'The call "loadNote" got arguments it cannot take: 0: Invalid input: expected string, received number.',
      },
    ],
    [
      'a call that fails',
      'addTodo',
      ['  '],
      false,
      { ok: false, error: 'Type what to do after /todo, for example "/todo call Sam".' },
    ],
    ['a call that works', 'loadNote', ['a.dev'], false, { ok: true, value: { site: 'a.dev', text: '', updatedAt: 0 } }],
    ['a page copying text', 'addClip', ['copied', 'https://a.dev/'], true, { ok: true, value: undefined }],
  ])('%s', async (_what, name, args, fromPage, answer) => {
    expect(await runCall(callTable(await loadBackgrounds()), deps(), name, args, fromPage)).toEqual(answer);
  });
});

// Types: a missing piece does not compile. tsc checks these lines (npm run check): each `@ts-expect-error`
// fails the typecheck if the line below it ever compiles. Never run, only typed.
void ((
  timerCtx: CommandContext<typeof timerBackground>,
  intentlyCtx: CommandContext<typeof intentlyBackground>,
  noteState: InPageOf<typeof noteBackground>,
) => [
  // @ts-expect-error a command that neither acts at once nor needs an account must have a panel
  { ...PANELS, '/note': undefined } satisfies typeof PANELS,
  // @ts-expect-error an account command must have a panel too (the bar shows it once signed in)
  { ...PANELS, '/gmail': undefined } satisfies typeof PANELS,
  // @ts-expect-error a panel is typed by its own command: /timer's panel cannot stand for /intently
  { ...PANELS, '/intently': PANELS['/timer'] } satisfies typeof PANELS,
  // @ts-expect-error a call's arguments are checked against its schema
  timerCtx.call('startTimer', 'label only'),
  // @ts-expect-error a call no command declares
  timerCtx.call('dropTables'),
  // @ts-expect-error a command never calls another command's background: /intently cannot start /timer's timers
  intentlyCtx.call('startTimer', 'focus', 60_000),
  // @ts-expect-error what several commands share is the shell's: the time bar switch is no command's own call
  intentlyCtx.call('setTimeBar', false),
  // @ts-expect-error nor is the account
  intentlyCtx.call('signIn', null),
  // @ts-expect-error a widget reads only its own command's part of the in-page state
  noteState.timeBar,
  // These compile: a command's own calls, and the shell's services.
  intentlyCtx.call('setSideBar', true, null),
  intentlyCtx.shell('setTimeBar', false),
  intentlyCtx.shell('signIn', null),
  timerCtx.call('startTimer', 'focus', 60_000),
  noteState.note,
]);
