import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { knownEvent } from './known-event';

const EVENTS = { live: z.object({ heartbeatSeconds: z.number() }), changed: z.object({}) };

describe('knownEvent', () => {
  it('answers a known event with its data, and null for an unknown name, bad JSON or data off its schema', () => {
    expect(knownEvent(EVENTS, { event: 'live', data: '{"heartbeatSeconds":20}', id: undefined })).toEqual({
      type: 'live',
      heartbeatSeconds: 20,
    });
    expect(knownEvent(EVENTS, { event: 'changed', data: '{}', id: undefined })).toEqual({ type: 'changed' });
    expect(knownEvent(EVENTS, { event: 'later', data: '{}', id: undefined })).toBeNull();
    expect(knownEvent(EVENTS, { event: undefined, data: '{}', id: undefined })).toBeNull();
    expect(knownEvent(EVENTS, { event: 'live', data: '{heart', id: undefined })).toBeNull();
    expect(knownEvent(EVENTS, { event: 'live', data: '{"heartbeatSeconds":"x"}', id: undefined })).toBeNull();
    expect(knownEvent(EVENTS, { event: 'toString', data: '{}', id: undefined })).toBeNull();
  });
});
