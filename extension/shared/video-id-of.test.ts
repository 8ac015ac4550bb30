import { describe, expect, it } from 'vitest';
import { videoIdOf } from './video-id-of';

describe('videoIdOf', () => {
  it.each([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=3', 'dQw4w9WgXcQ'],
    ['https://youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?si=share', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/abcDEF12345', 'abcDEF12345'],
    ['https://www.youtube.com/shorts/abcDEF12345?feature=share', 'abcDEF12345'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/live/jfKfPfyJRdk', 'jfKfPfyJRdk'],
    ['https://www.youtube.com/watch', null],
    ['https://www.youtube.com/', null],
    ['https://youtu.be/', null],
    ['https://www.youtube.com/results?search_query=x', null],
    ['https://www.youtube.com/@channel/videos', null],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://vimeo.com/123', null],
    ['lo-fi beats', null],
  ])('%s → %s', (url, id) => expect(videoIdOf(url)).toBe(id));
});
