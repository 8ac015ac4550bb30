import type { GraphModel } from './data/graph-model';
import type { FaviconSource } from './render/favicon-atlas';
import type { WebGLStage } from './render/start-webgl';

/** What the shared graph view needs from its host (the extension page or the site's demo). */
export interface GraphViewProps {
  /** The graph to draw; null mounts the view hidden, so WebGL gets ready while the host still loads the graph. */
  model: GraphModel | null;
  /** Index into FILTERS (0: All Time). */
  filter: number;
  /** The (already debounced) search text; empty matches nothing. */
  query: string;
  /** Demo mode (SPEC §6): no dragging, no session separators. */
  demo: boolean;
  favicon: FaviconSource;
  /** SPEC §4 path tracing, answered by the graph core on the current graph. */
  tracePath(node: number): Promise<Uint32Array>;
  openUrl(url: string): void;
  /** Issue 37: reopens the trail to `node` (its last `maxSteps` pages; 0 all) as a tab group, resolving what to say; absent in the demo. */
  reopenTrail?(node: number, maxSteps: number): Promise<string>;
  /** The user's notes and clips, to badge the nodes of the pages they belong to (issue 37); none in the demo. */
  memory?: { notes: readonly { site: string; text: string }[]; clips: readonly { url: string }[] };
  /** A node to highlight with its path once the graph is drawn (the graph opened at a moment); -1 or absent for none. */
  focus?: number;
  /** Starts the page's WebGL, once (the extension page's waits for its layout worker); absent, the view starts it at once. */
  startWebGL?(): Promise<WebGLStage>;
  /** Called when WebGL cannot start (the extension page shows its error state); absent, the failure is logged. */
  onWebGLError?(error: unknown): void;
}
