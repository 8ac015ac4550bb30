import type { SdkPlaybackState } from './playback-state';

/** The Web Playback SDK player, as far as the page uses it (developer.spotify.com/documentation/web-playback-sdk/reference). */
export interface SdkPlayer {
  connect(): Promise<boolean>;
  disconnect(): void;
  addListener(event: 'ready' | 'not_ready', callback: (payload: { device_id: string }) => void): boolean;
  addListener(event: 'player_state_changed', callback: (state: SdkPlaybackState | null) => void): boolean;
  addListener(
    event: 'initialization_error' | 'authentication_error' | 'account_error' | 'playback_error' | 'autoplay_failed',
    callback: (payload: { message: string }) => void,
  ): boolean;
  getCurrentState(): Promise<SdkPlaybackState | null>;
  pause(): Promise<void>;
  resume(): Promise<void>;
  activateElement(): Promise<void>;
}

/** The SDK's global `Spotify`. */
export interface SpotifySdk {
  Player: new (options: {
    name: string;
    getOAuthToken: (callback: (token: string) => void) => void;
    volume: number;
  }) => SdkPlayer;
}

declare global {
  interface Window {
    Spotify?: SpotifySdk;
    onSpotifyWebPlaybackSDKReady?: () => void;
  }
}

let loading: Promise<SpotifySdk> | null = null;

/** Loads the SDK script once (it calls `window.onSpotifyWebPlaybackSDKReady` when ready) and gives its `Spotify`. */
export function loadSdk(url: string): Promise<SpotifySdk> {
  loading ??= new Promise<SpotifySdk>((resolve, reject) => {
    window.onSpotifyWebPlaybackSDKReady = () =>
      window.Spotify
        ? resolve(window.Spotify)
        : reject(new Error('the Spotify player script did not define Spotify.Player'));
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.onerror = () => {
      loading = null;
      script.remove();
      reject(new Error(`the Spotify player script could not be loaded from ${url}`));
    };
    document.head.append(script);
  });
  return loading;
}
