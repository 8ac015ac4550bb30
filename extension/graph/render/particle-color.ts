/** A particle's colour word: untinted white (stored BGR) with the opacity in the top byte, packed as Pixi's Particle does. */
export function whiteAt(alpha: number): number {
  return 0xffffff + (((alpha * 255) | 0) << 24);
}
