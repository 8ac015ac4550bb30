import { describe, expect, it } from 'vitest';
import { parseVisits } from './parse-visits';

describe('parseVisits', () => {
  it.each([
    ['not json', 'is not valid JSON'],
    ['{"id": "a"}', 'got a object'],
    ['[1]', 'item 0 is a number'],
    ['[{"id": "a"}, {"tabId": 1}]', 'item 1 has no string "id"'],
  ])('rejects %s', (text, message) => {
    expect(() => parseVisits(text, 'in.json')).toThrow(`in.json: expected a JSON array of URL visits`);
    expect(() => parseVisits(text, 'in.json')).toThrow(message);
  });

  it('accepts an array of visits with string ids', () => {
    expect(parseVisits('[{"id": "1_2"}]', 'in.json')).toEqual([{ id: '1_2' }]);
  });
});
