import { useEffect, useState } from 'react';
import type { PanelProps } from '../define-command';
import type ytBackground from './yt-background';
import { videoIdOf } from '../../shared/video-id-of';
import type { RecentVideo } from './recent-videos';
import { videoSearchUrl } from './video-links';

/**
 * /yt: a video URL (or the current video) plays in a floating player on the page; other text searches the
 * video site; with nothing typed, the videos watched lately are listed, each playable in the floating player.
 */
export function YtPanel({ ctx, arg }: PanelProps<typeof ytBackground>) {
  const [text, setText] = useState(arg);
  const [watched, setWatched] = useState<RecentVideo[] | null>(null);
  useEffect(() => void ctx.call('recentVideos').then(setWatched), [ctx]);
  const current = ctx.tab?.url && videoIdOf(ctx.tab.url) ? ctx.tab.url : null;
  const go = async (value: string) => {
    const id = videoIdOf(value);
    if (id && ctx.tab?.id !== undefined && ctx.mode === 'overlay') {
      await ctx.call('floatVideo', ctx.tab.id, id);
      ctx.close();
    } else {
      await ctx.api.tabs.create({ url: id ? value : videoSearchUrl(value), windowId: ctx.tab?.windowId });
      ctx.close();
    }
  };
  return (
    <div>
      <input
        className="field"
        autoFocus
        placeholder="Search videos, or paste a video link"
        aria-label="Video search or link"
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => e.key === 'Enter' && text.trim() && void go(text)}
      />
      {current && (
        <button type="button" onClick={() => void go(current)}>
          Play this video in a floating player
        </button>
      )}
      {!text.trim() && watched && (
        <ul className="list" aria-label="Recently watched">
          {watched.map((video) => (
            <li key={video.videoId}>
              <button type="button" className="link" onClick={() => void go(video.url)}>
                {video.title}
              </button>
              {video.author && <span className="muted"> · {video.author}</span>}
            </li>
          ))}
          {watched.length === 0 && (
            <li className="muted">No video watched yet: the videos you watch are listed here, kept on this device.</li>
          )}
        </ul>
      )}
    </div>
  );
}
