import 'pixi.js/unsafe-eval'; // MV3 pages forbid eval; Pixi's shader generation needs this polyfill
import { createRoot, extend } from '@pixi/react';
import { BrowserAdapter, Container, DOMAdapter, Ticker, WebGLRenderer, type Application, type Texture } from 'pixi.js';
import { GRAPH_COPY } from '../graph-copy';
import { timeStage, timeStageAsync } from '../stage-timing';
import { graphCanvas } from './graph-canvas';
import { RING_COLORS } from './node-styles';
import { ringTextures } from './ring-textures';
import { warmUpGpu } from './warm-up-gpu';

extend({ Container });

/**
 * What the graph draws with: the Pixi application that @pixi/react's root owns, its WebGL renderer, the scene root
 * its reconciler rendered (the graph's renderer adds its world to it), and the ring textures, kept for the page's life
 * (the warm-up's particle shader has one bound). No ticker runs, Pixi's nor its events': frames are drawn on demand
 * (OverscanView), and nothing is asked of the page while the graph is still.
 */
export class WebGLStage {
  constructor(
    private readonly app: Application,
    /** Pixi's WebGL renderer, the application's. */
    readonly renderer: WebGLRenderer,
    /** The scene root: a container @pixi/react rendered on the application's stage. */
    readonly stage: Container,
    /** Ring textures by colour (ring-textures.ts). */
    readonly ringTextures: Map<number, Texture>,
  ) {}

  /** The canvas the renderer draws on. */
  get canvas(): HTMLCanvasElement {
    return this.app.canvas;
  }

  /** The canvas's size in CSS pixels. */
  get screen() {
    return this.app.screen;
  }

  /** Draws the application's stage on the canvas, first advancing Pixi's system ticker (see `startWebGL`). */
  render() {
    Ticker.system.update();
    this.app.render();
  }
}

/**
 * Pixi's DOM adapter while its renderer starts, answering Pixi's precision probe from the graph's own context. For its
 * first shader Pixi reads the GPU's float precision from a WebGL 1 context it makes on a canvas of its own, once
 * (`getTestContext`, which asks `createCanvas()` for a canvas of no size): a second context start on the way to the
 * first frame, 7 ms of the main thread on an H200 and 11 in software. Here a canvas of no size answers a WebGL 1 context
 * with the graph's context, the same GPU's, whose `getExtension` gives nothing, so Pixi's probe cannot lose it.
 */
function adapterProbingWith(gl: WebGL2RenderingContext): typeof BrowserAdapter {
  const probe = new Proxy(gl, {
    get(target, key) {
      if (key === 'getExtension') return () => null;
      const value: unknown = Reflect.get(target, key);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    ...BrowserAdapter,
    createCanvas(width?: number, height?: number) {
      const canvas = BrowserAdapter.createCanvas(width, height) as HTMLCanvasElement;
      if (width !== undefined) return canvas;
      const getContext = canvas.getContext.bind(canvas) as (kind: string, options?: unknown) => RenderingContext | null;
      canvas.getContext = ((kind: string, options?: unknown) =>
        kind === 'webgl' ? probe : getContext(kind, options)) as typeof canvas.getContext;
      return canvas;
    },
  };
}

let started: Promise<WebGLStage> | null = null;

/**
 * Starts the page's one Pixi application, once (later calls answer the same): the graph page's entry calls it beside
 * the layout worker, before the page's React tree and the view are loaded, so WebGL's start-up overlaps the module
 * graph's loading and the worker's layout. @pixi/react's root owns the application, on the graph's canvas, with a
 * WebGL renderer made here too, and renders the scene root with its reconciler; then one of each kind of
 * thing is drawn off screen (warmUpGpu), so the GPU compiles its shaders while the worker lays out the day. The
 * canvas starts at 1×1 CSS pixel: the view sizes it once it knows its own size, so the drawing buffer is allocated
 * once at full size. Where WebGL cannot start, it fails with a sentence saying how to turn it on (the page shows it
 * in its error state, SPEC §8): WebGL only, no fallback to another renderer.
 */
export function startWebGL(): Promise<WebGLStage> {
  started ??= timeStageAsync('webgl-start', async () => {
    let sceneRoot!: (scene: Container) => void;
    const scene = new Promise<Container>((resolve) => (sceneRoot = resolve));
    const { canvas, context } = graphCanvas();
    const root = createRoot(canvas);
    const app = root.applicationState.app;
    // The renderer is made here rather than by the application's init: that init asks Pixi's autoDetectRenderer,
    // which first probes for WebGL on a throwaway context of its own (isWebGLSupported), a second context start
    // on the way to the first frame. The application's plugins (resize, ticker) are left out with it: the view
    // sizes the canvas and no ticker runs.
    const renderer = new WebGLRenderer();
    if (context) DOMAdapter.set(adapterProbingWith(context));
    try {
      await timeStageAsync('pixi-init', () =>
        renderer.init({
          canvas,
          context,
          // Pixi's browser extensions are not loaded (its init would import them): the graph hit-tests its own grid
          // (use-graph-pointer.ts) and draws nothing Pixi could make accessible (the page's controls are HTML), so its
          // event and accessibility systems would only walk the scene at every pointer move and frame; it uses no
          // filters, DOM containers or sprite sheets either. What it draws registers its own pipes as it is imported.
          skipExtensionImports: true,
          backgroundAlpha: 0, // the canvas box's own background shows through: the theme's (app.css)
          autoDensity: true,
          resolution: window.devicePixelRatio || 1,
          width: 1,
          height: 1,
        }),
      );
    } catch (error) {
      throw new Error(GRAPH_COPY.noWebGL, { cause: error });
    } finally {
      DOMAdapter.set(BrowserAdapter);
    }
    app.renderer = renderer;
    await root.render(
      <pixiContainer
        ref={(container: Container | null) => {
          if (container) sceneRoot(container);
        }}
      />,
      {},
    );
    // Pixi's system ticker runs its scheduler (the clock of its GPU garbage collector) and would ask for an animation
    // frame at every frame for the page's life: it advances with the frames the graph draws instead (`render`).
    Ticker.system.autoStart = false;
    Ticker.system.stop();
    const rings = ringTextures();
    timeStage('warm-up', () => warmUpGpu({ renderer }, rings.get(RING_COLORS.path)!)); // not waiting for the scene root
    return new WebGLStage(app, renderer, await scene, rings);
  });
  return started;
}
