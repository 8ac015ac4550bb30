import type { InPageState } from '../commands';

export type { InPageState };

/** Whether a page needs the in-page tools at all (otherwise nothing is injected): some command has something to show. */
export function needsInPageTools(state: InPageState): boolean {
  return Object.values(state).some(Boolean);
}
