import type { Todo, ToolsDb } from '../../storage/tools-db';
import { dayKey } from '../../shared/day-key';

/** /todo: adds a todo for the day of `now`. */
export async function addTodo(tools: ToolsDb, text: string, now: number): Promise<void> {
  if (!text.trim()) throw new Error('Type what to do after /todo, for example "/todo call Sam".');
  await tools.todos.add({ text: text.trim(), day: dayKey(now), done: false, createdAt: now });
}

/** Todos of one day, in the order they were added. */
export async function todosOf(tools: ToolsDb, day: string): Promise<Todo[]> {
  return tools.todos.where('day').equals(day).sortBy('createdAt');
}
