import { Mesh, MeshGeometry, Texture, type Container } from 'pixi.js';
import { LINK_KINDS, type GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import { QUAD, type LinkQuads } from '../geometry/graph-geometry';
import { growBounds } from '../geometry/grow-bounds';
import { quadIndices, writeLinkQuad } from '../geometry/link-quads';
import type { Bounds } from '../geometry/spatial-grid';

/** Link colours by LINK_KINDS: same-tab, new-tab, session. */
export const LINK_COLORS = [0xb8aca0, 0xe0a77f, 0x9db7d5] as const;

/**
 * A graph's links as static quad meshes over the quads its worker made (graph-geometry.ts): one mesh per tile of
 * the source node and link kind, all quads in one array in group order, so a tile's links of a kind draw in one call
 * and a dragged node rewrites only the quads of its own links. A tile's meshes are made the first time it shows links.
 */
export class LinkMeshes {
  /** The quads: the graph's own until a drag first rewrites some, then a copy (the graph's stay as laid out). */
  private positions: Float32Array;
  private copied = false;
  /** Per group: its mesh once made, none for an empty group or one never shown. */
  private readonly meshes: (Mesh | undefined)[] = [];
  private readonly indices: Uint32Array;
  private readonly uvs: Float32Array;

  /** Readies the meshes of `quads` to be made into `layer`; a drag grows `tileBounds` (by tile) over its links. */
  constructor(
    private readonly columns: Pick<GraphColumns, 'linkSource' | 'linkTarget'>,
    private readonly x: Float32Array,
    private readonly y: Float32Array,
    private readonly quads: LinkQuads,
    private readonly tileBounds: readonly (Bounds | undefined)[],
    private readonly layer: Container,
  ) {
    this.positions = quads.positions;
    this.indices = quadIndices(quads.largest);
    this.uvs = new Float32Array(quads.largest * QUAD); // a plain colour: every corner samples the white texture's origin
  }

  /** Shows or hides the links drawn with a tile (making its meshes the first time). */
  setVisible(tile: number, visible: boolean) {
    for (let g = tile * LINK_KINDS.length; g < (tile + 1) * LINK_KINDS.length; g++) {
      const mesh = visible ? this.meshOf(g) : this.meshes[g];
      if (mesh) mesh.visible = visible;
    }
  }

  /** Makes a tile's link meshes ahead of the frame that shows them, hidden. */
  prepare(tile: number) {
    for (let g = tile * LINK_KINDS.length; g < (tile + 1) * LINK_KINDS.length; g++) {
      const made = !!this.meshes[g];
      const mesh = this.meshOf(g);
      if (mesh && !made) mesh.visible = false;
    }
  }

  /** The mesh of a group, made the first time it is asked for; none for an empty group. */
  private meshOf(g: number): Mesh | undefined {
    const { start } = this.quads;
    const count = start[g + 1]! - start[g]!;
    if (this.meshes[g] || !count) return this.meshes[g];
    const geometry = new MeshGeometry({
      positions: this.positions.subarray(start[g]! * QUAD, start[g + 1]! * QUAD),
      uvs: this.uvs.subarray(0, count * QUAD),
      indices: this.indices.subarray(0, count * 6),
    });
    const mesh = new Mesh({ geometry, texture: Texture.WHITE, tint: LINK_COLORS[g % LINK_KINDS.length]! });
    this.meshes[g] = mesh;
    this.layer.addChild(mesh);
    return mesh;
  }

  /** Rewrites the quads of the links that touch `node` at its place now, growing the bounds of the tiles that draw them. */
  moveNode(node: number) {
    this.copyPositions();
    const { x, y } = this;
    const { linkSource, linkTarget } = this.columns;
    const { group, slot } = this.quads;
    const moved = new Set<Mesh>();
    for (let link = 0; link < linkSource.length; link++) {
      const s = linkSource[link]!;
      const t = linkTarget[link]!;
      if (s !== node && t !== node) continue;
      writeLinkQuad(this.positions, slot[link]! * QUAD, x[s]!, y[s]!, x[t]!, y[t]!);
      growBounds(this.tileBounds[Math.floor(group[link]! / LINK_KINDS.length)]!, x[node]!, y[node]!);
      const mesh = this.meshes[group[link]!];
      if (mesh) moved.add(mesh);
    }
    moved.forEach((mesh) => mesh.geometry.getBuffer('aPosition').update());
  }

  /** Takes a copy of the quads to write into, the first time (a month's 32 MB are not copied for a graph never dragged). */
  private copyPositions() {
    if (this.copied) return;
    this.copied = true;
    const { start } = this.quads;
    this.positions = this.positions.slice();
    this.meshes.forEach((mesh, g) => {
      if (mesh)
        mesh.geometry.getBuffer('aPosition').data = this.positions.subarray(start[g]! * QUAD, start[g + 1]! * QUAD);
    });
  }

  /** Frees the meshes and their GPU buffers. */
  destroy() {
    for (const mesh of this.meshes) {
      mesh?.geometry.destroy(true);
      mesh?.destroy();
    }
  }
}
