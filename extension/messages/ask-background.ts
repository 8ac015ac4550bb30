import type { Message } from '@webext-core/messaging';
import type { AnswerOf, BackgroundProtocol, DataOf, MessageType } from './index';

/** The slice of the runtime a content script sends with. */
export interface SendingRuntime {
  sendMessage(message: unknown): Promise<unknown>;
}

/**
 * A content script's message to the background that waits for the answer, without the messaging library at run
 * time (see index.ts): it sends the library's own envelope and reads the library's reply (`{ res }`, or `{ err }`
 * when the background refused the message or its handler failed). Null for a refusal, a failure or no answer
 * (a worker restarting, an extension reloaded under the page).
 */
export async function askBackground<T extends MessageType>(
  runtime: SendingRuntime,
  type: T,
  data: DataOf<T>,
): Promise<AnswerOf<T> | null> {
  const message = { id: 0, type, data, timestamp: Date.now() } as Message<BackgroundProtocol, T>;
  const reply = (await runtime.sendMessage(message).catch(() => null)) as { res?: AnswerOf<T>; err?: unknown } | null;
  return reply && reply.err == null && reply.res !== undefined ? reply.res : null;
}
