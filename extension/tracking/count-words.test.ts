import { describe, expect, it } from 'vitest';
import { DOMParser } from 'linkedom';
import { countWords, countWordsWhenIdle, pageText, type ScheduleIdle } from './count-words';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   ', 0],
    ['one', 1],
    ['Browse with intention', 3],
    ['  leading\tand\ntrailing  ', 3],
    ['non\u00a0breaking space', 3],
    ['hyphen-ated words count once', 4],
  ])('%j has %i words', (text, expected) => {
    expect(countWords(text)).toBe(expected);
  });
});

/** An idle scheduler whose slices have room for `perSlice` chunks; runs them when `run` is called. */
function fakeIdle(perSlice: number) {
  const queue: Parameters<ScheduleIdle>[0][] = [];
  let slices = 0;
  const schedule: ScheduleIdle = (slice) => void queue.push(slice);
  const run = () => {
    for (let slice = queue.shift(); slice; slice = queue.shift()) {
      slices += 1;
      let left = perSlice;
      slice({ timeRemaining: () => (--left > 0 ? 10 : 0) });
    }
    return slices;
  };
  return { schedule, run };
}

describe('countWordsWhenIdle', () => {
  const page = 'Tracker start\n  A page the tracker tests begin\n';

  it.each([1, 2, 3, 5, 7, 100])('counts in chunks of %i characters, a word cut by a chunk counted once', (chunk) => {
    const idle = fakeIdle(1);
    const done: number[] = [];
    countWordsWhenIdle(page, idle.schedule, (n) => done.push(n), { chunkChars: chunk });
    expect(done).toEqual([]); // nothing runs before the page is idle
    expect(idle.run()).toBe(Math.ceil(page.length / chunk));
    expect(done).toEqual([8]);
  });

  it('finishes at once when the page goes away, without reporting', () => {
    const idle = fakeIdle(3);
    const done: number[] = [];
    const count = countWordsWhenIdle(page, idle.schedule, (n) => done.push(n), { chunkChars: 4 });
    expect(count.finish()).toBe(8);
    idle.run();
    expect(done).toEqual([]);
  });

  it("starts in the caller's idle slice when given its deadline, and goes on in later slices", () => {
    const idle = fakeIdle(3);
    const done: number[] = [];
    countWordsWhenIdle(page, idle.schedule, (n) => done.push(n), {
      chunkChars: 4,
      deadline: { timeRemaining: () => 0 },
    });
    expect(done).toEqual([]); // one chunk counted in the caller's slice, the rest later
    expect(idle.run()).toBe(Math.ceil((page.length - 4) / 4 / 3));
    expect(done).toEqual([8]);
    countWordsWhenIdle(page, idle.schedule, (n) => done.push(n), { deadline: { timeRemaining: () => 10 } });
    expect(done).toEqual([8, 8]); // all of it in the caller's slice
  });

  it('reports 0 for an empty page', () => {
    const idle = fakeIdle(1);
    const done: number[] = [];
    countWordsWhenIdle('', idle.schedule, (n) => done.push(n));
    idle.run();
    expect(done).toEqual([0]);
  });
});

describe('pageText', () => {
  const pageWith = (html: string) =>
    new DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');

  it.each([
    ['<p>Browse with <b>intention</b></p>', 'Browse with intention'],
    ['<p>Read</p><script>var notRead = 1;</script><style>p { color: red }</style><p>this</p>', 'Readthis'],
    ['<p>one</p><noscript>enable scripts</noscript><textarea>draft</textarea><p>two</p>', 'onetwo'],
    ['<p>x = 1</p><script>x = 1</script><p>end</p>', 'x = 1end'], // the same text just before a script: the same words cut
    ['', ''],
  ])('%j reads as %j', (html, expected) => {
    expect(pageText(pageWith(html) as unknown as Document)).toBe(expected);
  });
});
