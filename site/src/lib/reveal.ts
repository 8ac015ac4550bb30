import type { CSSProperties } from 'react';

/** SPEC §9: reveals fade over 700 ms. */
export const OPACITY_TRANSITION_MS = 700;

/** Class and delay for an element that fades in when `shown`, `delayMs` after its siblings start. */
export function reveal(shown: boolean, delayMs = 0): { className: string; style: CSSProperties } {
  return { className: shown ? 'reveal shown' : 'reveal', style: { transitionDelay: shown ? `${delayMs}ms` : '0ms' } };
}
