import { Rectangle, Texture } from 'pixi.js';
import { firstIcon } from '../../shared/chrome-favicon';
import { hostWithoutWww } from '../../shared/site-of';
import { atlasSize, CELL } from './atlas-size';
import { NODE_SIZE } from './node-size';

const { radius: NODE_RADIUS, icon: ICON } = NODE_SIZE;

/** Where a domain's favicon comes from. */
export interface FaviconSource {
  /** The icon's addresses to try in turn for `domain`, given a page of it the user visited; none: the fallback only. */
  urls(domain: string, pageUrl: string): readonly string[];
  /** The address of the icon the source answers for a page it has no icon for (Chrome's globe), or null: an icon identical to it counts as none. */
  standIn: string | null;
}

/**
 * One canvas texture holding a node disc per domain (favicon inside, or the built-in fallback: the
 * domain's initial on the accent colour), so every node can be a particle of one ParticleContainer.
 * Sized for the graph's domains, so the first frame and each favicon arrival upload little.
 */
export class FaviconAtlas {
  readonly texture: Texture;
  private readonly perRow: number;
  private readonly capacity: number;
  private readonly canvas: HTMLCanvasElement;
  private readonly context: CanvasRenderingContext2D;
  private readonly cells = new Map<string, Texture>();
  private readonly fallbackTexture: Texture;
  /** Each favicon's load, asked for so far. */
  private readonly loads: Promise<void>[] = [];

  constructor(
    private readonly source: FaviconSource,
    private readonly onChange: () => void,
    domains: number,
  ) {
    const size = atlasSize(domains);
    this.perRow = Math.floor(size / CELL);
    this.capacity = this.perRow * this.perRow - 1; // the last cell is the shared fallback
    this.canvas = document.createElement('canvas');
    this.canvas.width = this.canvas.height = size;
    this.context = this.canvas.getContext('2d')!;
    this.texture = Texture.from(this.canvas);
    this.fallbackTexture = this.cellTexture(this.capacity);
    this.drawDisc(this.capacity, null, '•');
  }

  /** The node texture of a domain (`pageUrl`: a page of it visited); its favicon loads in the background and appears when ready. */
  textureFor(domain: string, pageUrl: string): Texture {
    const known = this.cells.get(domain);
    if (known) return known;
    if (this.cells.size >= this.capacity) return this.fallbackTexture;
    const index = this.cells.size;
    const texture = this.cellTexture(index);
    this.cells.set(domain, texture);
    const initial = hostWithoutWww(domain).charAt(0).toUpperCase() || '•';
    this.drawDisc(index, null, initial);
    this.loads.push(this.load(index, this.source.urls(domain, pageUrl), initial));
    return texture;
  }

  /** Resolves once every favicon asked for so far is drawn or found missing (its fallback then stays). */
  settled(): Promise<void> {
    return Promise.allSettled(this.loads).then(() => undefined);
  }

  private cellTexture(index: number): Texture {
    const frame = new Rectangle((index % this.perRow) * CELL, Math.floor(index / this.perRow) * CELL, CELL, CELL);
    return new Texture({ source: this.texture.source, frame });
  }

  /** Draws the first of `urls` that loads and is not the source's stand-in; none: the fallback drawn stays (SPEC §7). */
  private async load(index: number, urls: readonly string[], initial: string) {
    const image = await firstIcon(urls, this.source.standIn);
    if (!image || this.texture.destroyed) return;
    this.drawDisc(index, image, initial);
    this.texture.source.update();
    this.onChange();
  }

  private drawDisc(index: number, image: HTMLImageElement | null, initial: string) {
    const c = this.context;
    const x = (index % this.perRow) * CELL + CELL / 2;
    const y = Math.floor(index / this.perRow) * CELL + CELL / 2;
    c.clearRect(x - CELL / 2, y - CELL / 2, CELL, CELL);
    c.beginPath();
    c.arc(x, y, NODE_RADIUS, 0, Math.PI * 2);
    c.fillStyle = image ? '#ffffff' : '#c2693a';
    c.fill();
    if (image) {
      // SPEC §9 icon 32: the favicon fills the disc, its corners clipped to the circle.
      c.save();
      c.clip();
      c.drawImage(image, x - ICON / 2, y - ICON / 2, ICON, ICON);
      c.restore();
    }
    c.beginPath();
    c.arc(x, y, NODE_RADIUS + 0.5, 0, Math.PI * 2);
    c.lineWidth = 1;
    c.strokeStyle = '#e4dbd2';
    c.stroke();
    if (!image) {
      c.fillStyle = '#ffffff';
      c.font = 'bold 16px system-ui, sans-serif';
      c.textAlign = 'center';
      c.textBaseline = 'middle';
      c.fillText(initial, x, y + 1);
    }
  }

  /** Frees the atlas texture. */
  destroy() {
    this.texture.destroy(true);
  }
}
