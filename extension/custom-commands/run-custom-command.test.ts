import { describe, expect, it } from 'vitest';
import { callTable, runCall } from '../background/command-tables';
import { loadBackgrounds } from '../commands';
import type { CommandDeps } from '../commands/define-background';
import type { AnyCommandContext } from '../commands/define-command';
import type { CustomCommand } from '../storage/custom-commands-store';
import { freshDatabases } from '../storage/fresh-databases';
import { runCustomCommand } from './run-custom-command';
import { parseChain } from './validate-custom-command';

const db = freshDatabases();

/**
 * A bar context whose calls run in the real background tables over fresh databases; the browser records the tabs it
 * is asked to open, and holds the optional permissions already (a /timer step asks for notifications otherwise).
 */
async function barContext(opened: string[], alarms: string[] = []): Promise<AnyCommandContext> {
  const api = {
    tabs: { create: async ({ url }: { url: string }) => void opened.push(url) },
    alarms: { create: async (name: string) => void alarms.push(name), clear: async () => true },
    permissions: { contains: async () => true, request: async () => true },
    storage: { local: { get: async () => ({}), set: async () => undefined } },
  };
  const deps: CommandDeps = {
    api: api as never,
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
  };
  const table = callTable(await loadBackgrounds());
  const call = (async (name: string, ...args: unknown[]) => {
    const answer = await runCall(table, deps, name, args, false);
    if (!answer.ok) throw new Error(answer.error);
    return answer.value;
  }) as never;
  return {
    api: api as never,
    shell: call,
    call,
    tab: { id: 7, windowId: 1, url: 'https://www.news.dev/story?id=1' } as never,
    selection: 'picked text',
    page: { selection: 'page', readableText: async () => null, putText: async () => 'none' },
    mode: 'overlay',
    now: () => 1_000,
    close: () => undefined,
    setHidden: () => undefined,
  };
}

const url = (template: string): CustomCommand => ({ name: '/look', description: '', kind: 'url', url: template });
const chain = (text: string): CustomCommand => ({
  name: '/flow',
  description: '',
  kind: 'chain',
  steps: parseChain(text),
});

describe('runCustomCommand', () => {
  it.each([
    [
      'the typed text',
      'https://en.wikipedia.org/w/index.php?search={query}',
      'rust & wasm',
      'https://en.wikipedia.org/w/index.php?search=rust%20%26%20wasm',
    ],
    [
      'the selection when nothing is typed',
      'https://en.wikipedia.org/w/index.php?search={query}',
      '',
      'https://en.wikipedia.org/w/index.php?search=picked%20text',
    ],
    [
      "the page's site and address",
      'https://{domain}/search?from={url}',
      '',
      'https://news.dev/search?from=https%3A%2F%2Fwww.news.dev%2Fstory%3Fid%3D1',
    ],
  ])('opens a URL template filled with %s', async (_what, template, arg, expected) => {
    const opened: string[] = [];
    expect(await runCustomCommand(await barContext(opened), url(template), arg, [])).toBe(`Opened ${expected}`);
    expect(opened).toEqual([expected]);
  });

  it('asks for the query when the template needs one and there is none', async () => {
    const ctx = { ...(await barContext([])), selection: '' };
    await expect(runCustomCommand(ctx, url('https://a.dev/?q={query}'), '', [])).rejects.toThrow(
      'Type what /look should look up after it, for example "/look rust".',
    );
  });

  it('runs a chain in order, through the real background calls', async () => {
    const alarms: string[] = [];
    const said = await runCustomCommand(
      await barContext([], alarms),
      chain('/todo water the plants\n/timer 25 Deep work\n/remember wifi 4512'),
      '',
      [],
    );
    expect(said).toBe('Added to today: water the plants. Timer started: Deep work. Remembered. Find it with /recall.');
    expect((await db.tools().todos.toArray()).map((t) => t.text)).toEqual(['water the plants']);
    expect((await db.tools().timers.toArray()).map((t) => [t.label, t.endsAt])).toEqual([
      ['Deep work', 1_000 + 25 * 60_000],
    ]);
    expect(alarms).toHaveLength(1);
    expect((await db.tools().snippets.toArray()).map((s) => s.text)).toEqual(['wifi 4512']);
  });

  it('stops at the first step that fails and says which, and what was done before it', async () => {
    const run = runCustomCommand(
      await barContext([]),
      chain('/todo water the plants\n/timer soon\n/remember never saved'),
      '',
      [],
    );
    await expect(run).rejects.toThrow(
      'Step 2 of 3 (/timer soon) failed: Type a duration such as 25 (minutes), 90s or 1h30m, then an optional label. Done before it: Added to today: water the plants.',
    );
    expect(await db.tools().snippets.count()).toBe(0);
  });

  it("limits every social site in the settings' categories as one step (the /focus example)", async () => {
    await db.tracker().settings.put({
      key: 'tracking',
      value: { categories: { 'news.dev': 'social', 'chat.dev': 'social', 'docs.dev': 'work' } },
    });
    expect(await runCustomCommand(await barContext([]), chain('/limit 30 social'), '', [])).toBe(
      'Limited 2 social sites to 30 minutes a day.',
    );
    expect(await db.tools().limits.toArray()).toEqual([
      { site: 'chat.dev', minutes: 30 },
      { site: 'news.dev', minutes: 30 },
    ]);
  });

  it('runs a custom command named as a step', async () => {
    const opened: string[] = [];
    const wiki: CustomCommand = {
      name: '/wiki',
      description: '',
      kind: 'url',
      url: 'https://en.wikipedia.org/wiki/{query}',
    };
    await runCustomCommand(await barContext(opened), chain('/wiki Rust'), '', [wiki]);
    expect(opened).toEqual(['https://en.wikipedia.org/wiki/Rust']);
  });
});
