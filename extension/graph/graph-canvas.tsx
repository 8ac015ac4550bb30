import 'pixi.js/unsafe-eval';
import { Application, extend } from '@pixi/react';
import { Container, Graphics } from 'pixi.js';
import { useCallback, useRef } from 'react';
import type { GraphColumns } from '../../graph-layout-rs/ts/graph-columns';

extend({ Container, Graphics });

const NODE_RADIUS = 16; // SPEC §9 node radius
const NODE_COLOR = 0xc2693a;
const LINK_COLOR = 0xb8aca0;

/** Node positions and link endpoints as the graph core returns them (columns, not objects). */
export type GraphScene = Pick<GraphColumns, 'x' | 'y' | 'linkSource' | 'linkTarget'>;

/** Draws the graph with PixiJS on WebGL: all links in one geometry, all nodes in another. */
export function GraphCanvas({ scene, zoom = 0.6 }: { scene: GraphScene; zoom?: number }) {
  const host = useRef<HTMLDivElement>(null);
  const draw = useCallback(
    (g: Graphics) => {
      g.clear();
      for (let i = 0; i < scene.linkSource.length; i++) {
        const s = scene.linkSource[i]!;
        const t = scene.linkTarget[i]!;
        g.moveTo(scene.x[s]!, scene.y[s]!).lineTo(scene.x[t]!, scene.y[t]!);
      }
      g.stroke({ width: 2, color: LINK_COLOR });
      for (let i = 0; i < scene.x.length; i++) g.circle(scene.x[i]!, scene.y[i]!, NODE_RADIUS);
      g.fill({ color: NODE_COLOR });
    },
    [scene],
  );
  return (
    <div ref={host} className="graph-canvas" data-testid="graph-canvas">
      <Application resizeTo={host} background={0xffffff} antialias preference="webgl">
        <pixiContainer x={40} y={40} scale={zoom}>
          <pixiGraphics draw={draw} />
        </pixiContainer>
      </Application>
    </div>
  );
}
