import type { Container } from 'pixi.js';
import type { WebGLStage } from './start-webgl';
import type { Bounds } from '../geometry/spatial-grid';
import type { ViewTransform } from '../geometry/view-transform';
import { timeStage } from '../stage-timing';

const OVERSCAN = 256; // CSS pixels drawn beyond each edge of the view, so most pan frames only move the canvas

/** What OverscanView uses of the WebGL stage. */
type OverscanApp = Pick<WebGLStage, 'canvas' | 'renderer' | 'render' | 'screen'>;

/**
 * Frames of the world drawn on demand, once per animation frame whatever changed before it, on a canvas
 * that reaches OVERSCAN beyond the view on each side: a pan within that only moves the canvas (the
 * compositor's work, no WebGL frame), a longer one or a zoom redraws it around the new view.
 */
export class OverscanView {
  /** The view the user asked for, and the one the canvas was last drawn around (null: none yet). */
  private view: ViewTransform = { x: 0, y: 0, scale: 1 };
  private drawn: ViewTransform | null = null;
  private size = { width: 0, height: 0 };
  private frameRequest = 0;

  /** The canvas's size for a view of a size in CSS pixels: the view and the overscan drawn around it. */
  static canvasSizeFor(view: { width: number; height: number }): { width: number; height: number } {
    return { width: view.width + 2 * OVERSCAN, height: view.height + 2 * OVERSCAN };
  }

  constructor(
    private readonly app: OverscanApp,
    private readonly world: Pick<Container, 'position' | 'scale' | 'destroyed'>,
    /**
     * Called before each frame is drawn with the part of the world the canvas shows and the zoom; answers false when
     * there is nothing to draw yet, and then no frame is drawn (an empty frame would still be composited, in
     * software GL read back whole, just before the graph's first frame).
     */
    private readonly beforeDraw: (shown: Bounds, scale: number) => boolean,
  ) {}

  /** Matches the drawing buffer to the view's size in CSS pixels (reallocating it only when the size changed). */
  resize(width: number, height: number) {
    if (width <= 0 || height <= 0 || (width === this.size.width && height === this.size.height)) return;
    this.size = { width, height };
    const canvas = OverscanView.canvasSizeFor(this.size);
    this.app.renderer.resize(canvas.width, canvas.height);
    Object.assign(this.app.canvas.style, { position: 'absolute', left: '0', top: '0' });
    this.invalidate();
  }

  /** Pans and zooms: a pan that stays within the drawn overscan only moves the canvas. */
  setTransform(t: ViewTransform) {
    this.view = t;
    const drawn = this.drawn;
    if (
      drawn &&
      drawn.scale === t.scale &&
      Math.abs(t.x - drawn.x) <= OVERSCAN &&
      Math.abs(t.y - drawn.y) <= OVERSCAN
    ) {
      this.placeCanvas(t.x - drawn.x, t.y - drawn.y);
    } else this.invalidate();
  }

  /** Draws the next animation frame, once, whatever changes before it. */
  invalidate() {
    this.frameRequest ||= requestAnimationFrame(() => {
      this.frameRequest = 0;
      if (this.world.destroyed) return;
      const t = this.view;
      const left = t.x + OVERSCAN;
      const top = t.y + OVERSCAN;
      this.world.position.set(left, top);
      this.world.scale.set(t.scale);
      const { width, height } = this.app.screen;
      const draw = this.beforeDraw(
        {
          minX: -left / t.scale,
          minY: -top / t.scale,
          maxX: (width - left) / t.scale,
          maxY: (height - top) / t.scale,
        },
        t.scale,
      );
      if (!draw) return;
      timeStage('pixi-render', () => this.app.render());
      this.drawn = t;
      this.placeCanvas(0, 0);
    });
  }

  /** Stops a frame still to come. */
  destroy() {
    cancelAnimationFrame(this.frameRequest);
  }

  /** Moves the canvas so that what it was drawn with sits (dx, dy) from where it was drawn. */
  private placeCanvas(dx: number, dy: number) {
    this.app.canvas.style.transform = `translate(${dx - OVERSCAN}px, ${dy - OVERSCAN}px)`;
  }
}
