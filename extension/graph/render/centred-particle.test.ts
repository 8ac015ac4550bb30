import { afterAll, describe, expect, it, vi } from 'vitest';
import { centredParticle } from './centred-particle';

vi.stubGlobal('navigator', { userAgent: 'node' }); // pixi.js reads it while loading
afterAll(() => vi.unstubAllGlobals()); // the unit tests share one module graph per worker
const { Particle, Texture } = await import('pixi.js');

describe('centredParticle', () => {
  it.each([1, 1.25])('reads as a centred Pixi Particle of scale %s would', (scale) => {
    const made = new Particle({
      texture: Texture.WHITE,
      x: 12,
      y: -7,
      scaleX: scale,
      scaleY: scale,
      anchorX: 0.5,
      anchorY: 0.5,
    });
    const plain = centredParticle(Texture.WHITE, 12, -7, scale);
    for (const key of Object.keys(plain) as (keyof typeof plain)[]) expect([key, plain[key]]).toEqual([key, made[key]]);
  });
});
