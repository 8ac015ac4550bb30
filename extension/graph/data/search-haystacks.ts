import { packStrings, type NodeInfo, type PackedStrings } from './graph-model';
import { haystackOf } from './search-nodes';

const SLICE = 256; // nodes built between two looks at the clock

/**
 * The search text of a graph's nodes, built a slice at a time in idle moments after the graph is drawn
 * (a 100k-node day costs ~150 ms of URL parsing), then packed into one string; finished at once if a
 * search comes first.
 */
export class SearchHaystacks {
  private texts: string[] = [];
  private joined: PackedStrings | null = null;

  constructor(private readonly nodes: readonly NodeInfo[]) {}

  /** True once every node's text is built and packed. */
  get done(): boolean {
    return this.joined !== null;
  }

  /** Builds slices, then packs them, while `timeLeft()` (ms) stays positive; true when done. */
  buildWhile(timeLeft: () => number): boolean {
    while (!this.done && timeLeft() > 0) {
      if (this.texts.length < this.nodes.length) this.build(Math.min(this.nodes.length, this.texts.length + SLICE));
      else this.pack();
    }
    return this.done;
  }

  /** Every node's text, packed (see searchNodes), building and packing what is left now. */
  packed(): PackedStrings {
    if (!this.joined) {
      this.build(this.nodes.length);
      this.pack();
    }
    return this.joined!;
  }

  private build(end: number) {
    for (let i = this.texts.length; i < end; i++) this.texts.push(haystackOf(this.nodes[i]!));
  }

  private pack() {
    this.joined = packStrings(this.texts);
    this.texts = [];
  }
}
