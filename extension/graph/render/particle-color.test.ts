import { describe, expect, it, vi } from 'vitest';
import { DIMMED_ALPHA } from './node-styles';
import { whiteAt } from './particle-color';

vi.stubGlobal('navigator', { userAgent: 'node' }); // pixi.js reads it while loading
const { Particle, Texture } = await import('pixi.js');

describe('whiteAt', () => {
  it.each([1, DIMMED_ALPHA, 0.5, 0])('packs opacity %s as a Pixi Particle would', (alpha) => {
    expect(whiteAt(alpha)).toBe(new Particle({ texture: Texture.EMPTY, alpha }).color);
  });
});
