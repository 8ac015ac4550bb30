import type { ToolsDb } from '../../storage/tools-db';
import { dayKey } from '../../shared/day-key';
import { dayStart, type DayName } from './day-events';

/** /todo: adds a todo for one of the list's days (today unless said) relative to `now`. */
export async function addTodo(tools: ToolsDb, text: string, now: number, day: DayName = 'Today'): Promise<void> {
  if (!text.trim()) throw new Error('Type what to do after /todo, for example "/todo call Sam".');
  await tools.todos.add({ text: text.trim(), day: dayKey(dayStart(day, now)), done: false, createdAt: now });
}
