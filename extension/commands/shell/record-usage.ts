import type { ToolsDb } from '../../storage/tools-db';

/** Counts a use of a command, kept locally so most-used commands rank first. */
export async function recordUsage(tools: ToolsDb, command: string): Promise<void> {
  await tools.transaction('rw', tools.usage, async () => {
    const current = await tools.usage.get(command);
    await tools.usage.put({ ...current, command, count: (current?.count ?? 0) + 1 });
  });
}
