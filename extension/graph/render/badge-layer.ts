import { Graphics } from 'pixi.js';
import { BADGE_COLOR, BADGE_OFFSET, BADGE_RADIUS } from './badge-style';

/**
 * The small badges on nodes of pages with a note or a clip (issue 37): one Graphics of discs with a white
 * edge, redrawn whole when the badged nodes change or one of them is dragged (a day holds a few, not thousands).
 */
export class BadgeLayer {
  readonly graphics = new Graphics();
  private nodes: readonly number[] = [];

  /** Draws a badge on each of `nodes` at the positions now, replacing the previous ones. */
  draw(nodes: readonly number[], x: Float32Array, y: Float32Array) {
    this.nodes = nodes;
    this.graphics.clear();
    for (const node of nodes) this.graphics.circle(x[node]! + BADGE_OFFSET.x, y[node]! + BADGE_OFFSET.y, BADGE_RADIUS);
    if (nodes.length) this.graphics.fill(BADGE_COLOR).stroke({ width: 2, color: 0xffffff });
  }

  /** Draws the same badges again after `node` moved (nothing to do when it has none). */
  moved(node: number, x: Float32Array, y: Float32Array) {
    if (this.nodes.includes(node)) this.draw(this.nodes, x, y);
  }
}
