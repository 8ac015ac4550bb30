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
    expect(Array.from(c.sources)).toEqual([NO_VALUE, 0, 2]);
    expect(Array.from(c.domains)).toEqual([0, 1, 0]);
  });

  it('gives equal ids and sources one number and different ones different numbers, by first appearance', () => {
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
      ...Array.from({ length: 500 }, (_, i) => `${i}`),
    ];
    const pick = () => names[Math.floor(random() * names.length)]!;
    const visits = Array.from({ length: 2_000 }, () =>
      visit(
        pick(),
        random() < 0.7 ? { sourceInfo: { nodeId: pick() + (random() < 0.2 ? '-gone' : ''), tabId: 1, url: '' } } : {},
      ),
    );
    const reference = new Map<string, number>();
    const number = (key: string) => reference.get(key) ?? reference.set(key, reference.size).get(key)!;
    const ids = visits.map((v) => number(v.id));
    const sources = visits.map((v) => (v.sourceInfo ? number(v.sourceInfo.nodeId) : NO_VALUE));
    const c = toVisitColumns(visits);
    expect(Array.from(c.ids)).toEqual(ids);
    expect(Array.from(c.sources)).toEqual(sources);
  });

  it('turns non-numeric times into NaN for the core to skip or place apart', () => {
    const c = toVisitColumns([
      visit('a', { startTime: null as unknown as number, duration: '5' as unknown as number }),
    ]);
    expect([c.starts[0], c.durations[0]]).toEqual([Number.NaN, Number.NaN]);
  });
});
