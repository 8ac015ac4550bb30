import 'fake-indexeddb/auto';
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { WxtBrowser } from 'wxt/browser';
import { DexieTrackerStore } from '../background/dexie-tracker-store';
import { keepText as keepCalText } from '../commands/cal/quick-add';
import { addToChat } from '../commands/chat/chat-history';
import { addClip } from '../commands/clip/clips';
import { saveDraft } from '../commands/gmail/gmail-draft';
import { saveNote } from '../commands/note/notes';
import { remember } from '../commands/remember/remember';
import { saveSession } from '../commands/sessions/sessions';
import { keepText as keepSlackText } from '../commands/slack/post-to-slack';
import { recordUsage } from '../commands/shell/record-usage';
import { startTimer } from '../commands/timer/timers';
import { addTodo } from '../commands/todo/todos';
import { rollUpDays } from '../storage/day-store';
import { freshDatabases } from '../storage/fresh-databases';
import type { LocalDatabases } from '../storage/local-databases';
import { readVisits } from '../storage/read-visits';
import { saveSettings } from '../storage/settings-store';
import { addExtraTime, setLimit, toggleBlock } from '../storage/site-limits';
import { DEFAULT_SETTINGS } from '../storage/tracking-settings';
import { wipeData } from '../storage/wipe-data';
import { Harness } from '../tracking/tracker-harness';
import { exportData } from './export-data';
import { importData } from './import-data';
import { TABLE_FORMATS } from './table-columns';
import { parseCsv, toCsv } from './csv';
import type { StoredVisit } from '../storage/visit-types';

const databases = freshDatabases();
const dbs = (): LocalDatabases => ({ tracker: databases.tracker(), tools: databases.tools() });

/** Tables that are not the user's data: the tracker's machine state, and the day archive that `visits` reads with it. */
const NOT_EXPORTED = ['tracker.runtime', 'tracker.visitDays'];

/** Every table of both databases, as "database.table". */
const allTables = ({ tracker, tools }: LocalDatabases) => [
  ...tracker.tables.map((t) => `tracker.${t.name}`),
  ...tools.tables.map((t) => `tools.${t.name}`),
];

const HOSTILE = 'Zoë, "quoted" 日本語 😀\nsecond line, =SUM(A1) +1 -1 @me';
const alarms = { create: async () => undefined, clear: async () => undefined } as unknown as Parameters<
  typeof startTimer
>[1];
const windows = {
  windows: {
    getAll: async () => [
      {
        tabs: [
          { url: 'https://docs.dev/a?x=1,2', title: 'Docs, "the" guide ✓', pinned: true },
          { url: 'https://news.example/', title: 'News\nline' },
        ],
      },
    ],
  },
} as unknown as Pick<WxtBrowser, 'windows' | 'tabs'>;

