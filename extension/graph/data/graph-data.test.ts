import { describe, expect, it } from 'vitest';
import { spanOf, spanRange } from './graph-data';

const at = (day: string, hhmm: string) => new Date(`${day}T${hhmm}:00`).getTime(); // local time, like the page

describe('spanOf', () => {
  it.each([
    ['?page=graph&range=week', 'week'],
    ['?page=graph&range=month', 'month'],
    ['?page=graph&range=day', 'day'],
    ['?page=graph', 'day'],
    ['?page=graph&range=year', 'day'],
  ])('reads %s as a %s', (search, span) => {
    expect(spanOf(search)).toBe(span);
  });
});

describe('spanRange', () => {
  const dayStart = at('2025-09-23', '00:00');

  it('gives a day its hours', () => {
    expect(spanRange(dayStart, 'day', 9, 11)).toEqual({ from: at('2025-09-23', '09:00'), to: at('2025-09-23', '11:00') });
  });

  it.each([
    ['week', '2025-09-17'],
    ['month', '2025-08-25'],
  ] as const)('gives a %s every hour of its days, ending with the chosen day', (span, first) => {
    expect(spanRange(dayStart, span, 9, 11)).toEqual({ from: at(first, '00:00'), to: at('2025-09-24', '00:00') });
  });
});
