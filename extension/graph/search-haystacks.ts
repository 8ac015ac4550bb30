import type { NodeInfo } from './graph-model';
import { haystackOf } from './search-nodes';

const SLICE = 256; // nodes built between two looks at the clock

/**
 * The search text of a graph's nodes, built a slice at a time in idle moments after the graph is drawn
 * (a 100k-node day costs ~150 ms of URL parsing), and finished at once if a search comes first.
 */
export class SearchHaystacks {
  private readonly texts: string[] = [];

  constructor(private readonly nodes: readonly NodeInfo[]) {}

  /** True once every node's text is built. */
  get done(): boolean {
    return this.texts.length === this.nodes.length;
  }

  /** Builds slices while `timeLeft()` (ms) stays positive; true when every node is done. */
  buildWhile(timeLeft: () => number): boolean {
    while (!this.done && timeLeft() > 0) this.build(Math.min(this.nodes.length, this.texts.length + SLICE));
    return this.done;
  }

  /** Every node's text, building what is left now. */
  all(): readonly string[] {
    this.build(this.nodes.length);
    return this.texts;
  }

  private build(end: number) {
    for (let i = this.texts.length; i < end; i++) this.texts.push(haystackOf(this.nodes[i]!));
  }
}
