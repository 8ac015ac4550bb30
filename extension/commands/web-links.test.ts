import { describe, expect, it } from 'vitest';
import { parseCommandLine } from '../command-bar/catalog';
import { urlForInput } from './tab-commands';
import { noteCounts } from './notes';
import { translateUrl, videoIdOf, videoSearchUrl } from './web-links';

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/abcDEF12345', 'abcDEF12345'],
    ['https://www.youtube.com/results?search_query=x', null],
    ['https://vimeo.com/123', null],
    ['lo-fi beats', null],
  ])('%s → %s', (url, id) => expect(videoIdOf(url)).toBe(id));

  it('builds the search and translator addresses', () => {
    expect(videoSearchUrl(' lo-fi beats ')).toBe('https://www.youtube.com/results?search_query=lo-fi%20beats');
    expect(translateUrl('bonjour & merci')).toBe('https://translate.google.com/?sl=auto&tl=en&text=bonjour%20%26%20merci&op=translate');
  });
});

describe('urlForInput (/new)', () => {
  it.each([
    ['', undefined],
    ['https://a.dev/x', 'https://a.dev/x'],
    ['github.com/pulls', 'https://github.com/pulls'],
    ['best pizza', 'https://www.google.com/search?q=best%20pizza'],
  ])('%j → %s', (text, url) => expect(urlForInput(text)).toBe(url));
});

describe('parseCommandLine', () => {
  it.each([
    ['/timer 25 write', '/timer', '25 write'],
    ['  /NOTE', '/note', ''],
    ['/intently', '/intently', ''],
  ])('%j → %s %j', (line, name, arg) => expect(parseCommandLine(line)).toMatchObject({ command: { name }, arg }));

  it.each(['/nope', 'timer 25', ''])('%j is no command', (line) => expect(parseCommandLine(line)).toBeNull());
});

describe('noteCounts', () => {
  it.each([
    ['', 0, 0],
    ['  ', 0, 2],
    ['Ask Sam about the launch plan', 6, 29],
    ['one\ntwo  three', 3, 14],
  ])('%j has %d words and %d characters', (text, words, chars) => expect(noteCounts(text)).toEqual({ words, chars }));
});
