import { Container, Graphics, Text } from 'pixi.js';
import { RING_COLORS } from './node-styles';

/** SPEC §4 traced path over the graph: its links drawn over the others, its steps numbered from the root. */
export class PathOverlay {
  /** The path's links: above the other links, under the nodes. */
  readonly links = new Graphics();
  /** The step numbers: above everything. */
  readonly labels = new Container();

  /** Draws `path` (node indices, root first) at the nodes' positions now, replacing the previous one. */
  draw(path: readonly number[], x: Float32Array, y: Float32Array) {
    this.links.clear();
    for (let k = 1; k < path.length; k++)
      this.links.moveTo(x[path[k - 1]!]!, y[path[k - 1]!]!).lineTo(x[path[k]!]!, y[path[k]!]!);
    if (path.length > 1) this.links.stroke({ width: 5, color: RING_COLORS.path });
    this.labels.removeChildren().forEach((child) => child.destroy());
    path.forEach((node, step) => {
      // Ink with a white halo: readable on the light and the dark canvas alike.
      const label = new Text({
        text: String(step + 1),
        style: { fontSize: 14, fontWeight: '700', fill: 0x1d1a17, stroke: { color: 0xffffff, width: 4 } },
      });
      label.anchor.set(0.5, 1);
      label.position.set(x[node]!, y[node]! - 22);
      this.labels.addChild(label);
    });
  }
}
