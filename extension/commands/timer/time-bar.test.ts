import { describe, expect, it } from 'vitest';
import { timeBarView, TIMES_UP_MS, type TimeBarState } from './time-bar';

const tea = { label: 'Tea', startedAt: 0, endsAt: 60_000 };
const walk = { label: 'Walk', startedAt: 10_000, endsAt: 310_000 };
const limit = { site: 'news.dev', endsAt: 7_200_000, totalMs: 7_200_000 };
const state = (timers: TimeBarState['timers'], withLimit: TimeBarState['limit'] = null): TimeBarState => ({
  timers,
  limit: withLimit,
});

describe('timeBarView', () => {
  it.each([
    ['nothing to show', state([]), 0, null],
    ['switched off', null, 0, null],
    ['a timer counting down', state([tea]), 15_000, { text: 'Tea · 0:45', fraction: 0.75, warning: true }],
    [
      'a timer wins over the limit',
      state([walk], limit),
      70_000,
      { text: 'Walk · 4:00', fraction: 0.8, warning: false },
    ],
    ['a timer just over says so', state([tea]), 60_000, { text: 'Tea · Time’s up', fraction: 0, warning: true }],
    [
      'and still says so until TIMES_UP_MS',
      state([tea]),
      60_000 + TIMES_UP_MS - 1,
      { text: 'Tea · Time’s up', fraction: 0, warning: true },
    ],
    ['then goes away', state([tea]), 60_000 + TIMES_UP_MS, null],
    [
      'or gives way to the next timer',
      state([tea, walk]),
      60_000 + TIMES_UP_MS,
      { text: 'Walk · 4:05', fraction: 245 / 300, warning: false },
    ],
    [
      'or to the site’s limit',
      state([tea], limit),
      60_000 + TIMES_UP_MS,
      { text: 'news.dev · 1:58:55 left today', fraction: 7_135 / 7_200, warning: false },
    ],
    [
      'a limit counts down the time left today',
      state([], limit),
      0,
      { text: 'news.dev · 2:00:00 left today', fraction: 1, warning: false },
    ],
    [
      'a limit warns in its last five minutes',
      state([], limit),
      7_200_000 - 299_000,
      { text: 'news.dev · 4:59 left today', fraction: 299 / 7_200, warning: true },
    ],
    ['a limit used up', state([], limit), 7_300_000, { text: 'news.dev · Time’s up', fraction: 0, warning: true }],
  ])('%s', (_name, input, now, expected) => {
    const view = timeBarView(input, now);
    if (expected && view)
      expect({ ...view, fraction: Number(view.fraction.toFixed(6)) }).toEqual({
        ...expected,
        fraction: Number(expected.fraction.toFixed(6)),
      });
    else expect(view).toEqual(expected);
  });
});
