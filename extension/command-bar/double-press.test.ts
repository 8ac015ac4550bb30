import { describe, expect, it } from 'vitest';
import { commandKeyFor, createDoublePressDetector } from './double-press';

/** Steps: [time ms, 'down'|'up', key, repeat?]. */
type Step = [number, 'down' | 'up', string, boolean?];

function run(steps: Step[], key: 'Meta' | 'Control' = 'Control'): number {
  let fired = 0;
  const detector = createDoublePressDetector(key, () => fired++);
  for (const [timeStamp, kind, k, repeat] of steps) {
    if (kind === 'down') detector.keydown({ key: k, repeat, timeStamp });
    else detector.keyup({ key: k, timeStamp });
  }
  return fired;
}

describe('double press of the command key', () => {
  it.each<[string, Step[], number]>([
    [
      'a fast double press opens',
      [
        [0, 'down', 'Control'],
        [60, 'up', 'Control'],
        [150, 'down', 'Control'],
        [210, 'up', 'Control'],
      ],
      1,
    ],
    [
      'exactly 300 ms between presses opens',
      [
        [0, 'down', 'Control'],
        [50, 'up', 'Control'],
        [300, 'down', 'Control'],
        [350, 'up', 'Control'],
      ],
      1,
    ],
    [
      'a single press does nothing',
      [
        [0, 'down', 'Control'],
        [60, 'up', 'Control'],
      ],
      0,
    ],
    [
      'a slow double press does nothing',
      [
        [0, 'down', 'Control'],
        [60, 'up', 'Control'],
        [301, 'down', 'Control'],
        [360, 'up', 'Control'],
      ],
      0,
    ],
    [
      'Ctrl+C then Ctrl does nothing',
      [
        [0, 'down', 'Control'],
        [20, 'down', 'c'],
        [40, 'up', 'c'],
        [60, 'up', 'Control'],
        [150, 'down', 'Control'],
        [200, 'up', 'Control'],
      ],
      0,
    ],
    [
      'Ctrl then Ctrl+C does nothing',
      [
        [0, 'down', 'Control'],
        [50, 'up', 'Control'],
        [120, 'down', 'Control'],
        [140, 'down', 'c'],
        [160, 'up', 'c'],
        [200, 'up', 'Control'],
      ],
      0,
    ],
    [
      'another key between the presses does nothing',
      [
        [0, 'down', 'Control'],
        [50, 'up', 'Control'],
        [80, 'down', 'a'],
        [90, 'up', 'a'],
        [150, 'down', 'Control'],
        [200, 'up', 'Control'],
      ],
      0,
    ],
    [
      'key repeat while held is one press',
      [
        [0, 'down', 'Control'],
        [30, 'down', 'Control', true],
        [60, 'down', 'Control', true],
        [90, 'up', 'Control'],
      ],
      0,
    ],
    [
      'the other platform key does nothing',
      [
        [0, 'down', 'Meta'],
        [50, 'up', 'Meta'],
        [150, 'down', 'Meta'],
        [200, 'up', 'Meta'],
      ],
      0,
    ],
    [
      'a triple press opens once',
      [
        [0, 'down', 'Control'],
        [40, 'up', 'Control'],
        [100, 'down', 'Control'],
        [140, 'up', 'Control'],
        [200, 'down', 'Control'],
        [240, 'up', 'Control'],
      ],
      1,
    ],
    [
      'two double presses open twice',
      [
        [0, 'down', 'Control'],
        [40, 'up', 'Control'],
        [100, 'down', 'Control'],
        [140, 'up', 'Control'],
        [1000, 'down', 'Control'],
        [1040, 'up', 'Control'],
        [1100, 'down', 'Control'],
        [1140, 'up', 'Control'],
      ],
      2,
    ],
  ])('%s', (_name, steps, opens) => {
    expect(run(steps)).toBe(opens);
  });

  it('uses Meta on macOS', () => {
    expect(
      run(
        [
          [0, 'down', 'Meta'],
          [50, 'up', 'Meta'],
          [150, 'down', 'Meta'],
          [200, 'up', 'Meta'],
        ],
        'Meta',
      ),
    ).toBe(1);
  });

  it('forgets the first press after a reset (window lost focus)', () => {
    let fired = 0;
    const detector = createDoublePressDetector('Control', () => fired++);
    detector.keydown({ key: 'Control', timeStamp: 0 });
    detector.keyup({ key: 'Control', timeStamp: 50 });
    detector.reset();
    detector.keydown({ key: 'Control', timeStamp: 150 });
    detector.keyup({ key: 'Control', timeStamp: 200 });
    expect(fired).toBe(0);
  });
});

describe('commandKeyFor', () => {
  it.each([
    ['MacIntel', 'Meta'],
    ['iPad', 'Meta'],
    ['Win32', 'Control'],
    ['Linux x86_64', 'Control'],
    ['', 'Control'],
  ])('%s → %s', (platform, key) => {
    expect(commandKeyFor(platform)).toBe(key);
  });
});

describe('first tap', () => {
  it('announces a lone clean tap but not a press held with another key', () => {
    const taps: number[] = [];
    const detector = createDoublePressDetector(
      'Control',
      () => undefined,
      () => taps.push(1),
    );
    detector.keydown({ key: 'Control', timeStamp: 0 });
    detector.keyup({ key: 'Control', timeStamp: 40 });
    detector.keydown({ key: 'Control', timeStamp: 1000 });
    detector.keydown({ key: 'c', timeStamp: 1010 });
    detector.keyup({ key: 'Control', timeStamp: 1050 });
    expect(taps).toHaveLength(1);
  });
});
