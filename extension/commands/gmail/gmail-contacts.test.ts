import { describe, expect, it } from 'vitest';
import { contactsPath, contactSuggestions } from './gmail-contacts';

describe('contacts autocomplete', () => {
  it.each([
    ['', '/v1/people:searchContacts?query=&readMask=names%2CemailAddresses&pageSize=10'],
    ['zoë', '/v1/people:searchContacts?query=zo%C3%AB&readMask=names%2CemailAddresses&pageSize=10'],
  ])('asks searchContacts for %j with the read mask and a page size', (query, path) =>
    expect(contactsPath(query)).toBe(path),
  );

  it.each([
    ['an empty answer (the warm-up)', {}, []],
    [
      'people with names and several addresses',
      {
        results: [
          {
            person: {
              resourceName: 'people/c1',
              names: [{ displayName: 'Zoë Ångström' }],
              emailAddresses: [{ value: 'zoe@example.com' }, { value: 'zoe@work.example' }],
            },
          },
          { person: { resourceName: 'people/c2', emailAddresses: [{ value: 'bob@example.org' }] } },
          { person: { resourceName: 'people/c3', names: [{ displayName: 'No Mail' }] } },
          {
            person: {
              resourceName: 'people/c1',
              names: [{ displayName: 'Zoë Ångström' }],
              emailAddresses: [{ value: 'zoe@example.com' }],
            },
          },
        ],
      },
      ['Zoë Ångström <zoe@example.com>', 'Zoë Ångström <zoe@work.example>', 'bob@example.org'],
    ],
  ])('suggests %s', (_case, answer, suggestions) => expect(contactSuggestions(answer)).toEqual(suggestions));
});
