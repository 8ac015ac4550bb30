/**
 * What the graph draws at a zoom (issue 39: a month of 1M visits stays interactive): below NODES_FROM_SCALE a node
 * is a few pixels across, so where the view holds more than NODE_BUDGET nodes it draws the density of nodes per
 * area instead (DensityLayer: one square per cell, shaded by how many nodes, filter and search it holds); above
 * it, each node with its favicon, tile by tile. Links are drawn from LINKS_FROM_SCALE only: below it a link is
 * thinner than a pixel and a month's links are a grey wash. Fewer nodes than the budget are always drawn as nodes,
 * so a day or a week is never shown as density however far it is zoomed out.
 */
export const NODES_FROM_SCALE = 0.08;
/** The most nodes drawn one by one below NODES_FROM_SCALE. */
export const NODE_BUDGET = 50_000;
/** Links are drawn from this zoom on. */
export const LINKS_FROM_SCALE = 0.2;

/** What a frame draws. */
export interface Detail {
  /** Nodes one by one (else the density layer). */
  nodes: boolean;
  /** Links (only with nodes). */
  links: boolean;
}

/** The detail for a frame at zoom `scale` whose view meets tiles holding `nodesInView` nodes. */
export function levelOfDetail(scale: number, nodesInView: number): Detail {
  const nodes = scale >= NODES_FROM_SCALE || nodesInView <= NODE_BUDGET;
  return { nodes, links: nodes && scale >= LINKS_FROM_SCALE };
}
