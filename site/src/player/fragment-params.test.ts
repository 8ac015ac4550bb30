import { describe, expect, it } from 'vitest';
import { fragmentParams } from './fragment-params';

describe('fragmentParams (SPEC §3)', () => {
  it.each([
    ['', { token: null, track: null }],
    ['#token=abc', { token: 'abc', track: null }],
    ['#access_token=def&token_type=Bearer', { token: 'def', track: null }],
    ['#token=abc&access_token=def', { token: 'abc', track: null }],
    ['#track=4uLU6hMCjMI75M1A2tKUQC', { token: null, track: '4uLU6hMCjMI75M1A2tKUQC' }],
    ['#token=&track=', { token: null, track: null }],
  ])('%j', (hash, params) => {
    expect(fragmentParams(hash)).toEqual(params);
  });
});
