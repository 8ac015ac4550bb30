import { describe, expect, it } from 'vitest';
import { summarize } from './store-report';

describe('summarize', () => {
  it.each([
    [
      'a time under its bar passes',
      { name: 't', samples: [3, 1, 2, 9], unit: 'ms' as const, bar: 5, cpuMs: 4 },
      { median: 3, p95: 9, cpu: 1, pass: true },
    ],
    [
      'a rate over its bar passes',
      {
        name: 'r',
        samples: [1_000, 2_000],
        unit: 'visits/s' as const,
        perSample: 50_000,
        bar: 15_000,
        higherIsBetter: true,
        cpuMs: 2_000,
      },
      { median: 25_000, p95: 25_000, cpu: 50_000, pass: true },
    ],
    [
      'a slow rate fails',
      { name: 'r', samples: [5_000], unit: 'visits/s' as const, perSample: 50_000, bar: 15_000, higherIsBetter: true },
      { median: 10_000, p95: 10_000, cpu: NaN, pass: false },
    ],
  ])('%s', (_name, result, expected) => {
    expect(summarize(result)).toEqual(expected);
  });
});
