import { useState, type KeyboardEvent } from 'react';
import { Modal } from '../components/modal';
import { firstWord } from './playback-state';
import { PLAYER_COPY as COPY } from './player-copy';
import type { PanelContent } from './use-music-player';
import type { Playlist, Track } from './spotify-api';

/** Props of {@link MusicPanel}. */
export interface MusicPanelProps {
  open: boolean;
  onClose: () => void;
  content: PanelContent;
  playlists: Playlist[];
  selectedPlaylist: Playlist | null;
  tracks: Track[];
  /** The highlighted row's track. */
  currentTrackId: string | null;
  onSelectPlaylist: (playlist: Playlist) => void;
  onSelectTrack: (id: string) => void;
}

/** Arrow keys move the focus between a list's buttons (Home and End to its ends). */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: buttons.length - 1 }[event.key];
  if (next === undefined || buttons.length === 0) return;
  event.preventDefault();
  buttons[Math.max(0, Math.min(buttons.length - 1, next))]?.focus();
}

/**
 * SPEC §2 right-aligned overlay panel (the backdrop and Escape close it): loading, an error, or the selected
 * playlist's tracks with a 'Playlists' toggle to choose another one.
 */
export function MusicPanel({
  open,
  onClose,
  content,
  playlists,
  selectedPlaylist,
  tracks,
  currentTrackId,
  onSelectPlaylist,
  onSelectTrack,
}: MusicPanelProps) {
  const [showPlaylists, setShowPlaylists] = useState(false);
  // The track list is a new element each time it is shown again, so a chosen playlist's tracks start at the top.
  const choose = (playlist: Playlist) => {
    setShowPlaylists(false);
    onSelectPlaylist(playlist);
  };
  return (
    <Modal open={open} onClose={onClose} label={COPY.openMusic} className="music-panel">
      {content.kind === 'loading' && (
        <div className="panel-state" role="status">
          <p className="panel-state-title">{COPY.loading}</p>
          <p className="muted">{COPY.loadingDetail}</p>
        </div>
      )}
      {content.kind === 'error' && (
        <div className="panel-state" role="alert">
          <h2 className="panel-state-title">{COPY.error}</h2>
          <p>{content.message}</p>
        </div>
      )}
      {content.kind === 'list' && (
        <>
          <div className="panel-head">
            <h2>{showPlaylists ? COPY.playlists : (selectedPlaylist?.name ?? COPY.defaultPlaylistTitle)}</h2>
            {playlists.length > 0 && (
              <button
                type="button"
                className="button small"
                aria-pressed={showPlaylists}
                onClick={() => setShowPlaylists((shown) => !shown)}
              >
                {COPY.playlists}
              </button>
            )}
          </div>
          {showPlaylists ? (
            <ul className="panel-list" aria-label={COPY.playlists} onKeyDown={moveFocus}>
              {playlists.map((playlist) => (
                <li key={playlist.id}>
                  <button
                    type="button"
                    className={`panel-row${playlist.id === selectedPlaylist?.id ? ' selected' : ''}`}
                    aria-current={playlist.id === selectedPlaylist?.id ? 'true' : undefined}
                    onClick={() => choose(playlist)}
                  >
                    {COPY.playlistRow(playlist.name, playlist.trackCount)}
                  </button>
                </li>
              ))}
            </ul>
          ) : tracks.length === 0 ? (
            <p className="muted">{playlists.length === 0 ? COPY.noPlaylists : COPY.noTracks}</p>
          ) : (
            <ul className="panel-list" aria-label={COPY.tracks} onKeyDown={moveFocus}>
              {tracks.map((track) => (
                <li key={track.id}>
                  <button
                    type="button"
                    className={`panel-row${track.id === currentTrackId ? ' selected' : ''}`}
                    aria-current={track.id === currentTrackId ? 'true' : undefined}
                    onClick={() => onSelectTrack(track.id)}
                  >
                    <span className="track-name">{track.name}</span>
                    <span className="track-artist">{firstWord(track.artist)}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Modal>
  );
}
