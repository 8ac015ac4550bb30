import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import { NODE_SIZE } from './node-size';
import { RING_COLORS } from './node-styles';

const WIDTH = NODE_SIZE.ring - NODE_SIZE.radius;
const SIDE = 2 * NODE_SIZE.ring;

/**
 * A selection ring the size of a node in each RING_COLORS colour, drawn side by side on one 2D canvas at
 * twice the resolution, so a ring's colour is its texture: switching texture is cheaper than a tint, and
 * rendering the rings with WebGL would wait on the GPU while the page is starting. All share one source:
 * destroying one texture with its source frees them all.
 */
export function ringTextures(): Map<number, Texture> {
  const colors = Object.values(RING_COLORS);
  const canvas = document.createElement('canvas');
  canvas.width = 2 * SIDE * colors.length;
  canvas.height = 2 * SIDE;
  const context = canvas.getContext('2d')!;
  context.scale(2, 2);
  context.lineWidth = WIDTH;
  colors.forEach((color, k) => {
    context.beginPath();
    // SPEC §9 selection ring 20: from the node's edge (radius 16) out to radius 20.
    context.arc(SIDE * k + SIDE / 2, SIDE / 2, NODE_SIZE.ring - WIDTH / 2, 0, Math.PI * 2);
    context.strokeStyle = `#${color.toString(16).padStart(6, '0')}`;
    context.stroke();
  });
  const source = new CanvasSource({ resource: canvas, resolution: 2 });
  return new Map(
    colors.map((color, k) => [color, new Texture({ source, frame: new Rectangle(SIDE * k, 0, SIDE, SIDE) })]),
  );
}
