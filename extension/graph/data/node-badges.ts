import { hostWithoutWww } from '../../shared/site-of';
import type { NodeList } from './graph-model';

/** What a node's badge stands for: the first line of its site's note (null: none), and a clip copied on its page. */
export interface NodeBadge {
  note: string | null;
  clipped: boolean;
}

/** A note's first line that holds text, trimmed (null for a blank note). */
export function firstLine(text: string): string | null {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? null
  );
}

/**
 * The badges of a graph's nodes (issue 37), by node index: a node is badged when its site (its domain without
 * "www.", as /note keys notes) has a note, or when a clip was copied on its exact address. Notes are matched once
 * per domain and clips through a set, so a 100k-node day costs one pass over the nodes.
 */
export function nodeBadges(
  nodes: NodeList,
  notes: readonly { site: string; text: string }[],
  clips: readonly { url: string }[],
): Map<number, NodeBadge> {
  const badges = new Map<number, NodeBadge>();
  if (!notes.length && !clips.length) return badges;
  const noteOf = new Map(notes.map((note) => [note.site, firstLine(note.text)]));
  const clipped = new Set(clips.map((clip) => clip.url));
  const noteOfDomain = new Map<string, string | null>();
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes.at(i)!;
    let note = noteOfDomain.get(node.domain);
    if (note === undefined) noteOfDomain.set(node.domain, (note = noteOf.get(hostWithoutWww(node.domain)) ?? null));
    const badge = { note, clipped: clipped.has(node.url) };
    if (badge.note !== null || badge.clipped) badges.set(i, badge);
  }
  return badges;
}
