/** A particle's colour word: `rgb` (0xRRGGBB) stored BGR with the opacity in the top byte, packed as Pixi's Particle does. */
export function colorAt(rgb: number, alpha: number): number {
  const bgr = ((rgb & 0xff) << 16) | (rgb & 0xff00) | ((rgb >> 16) & 0xff);
  return bgr + (((alpha * 255) | 0) << 24);
}

/** A particle's colour word: untinted white with the opacity in the top byte. */
export function whiteAt(alpha: number): number {
  return colorAt(0xffffff, alpha);
}
