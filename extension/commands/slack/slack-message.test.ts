import { describe, expect, it } from 'vitest';
import { SLACK_COPY } from './slack-copy';
import { completeChannel, parseSlackMessage, typedChannel } from './slack-message';

describe('parseSlackMessage', () => {
  it.each([
    ['#design the mockups are ready', { channel: 'design', text: 'the mockups are ready' }],
    ['  #design   two\nlines  ', { channel: 'design', text: 'two\nlines' }],
    ['#proj_2026-q1 ship it 🚀', { channel: 'proj_2026-q1', text: 'ship it 🚀' }],
    ['#général bonjour', { channel: 'général', text: 'bonjour' }],
    ['design the mockups', { error: SLACK_COPY.noChannel }],
    ['', { error: SLACK_COPY.noChannel }],
    ['# the mockups', { error: SLACK_COPY.noChannel }],
    ['#design', { error: SLACK_COPY.noText('design') }],
    ['#design   ', { error: SLACK_COPY.noText('design') }],
    ['#Design! hi', { error: SLACK_COPY.badChannel('Design!') }],
  ])('reads %j', (typed, expected) => {
    expect(parseSlackMessage(typed)).toEqual(expected);
  });
});

describe('typedChannel and completeChannel', () => {
  it.each([
    ['#des', 'des'],
    ['#', ''],
    ['  #Des', 'des'],
    ['#design hello', null],
    ['hello', null],
  ])('the channel being typed in %j is %j', (typed, expected) => {
    expect(typedChannel(typed)).toBe(expected);
  });

  it.each([
    ['#des', 'design', '#design '],
    ['#des the mockups', 'design', '#design the mockups'],
    ['', 'general', '#general '],
  ])('picking in %j gives %j', (typed, name, expected) => {
    expect(completeChannel(typed, name)).toBe(expected);
  });
});
