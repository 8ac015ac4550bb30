import { Graphics } from 'pixi.js';
import type { Bounds } from '../geometry/spatial-grid';
import { BADGE_COLOR, BADGE_OFFSET, BADGE_RADIUS } from './badge-style';

/**
 * The small badges on nodes of pages with a note or a clip (issue 37): one Graphics of discs with a white edge,
 * holding the badged nodes in the view the last frame culled to (none while the density shows instead of nodes).
 * A note on a site visited every day badges a node of every visit there: some 160k of a month's million, which
 * drawn at once took seconds to tessellate; culled, a frame draws the few in view. Redrawn whole when the badged
 * nodes in view change (a new view, new badges, or one of them dragged).
 */
export class BadgeLayer {
  readonly graphics = new Graphics();
  private nodes: ArrayLike<number> = [];
  /** What the last frame showed (world units); null while nodes are not drawn one by one. */
  private view: Bounds | null = null;
  /** The badged nodes drawn now. */
  private drawn: number[] = [];

  /** Replaces the badged nodes, and draws those in the view. */
  set(nodes: ArrayLike<number>, x: Float32Array, y: Float32Array) {
    this.nodes = nodes;
    this.draw(x, y, true);
  }

  /** Draws the badges of the nodes within `view` (none for null), when they are not the ones drawn. */
  cull(view: Bounds | null, x: Float32Array, y: Float32Array) {
    this.view = view;
    this.draw(x, y, false);
  }

  /** Draws the same badges again after `node` moved (nothing to do when it has none drawn). */
  moved(node: number, x: Float32Array, y: Float32Array) {
    if (this.drawn.includes(node)) this.draw(x, y, true);
  }

  private draw(x: Float32Array, y: Float32Array, always: boolean) {
    const { view, nodes } = this;
    const inView: number[] = [];
    if (view) {
      for (let k = 0; k < nodes.length; k++) {
        const node = nodes[k]!;
        const [nx, ny] = [x[node]!, y[node]!];
        if (nx >= view.minX && nx <= view.maxX && ny >= view.minY && ny <= view.maxY) inView.push(node);
      }
    }
    if (!always && inView.length === this.drawn.length && inView.every((node, k) => node === this.drawn[k])) return;
    this.drawn = inView;
    this.graphics.clear();
    for (const node of inView) this.graphics.circle(x[node]! + BADGE_OFFSET.x, y[node]! + BADGE_OFFSET.y, BADGE_RADIUS);
    if (inView.length) this.graphics.fill(BADGE_COLOR).stroke({ width: 2, color: 0xffffff });
  }
}
