import type { Snippet, Todo, ToolsDb } from '../command-bar/tools-db';
import { dayKey } from './time-format';

/** /todo: adds a todo for the day of `now`. */
export async function addTodo(tools: ToolsDb, text: string, now: number): Promise<void> {
  if (!text.trim()) throw new Error('Type what to do after /todo, for example "/todo call Sam".');
  await tools.todos.add({ text: text.trim(), day: dayKey(now), done: false, createdAt: now });
}

/** Todos of one day, in the order they were added. */
export async function todosOf(tools: ToolsDb, day: string): Promise<Todo[]> {
  return tools.todos.where('day').equals(day).sortBy('createdAt');
}

/** /remember: saves a snippet. */
export async function remember(tools: ToolsDb, text: string, now: number): Promise<void> {
  if (!text.trim()) throw new Error('Type the text to remember after /remember, for example "/remember door code 4512".');
  await tools.snippets.add({ text: text.trim(), createdAt: now });
}

/** /recall: snippets containing every word of the query, newest first. */
export async function recall(tools: ToolsDb, query: string): Promise<Snippet[]> {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const all = await tools.snippets.orderBy('createdAt').reverse().toArray();
  return all.filter((s) => words.every((w) => s.text.toLowerCase().includes(w)));
}
