import { describe, expect, it } from 'vitest';
import { NO_VALUE } from './graph-columns';
import type { UrlVisit } from './url-visit';
import { toVisitColumns } from './visit-columns';

const visit = (id: string, extra: Partial<UrlVisit> = {}): UrlVisit => ({
  id,
  tabId: 1,
  windowId: 1,
  url: 'https://a.test/',
  title: 'A',
  domain: 'a.test',
  category: 'work',
  creationMode: 'direct',
  startTime: 1,
  endTime: 2,
  duration: 1,
  activeTime: 1,
  lastActiveTime: 2,
  isActive: false,
  wordCount: 0,
  ...extra,
});

describe('toVisitColumns', () => {
  it.each([
    ['direct', 0],
    ['hyperlink', 1],
    ['chain', 2],
    ['reload', 255],
  ])('encodes creationMode %s as %i', (mode, code) => {
    expect(toVisitColumns([visit('a', { creationMode: mode as UrlVisit['creationMode'] })]).modes[0]).toBe(code);
  });

  it('interns ids, sourceInfo and domains into shared id spaces', () => {
    const c = toVisitColumns([
      visit('a', { domain: 'x.test' }),
      visit('b', { sourceInfo: { nodeId: 'a', tabId: 1, url: '' } }),
      visit('a', { sourceInfo: { nodeId: 'missing', tabId: 1, url: '' }, domain: 'x.test' }),
    ]);
    expect(Array.from(c.ids)).toEqual([0, 1, 0]);
    expect(Array.from(c.sources)).toEqual([NO_VALUE, 0, 3]); // 'missing' names no visit: a number from 3 up
    expect(Array.from(c.domains)).toEqual([0, 1, 0]);
  });

  it('numbers pages so that visits share one exactly when they share an address (a missing one is the empty one)', () => {
    const urls = ['https://a.test/', 'https://b.test/', 'https://a.test/', undefined, '', 'https://a.test/#x'];
    const c = toVisitColumns(urls.map((url, i) => visit(`${i}`, { url: url as string })));
    const pages = Array.from(c.pages!);
    expect(pages.map((page) => pages.indexOf(page))).toEqual([0, 1, 0, 3, 3, 5]);
  });

  it.each([
    ['2,000 visits, ids repeating', 2_000],
    ['200,000 visits, ids repeating (sorted in place of a table)', 200_000],
  ])('gives equal ids and sources one number and different ones different numbers: %s', (_, n) => {
    // Seeded: ids repeat, sources name visits before and after them, or none; odd strings included.
    let seed = 7;
    const random = () => ((seed = Math.imul(seed, 48271) % 0x7fffffff) & 0xffff) / 0x10000;
    const names = [
      '',
      'a',
      'history_12',
      '12_1758000000000',
      'é',
      '🙂',
      'a\u0000b',
      ...Array.from({ length: n / 4 }, (_, i) => `${i}_${1758000000000 + i}`),
    ];
    const pick = () => names[Math.floor(random() * names.length)]!;
    const visits = Array.from({ length: n }, () =>
      visit(
        pick(),
        random() < 0.7 ? { sourceInfo: { nodeId: pick() + (random() < 0.2 ? '-gone' : ''), tabId: 1, url: '' } } : {},
      ),
    );
    const c = toVisitColumns(visits);
    // Each name has one number and each number one name; a visit's number is below n, a name no visit has gets n or more.
    const numberOf = new Map<string, number>();
    const nameOf = new Map<number, string>();
    const wrong: string[] = [];
    const check = (name: string, number: number, where: string) => {
      if ((numberOf.get(name) ?? number) !== number || (nameOf.get(number) ?? name) !== name) wrong.push(where);
      numberOf.set(name, number);
      nameOf.set(number, name);
    };
    visits.forEach((v, i) => check(v.id, c.ids[i]!, `id ${i}`));
    visits.forEach((v, i) => {
      const number = c.sources[i]!;
      if (!v.sourceInfo) {
        if (number !== NO_VALUE) wrong.push(`source ${i}`);
        return;
      }
      const named = numberOf.get(v.sourceInfo.nodeId);
      if (named !== undefined && named < n ? number !== named : number < n) wrong.push(`source ${i}`);
      check(v.sourceInfo.nodeId, number, `source ${i}`);
    });
    expect(wrong).toEqual([]);
    expect(c.ids.every((id) => id < n)).toBe(true);
  });

  it('numbers 300,000 visits of one id at once, each the first visit’s number', () => {
    const started = performance.now();
    const c = toVisitColumns(Array.from({ length: 300_000 }, () => visit('same')));
    expect(c.ids.every((id) => id === 0)).toBe(true);
    expect(performance.now() - started).toBeLessThan(5_000); // no comparison of each against every other
  });

  it('turns non-numeric times into NaN for the core to skip or place apart', () => {
    const c = toVisitColumns([
      visit('a', { startTime: null as unknown as number, duration: '5' as unknown as number }),
    ]);
    expect([c.starts[0], c.durations[0]]).toEqual([Number.NaN, Number.NaN]);
  });
});
