import { describe, expect, it } from 'vitest';
import { nearEnd, screenful, shownRows } from './shown-rows';

describe('shownRows', () => {
  it('renders the first screenful of a long answer, and all of a short one', () => {
    expect(shownRows(50, 14, 1, 0)).toBe(14);
    expect(shownRows(5, 14, 1, 0)).toBe(5);
    expect(shownRows(0, 14, 1, 0)).toBe(0);
  });

  it('adds a screenful for each time the list reached its end, never past the answer', () => {
    expect(shownRows(50, 14, 2, 0)).toBe(28);
    expect(shownRows(50, 14, 4, 0)).toBe(50);
  });

  it('always renders down to the selected row (arrowing past the fold, or Up from the first to the last)', () => {
    expect(shownRows(50, 14, 1, 14)).toBe(15);
    expect(shownRows(50, 14, 1, 49)).toBe(50);
  });
});

describe('screenful', () => {
  it('counts the rows 70% of the window holds at 40 px each, one more for a part-shown row', () => {
    expect(screenful(720)).toBe(14);
    expect(screenful(1440)).toBe(27);
    expect(screenful(0)).toBe(1);
  });
});

describe('nearEnd', () => {
  it('holds within half the list’s height of its end', () => {
    expect(nearEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 900 })).toBe(false);
    expect(nearEnd({ scrollTop: 300, clientHeight: 400, scrollHeight: 900 })).toBe(true);
  });

  it('never at the top, where a new answer scrolls the list back, however short the screenful', () => {
    expect(nearEnd({ scrollTop: 0, clientHeight: 400, scrollHeight: 500 })).toBe(false);
    expect(nearEnd({ scrollTop: 1, clientHeight: 400, scrollHeight: 500 })).toBe(true);
  });
});
