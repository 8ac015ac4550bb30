import { describe, expect, it } from 'vitest';
import { parseTrailSteps, trailStepsLabel } from './trail-steps';

describe('trail steps', () => {
  it('reads /trail alone as the whole trail and /trail 3 as its last 3 pages', () => {
    expect(parseTrailSteps('')).toBe(0);
    expect(parseTrailSteps('  3 ')).toBe(3);
    expect(parseTrailSteps('100')).toBe(100);
  });

  it.each(['0', '-2', '2.5', 'abc', '101'])('refuses “%s” with what to type instead', (arg) => {
    expect(() => parseTrailSteps(arg)).toThrow(
      `“${arg}” is not a number of steps: type /trail alone for the whole trail, or /trail 3 for its last 3 pages (1 to 100).`,
    );
  });

  it('labels the choices', () => {
    expect(trailStepsLabel(0)).toBe('Whole trail');
    expect(trailStepsLabel(5)).toBe('Last 5 steps');
  });
});
