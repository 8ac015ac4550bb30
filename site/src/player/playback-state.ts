/** SPEC §3 current track. */
export interface CurrentTrack {
  id: string;
  name: string;
  /** Artist names joined by ', '. */
  artist: string;
  album: string;
}

/** What the page keeps of the player's state. */
export interface Playback {
  playing: boolean;
  /** The highlighted row's track id; null when nothing is current. */
  trackId: string | null;
  current: CurrentTrack | null;
}

/** The parts of the Web Playback SDK's WebPlaybackState the page reads (developer.spotify.com/documentation/web-playback-sdk/reference). */
export interface SdkPlaybackState {
  paused: boolean;
  track_window: {
    current_track: {
      id: string | null;
      name: string;
      artists: Array<{ name: string }>;
      album: { name: string };
    } | null;
  };
}

/** Nothing playing. */
export const STOPPED: Playback = { playing: false, trackId: null, current: null };

/**
 * SPEC §4: a player event sets the playing flag, the selected track id and the current track; a null state
 * (playback moved away or stopped) or one without a current track clears them.
 */
export function playbackFrom(state: SdkPlaybackState | null): Playback {
  const track = state?.track_window.current_track;
  if (!state || !track?.id) return STOPPED;
  return {
    playing: !state.paused,
    trackId: track.id,
    current: {
      id: track.id,
      name: track.name,
      artist: track.artists.map((a) => a.name).join(', '),
      album: track.album.name,
    },
  };
}

/** SPEC §2: a track row shows the first word of the artist name. */
export function firstWord(artist: string): string {
  return artist.trim().split(/\s+/)[0] ?? '';
}
