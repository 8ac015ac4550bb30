import type { ToolsDb, VisitOrigin } from '../../storage/tools-db';

/** /remember: saves a snippet, with the visit it was saved on when there is one. */
export async function remember(tools: ToolsDb, text: string, now: number, from?: VisitOrigin): Promise<void> {
  if (!text.trim())
    throw new Error('Type the text to remember after /remember, for example "/remember door code 4512".');
  await tools.snippets.add(from ? { text: text.trim(), createdAt: now, from } : { text: text.trim(), createdAt: now });
}
