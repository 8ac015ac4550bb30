/** What the dial's press does (SPEC §4 music player power). */
export type PowerAction =
  /** No token: switch on and go to Spotify's sign-in. */
  | 'sign-in'
  /** Nothing playing and tracks loaded: play the first track. */
  | 'play-first'
  /** Player connected: pause or resume it. */
  | 'pause'
  | 'resume'
  /** Player not ready: pause or resume through the Web API instead. */
  | 'api-pause'
  | 'api-resume';

/** What the press decision reads. */
export interface PowerState {
  hasToken: boolean;
  playing: boolean;
  /** A current track is known (playing or paused). */
  hasCurrentTrack: boolean;
  trackCount: number;
  /** The SDK player is connected and has its device. */
  playerReady: boolean;
}

/**
 * SPEC §4: with no token, sign in. With one: if nothing is playing (no current track) and tracks are loaded,
 * play the first; otherwise a ready player pauses when playing and resumes when not; a player that is not
 * ready falls back to the Web API, pausing when playing and resuming when not.
 */
export function powerAction({ hasToken, playing, hasCurrentTrack, trackCount, playerReady }: PowerState): PowerAction {
  if (!hasToken) return 'sign-in';
  if (!playing && !hasCurrentTrack && trackCount > 0) return 'play-first';
  if (playerReady) return playing ? 'pause' : 'resume';
  return playing ? 'api-pause' : 'api-resume';
}

/** SPEC §4: the dial is on when signed in or when the user switched it on. */
export function dialIsOn(signedIn: boolean, switchedOn: boolean): boolean {
  return signedIn || switchedOn;
}
