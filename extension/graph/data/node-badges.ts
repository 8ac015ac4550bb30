import { hostWithoutWww } from '../../shared/site-of';
import type { NodeColumns } from './graph-model';
import type { NodePages } from './node-pages';
import { packedAt } from './packed-strings';

/** What a node's badge stands for: the first line of its site's note (null: none), and a clip copied on its page. */
export interface NodeBadge {
  note: string | null;
  clipped: boolean;
}

/** The badged nodes of a graph: their indices in order, and each one's badge. */
export interface NodeBadges {
  /** The badged nodes' indices, ascending. */
  readonly nodes: Uint32Array;
  /** Node i's badge, or undefined when it has none. */
  get(i: number): NodeBadge | undefined;
}

/** No node badged. */
export const NO_BADGES: NodeBadges = { nodes: new Uint32Array(0), get: () => undefined };

/** A note's first line that holds text, trimmed (null for a blank note). */
export function firstLine(text: string): string | null {
  return (
    text
      .split('\n')
      .map((line) => line.trim())
      .find((line) => line !== '') ?? null
  );
}

/** What nodeBadges reads of a graph's node columns: each node's domain and page, and the pages' addresses. */
export type BadgeColumns = Pick<NodeColumns, 'domains' | 'domainOf' | 'page'> & { pages: Pick<NodePages, 'url'> };

/**
 * The badges of a graph's nodes (issue 37): a node is badged when its site (its domain without "www.", as /note
 * keys notes) has a note, or when a clip was copied on its exact address. Notes are matched once per domain and
 * clips once per distinct page, then each node reads its domain's and page's answer from the columns: a month of
 * a million nodes makes no object per node (300-400 ms under Node when it read each node's strings), and nodes with
 * the same badge share one.
 */
export function nodeBadges(
  c: BadgeColumns,
  notes: readonly { site: string; text: string }[],
  clips: readonly { url: string }[],
): NodeBadges {
  if (!notes.length && !clips.length) return NO_BADGES;
  const noteOf = new Map(notes.map((note) => [note.site, firstLine(note.text)]));
  const noteOfDomain = c.domains.map((domain) => noteOf.get(hostWithoutWww(domain)) ?? null);
  const clippedUrls = new Set(clips.map((clip) => clip.url));
  const clippedPage = new Uint8Array(c.pages.url.ends.length);
  if (clippedUrls.size)
    for (let p = 0; p < clippedPage.length; p++) clippedPage[p] = clippedUrls.has(packedAt(c.pages.url, p)) ? 1 : 0;
  // Per domain, its badge without and with a clip (made when first needed).
  const shared: (NodeBadge | undefined)[] = [];
  const badgeOf = (i: number): NodeBadge | undefined => {
    const domain = c.domainOf[i]!;
    const clipped = clippedPage[c.page[i]!]!;
    const note = noteOfDomain[domain]!;
    if (note === null && !clipped) return undefined;
    return (shared[domain * 2 + clipped] ??= { note, clipped: clipped === 1 });
  };
  const badged: number[] = [];
  for (let i = 0; i < c.domainOf.length; i++) if (badgeOf(i)) badged.push(i);
  const nodes = Uint32Array.from(badged);
  return { nodes, get: (i) => (i >= 0 && i < c.domainOf.length ? badgeOf(i) : undefined) };
}
