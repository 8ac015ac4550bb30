/**
 * File-level import loops in a source folder (issue 32): every `import`, `export … from`, `import type` and
 * `import()` of a .ts/.tsx file that names another file of the folder (relatively, or through WXT's `@/` and
 * `~/` aliases for the folder itself) is an edge; a loop is a strongly connected set of files (Tarjan).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/** File → the files of the same folder it imports (paths relative to the folder, with `/`). */
export type ImportGraph = Map<string, Set<string>>;

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The .ts/.tsx file an import names, as the bundler resolves it (file, then folder index), or null. */
function resolveFile(target: string): string | null {
  const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), join(target, 'index.tsx')];
  return candidates.find((path) => /\.tsx?$/.test(path) && existsSync(path) && statSync(path).isFile()) ?? null;
}

/** Reads every .ts/.tsx file under `root` (tests included; .d.ts left out) and the imports between them. */
export function importGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  const key = (path: string) => relative(root, path).split('\\').join('/');
  for (const file of sources(root)) {
    const edges = new Set<string>();
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    for (const { fileName } of importedFiles) {
      const alias = /^[@~]\//.test(fileName);
      if (!alias && !fileName.startsWith('.')) continue; // a package
      const target = resolveFile(alias ? join(root, fileName.slice(2)) : resolve(dirname(file), fileName));
      if (target) edges.add(key(target));
    }
    graph.set(key(file), edges);
  }
  return graph;
}

/** Every import loop: the files that reach one another through imports, each loop sorted, loops sorted by first file. */
export function importLoops(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const visit = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node)!);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.has(node)) loops.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return loops.sort((a, b) => a[0]!.localeCompare(b[0]!));
}

/** One shortest cycle through a loop's first file, as "a → b → a", to show a reader where the loop runs. */
export function describeLoop(graph: ImportGraph, loop: string[]): string {
  const members = new Set(loop);
  const start = loop[0]!;
  const previous = new Map<string, string>();
  const queue = [start];
  for (const node of queue) {
    for (const next of graph.get(node) ?? []) {
      if (!members.has(next)) continue;
      if (next === start) {
        const path = [start];
        for (let at = node; at !== start; at = previous.get(at)!) path.splice(1, 0, at);
        return [...path, start].join(' → ');
      }
      if (!previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return loop.join(', ');
}
