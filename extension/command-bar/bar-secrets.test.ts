import { describe, expect, it } from 'vitest';
import { createBarSecrets } from './bar-secrets';

/** Secrets made from a counter, so each is known. */
const counted = () => {
  let n = 0;
  return createBarSecrets(() => `secret-${++n}`);
};

describe('bar secrets (issue 33: the frame takes no port but its content script’s)', () => {
  it.each([
    ['the issued secret, to its tab', (s: ReturnType<typeof counted>) => (s.issue(1), [s.claim(1)]), ['secret-1']],
    [
      'nothing to a second claim',
      (s: ReturnType<typeof counted>) => (s.issue(1), [s.claim(1), s.claim(1)]),
      ['secret-1', null],
    ],
    ['nothing where none was issued', (s: ReturnType<typeof counted>) => [s.claim(1)], [null]],
    [
      'nothing to another tab',
      (s: ReturnType<typeof counted>) => (s.issue(1), [s.claim(2), s.claim(1)]),
      [null, 'secret-1'],
    ],
    [
      'the newest secret where a frame was made anew before its claim',
      (s: ReturnType<typeof counted>) => (s.issue(1), s.issue(1), [s.claim(1), s.claim(1)]),
      ['secret-2', null],
    ],
    ['nothing once its tab closed', (s: ReturnType<typeof counted>) => (s.issue(1), s.forget(1), [s.claim(1)]), [null]],
  ])('a claim gets %s', (_what, run, claims) => {
    expect(run(counted())).toEqual(claims);
  });
});
