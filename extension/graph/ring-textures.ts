import { CanvasSource, Rectangle, Texture } from 'pixi.js';
import { RING_COLORS } from './node-styles';

/**
 * A selection ring the size of a node in each RING_COLORS colour, drawn side by side on one 2D canvas at
 * twice the resolution, so a ring's colour is its texture: switching texture is cheaper than a tint, and
 * rendering the rings with WebGL would wait on the GPU while the page is starting. All share one source:
 * destroying one texture with its source frees them all.
 */
export function ringTextures(): Map<number, Texture> {
  const colors = Object.values(RING_COLORS);
  const canvas = document.createElement('canvas');
  canvas.width = 80 * colors.length;
  canvas.height = 80;
  const context = canvas.getContext('2d')!;
  context.scale(2, 2);
  context.lineWidth = 4;
  colors.forEach((color, k) => {
    context.beginPath();
    context.arc(40 * k + 20, 20, 17, 0, Math.PI * 2);
    context.strokeStyle = `#${color.toString(16).padStart(6, '0')}`;
    context.stroke();
  });
  const source = new CanvasSource({ resource: canvas, resolution: 2 });
  return new Map(colors.map((color, k) => [color, new Texture({ source, frame: new Rectangle(40 * k, 0, 40, 40) })]));
}
