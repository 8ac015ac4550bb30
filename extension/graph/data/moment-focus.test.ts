import { describe, expect, it } from 'vitest';
import { momentFocus, type FocusedGraph } from './moment-focus';
import { packStrings } from './packed-strings';

const day = new Date('2026-11-27T00:00').getTime();
const at = (time: string) => new Date(`2026-11-27T${time}`).getTime();
// 0: a 10:00-10:30   1: b 10:05-10:10   2: c 12:00-12:05
const nodes = {
  visitId: packStrings(['a', 'b', 'c']),
  startTime: Float64Array.of(at('10:00'), at('10:05'), at('12:00')),
  endTime: Float64Array.of(at('10:30'), at('10:10'), at('12:05')),
};
const whole: FocusedGraph = { dayStart: day, loaded: 1, nodes };

describe('momentFocus', () => {
  it('highlights the visit in front at the moment, or the one named', () => {
    expect(momentFocus(whole, { at: at('10:20'), day: false, visit: null })).toBe(0);
    expect(momentFocus(whole, { at: at('10:06'), day: false, visit: null })).toBe(1);
    expect(momentFocus(whole, { at: at('10:20'), day: false, visit: 'c' })).toBe(0); // c did not start then
    expect(momentFocus(whole, { at: at('12:00'), day: false, visit: 'c' })).toBe(2);
  });

  it('highlights nothing without a moment, for a whole day, or on another day than the range’s last', () => {
    expect(momentFocus(whole, null)).toBe(-1);
    expect(momentFocus(whole, { at: day, day: true, visit: null })).toBe(-1);
    expect(momentFocus(whole, { at: at('10:20') + 86_400_000, day: false, visit: null })).toBe(-1);
  });

  it('highlights nothing in the first chunk of a week or a month, which ends before the moment’s day', () => {
    // A month ending on the 27th, its first chunk the 1st's visits: its last visit is not the one in front then.
    expect(momentFocus({ ...whole, loaded: 0.04 }, { at: at('10:20'), day: false, visit: null })).toBe(-1);
    expect(momentFocus({ ...whole, loaded: 1 }, { at: at('10:20'), day: false, visit: null })).toBe(0);
  });
});
