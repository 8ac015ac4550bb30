/**
 * The Web Playback SDK stand-in script, served by the Spotify stand-in as /spotify-player.js in place of
 * https://sdk.scdn.co/spotify-player.js. It follows developer.spotify.com/documentation/web-playback-sdk/reference:
 * the global `Spotify.Player({ name, getOAuthToken, volume })`, `window.onSpotifyWebPlaybackSDKReady` called once
 * loaded, the events `ready` / `not_ready` ({ device_id }), `player_state_changed` (WebPlaybackState or null),
 * `autoplay_failed`, and the errors `initialization_error`, `authentication_error`, `account_error`,
 * `playback_error` ({ message }); the methods `connect` (Promise<boolean>), `disconnect`, `addListener` / `on`,
 * `removeListener`, `getCurrentState`, `setName`, `getVolume`, `setVolume`, `pause`, `resume`, `togglePlay`,
 * `seek`, `previousTrack`, `nextTrack` and `activateElement`. `getOAuthToken` is asked at `connect()` and before
 * every command, as the real SDK asks when its token expires.
 * Where the real SDK talks to Spotify's private services, this one talks to the stand-in's /sdk/ endpoints, so that
 * playback started through the Web API and through the SDK is one state, pushed as `player_state_changed`.
 * Calls to `activateElement()` are counted in `window.spotifyStandIn.activations` for tests to read.
 */
export const SDK_STAND_IN_SCRIPT = String.raw`(() => {
  const base = new URL(document.currentScript.src).origin;
  window.spotifyStandIn = { activations: 0 };
  class Player {
    constructor(options) {
      this._options = options;
      this._listeners = {};
      this._deviceId = null;
      this._events = null;
      this._volume = typeof options.volume === 'number' ? options.volume : 1;
    }
    addListener(event, callback) {
      (this._listeners[event] = this._listeners[event] || []).push(callback);
      return true;
    }
    on(event, callback) {
      return this.addListener(event, callback);
    }
    removeListener(event, callback) {
      this._listeners[event] = callback ? (this._listeners[event] || []).filter((c) => c !== callback) : [];
      return true;
    }
    _emit(event, payload) {
      for (const callback of this._listeners[event] || []) callback(payload);
    }
    _token() {
      return new Promise((resolve) => this._options.getOAuthToken(resolve));
    }
    async _command(op, body) {
      if (!this._deviceId) return;
      const token = await this._token();
      const response = await fetch(base + '/sdk/devices/' + this._deviceId + '/' + op, {
        method: 'POST',
        headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
        body: JSON.stringify(body || {}),
      });
      if (response.status === 401) this._emit('authentication_error', { message: 'Authentication failed' });
    }
    async connect() {
      if (this._deviceId) return true;
      const token = await this._token();
      let response;
      try {
        response = await fetch(base + '/sdk/devices', {
          method: 'POST',
          headers: { Authorization: 'Bearer ' + token, 'Content-Type': 'application/json' },
          body: JSON.stringify({ name: this._options.name, volume: this._volume }),
        });
      } catch (error) {
        this._emit('initialization_error', { message: 'Failed to initialize player' });
        return false;
      }
      const body = await response.json().catch(() => ({}));
      if (response.status === 401) {
        this._emit('authentication_error', { message: body.message || 'Authentication failed' });
        return false;
      }
      if (response.status === 403) {
        this._emit('account_error', { message: body.message || 'This functionality is restricted to premium users only' });
        return false;
      }
      if (!response.ok) {
        this._emit('initialization_error', { message: body.message || 'Failed to initialize player' });
        return false;
      }
      const deviceId = body.device_id;
      this._deviceId = deviceId;
      this._events = new EventSource(base + '/sdk/devices/' + deviceId + '/events');
      this._events.addEventListener('ready', () => this._emit('ready', { device_id: deviceId }));
      this._events.addEventListener('state', (event) => this._emit('player_state_changed', JSON.parse(event.data)));
      this._events.addEventListener('sdk', (event) => {
        const { name, payload } = JSON.parse(event.data);
        this._emit(name, name === 'not_ready' ? { device_id: deviceId } : payload);
      });
      return true;
    }
    disconnect() {
      if (!this._deviceId) return;
      if (this._events) this._events.close();
      fetch(base + '/sdk/devices/' + this._deviceId, { method: 'DELETE' });
      this._deviceId = null;
    }
    async getCurrentState() {
      if (!this._deviceId) return null;
      const response = await fetch(base + '/sdk/devices/' + this._deviceId + '/state');
      return response.ok ? response.json() : null;
    }
    setName(name) {
      this._options.name = name;
      return this._command('name', { name });
    }
    getVolume() {
      return Promise.resolve(this._volume);
    }
    setVolume(volume) {
      this._volume = volume;
      return Promise.resolve();
    }
    pause() {
      return this._command('pause');
    }
    resume() {
      return this._command('resume');
    }
    togglePlay() {
      return this._command('toggle');
    }
    seek(positionMs) {
      return this._command('seek', { position_ms: positionMs });
    }
    previousTrack() {
      return this._command('previous');
    }
    nextTrack() {
      return this._command('next');
    }
    activateElement() {
      window.spotifyStandIn.activations += 1;
      return Promise.resolve();
    }
  }
  window.Spotify = { Player };
  if (typeof window.onSpotifyWebPlaybackSDKReady === 'function') window.onSpotifyWebPlaybackSDKReady();
})();
`;
