import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TooltipTimer, type TooltipAt } from './tooltip-timer';

describe('TooltipTimer', () => {
  let shown: (TooltipAt | null)[];
  let timer: TooltipTimer;
  beforeEach(() => {
    vi.useFakeTimers();
    shown = [];
    timer = new TooltipTimer((tooltip) => shown.push(tooltip));
  });
  afterEach(() => vi.useRealTimers());

  it.each([
    [
      'shows a node’s tooltip after the pointer rests on it for 500 ms',
      [[3, 10, 20, 500]],
      [{ node: 3, x: 10, y: 20 }],
    ],
    ['shows nothing before 500 ms', [[3, 10, 20, 499]], []],
    [
      'hides the tooltip 200 ms after the pointer left the nodes',
      [
        [3, 10, 20, 500],
        [-1, 0, 0, 200],
      ],
      [{ node: 3, x: 10, y: 20 }, null],
    ],
    [
      'shows nothing while the pointer passes over nodes',
      [
        [3, 10, 20, 300],
        [4, 30, 20, 300],
        [-1, 0, 0, 0],
      ],
      [],
    ],
    [
      'keeps the tooltip when the pointer comes back within 200 ms',
      [
        [3, 10, 20, 500],
        [-1, 0, 0, 150],
        [3, 12, 20, 0],
      ],
      [{ node: 3, x: 10, y: 20 }],
    ],
    [
      'shows the tooltip where the pointer last rested',
      [
        [3, 10, 20, 100],
        [3, 14, 22, 500],
      ],
      [{ node: 3, x: 14, y: 22 }],
    ],
  ])('%s', (_name, moves, expected) => {
    for (const [node, x, y, wait] of moves as [number, number, number, number][]) {
      timer.hover(node, x, y);
      vi.advanceTimersByTime(wait);
    }
    expect(shown).toEqual(expected);
  });

  it('drops a waiting show or hide when cancelled', () => {
    timer.hover(3, 10, 20);
    timer.cancel();
    vi.advanceTimersByTime(1_000);
    expect(shown).toEqual([]);
  });
});
