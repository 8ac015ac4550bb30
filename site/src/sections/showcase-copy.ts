import type { CatalogNameOrAlias } from '../../../extension/commands/command-catalog';

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

/** A clip of a command, labelled with a name the bar takes (the extension's catalog: a typo does not compile). */
const commandClip = (id: string, name: CatalogNameOrAlias): Clip => clip(id, name);

/** SPEC §2 video showcase: the Explore AI and Explore Commands tabs and their clips. */
export const CLIP_GROUPS: ClipGroup[] = [
  { id: 'ai', label: 'Explore AI', clips: [clip('leetcode', 'leetcode'), clip('reddit', 'reddit')] },
  {
    id: 'commands',
    label: 'Explore Commands',
    clips: [
      commandClip('yt', '/yt'),
      commandClip('group', '/group'),
      commandClip('session', '/session'),
      commandClip('gmail', '/gmail'), // SPEC's "/email": no command has that name (issue 36)
      commandClip('help', '/help'),
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
