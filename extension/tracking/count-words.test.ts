import { describe, expect, it } from 'vitest';
import { countWords, countWordsWhenIdle, type ScheduleIdle } from './count-words';

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

/** Texts one at a time, then null. */
const texts = (list: string[]) => {
  let i = 0;
  return () => list[i++] ?? null;
};

/** An idle scheduler whose slices have room for `perSlice` texts; runs them when `run` is called. */
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
  const page = ['Tracker start', '\n  ', 'A page ', 'the', ' tracker', 'tests begin', '\n'];

  it('counts adjacent texts as one text, across idle slices, then reports once', () => {
    const idle = fakeIdle(2);
    const done: number[] = [];
    countWordsWhenIdle(texts(page), idle.schedule, (n) => done.push(n));
    expect(done).toEqual([]); // nothing runs before the page is idle
    expect(idle.run()).toBe(4);
    expect(done).toEqual([countWords(page.join(''))]);
    expect(done).toEqual([7]);
  });

  it('finishes at once when the page goes away, without reporting', () => {
    const idle = fakeIdle(3);
    const done: number[] = [];
    const count = countWordsWhenIdle(texts(page), idle.schedule, (n) => done.push(n));
    expect(count.finish()).toBe(7);
    idle.run();
    expect(done).toEqual([]);
  });
});
