import { describe, expect, it } from 'vitest';
import { dialIsOn, powerAction, type PowerAction, type PowerState } from './power-rules';

const base: PowerState = { hasToken: true, playing: false, hasCurrentTrack: false, trackCount: 3, playerReady: true };

describe('powerAction (SPEC §4)', () => {
  it.each([
    ['no token', { hasToken: false }, 'sign-in'],
    ['no token, even while something plays', { hasToken: false, playing: true, hasCurrentTrack: true }, 'sign-in'],
    ['nothing playing, tracks loaded', {}, 'play-first'],
    ['nothing playing, tracks loaded, player not ready', { playerReady: false }, 'play-first'],
    ['ready and playing', { playing: true, hasCurrentTrack: true }, 'pause'],
    ['ready and paused on a track', { hasCurrentTrack: true }, 'resume'],
    ['ready, nothing playing, no tracks loaded', { trackCount: 0 }, 'resume'],
    ['not ready and playing', { playing: true, hasCurrentTrack: true, playerReady: false }, 'api-pause'],
    ['not ready and paused on a track', { hasCurrentTrack: true, playerReady: false }, 'api-resume'],
    ['not ready, nothing playing, no tracks', { trackCount: 0, playerReady: false }, 'api-resume'],
  ] satisfies Array<[string, Partial<PowerState>, PowerAction]>)('%s: %s', (_, state, action) => {
    expect(powerAction({ ...base, ...state })).toBe(action);
  });
});

describe('dialIsOn (SPEC §4)', () => {
  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('signed in %s, switched on %s: on %s', (signedIn, switchedOn, on) => {
    expect(dialIsOn(signedIn, switchedOn)).toBe(on);
  });
});
