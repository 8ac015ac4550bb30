import type { Browser } from 'wxt/browser';
import { accept, type AnswerOf, type DataOf, type MessageType, type OwnRuntime, type SenderKind } from './index';
import { toBackground } from './to-background';

/** The background's handler of one message type: the accepted data, the sender and its kind in, the answer out. */
export type TrustedHandler<T extends MessageType> = (
  data: DataOf<T>,
  sender: Browser.runtime.MessageSender,
  from: SenderKind,
) => AnswerOf<T> | Promise<AnswerOf<T>>;

/**
 * Registers background handlers, each behind the one gate: a handler runs only for a message whose sender may
 * send it and whose data holds to its schema; anything else is refused (the sender's promise rejects) and
 * runs nothing. Returns a function that removes the handlers.
 */
export function onTrusted(runtime: OwnRuntime, handlers: { [T in MessageType]?: TrustedHandler<T> }): () => void {
  const removers = (Object.keys(handlers) as MessageType[]).map((type) => {
    const handler = handlers[type] as TrustedHandler<MessageType>;
    return toBackground.onMessage(type, ({ data, sender }) => {
      const accepted = accept(type, data, sender, runtime);
      if (!accepted)
        throw new Error(
          `Intently refused a "${type}" message: not from a sender that may send it, or not in its shape.`,
        );
      return handler(accepted.data, sender, accepted.from) as never;
    });
  });
  return () => {
    for (const remove of removers) remove();
  };
}
