import { dayGraphStarted } from './data/graph-client';
import { graphCanvas } from './render/graph-canvas';
import type { WebGLStage } from './render/start-webgl';

let started: Promise<WebGLStage> | undefined;

/**
 * The extension graph page's WebGL start, once: when Pixi's code is in and the layout worker's thread runs
 * (worker-started.ts: Chromium completes a worker's start in the page's main-thread tasks, which WebGL's long start
 * would hold back), the canvas's context made as soon as the worker runs, while Pixi's code may still load. The entry
 * calls it first thing and the view asks for the same start, so neither starts WebGL before the worker, whichever
 * comes first (under load, React mounted the view 180 ms before the worker was heard).
 */
export function startPageWebGL(): Promise<WebGLStage> {
  started ??= Promise.all([import('./render/start-webgl'), dayGraphStarted().then(graphCanvas)]).then(
    ([{ startWebGL }]) => startWebGL(),
  );
  return started;
}