/** Both databases with a little of everything: chains, hyperlinks, open and closed tabs, videos, hostile text, and a record in every tools table. */
async function seed({ tracker, tools }: LocalDatabases): Promise<void> {
  const h = new Harness(undefined, undefined, new DexieTrackerStore(tracker));
  await h.start();
  await h.openTab(1);
  await h.go(1, 'https://docs.dev/a?q=a,b "quoted"', 'typed');
  await h.tracker.titleChanged(1, '=HYPERLINK("https://evil.example","click")');
  await h.tracker.pageStats(1, 'https://docs.dev/a?q=a,b "quoted"', 321, 0.45);
  h.wait(61.5);
  await h.go(1, 'https://docs.dev/b', 'link');
  await h.openTab(2, 1);
  await h.go(2, 'https://www.reddit.com/r/x', 'link');
  await h.tracker.titleChanged(2, 'line one\nline two, with -minus and @at');
  h.wait(10);
  await h.go(2, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'link');
  await h.tracker.videoSeen(2, 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', {
    title: `=cmd|' /C calc'!A0 ${HOSTILE}`,
    author: 'Zoë "the" Channel, 日本',
  });
  h.wait(10);
  await h.go(2, 'https://www.youtube.com/shorts/abcDEF12345', 'link');
  await h.tracker.videoSeen(2, 'https://www.youtube.com/shorts/abcDEF12345', {
    title: 'A short with no channel shown',
  });
  h.wait(10);
  await h.tracker.tabRemoved(2);
  await saveSettings(tracker, {
    ...DEFAULT_SETTINGS,
    reading: false,
    clipboard: false,
    categories: { 'docs.dev': 'social' },
  });
  await rollUpDays(tracker, h.t);

  const now = h.t;
  await saveNote(tools, 'docs.dev', HOSTILE, now);
  await saveNote(tools, 'ünïcode.example', 'short', now + 1);
  await addTodo(tools, `call the bank, then ${HOSTILE}`, now);
  await tools.todos.update((await tools.todos.toCollection().first())!.id!, { done: true });
  await addTodo(tools, 'second', now + 2);
  const docsVisit = (await readVisits(tracker, -Infinity, Infinity))[0]!;
  const from = { url: docsVisit.url, title: docsVisit.title, visitId: docsVisit.id, at: docsVisit.startTime };
  await remember(tools, `door code: 4512\n${HOSTILE}`, now, from);
  await remember(tools, 'saved on no page', now + 1);
  await addClip(tools, HOSTILE, 'https://docs.dev/a?q=a,b', now, from);
  await addClip(tools, "'already quoted", 'https://docs.dev/b', now + 3, {
    url: 'https://docs.dev/b',
    title: '',
    at: now,
  });
  await addClip(tools, 'copied before clips kept their visit', 'https://docs.dev/c', now + 4);
  await saveSession(windows, tools, 'Work, "deep" ✓', now);
  await startTimer(tools, alarms, 'Tea 🍵, "green"', 25 * 60_000, now);
  const fired = await startTimer(tools, alarms, '', 60_000, now - 3_600_000);
  await tools.timers.update(fired.id!, { firedAt: now - 3_500_000 });
  await setLimit(tools, 'reddit.com', 30);
  await addExtraTime(tools, 'reddit.com', now);
  await toggleBlock(tools, 'news.example', now);
  await recordUsage(tools, '/note');
  await recordUsage(tools, '/note');
  await recordUsage(tools, '/clip');
  await tools.settings.put({ key: 'sideBar', value: true });
  await saveDraft(tools, { to: 'Zoë <zoe@example.com>', subject: HOSTILE, body: `=SUM(A1)\n${HOSTILE}` }, now);
  await keepCalText({ tools, now: () => now }, `lunch with Zoë tomorrow 1pm, ${HOSTILE}`);
  await keepSlackText({ tools, now: () => now + 1 }, `#design ${HOSTILE}`);
  await addToChat(
    tools,
    [
      {
        role: 'user',
        content: HOSTILE,
        context: { source: 'page', title: HOSTILE, url: 'https://docs.dev/a?q=a,b', text: HOSTILE },
      },
      { role: 'assistant', content: `\`\`\`js\n${HOSTILE}\n\`\`\`` },
    ],
    now,
  );
}

/** Every record of every table of both databases (visits from wherever they are kept), by "database.table". */
/** `before` as an import gives it back: each command count marked as imported (sync never sends those again). */
const asImported = (before: Record<string, unknown[]>) => ({
  ...before,
  'tools.usage': (before['tools.usage'] as { count: number }[]).map((usage) => ({ ...usage, imported: usage.count })),
});

async function dump({ tracker, tools }: LocalDatabases): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const table of tracker.tables)
    tables[`tracker.${table.name}`] =
      table.name === 'visits' ? await readVisits(tracker, -Infinity, Infinity) : await table.toArray();
  for (const table of tools.tables) tables[`tools.${table.name}`] = await table.toArray();
  for (const name of NOT_EXPORTED) delete tables[name];
  return tables;
}

