/** Access to what the graph view has on screen, for end-to-end tests and bench:render (test builds only). */
export interface GraphViewHandle {
  screenPositionOf(visitId: string): { x: number; y: number } | null;
  hitTest(x: number, y: number): number;
  /** The visit ids of the drawn nodes, in node order. */
  visitIds(): string[];
  /** The view's pan and zoom now (screen = world * scale + offset). */
  transform(): { x: number; y: number; scale: number };
  /** The visit ids of the nodes drawn with a badge (a note or a clip on their page). */
  badged(): string[];
  /** Opacity and ring colour (0: none) a node is drawn with now. */
  styleOf(visitId: string): { alpha: number; ring: number } | null;
  /** Applies a search and a filter at once, as the toolbar does after its debounce (timed by bench:render). */
  restyle(query: string, filter: number): void;
  /** Resolves once a search reads the graph's texts without making them on the page (as a typed search waits). */
  searchable(): Promise<void>;
  /** Resolves once the drawn sites' favicons are in (or found missing) and a frame after that is drawn. */
  faviconsDrawn(): Promise<void>;
  /** What the last frame drew: nodes one by one, links, or the density of a zoomed-out month (level-of-detail.ts). */
  detail(): { nodes: boolean; links: boolean; density: boolean };
}

/** User Timing mark set when the page has the laid-out graph in hand, before it builds or draws it (bench:render reads it). */
export const GRAPH_LAID_OUT_MARK = 'intently:graph-laid-out';

/** User Timing mark set when a graph's first frame has been drawn (bench:render reads it). */
export const GRAPH_DRAWN_MARK = 'intently:graph-drawn';

/** User Timing mark set when the whole range (a week or a month read in chunks, or a day) has been drawn (bench:render reads it). */
export const GRAPH_RANGE_IN_MARK = 'intently:graph-range-in';

/** The prefix of the User Timing entries that name the first frame's stages, in test builds (stage-timing.ts; bench:render --stages). */
export const GRAPH_STAGE_PREFIX = 'intently:stage:';

declare global {
  interface Window {
    /** Where a graph view publishes its handle, in test builds only (VITE_TEST_HOOKS): the extension's graph page and the site's demo. */
    intentlyGraph?: GraphViewHandle;
  }
}
