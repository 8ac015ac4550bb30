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

describe('readInChunks', () => {
  const from = at('2025-09-01', '00:00');
  const to = at('2025-10-01', '00:00');

  it('hands the first day with visits over first, then reads the rest at once', async () => {
    const times = [at('2025-09-03', '10:00'), at('2025-09-03', '23:59'), at('2025-09-04', '00:00'), at('2025-09-29', '12:00')];
    const { read, asked } = reader(times);
    const firsts: [number[], number][] = [];
    const all = await readInChunks(read, from, to, async (visits, readTo) => void firsts.push([visits, readTo]));
    expect(all).toEqual(times);
    expect(firsts).toEqual([[times.slice(0, 2), at('2025-09-04', '00:00')]]);
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
    expect(await readInChunks(reader(times).read, from, to, async (v) => void firsts.push(v))).toEqual(times);
    expect(firsts).toEqual([]);
  });

  it('answers nothing for a range without visits, after one read per day', async () => {
    const { read, asked } = reader([at('2025-10-02', '08:00')]);
    expect(await readInChunks(read, from, to, async () => undefined)).toEqual([]);
    expect(asked).toHaveLength(30);
  });
});
