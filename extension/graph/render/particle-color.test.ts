import { afterAll, describe, expect, it, vi } from 'vitest';
import { DIMMED_ALPHA } from './node-styles';
import { colorAt, whiteAt } from './particle-color';

vi.stubGlobal('navigator', { userAgent: 'node' }); // pixi.js reads it while loading
afterAll(() => vi.unstubAllGlobals()); // the unit tests share one module graph per worker
const { Particle, Texture } = await import('pixi.js');

describe('whiteAt', () => {
  it.each([1, DIMMED_ALPHA, 0.5, 0])('packs opacity %s as a Pixi Particle would', (alpha) => {
    expect(whiteAt(alpha)).toBe(new Particle({ texture: Texture.EMPTY, alpha }).color);
  });
});

describe('colorAt', () => {
  it.each([
    [0x2f80ed, 1],
    [0x7a6f64, 0.4],
    [0xc2693a, DIMMED_ALPHA],
  ])('packs colour %s at opacity %s as a tinted Pixi Particle would', (tint, alpha) => {
    expect(colorAt(tint, alpha)).toBe(new Particle({ texture: Texture.EMPTY, tint, alpha }).color);
  });
});
