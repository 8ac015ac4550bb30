import 'pixi.js/unsafe-eval'; // MV3 pages forbid eval; Pixi's shader generation needs this polyfill
import 'pixi.js/browser'; // loaded with the page: Pixi's init would import it on demand, a fetch in the way of the first frame
import { Container, WebGLRenderer, type Texture } from 'pixi.js';
import { GRAPH_COPY } from '../graph-copy';
import { timeStage, timeStageAsync } from '../stage-timing';
import { RING_COLORS } from './node-styles';
import { ringTextures } from './ring-textures';
import { warmUpGpu } from './warm-up-gpu';

/**
 * What the graph draws with in place of a Pixi Application: Pixi's WebGL renderer, the stage it renders, its canvas,
 * and the ring textures, kept for the page's life (the warm-up's particle shader has one bound). It has no ticker:
 * frames are drawn on demand (OverscanView).
 */
export class WebGLStage {
  /** The root of what each frame draws. */
  readonly stage = new Container();
  /** Ring textures by colour (ring-textures.ts). */
  readonly ringTextures: Map<number, Texture> = ringTextures();

  constructor(readonly renderer: WebGLRenderer) {}

  /** The canvas the renderer draws on. */
  get canvas(): HTMLCanvasElement {
    return this.renderer.canvas;
  }

  /** The canvas's size in CSS pixels. */
  get screen() {
    return this.renderer.screen;
  }

  /** Draws the stage on the canvas. */
  render() {
    this.renderer.render({ container: this.stage });
  }
}

let started: Promise<WebGLStage> | null = null;

/**
 * Starts the page's one WebGL renderer, once (later calls answer the same): the graph page's entry calls it beside
 * the layout worker, before React and the view are loaded, so WebGL's start-up overlaps the module graph's loading
 * and the worker's layout. It makes Pixi's WebGLRenderer directly, not through autoDetectRenderer, which first
 * creates and throws away a WebGL context only to test for support; then it draws one of each kind of thing off
 * screen (warmUpGpu), so the GPU compiles its shaders while the page's code loads and the worker lays out the day.
 * Its canvas starts at 1×1 CSS pixel: the view sizes it once it knows its own size, so the drawing buffer is
 * allocated once at full size. Where WebGL cannot start, it fails with a sentence saying how to turn it on (the
 * page shows it in its error state, SPEC §8).
 */
export function startWebGL(): Promise<WebGLStage> {
  started ??= timeStageAsync('webgl-start', async () => {
    const renderer = new WebGLRenderer();
    try {
      await renderer.init({
        backgroundAlpha: 0, // the canvas box's own background shows through: the theme's (app.css)
        autoDensity: true,
        resolution: window.devicePixelRatio || 1,
        width: 1,
        height: 1,
      });
    } catch (error) {
      throw new Error(GRAPH_COPY.noWebGL, { cause: error });
    }
    const stage = new WebGLStage(renderer);
    timeStage('warm-up', () => warmUpGpu(stage, stage.ringTextures.get(RING_COLORS.path)!));
    return stage;
  });
  return started;
}
