/** One demo clip of the video showcase: a short webm recording made by scripts/record-clips.ts. */
export interface Clip {
  id: string;
  label: string;
  src: string;
}

/** One showcase tab and its clips. */
export interface ClipGroup {
  id: 'ai' | 'commands';
  label: string;
  clips: Clip[];
}

const clip = (id: string, label: string): Clip => ({ id, label, src: `/clips/${id}.webm` });

/** SPEC §2 video showcase: the Explore AI and Explore Commands tabs and their clips. */
export const CLIP_GROUPS: ClipGroup[] = [
  { id: 'ai', label: 'Explore AI', clips: [clip('leetcode', 'leetcode'), clip('reddit', 'reddit')] },
  {
    id: 'commands',
    label: 'Explore Commands',
    clips: [
      clip('yt', '/yt'),
      clip('group', '/group'),
      clip('session', '/session'),
      clip('email', '/email'),
      clip('help', '/help'),
    ],
  },
];

/** The group shown before the visitor scrolls to the showcase. */
export const DEFAULT_GROUP: ClipGroup['id'] = 'commands';

/** SPEC §9: the AI tab opens this long after scroll progress reaches 1. */
export const AI_TAB_DELAY_MS = 500;

/** The clip the Watch Demo modal plays. */
export const OVERVIEW_CLIP = '/clips/overview.webm';

/** Every clip file the site plays (the showcase's and Watch Demo's), as recorded by `npm run clips`. */
export const ALL_CLIP_SOURCES: readonly string[] = [
  ...CLIP_GROUPS.flatMap((g) => g.clips.map((c) => c.src)),
  OVERVIEW_CLIP,
];
