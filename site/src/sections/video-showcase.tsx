import { useEffect, useRef, useState, type RefObject } from 'react';
import { useProgress, type ScrollProgress } from '../lib/scroll-progress';
import { useInView } from '../lib/use-in-view';
import { AI_TAB_DELAY_MS, CLIP_GROUPS, DEFAULT_GROUP, type ClipGroup } from './showcase-copy';

/**
 * SPEC §2 video showcase in the browser mock: two tabs of clips, only the selected clip plays, and the AI tab
 * (leetcode) opens 500 ms after scroll progress reaches 1.
 */
export function VideoShowcase({
  mockRef,
  progress,
}: {
  mockRef: RefObject<HTMLDivElement | null>;
  progress: ScrollProgress;
}) {
  const [groupId, setGroupId] = useState<ClipGroup['id']>(DEFAULT_GROUP);
  const [clipIndex, setClipIndex] = useState(0);
  const reached = useProgress(progress, (p) => p >= 1);
  const opened = useRef(false);
  const visible = useInView(mockRef, { once: true, threshold: 0.1 });

  useEffect(() => {
    if (!reached || opened.current) return;
    const timer = setTimeout(() => {
      opened.current = true;
      setGroupId('ai');
      setClipIndex(0);
    }, AI_TAB_DELAY_MS);
    return () => clearTimeout(timer);
  }, [reached]);

  const group = CLIP_GROUPS.find((g) => g.id === groupId) ?? CLIP_GROUPS[0]!;
  const clip = group.clips[clipIndex] ?? group.clips[0]!;
  return (
    <div ref={mockRef} className="browser-mock" id="showcase">
      <div className="browser-bar" aria-hidden="true">
        <span className="dot" />
        <span className="dot" />
        <span className="dot" />
        <span className="browser-address">intently.app/demo</span>
      </div>
      <div className="showcase-tabs" role="tablist" aria-label="Demo clips">
        {CLIP_GROUPS.map((g) => (
          <button
            key={g.id}
            type="button"
            role="tab"
            id={`tab-${g.id}`}
            aria-selected={g.id === groupId}
            aria-controls="showcase-panel"
            className="showcase-tab"
            onClick={() => {
              setGroupId(g.id);
              setClipIndex(0);
            }}
          >
            {g.label}
          </button>
        ))}
      </div>
      <div id="showcase-panel" role="tabpanel" aria-labelledby={`tab-${groupId}`} className="showcase-panel">
        <div className="clip-chips">
          {group.clips.map((c, index) => (
            <button
              key={c.id}
              type="button"
              className="clip-chip"
              aria-pressed={index === clipIndex}
              onClick={() => setClipIndex(index)}
            >
              {c.label}
            </button>
          ))}
        </div>
        <div className="clip-frame">
          {visible && (
            <video
              key={clip.src}
              className="clip-video"
              src={clip.src}
              aria-label={`${group.label}: ${clip.label}`}
              data-clip={clip.id}
              autoPlay
              muted
              loop
              playsInline
              onError={() => console.error(`The demo clip ${clip.src} could not be loaded.`)}
            />
          )}
        </div>
      </div>
    </div>
  );
}
