import type { BarContext } from '../commands/define-command';
import type { BackgroundMessenger } from '../messages/to-background';

/** A call tool over the `command/call` message: a failure in the background is thrown here with its sentence. */
export function createCallTool(send: BackgroundMessenger['sendMessage']): BarContext['call'] {
  return async (name, ...args) => {
    const answer = await send('command/call', { name, args }).catch((error: unknown) => {
      throw new Error('The extension did not answer; reload the page and try again.', { cause: error });
    });
    if (!answer.ok) throw new Error(answer.error);
    return answer.value as never;
  };
}
