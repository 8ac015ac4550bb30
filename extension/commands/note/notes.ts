import type { Note, ToolsDb } from '../../storage/tools-db';

/** SPEC §1 per-site notepad: the note of a site, or an empty one. */
export async function loadNote(tools: ToolsDb, site: string): Promise<Note> {
  return (await tools.notes.get(site)) ?? { site, text: '', updatedAt: 0 };
}

/** Saves a site's note; an emptied note is deleted so it stops reappearing on the site. */
export async function saveNote(tools: ToolsDb, site: string, text: string, now: number): Promise<void> {
  if (text.trim() === '') await tools.notes.delete(site);
  else await tools.notes.put({ site, text, updatedAt: now });
}

/** Word and character counts shown under the notepad. */
export function noteCounts(text: string): { words: number; chars: number } {
  const words = text.trim() === '' ? 0 : text.trim().split(/\s+/).length;
  return { words, chars: text.length };
}

/** Notes whose site or text contains the query, newest first. */
export async function searchNotes(tools: ToolsDb, query: string): Promise<Note[]> {
  const q = query.trim().toLowerCase();
  const notes = await tools.notes.orderBy('updatedAt').reverse().toArray();
  return q ? notes.filter((n) => n.site.includes(q) || n.text.toLowerCase().includes(q)) : notes;
}
