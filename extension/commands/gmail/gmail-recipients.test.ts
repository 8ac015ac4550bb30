import { describe, expect, it } from 'vitest';
import { completeRecipient, formatRecipient, parseRecipients, typedRecipient } from './gmail-recipients';

describe('parseRecipients', () => {
  it.each([
    ['zoe@example.com', [{ addr: 'zoe@example.com' }]],
    [
      'Zoë Ångström <zoe@example.com>, bob@example.org',
      [{ name: 'Zoë Ångström', addr: 'zoe@example.com' }, { addr: 'bob@example.org' }],
    ],
    [
      '"Ångström, Zoë" <zoe@example.com>; 李雷 <li@example.cn>,',
      [
        { name: 'Ångström, Zoë', addr: 'zoe@example.com' },
        { name: '李雷', addr: 'li@example.cn' },
      ],
    ],
    ['<zoe@example.com>', [{ addr: 'zoe@example.com' }]],
  ])('reads %j', (text, recipients) => expect(parseRecipients(text)).toEqual(recipients));

  it.each([
    ['', 'Add who the mail is to: an address like zoe@example.com.'],
    [' , ', 'Add who the mail is to: an address like zoe@example.com.'],
    ['zoe', '"zoe" is not an email address; write it like zoe@example.com or Zoë Ångström <zoe@example.com>.'],
    [
      'Zoë <zoe@example>',
      '"Zoë <zoe@example>" is not an email address; write it like zoe@example.com or Zoë Ångström <zoe@example.com>.',
    ],
  ])('refuses %j with a sentence', (text, sentence) => expect(() => parseRecipients(text)).toThrow(sentence));

  it.each([
    [{ addr: 'a@b.co' }, 'a@b.co'],
    [{ name: 'Zoë Ångström', addr: 'z@e.com' }, 'Zoë Ångström <z@e.com>'],
    [{ name: 'Ångström, Zoë', addr: 'z@e.com' }, '"Ångström, Zoë" <z@e.com>'],
  ])('writes %j back as To shows it', (recipient, text) => {
    expect(formatRecipient(recipient)).toBe(text);
    expect(parseRecipients(text)).toEqual([recipient]);
  });
});

describe('picking a contact in To', () => {
  it.each([
    ['zo', 'zo', 'Zoë <zoe@example.com>, '],
    ['bob@example.org, zo', 'zo', 'bob@example.org, Zoë <zoe@example.com>, '],
    ['bob@example.org;zo', 'zo', 'bob@example.org; Zoë <zoe@example.com>, '],
  ])('in %j types %j and gives %j', (to, typed, completed) => {
    expect(typedRecipient(to)).toBe(typed);
    expect(completeRecipient(to, 'Zoë <zoe@example.com>')).toBe(completed);
  });
});
