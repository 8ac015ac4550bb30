import { describe, expect, it } from 'vitest';
import { youtubeMetadataOf } from './youtube-metadata';

describe('youtubeMetadataOf (SPEC §3 Graph node youtubeMetadata)', () => {
  it.each([
    [
      'a video with its channel',
      { title: 'Lofi beats 🎧', author: 'Chill Channel' },
      { title: 'Lofi beats 🎧', author_name: 'Chill Channel' },
    ],
    [
      'a video whose page showed no channel',
      { title: '日本語のタイトル' },
      { title: '日本語のタイトル', author_name: '' },
    ],
    ['a visit of no video page', undefined, null],
  ])('%s', (_name, video, expected) => {
    expect(youtubeMetadataOf(video)).toEqual(expected);
  });
});
