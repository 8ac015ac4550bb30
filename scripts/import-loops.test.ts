import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { describeLoop, importGraph, importLoops } from './import-loops';

/**
 * Issue 32 "no file-level import loop anywhere in extension/": no file reaches itself through imports, type-only
 * imports and `import()` included (a loop of types is still a loop a reader must untangle), tests included.
 */
const EXTENSION = fileURLToPath(new URL('../extension', import.meta.url));

describe('files of the extension', () => {
  const graph = importGraph(EXTENSION);

  it('import one another without loops', () => {
    expect(importLoops(graph).map((loop) => describeLoop(graph, loop))).toEqual([]);
  });

  it('are really read: static, type-only and dynamic imports are edges', () => {
    expect(graph.get('commands/panels.ts')).toContain('commands/index.ts'); // import type { … } from './index'
    expect(graph.get('commands/define-command.ts')).toContain('commands/shell/shell-background.ts'); // import type x
    expect(graph.get('commands/timer/index.ts')).toContain('commands/timer/timer-background.ts'); // import('./…')
    expect(graph.get('background/start-commands.ts')).toContain('commands/index.ts'); // '../commands', a folder
  });
});

describe('the loop finder', () => {
  const root = mkdtempSync(join(tmpdir(), 'import-loops-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };
  write('a.ts', "import type { B } from './b';\nexport type A = B;\n");
  write('b.ts', "export * from './c';\nexport type B = string;\n");
  write('c.ts', "export const load = () => import('./a');\n");
  write('d.tsx', "import { e } from '@/sub';\nexport const d = e;\n");
  write('sub/index.ts', "import type { d } from '~/d';\nexport const e = 1 as unknown as typeof d;\n");
  write('leaf.ts', "import { z } from 'zod';\nimport type { A } from './a';\nexport const leaf = [z, {} as A];\n");
  write('self.ts', "import './self';\n");
  const graph = importGraph(root);

  it('finds every loop, type-only imports, re-exports, import(), folder indexes and the @/ ~/ aliases included', () => {
    expect(importLoops(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['d.tsx', 'sub/index.ts'], ['self.ts']]);
  });

  it('says where a loop runs', () => {
    expect(describeLoop(graph, ['a.ts', 'b.ts', 'c.ts'])).toBe('a.ts → b.ts → c.ts → a.ts');
    expect(describeLoop(graph, ['self.ts'])).toBe('self.ts → self.ts');
  });

  it('finds none where imports run one way', () => {
    expect(
      importLoops(
        new Map([
          ['leaf.ts', new Set(['a.ts'])],
          ['a.ts', new Set<string>()],
        ]),
      ),
    ).toEqual([]);
  });
});
