import { describe, expect, it } from 'vitest';
import { gmailComposeUrl } from './gmail-compose-url';

describe('gmailComposeUrl', () => {
  it.each([
    [
      { to: 'Zoë <zoe@example.com>', subject: 'Grüße & more', body: 'Line one\nzwei + drei' },
      'https://mail.google.com/mail/?view=cm&fs=1&to=Zo%C3%AB%20%3Czoe%40example.com%3E&su=Gr%C3%BC%C3%9Fe%20%26%20more&body=Line%20one%0Azwei%20%2B%20drei',
    ],
    [{ to: '', subject: '', body: '' }, 'https://mail.google.com/mail/?view=cm&fs=1'],
  ])('fills the fields of %j', (draft, url) => {
    expect(gmailComposeUrl(draft)).toBe(url);
    const query = new URL(url).searchParams;
    expect([query.get('to') ?? '', query.get('su') ?? '', query.get('body') ?? '']).toEqual([
      draft.to,
      draft.subject,
      draft.body,
    ]);
  });
});
