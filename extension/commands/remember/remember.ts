import type { ToolsDb } from '../../storage/tools-db';

/** /remember: saves a snippet. */
export async function remember(tools: ToolsDb, text: string, now: number): Promise<void> {
  if (!text.trim())
    throw new Error('Type the text to remember after /remember, for example "/remember door code 4512".');
  await tools.snippets.add({ text: text.trim(), createdAt: now });
}