describe('exportData / importData', () => {
  it('export every table of both databases, but the machine state', () => {
    const exported = TABLE_FORMATS.map((format) => `${format.db}.${format.table}`);
    expect(exported.sort()).toEqual(
      allTables(dbs())
        .filter((name) => !NOT_EXPORTED.includes(name))
        .sort(),
    );
  });

  it('round-trip every table: export → delete all → import gives back every record', async () => {
    await seed(dbs());
    const before = await dump(dbs());
    for (const [table, records] of Object.entries(before))
      expect(records.length, `${table} should be seeded`).toBeGreaterThan(0);
    const zip = await exportData(dbs(), Date.now());
    await wipeData(dbs());
    for (const [table, records] of Object.entries(await dump(dbs())))
      expect(records, `${table} should be empty after the deletion`).toEqual([]);
    const counts = await importData(dbs(), zip);
    expect(counts).toMatchObject({
      'visits.csv': 5,
      'tab-sessions.csv': 2,
      'days.csv': 1,
      'settings.csv': 1,
      'notes.csv': 2,
      'timers.csv': 2,
      'command-usage.csv': 2,
    });
    expect(Object.keys(counts).sort()).toEqual(TABLE_FORMATS.map((format) => format.file).sort());
    expect(await dump(dbs())).toEqual(asImported(before));
  });

  it('add no duplicates when the same export is imported twice', async () => {
    await seed(dbs());
    const before = await dump(dbs());
    const zip = await exportData(dbs(), Date.now());
    await importData(dbs(), zip);
    await importData(dbs(), zip);
    expect(await dump(dbs())).toEqual(asImported(before));
  });

  it('overwrite nothing stored since: numbered records keep theirs and come under new numbers, a note edited since is kept', async () => {
    const { tools } = dbs();
    await seed(dbs());
    const zip = await exportData(dbs(), Date.now());
    await wipeData(dbs());
    // Under the number of an exported todo: a new profile numbers its todos from 1 too.
    const mine = { id: 1, text: 'made after the export', day: '2025-09-23', done: false, createdAt: 5 };
    await tools.todos.add(mine);
    await saveNote(tools, 'docs.dev', 'edited after the export', Date.now() + 60_000);
    await importData(dbs(), zip);
    expect(await tools.todos.get(1)).toEqual(mine);
    expect((await tools.todos.toArray()).map((todo) => todo.text).sort()).toEqual([
      `call the bank, then ${HOSTILE}`,
      'made after the export',
      'second',
    ]);
    expect((await tools.notes.get('docs.dev'))?.text).toBe('edited after the export');
    expect((await tools.notes.get('ünïcode.example'))?.text).toBe('short');
  });

  it('writes one CSV per table with ISO UTC times and escaped formulas', async () => {
    await seed(dbs());
    const files = unzipSync(await exportData(dbs(), Date.UTC(2025, 8, 23)));
    expect(Object.keys(files).sort()).toEqual([...TABLE_FORMATS.map((format) => format.file), 'manifest.json'].sort());
    const visits = strFromU8(files['visits.csv']!);
    expect(visits.split('\r\n')[0]).toBe(
      'id,tabId,windowId,url,title,domain,category,creationMode,startTime,endTime,duration,activeTime,lastActiveTime,isActive,wordCount,readProgress,sourceInfo.nodeId,sourceInfo.tabId,sourceInfo.url,video.title,video.author',
    );
    expect(visits).toContain(
      `"'=cmd|' /C calc'!A0 Zoë, ""quoted"" 日本語 😀\nsecond line, =SUM(A1) +1 -1 @me","Zoë ""the"" Channel, 日本"`,
    );
    expect(visits).toContain(',A short with no channel shown,\r\n');
    expect(visits).toContain(`"'=HYPERLINK(""https://evil.example"",""click"")"`);
    expect(visits).toContain('"line one\nline two, with -minus and @at"');
    expect(visits).toMatch(/,\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z,/);
    expect(strFromU8(files['notes.csv']!)).toContain(
      'docs.dev,"Zoë, ""quoted"" 日本語 😀\nsecond line, =SUM(A1) +1 -1 @me",',
    );
    expect(strFromU8(files['timers.csv']!).split('\r\n')[0]).toBe('id,label,startedAt,endsAt,firedAt');
    expect(strFromU8(files['drafts.csv']!).split('\r\n')[0]).toBe('command,to,subject,body,text,savedAt');
    expect(JSON.parse(strFromU8(files['manifest.json']!))).toMatchObject({
      format: 'intently-export',
      version: 1,
      exportedAt: '2025-09-23T00:00:00.000Z',
      counts: { 'visits.csv': 5, 'clips.csv': 3 },
    });
    expect(strFromU8(files['clips.csv']!).split('\r\n')[0]).toBe(
      'id,text,url,copiedAt,from.url,from.title,from.visitId,from.at',
    );
  });

  it('imports an export made before the tools tables were exported', async () => {
    await seed(dbs());
    const files = unzipSync(await exportData(dbs(), Date.now()));
    const old = Object.fromEntries(
      Object.entries(files).filter(([name]) =>
        ['manifest.json', 'visits.csv', 'tab-sessions.csv', 'days.csv', 'settings.csv'].includes(name),
      ),
    );
    await wipeData(dbs());
    expect(await importData(dbs(), zipSync(old))).toMatchObject({ 'visits.csv': 5, 'notes.csv': 0 });
  });

  it('imports an export made before visits had video columns', async () => {
    await seed(dbs());
    const before = await dump(dbs());
    const files = unzipSync(await exportData(dbs(), Date.now()));
    const [header = [], ...rows] = parseCsv(strFromU8(files['visits.csv']!));
    const kept = header.map((_, i) => i).filter((i) => !header[i]!.startsWith('video.'));
    files['visits.csv'] = strToU8(toCsv([header, ...rows].map((row) => kept.map((i) => row[i] ?? ''))));
    await wipeData(dbs());
    expect(await importData(dbs(), zipSync(files))).toMatchObject({ 'visits.csv': 5 });
    const withoutVideos = (before['tracker.visits'] as StoredVisit[]).map(({ video: _video, ...visit }) => visit);
    expect(await readVisits(dbs().tracker, -Infinity, Infinity)).toEqual(withoutVideos);
  });

  it('imports an export made before clips and snippets kept the visit they came from', async () => {
    await seed(dbs());
    const before = await dump(dbs());
    const files = unzipSync(await exportData(dbs(), Date.now()));
    for (const file of ['clips.csv', 'snippets.csv']) {
      const [header = [], ...rows] = parseCsv(strFromU8(files[file]!));
      const kept = header.map((_, i) => i).filter((i) => !header[i]!.startsWith('from.'));
      expect(kept.length, file).toBe(header.length - 4);
      files[file] = strToU8(toCsv([header, ...rows].map((row) => kept.map((i) => row[i] ?? ''))));
    }
    await wipeData(dbs());
    expect(await importData(dbs(), zipSync(files))).toMatchObject({ 'clips.csv': 3, 'snippets.csv': 2 });
    const withoutOrigin = (records: unknown[]) => records.map((r) => ({ ...(r as object), from: undefined }));
    const { tools } = dbs();
    expect((await tools.clips.toArray()).map((c) => ({ ...c, from: undefined }))).toEqual(
      withoutOrigin(before['tools.clips']!),
    );
    expect((await tools.clips.toArray()).some((c) => 'from' in c)).toBe(false);
    expect((await tools.snippets.toArray()).map((c) => ({ ...c, from: undefined }))).toEqual(
      withoutOrigin(before['tools.snippets']!),
    );
  });

  it('imports the drafts of an export made before each command kept its own fields', async () => {
    const { tools } = dbs();
    const old = toCsv([
      ['command', 'to', 'subject', 'body', 'savedAt'],
      ['/gmail', 'zoe@example.com', '', 'Hallo', '2025-09-23T00:00:00.000Z'],
      ['/cal', '', '', 'lunch with Sam tomorrow 1pm', '2025-09-23T00:00:01.000Z'],
      ['/slack', '', '', '#design the mockups are ready', '2025-09-23T00:00:02.000Z'],
    ]);
    const manifest = strToU8('{"format":"intently-export","version":1}');
    expect(await importData(dbs(), zipSync({ 'manifest.json': manifest, 'drafts.csv': strToU8(old) }))).toMatchObject({
      'drafts.csv': 3,
    });
    expect(await tools.drafts.toArray()).toEqual([
      { command: '/cal', text: 'lunch with Sam tomorrow 1pm', savedAt: Date.UTC(2025, 8, 23, 0, 0, 1) },
      { command: '/gmail', to: 'zoe@example.com', subject: '', body: 'Hallo', savedAt: Date.UTC(2025, 8, 23) },
      { command: '/slack', text: '#design the mockups are ready', savedAt: Date.UTC(2025, 8, 23, 0, 0, 2) },
    ]);
  });

  it.each([
    ['a file that is not a zip', strToU8('hello'), 'The file should be a .zip made by Intently’s export.'],
    [
      'a zip without a manifest',
      zipSync({ 'visits.csv': strToU8('id\r\n') }),
      'The file should be an Intently export: a .zip with manifest.json and one CSV per table.',
    ],
    [
      'a CSV missing columns',
      zipSync({
        'manifest.json': strToU8('{"format":"intently-export","version":1}'),
        'visits.csv': strToU8('id,url\r\nx,https://a.dev/\r\n'),
      }),
      'visits.csv should have the columns tabId, windowId',
    ],
    [
      'a bad cell in a tools table, before anything is written',
      zipSync({
        'manifest.json': strToU8('{"format":"intently-export","version":1}'),
        'notes.csv': strToU8('site,text,updatedAt\r\na.dev,hi,2025-09-23T00:00:00.000Z\r\n'),
        'timers.csv': strToU8('id,label,startedAt,endsAt,firedAt\r\n1,Tea,yesterday,2025-09-23T00:00:00.000Z,\r\n'),
      }),
      'timers.csv row 2: startedAt should be a UTC time like 2025-09-23T14:05:09.120Z, not "yesterday".',
    ],
  ])('refuses %s with a sentence', async (_name, zip, message) => {
    await expect(importData(dbs(), zip)).rejects.toThrow(message);
    for (const [table, records] of Object.entries(await dump(dbs()))) expect(records, table).toEqual([]);
  });
});
