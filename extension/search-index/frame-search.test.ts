import { beforeAll, describe, expect, it } from 'vitest';
import initCore, { SearchIndex } from '../../graph-layout-rs/pkg/core/graph_layout.js';
import { readWasmBytes } from '../../graph-layout-rs/ts/wasm-bytes';
import { answerRows } from './answer-rows';
import { FRAME_DETAIL_BYTES, FRAME_HEAD_ROWS } from './frame-head';
import { frameSearch } from './frame-search';
import { ALL_KINDS, SEARCH_KIND } from './search-kinds';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 28);
const NO_TABS = new Map();
const keys = (rows: { key: string }[]) => rows.map((r) => r.key);

/** A whole index of 2,000 visited pages, page i last visited i hours ago, and one page visited once a year ago. */
function wholeIndex(): SearchIndex {
  const index = new SearchIndex();
  for (let i = 0; i < 2000; i++)
    index.recordVisit(SEARCH_KIND.history, `https://p${i}.example/`, `Garden page ${i}`, NOW - i * 3_600_000, 30);
  index.recordVisit(SEARCH_KIND.history, 'https://okapi.example/', 'Okapi field guide', NOW - 365 * DAY, 30);
  return index;
}

/** The frame's index as the worker sends it: the whole index's head of every kind, read from its bytes. */
function frameOf(whole: SearchIndex) {
  const head = whole.head(ALL_KINDS, FRAME_HEAD_ROWS, FRAME_DETAIL_BYTES, NOW);
  try {
    return frameSearch(SearchIndex.fromBytes(head.toBytes()), []);
  } finally {
    head.free();
  }
}

beforeAll(async () => {
  await initCore({ module_or_path: await readWasmBytes() });
});

describe('the bar frame’s own search', () => {
  it('holds the most frecent rows and ranks them as the whole index does', () => {
    const whole = wholeIndex();
    const frame = frameOf(whole);
    expect(frame.size).toBe(FRAME_HEAD_ROWS);
    expect(keys(frame.rows('garden', '', NOW)).slice(0, 5)).toEqual(
      keys(answerRows(whole, 'garden', '', NOW, NO_TABS)).slice(0, 5),
    );
    frame.free();
    whole.free();
  });

  it('finds a row outside its head once the worker answered a shorter line with it, ranked as the worker ranks it', () => {
    const whole = wholeIndex();
    const frame = frameOf(whole);
    expect(frame.rows('okapi f', '', NOW)).toEqual([]);
    const answer = answerRows(whole, 'okapi f', '', NOW, NO_TABS);
    expect(answer[0]!.key).toBe('https://okapi.example/');
    expect(answer[0]!.rank).toEqual([0, 1, NOW - 365 * DAY, 30]);
    frame.learn(answer);
    expect(frame.rows('okapi fi', '', NOW)).toEqual(answerRows(whole, 'okapi fi', '', NOW, NO_TABS));
    frame.free();
    whole.free();
  });

  it('offers an open page as its tab', () => {
    const whole = wholeIndex();
    const tab = {
      kind: SEARCH_KIND.tab,
      key: 'tab:7:1',
      title: 'Garden page 0 (open)',
      url: 'https://p0.example/',
      detail: '',
      boost: 1,
    };
    const head = whole.head(ALL_KINDS, FRAME_HEAD_ROWS, FRAME_DETAIL_BYTES, NOW);
    const frame = frameSearch(SearchIndex.fromBytes(head.toBytes()), [tab]);
    head.free();
    const first = frame.rows('garden page 0', '', NOW)[0]!;
    expect([first.kind, first.key, first.title]).toEqual(['tab', 'tab:7:1', 'Garden page 0 (open)']);
    frame.free();
    whole.free();
  });
});
