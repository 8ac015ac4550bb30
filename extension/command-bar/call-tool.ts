import type { CallToolOf } from '../commands/define-background';
import type { BackgroundMessenger } from '../messages/to-background';

/**
 * A call tool over the `command/call` message, typed by the table `T` it reaches (the shell's calls, or any
 * command's for the context a command is given); a failure in the background is thrown here with its sentence.
 */
export function createCallTool<T>(send: BackgroundMessenger['sendMessage']): CallToolOf<T> {
  return async (name, ...args) => {
    const answer = await send('command/call', { name, args }).catch((error: unknown) => {
      throw new Error('The extension did not answer; reload the page and try again.', { cause: error });
    });
    if (!answer.ok) throw new Error(answer.error);
    return answer.value as never;
  };
}
