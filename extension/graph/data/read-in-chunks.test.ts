import { describe, expect, it } from 'vitest';
import { readInChunks } from './read-in-chunks';

const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00`).getTime(); // local time, like the page

/** A reader of visit times (a sorted array), recording the ranges it was asked for. */
function reader(times: number[]) {
  const asked: [number, number][] = [];
  const read = async (from: number, to: number) => {
    asked.push([from, to]);
    return times.filter((t) => t >= from && t < to);
  };
  return { read, asked };
}

const join = (a: number[], b: number[]) => a.concat(b);

describe('readInChunks', () => {
  const from = at('2025-09-01', '00:00');
  const to = at('2025-10-01', '00:00');

  it('hands the first day with visits over first, then reads the rest at once', async () => {
    const times = [at('2025-09-03', '10:00'), at('2025-09-03', '23:59'), at('2025-09-04', '00:00'), at('2025-09-29', '12:00')];
    const { read, asked } = reader(times);
    const firsts: [number[], number][] = [];
    let askedBeforeFirst = 0;
    const all = await readInChunks(read, from, to, async (visits, readTo) => {
      askedBeforeFirst = asked.length;
      firsts.push([visits, readTo]);
    }, join);
    expect(all).toEqual(times);
    expect(firsts).toEqual([[times.slice(0, 2), at('2025-09-04', '00:00')]]);
    expect(askedBeforeFirst).toBe(4); // the rest was asked for before the first chunk was handed over
    expect(asked).toEqual([
      [from, at('2025-09-02', '00:00')],
      [at('2025-09-02', '00:00'), at('2025-09-03', '00:00')],
      [at('2025-09-03', '00:00'), at('2025-09-04', '00:00')],
      [at('2025-09-04', '00:00'), to],
    ]);
  });

  it('reads a range whose only visits are on its last day in one go, with no first chunk', async () => {
    const times = [at('2025-09-30', '08:00')];
    const firsts: unknown[] = [];
    expect(await readInChunks(reader(times).read, from, to, async (v) => void firsts.push(v), join)).toEqual(times);
    expect(firsts).toEqual([]);
  });

  it('answers nothing for a range without visits, after one read per day', async () => {
    const { read, asked } = reader([at('2025-10-02', '08:00')]);
    expect(await readInChunks(read, from, to, async () => undefined, join)).toEqual([]);
    expect(asked).toHaveLength(30);
  });

  it('throws a failed read of the rest once the first chunk is handed over, and only then', async () => {
    const times = [at('2025-09-01', '10:00'), at('2025-09-20', '10:00')];
    const failing = async (start: number, end: number) => {
      if (start > from) throw new Error('The disk is full.');
      return times.filter((t) => t >= start && t < end);
    };
    const order: string[] = [];
    const all = readInChunks(failing, from, to, async () => {
      await new Promise((wait) => setTimeout(wait, 10)); // the failure arrives while the first chunk is drawn
      order.push('first');
    }, join);
    await expect(all.finally(() => order.push('thrown'))).rejects.toThrow('The disk is full.');
    expect(order).toEqual(['first', 'thrown']);
  });
});
