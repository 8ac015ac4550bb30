import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Issue 32 "docs by topic": the README and docs/ link to one another and into the code by relative paths.
 * Every relative link in every Markdown file of the repository must name a file or folder that exists, and
 * a `#anchor` must name a heading of the Markdown file it points at (GitHub's heading ids).
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** Dependencies, build outputs and data: not ours to check (see .gitignore). */
const SKIP = /^(node_modules|\.git|\.wxt|target|dist|data|pkg|test-results|playwright-report|\.output.*)$/;

/** What a path holds: a file's text, '' for a folder, undefined when nothing is there. */
type Lookup = (path: string) => string | undefined;

const onDisk: Lookup = (path) =>
  existsSync(path) ? (statSync(path).isDirectory() ? '' : readFileSync(path, 'utf8')) : undefined;

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (SKIP.test(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** The lines of a Markdown text outside fenced code blocks. */
function proseLines(markdown: string): { text: string; line: number }[] {
  let fenced = false;
  return markdown.split('\n').flatMap((text, index) => {
    if (/^\s*```/.test(text)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ text, line: index + 1 }];
  });
}

/** GitHub's id for a heading: its text without markup, lower case, punctuation dropped, spaces as hyphens. */
function headingId(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, (mark) => (mark === '_' ? '_' : ''))
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every heading id of a Markdown text, repeated headings numbered as GitHub numbers them (-1, -2…). */
function anchorsOf(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const anchors = new Set<string>();
  for (const { text } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(text);
    if (!heading) continue;
    const id = headingId(heading[1]!);
    const count = seen.get(id) ?? 0;
    seen.set(id, count + 1);
    anchors.add(count === 0 ? id : `${id}-${count}`);
  }
  return anchors;
}

/** The relative links of a Markdown text (inline and reference definitions, not in code), with their line numbers. */
function relativeLinks(markdown: string): { target: string; line: number }[] {
  return proseLines(markdown).flatMap(({ text, line }) =>
    [...text.replace(/`[^`]*`/g, '``').matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*(\S+)/g)]
      .map((match) => (match[1] ?? match[2])!)
      .filter((target) => !/^[a-z][a-z\d+.-]*:/i.test(target))
      .map((target) => ({ target, line })),
  );
}

/** Each broken relative link of one Markdown file, as "file:line → target (why)". */
function brokenLinks(file: string, markdown: string, lookup: Lookup): string[] {
  return relativeLinks(markdown).flatMap(({ target, line }) => {
    const [path, anchor] = target.split('#') as [string, string | undefined];
    const to = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
    const where = `${relative(ROOT, file)}:${line} → ${target}`;
    const text = path === '' ? markdown : lookup(to);
    if (text === undefined) return [`${where} (no such file or folder)`];
    if (anchor === undefined) return [];
    if (!to.endsWith('.md')) return [`${where} (an anchor into a file that is not Markdown)`];
    return anchorsOf(text).has(anchor) ? [] : [`${where} (no heading with this id)`];
  });
}

describe('relative links in Markdown', () => {
  it('finds the README and every docs page', () => {
    const files = markdownFiles(ROOT).map((file) => relative(ROOT, file));
    expect(files).toContain('README.md');
    expect(files.filter((file) => file.startsWith('docs/')).length).toBeGreaterThan(0);
  });

  it('every relative link names a file or folder that exists, and every anchor a heading there', () => {
    const broken = markdownFiles(ROOT).flatMap((file) => brokenLinks(file, readFileSync(file, 'utf8'), onDisk));
    expect(broken).toEqual([]);
  });

  it('reports a missing file, a missing heading and a heading of the same page, and passes good links', () => {
    const page = join(ROOT, 'docs/page.md');
    const other = join(ROOT, 'docs/other.md');
    const texts = new Map([
      [other, '# Other\n\n## The server’s settings (`PORT`)\n\n## Repeated\n\n## Repeated\n'],
      [join(ROOT, 'extension'), ''],
    ]);
    const markdown = [
      '# Page',
      '[ok](other.md#the-servers-settings-port) [ok](other.md#repeated-1) [ok](../extension) [ok](#page)',
      '[web](https://example.com/x) [mail](mailto:a@example.com) `[in code](missing.md)`',
      '```',
      '[fenced](missing.md)',
      '```',
      '[gone](missing.md) [no heading](other.md#nothing) [same page](#nowhere) [not markdown](../extension#x)',
      '[ref]: ./missing-too.md',
    ].join('\n');
    expect(brokenLinks(page, markdown, (path) => texts.get(path))).toEqual([
      'docs/page.md:7 → missing.md (no such file or folder)',
      'docs/page.md:7 → other.md#nothing (no heading with this id)',
      'docs/page.md:7 → #nowhere (no heading with this id)',
      'docs/page.md:7 → ../extension#x (an anchor into a file that is not Markdown)',
      'docs/page.md:8 → ./missing-too.md (no such file or folder)',
    ]);
  });
});
