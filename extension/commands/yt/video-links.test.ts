import { describe, expect, it } from 'vitest';
import { videoIdOf, videoSearchUrl } from './video-links';

describe('video links', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/abcDEF12345', 'abcDEF12345'],
    ['https://www.youtube.com/results?search_query=x', null],
    ['https://vimeo.com/123', null],
    ['lo-fi beats', null],
  ])('%s → %s', (url, id) => expect(videoIdOf(url)).toBe(id));

  it('builds the search address', () => {
    expect(videoSearchUrl(' lo-fi beats ')).toBe('https://www.youtube.com/results?search_query=lo-fi%20beats');
  });
});
