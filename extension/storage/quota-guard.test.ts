import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { isQuotaError } from './quota-guard';

describe('isQuotaError', () => {
  const quota = new DOMException('The quota has been exceeded.', 'QuotaExceededError');

  it('knows the browser’s error and Dexie’s abort that wraps it', () => {
    expect(isQuotaError(quota)).toBe(true);
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted', quota))).toBe(true);
  });

  it('leaves other failures alone', () => {
    expect(isQuotaError(new Dexie.AbortError('Transaction aborted'))).toBe(false);
    expect(isQuotaError(new DOMException('gone', 'NotFoundError'))).toBe(false);
    expect(isQuotaError(undefined)).toBe(false);
  });
});
