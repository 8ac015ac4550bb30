import type { NodeInfo } from './graph-model';

/** The lower-cased text of a node that a search looks through (SPEC §5 graph search fields). */
export function haystackOf(node: NodeInfo): string {
  return [node.url, node.title, node.video?.title ?? '', node.video?.author_name ?? '', node.searchQuery ?? ''].join('\n').toLowerCase();
}

/**
 * SPEC §5 graph search: case-insensitive match against url, title, video title, video author and the
 * search-engine query. An empty (or blank) search matches nothing. Returns 1 per matching node.
 */
export function searchNodes(haystacks: readonly string[], query: string): Uint8Array {
  const matches = new Uint8Array(haystacks.length);
  const needle = query.trim().toLowerCase();
  if (!needle) return matches;
  for (let i = 0; i < haystacks.length; i++) if (haystacks[i]!.includes(needle)) matches[i] = 1;
  return matches;
}
