import type { Clip, ToolsDb, VisitOrigin } from '../../storage/tools-db';

/** Longest copied text kept in the clipboard history; longer copies are cut. */
export const MAX_CLIP_CHARS = 20_000;

/** The clipboard history keeps this many entries, newest first. */
export const MAX_CLIPS = 200;

/**
 * Adds a copied text with the visit it was copied on; copying the same text again moves it to the top (with its
 * new origin) instead of duplicating it.
 */
export async function addClip(
  tools: ToolsDb,
  text: string,
  url: string,
  now: number,
  from?: VisitOrigin,
): Promise<void> {
  await tools.transaction('rw', tools.clips, async () => {
    await tools.clips.filter((c) => c.text === text).delete();
    await tools.clips.add(from ? { text, url, copiedAt: now, from } : { text, url, copiedAt: now });
    const extra = (await tools.clips.count()) - MAX_CLIPS;
    if (extra > 0) await tools.clips.orderBy('copiedAt').limit(extra).delete();
  });
}

/** The clipboard history, newest first. */
export async function listClips(tools: ToolsDb): Promise<Clip[]> {
  return tools.clips.orderBy('copiedAt').reverse().toArray();
}

/** "Copy All": every entry, newest first, one per line. */
export function joinClips(clips: readonly Clip[]): string {
  return clips.map((c) => c.text).join('\n');
}
