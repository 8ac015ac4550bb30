import { VIEW } from './render-svg';

/** The laid-out day a peer renderer draws, as plain arrays (what page.evaluate carries): our core's positions and links. */
export interface PeerDay {
  x: number[];
  y: number[];
  linkSource: number[];
  linkTarget: number[];
}

declare global {
  interface Window {
    /** Moves the drawn graph by `frame` pan steps from where it started (panFrameTimes calls it once a frame). */
    panStep?(frame: number): void;
  }
}

/** A full-view element for a peer renderer to draw into. */
export function peerContainer(): HTMLDivElement {
  document.body.style.margin = '0';
  const container = document.body.appendChild(document.createElement('div'));
  container.style.cssText = `width:${VIEW.width}px;height:${VIEW.height}px;background:#fff`;
  return container;
}

/**
 * Resolves once two more frames have begun, so what was drawn before is on screen: the rule by which the
 * graph page sets its drawn mark. Answers the ms since `started`.
 */
export function drawnAfter(started: number): Promise<number> {
  return new Promise((done) =>
    requestAnimationFrame(() => requestAnimationFrame(() => done(performance.now() - started))),
  );
}
