import { describe, expect, it } from 'vitest';
import { videoEmbedUrl, videoSearchUrl } from './video-links';

describe('video links', () => {
  it('builds the search address', () => {
    expect(videoSearchUrl(' lo-fi beats ')).toBe('https://www.youtube.com/results?search_query=lo-fi%20beats');
  });

  it('builds the floating player’s address', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  });
});
