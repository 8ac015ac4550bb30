import type { ToolCallName } from '../messages/command-bar-messages';
import type { ToolCalls } from './tool-calls';

type Args<K extends ToolCallName> = ToolCalls[K] extends (d: never, ...args: infer A) => unknown ? A : never;
type Result<K extends ToolCallName> = Awaited<ReturnType<ToolCalls[K]>>;

/** Calls a background tool operation from the bar frame, by name. */
export type CallTool = <K extends ToolCallName>(name: K, ...args: Args<K>) => Promise<Result<K>>;

/** A CallTool over runtime messages: a failure in the background is thrown here with its sentence. */
export function createCallTool(send: (message: unknown) => Promise<unknown>): CallTool {
  return async (name, ...args) => {
    const answer = (await send({ type: 'bar/call', name, args })) as { ok: boolean; value?: unknown; error?: string } | undefined;
    if (!answer) throw new Error('The extension did not answer; reload the page and try again.');
    if (!answer.ok) throw new Error(answer.error);
    return answer.value as never;
  };
}
