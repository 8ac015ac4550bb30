import { describe, expect, it } from 'vitest';
import { DEFAULT_GOOGLE_API_BASES, GOOGLE_API_BASES_KEY, readGoogleApiBases } from './google-api-bases';

const storage = (value: unknown) => ({
  get: async () => (value === undefined ? {} : { [GOOGLE_API_BASES_KEY]: value }),
});

describe('the Google API base addresses', () => {
  it.each([
    ['nothing stored', undefined, DEFAULT_GOOGLE_API_BASES],
    [
      'a local stand-in',
      { gmail: 'http://127.0.0.1:4100/', people: 'http://127.0.0.1:4100', calendar: 'http://127.0.0.1:4100' },
      { gmail: 'http://127.0.0.1:4100', people: 'http://127.0.0.1:4100', calendar: 'http://127.0.0.1:4100' },
    ],
    [
      'one of them',
      { people: 'https://people.example' },
      { ...DEFAULT_GOOGLE_API_BASES, people: 'https://people.example' },
    ],
    ['addresses that are not origins', { gmail: 'http://gmail.example', people: 42 }, DEFAULT_GOOGLE_API_BASES],
  ])('reads %s', async (_case, stored, bases) => expect(await readGoogleApiBases(storage(stored))).toEqual(bases));
});
