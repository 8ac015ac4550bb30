import { describe, expect, it } from 'vitest';
import { firstWord, playbackFrom, STOPPED, type SdkPlaybackState } from './playback-state';

const state = (paused: boolean, id: string | null = 't1'): SdkPlaybackState => ({
  paused,
  track_window: {
    current_track: { id, name: 'Song', artists: [{ name: 'Ann Lee' }, { name: 'Bo' }], album: { name: 'Album' } },
  },
});
const current = { id: 't1', name: 'Song', artist: 'Ann Lee, Bo', album: 'Album' };

describe('playbackFrom (SPEC §4 player events)', () => {
  it.each([
    ['a playing state', state(false), { playing: true, trackId: 't1', current }],
    ['a paused state', state(true), { playing: false, trackId: 't1', current }],
    ['no state (playback moved away)', null, STOPPED],
    ['a state without a current track', { paused: true, track_window: { current_track: null } }, STOPPED],
    ['a current track without id (an ad or local file)', state(false, null), STOPPED],
  ])('reads %s', (_, input, playback) => {
    expect(playbackFrom(input)).toEqual(playback);
  });
});

describe('firstWord', () => {
  it.each([
    ['Ann Lee, Bo', 'Ann'],
    ['  Prince ', 'Prince'],
    ['', ''],
  ])('%j → %j', (artist, word) => {
    expect(firstWord(artist)).toBe(word);
  });
});
