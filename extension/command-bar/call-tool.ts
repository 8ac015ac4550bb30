import type { BarContext } from '../commands/define-command';

/** A call tool over runtime messages: a failure in the background is thrown here with its sentence. */
export function createCallTool(send: (message: unknown) => Promise<unknown>): BarContext['call'] {
  return async (name, ...args) => {
    const answer = (await send({ type: 'command/call', name, args })) as { ok: boolean; value?: unknown; error?: string } | undefined;
    if (!answer) throw new Error('The extension did not answer; reload the page and try again.');
    if (!answer.ok) throw new Error(answer.error);
    return answer.value as never;
  };
}
