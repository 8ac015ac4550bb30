import type { BarPage } from '../commands/define-command';
import type { PageRequest, PageTextAnswer, PutTextAnswer } from './bar-frame-messages';

/** The frame's requests to its bar host (issue #23), answered over the private port; `take` gets each answer. */
export interface HostPageAccess {
  readableText: BarPage['readableText'];
  putText: BarPage['putText'];
  /** Hands an answer from the host to the request that waits for it. */
  take(answer: PageTextAnswer | PutTextAnswer): void;
}

type Request = PageRequest extends infer R ? (R extends PageRequest ? Omit<R, 'id'> : never) : never;

/** Page access over the host's port; without one (a bar window), there is no page: no text, nothing put. */
export function hostPageAccess(port: () => MessagePort | null): HostPageAccess {
  const waiting = new Map<number, (answer: PageTextAnswer | PutTextAnswer) => void>();
  let last = 0;
  const ask = (request: Request) =>
    new Promise<PageTextAnswer | PutTextAnswer | null>((resolve) => {
      const to = port();
      if (!to) return resolve(null);
      const id = ++last;
      waiting.set(id, resolve);
      to.postMessage({ ...request, id });
    });
  return {
    readableText: async () => {
      const answer = await ask({ type: 'page-text' });
      return answer?.type === 'page-text' ? answer.page : null;
    },
    putText: async (text) => {
      const answer = await ask({ type: 'put-text', text });
      return answer?.type === 'put-text' ? answer.outcome : 'none';
    },
    take(answer) {
      waiting.get(answer.id)?.(answer);
      waiting.delete(answer.id);
    },
  };
}
