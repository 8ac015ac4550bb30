/** Half the drawn width of a link (SPEC §9 links are 2 wide). */
const HALF_WIDTH = 1;

/**
 * Writes a link from (x1, y1) to (x2, y2) as a quad of 4 corners (8 floats) at `at` in `positions`,
 * so the links of a tile draw as one mesh straight from typed arrays (no path tessellation).
 */
export function writeLinkQuad(positions: Float32Array, at: number, x1: number, y1: number, x2: number, y2: number) {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const nx = length ? (-(y2 - y1) / length) * HALF_WIDTH : 0;
  const ny = length ? ((x2 - x1) / length) * HALF_WIDTH : 0;
  positions[at] = x1 + nx;
  positions[at + 1] = y1 + ny;
  positions[at + 2] = x2 + nx;
  positions[at + 3] = y2 + ny;
  positions[at + 4] = x2 - nx;
  positions[at + 5] = y2 - ny;
  positions[at + 6] = x1 - nx;
  positions[at + 7] = y1 - ny;
}

/** Triangle indices of `count` consecutive quads (two triangles each, 6 indices per quad). */
export function quadIndices(count: number): Uint32Array {
  const indices = new Uint32Array(count * 6);
  for (let q = 0, v = 0, i = 0; q < count; q++, v += 4, i += 6) {
    indices[i] = indices[i + 3] = v;
    indices[i + 1] = v + 1;
    indices[i + 2] = indices[i + 4] = v + 2;
    indices[i + 5] = v + 3;
  }
  return indices;
}
