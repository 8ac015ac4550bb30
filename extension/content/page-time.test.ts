import { describe, expect, it } from 'vitest';
import { PAGE_TIME_RESPONSE, VisibleTime, pageTimeResponse, parsePageTimeRequest } from './page-time';

describe('parsePageTimeRequest', () => {
  const valid = { type: 'GET_PAGE_TIME', source: 'analytics_modal', requestId: 'r1' };
  it.each([
    ['a well-formed request', valid, valid],
    ['a request with extra fields', { ...valid, extra: 1 }, valid],
    ['a wrong source', { ...valid, source: 'page' }, null],
    ['a wrong type', { ...valid, type: 'PAGE_TIME' }, null],
    ['a missing requestId', { type: valid.type, source: valid.source }, null],
    ['a numeric requestId', { ...valid, requestId: 7 }, null],
    ['an empty requestId', { ...valid, requestId: '' }, null],
    ['a string', 'GET_PAGE_TIME', null],
    ['null', null, null],
  ])('%s', (_name, input, expected) => {
    expect(parsePageTimeRequest(input)).toEqual(expected);
  });
});

describe('VisibleTime', () => {
  it('counts only visible stretches', () => {
    let t = 1_000;
    const time = new VisibleTime(() => t, true);
    t += 30_000;
    time.setVisible(false);
    t += 60_000; // hidden: not counted
    time.setVisible(true);
    t += 15_000;
    expect(time.elapsedMs()).toBe(45_000);
  });

  it('starts at zero for a page loaded in the background and ignores repeated events', () => {
    let t = 0;
    const time = new VisibleTime(() => t, false);
    t += 10_000;
    time.setVisible(false);
    expect(time.elapsedMs()).toBe(0);
    time.setVisible(true);
    t += 5_000;
    time.setVisible(true);
    t += 5_000;
    expect(time.elapsedMs()).toBe(10_000);
  });

  it('counts from when a page visible at the start became visible', () => {
    const time = new VisibleTime(() => 2_500, true, 0);
    expect(time.elapsedMs()).toBe(2_500);
  });

  it('never goes negative when the clock steps back', () => {
    let t = 10_000;
    const time = new VisibleTime(() => t, true);
    t = 5_000;
    expect(time.elapsedMs()).toBe(0);
  });
});

describe('pageTimeResponse', () => {
  it('answers in minutes with the same requestId, and the live page time in seconds', () => {
    const request = { type: 'GET_PAGE_TIME', source: 'analytics_modal', requestId: 'abc' } as const;
    expect(pageTimeResponse(request, 90_400)).toEqual({
      type: PAGE_TIME_RESPONSE,
      requestId: 'abc',
      success: true,
      timeSpent: 1.51,
      livePageTime: { seconds: 90, display: '1m 30s' },
    });
  });
});
