/** Every text of the music player (SPEC §2, §8; issue #24), to the letter where SPEC gives it. */
export const PLAYER_COPY = {
  heading: 'Music player',
  notConfigured: "The music player isn't set up on this server yet: it needs a Spotify app's client id.",
  configFailed: "The music player's settings could not be loaded. Please reload the page.",
  localhost: (address: string) => `Spotify only signs in on 127.0.0.1, not localhost: open ${address} instead.`,
  power: 'Power',
  signInHint: 'Press the dial to sign in with Spotify.',
  signedOutAgain: 'Your Spotify session has ended. Press the dial to sign in again.',
  signingIn: 'Signing in with Spotify…',
  signInFailed: (reason: string) => `Spotify sign-in did not finish: ${reason}. Press the dial to try again.`,
  signInStale: 'this sign-in was already used, or was started in another tab',
  nothingPlaying: 'Nothing playing',
  byArtist: (artist: string) => `by ${artist}`,
  darkMode: 'Dark mode',
  openMusic: 'Your music',
  closeMusic: 'Close',
  loading: 'Loading...',
  loadingDetail: 'Fetching your music',
  error: 'Error',
  defaultPlaylistTitle: 'Playlist',
  playlists: 'Playlists',
  tracks: 'Tracks',
  noTracks: 'No playable tracks in this playlist.',
  noPlaylists: 'No playlists of yours to list: Spotify lists only your own and collaborative playlists here.',
  playlistRow: (name: string, count: number) => `${name} (${count} ${count === 1 ? 'track' : 'tracks'})`,
  tracksFailed: 'Failed to fetch top tracks. Please try again later.',
  initFailed: (message: string) => `Failed to initialize player: ${message}`,
  authFailed: (message: string) => `Authentication failed: ${message}`,
  accountError: (message: string) => `Account error: ${message}`,
  playbackError: (message: string) => `Playback error: ${message}`,
  playFailed: 'Failed to play track. Please try again.',
  startFailed: 'Failed to start playback. Please try again.',
  quotaExceeded: "Spotify's request quota for this app is used up for now. Please try again later.",
  premiumNeeded: 'Playing in the browser needs Spotify Premium.',
} as const;

/** The music player's constants (SPEC §7, §8, §9; issue #24). */
export const PLAYER = {
  /** The Spotify Connect device name the SDK player shows in other Spotify apps. */
  deviceName: 'Web Playback SDK',
  volume: 1,
  /** A dial press acts after this delay. */
  pressDelayMs: 300,
  /** The dial's indicator dot turns this much per animation frame while playing. */
  dotDegreesPerFrame: 0.5,
  /** The player's state is read again this long after it connects. */
  stateRereadMs: 1000,
  /** Requests to the Web API are tried at most this often. */
  requestTries: 5,
  /** 429 without a Retry-After header waits this many seconds. */
  defaultRetryAfterSeconds: 1,
  /** Loading a playlist's tracks is tried this often, this far apart, before its error shows. */
  trackLoadTries: 3,
  trackLoadWaitMs: 5000,
  /** Tracks listed per playlist. */
  trackPageSize: 15,
  /** Playlists asked for in one page (the Web API's maximum). */
  playlistPageSize: 50,
  /** An access token is refreshed when it expires within this long. */
  refreshMarginMs: 60_000,
} as const;

/**
 * SPEC §6 scopes: read currently playing, read and modify playback state, read library, read private and
 * collaborative playlists, streaming, read email and private profile.
 */
export const SPOTIFY_SCOPES = [
  'user-read-currently-playing',
  'user-read-playback-state',
  'user-modify-playback-state',
  'user-library-read',
  'playlist-read-private',
  'playlist-read-collaborative',
  'streaming',
  'user-read-email',
  'user-read-private',
] as const;
