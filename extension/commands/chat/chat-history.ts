import type { ChatTurn } from '../../account/ai-events';
import { CHAT_LIMITS } from '../../account/api-contract';
import type { ToolsDb } from '../../storage/tools-db';

/** The most messages of a conversation kept and sent (as many as the server takes); older ones go first. */
export const MAX_KEPT_MESSAGES = CHAT_LIMITS.messages;

/** The /chat conversation kept on this device, oldest first. */
export async function loadChat(tools: ToolsDb): Promise<ChatTurn[]> {
  const records = await tools.chatMessages.orderBy('id').toArray();
  return records.map(({ role, content, context }) => (context ? { role, content, context } : { role, content }));
}

/** Adds messages to the conversation (a question and its answer), keeping the latest MAX_KEPT_MESSAGES. */
export async function addToChat(tools: ToolsDb, turns: ChatTurn[], now: number): Promise<void> {
  await tools.transaction('rw', tools.chatMessages, async () => {
    await tools.chatMessages.bulkAdd(turns.map((turn) => ({ ...turn, at: now })));
    const extra = (await tools.chatMessages.count()) - MAX_KEPT_MESSAGES;
    if (extra > 0) await tools.chatMessages.orderBy('id').limit(extra).delete();
  });
}

/** Forgets the conversation ("New chat"). */
export async function clearChat(tools: ToolsDb): Promise<void> {
  await tools.chatMessages.clear();
}
