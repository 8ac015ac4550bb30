import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 20 "no loops between folders": the extension's folders import one another one way only. Every
 * import between two top-level folders of extension/ is an edge (type-only imports too: a loop of types is
 * still a loop a reader must untangle); tests are left out, since a test may reach across to drive the code.
 */
const EXTENSION = fileURLToPath(new URL('../extension', import.meta.url));
const IMPORT = /(?:^|\n)\s*(?:import|export)[^'";]*?from\s*'(\.{1,2}\/[^']+)'|import\(\s*'(\.{1,2}\/[^']+)'\s*\)/g;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The extension's top-level folder a path is in, or null outside it. */
function folderOf(path: string): string | null {
  const rel = relative(EXTENSION, path);
  return rel.startsWith('..') || !rel.includes(sep) ? null : rel.split(sep)[0]!;
}

/** Folder → the folders it imports from. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sources(EXTENSION)) {
    const from = folderOf(file)!;
    for (const [, spec, dynamic] of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const to = folderOf(resolve(dirname(file), (spec ?? dynamic)!));
      if (to && to !== from) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** Every cycle's folders, as "a → b → a". */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const walk = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      if (next === path[0]) found.push([...path, next].join(' → '));
      else if (!path.includes(next) && next > path[0]!) walk(next, [...path, next]);
    }
  };
  for (const start of graph.keys()) walk(start, [start]);
  return found;
}

describe('folders of the extension', () => {
  it('import one another without loops', () => {
    const graph = folderGraph();
    expect(graph.get('background')).toContain('commands'); // the graph is really read
    expect(cycles(graph)).toEqual([]);
  });

  it('finds a loop when there is one', () => {
    expect(
      cycles(
        new Map([
          ['a', new Set(['b'])],
          ['b', new Set(['c'])],
          ['c', new Set(['a'])],
        ]),
      ),
    ).toEqual(['a → b → c → a']);
  });

  it('keeps entrypoints/ as the wiring nobody imports', () => {
    for (const [from, to] of folderGraph()) expect(to.has('entrypoints'), `${from} imports entrypoints/`).toBe(false);
  });
});
