import type { ToolsDb } from '../../storage/tools-db';
import { dayKey } from '../../shared/day-key';

/** /todo: adds a todo for the day of `now`. */
export async function addTodo(tools: ToolsDb, text: string, now: number): Promise<void> {
  if (!text.trim()) throw new Error('Type what to do after /todo, for example "/todo call Sam".');
  await tools.todos.add({ text: text.trim(), day: dayKey(now), done: false, createdAt: now });
}
