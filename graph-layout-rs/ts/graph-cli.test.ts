import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { GraphJson } from './graph-json';
import { FIXTURE_LINKS, FIXTURE_PATH } from './test-fixture';

// node --import tsx from the repo root: what `npm run graph` runs, without npm's start-up time.
const run = (file: string) =>
  promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./graph-cli.ts', import.meta.url)), file],
    {
      cwd: fileURLToPath(new URL('../../', import.meta.url)),
    },
  );

describe('npm run graph', () => {
  it('prints {nodes, links, sessions, timeline, skipped} for the fixture', async () => {
    const { stdout } = await run(fileURLToPath(FIXTURE_PATH));
    const g = JSON.parse(stdout) as GraphJson;
    expect(Object.keys(g)).toEqual(['nodes', 'links', 'sessions', 'timeline', 'skipped']);
    const id = (node: number) => g.nodes[node].visitId;
    expect(g.links.map((l) => `${id(l.source)} -> ${id(l.target)} ${l.kind}`)).toEqual(FIXTURE_LINKS);
    expect(g.links[1]).toMatchObject({
      weight: 1,
      transitions: [{ timestamp: 1758618120000, sourceType: 'hyperlink' }],
    });
    expect(g.sessions.map((s) => [s.id, s.nodeCount, s.duration])).toEqual([
      ['session-0', 4, 32 * 60_000],
      ['session-1', 3, 4 * 60_000],
    ]);
    expect(g.nodes[2]).toMatchObject({
      url: 'https://www.youtube.com/watch?v=abc',
      category: 'social',
      x: 0,
      y: 160,
      session: 0,
    });
    // SPEC §3 youtubeMetadata: the video's title and channel as the page showed them, null on other pages.
    expect(g.nodes.map((node) => node.youtubeMetadata)).toEqual(
      g.nodes.map((_, i) => (i === 2 ? { title: 'Rust and WebAssembly', author_name: 'Rust Foundation' } : null)),
    );
    expect(g.timeline.intervalMinutes).toBe(30);
    expect(g.skipped).toMatchObject({ records: 2, duplicateId: 1, endBeforeStart: 1 });
    expect((await run(fileURLToPath(FIXTURE_PATH))).stdout).toBe(stdout);
  });

  it.each([
    ['a missing file', '/nonexistent/visits.json', 'cannot read it (ENOENT)'],
    ['a non-array', fileURLToPath(new URL('./tsconfig.json', import.meta.url)), 'expected a JSON array of URL visits'],
  ])('fails with exit code 1 on %s', async (_name, file, message) => {
    const error = await run(file).catch((e: { code: number; stderr: string }) => e);
    expect(error).toMatchObject({ code: 1 });
    expect((error as { stderr: string }).stderr).toContain(message);
  });
});
