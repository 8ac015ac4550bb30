import type { IParticle, ParticleContainer, Texture } from 'pixi.js';
import { centredParticle } from './centred-particle';
import type { FaviconAtlas } from './favicon-atlas';
import type { NodeList } from '../data/graph-model';
import { whiteAt } from './particle-color';
import { RING_COLORS, type NodeStyles } from './node-styles';

/**
 * Every node's disc particle (its domain's cell of the favicon atlas), made when its tile is first drawn, and,
 * from the first time the node is ringed, its ring particle, with the opacity each node is drawn with. Tiles hand it their nodes to
 * restyle, and it re-uploads only what changed.
 */
export class NodeParticles {
  /** Disc particles by node, made when first asked for (discOf): a month's nodes are mostly never drawn as discs. */
  private readonly discs = new Map<number, IParticle>();
  /** The opacity each node is drawn with (reading it back from the particles costs more). */
  private readonly alpha: Float32Array;
  private readonly rings = new Map<number, IParticle>();

  constructor(
    private readonly nodes: NodeList,
    private readonly atlas: FaviconAtlas,
    private readonly x: Float32Array,
    private readonly y: Float32Array,
    /** Ring textures by RING_COLORS colour. */
    private readonly ringTextures: Map<number, Texture>,
  ) {
    this.alpha = new Float32Array(nodes.length).fill(1);
  }

  /** A node's disc particle, made the first time it is asked for. */
  discOf(node: number): IParticle {
    let disc = this.discs.get(node);
    if (!disc) {
      const { domain, url } = this.nodes.at(node)!;
      disc = centredParticle(this.atlas.textureFor(domain, url), this.x[node]!, this.y[node]!, 1);
      this.discs.set(node, disc);
    }
    return disc;
  }

  /** Sets the opacity and ring of `nodes` (one tile's, drawn) from `styles`, re-uploading its discs only when an opacity changed. */
  restyle(
    nodes: Uint32Array,
    styles: NodeStyles,
    discs: ParticleContainer<IParticle>,
    rings: ParticleContainer<IParticle>,
  ) {
    let faded = false;
    const ringed: IParticle[] = [];
    for (const node of nodes) {
      if (this.alpha[node] !== styles.alpha[node]) {
        this.alpha[node] = styles.alpha[node]!;
        this.discOf(node).color = whiteAt(this.alpha[node]!);
        faded = true;
      }
      const ring = styles.ring[node]!;
      if (!ring) continue;
      const particle = this.ringOf(node);
      particle.texture = this.ringTextures.get(ring)!;
      ringed.push(particle);
    }
    if (faded) discs.update();
    if (ringed.length || rings.particleChildren.length) {
      rings.particleChildren = ringed;
      rings.update();
    }
  }

  /** Moves a node's disc and ring (if it has one yet) to its place now; true when it has a ring. */
  moveNode(node: number): boolean {
    const at = { x: this.x[node]!, y: this.y[node]! };
    Object.assign(this.discOf(node), at);
    const ring = this.rings.get(node);
    if (ring) Object.assign(ring, at);
    return ring !== undefined;
  }

  /** The ring of a node, made the first time the node is ringed. */
  private ringOf(node: number): IParticle {
    let ring = this.rings.get(node);
    if (!ring) {
      ring = centredParticle(this.ringTextures.get(RING_COLORS.path)!, this.x[node]!, this.y[node]!, 1);
      this.rings.set(node, ring);
    }
    return ring;
  }
}
