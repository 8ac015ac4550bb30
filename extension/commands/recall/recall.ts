import type { Snippet, ToolsDb } from '../../storage/tools-db';

/** /recall: snippets containing every word of the query, newest first. */
export async function recall(tools: ToolsDb, query: string): Promise<Snippet[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const all = await tools.snippets.orderBy('createdAt').reverse().toArray();
  return all.filter((s) => words.every((w) => s.text.toLowerCase().includes(w)));
}
