/** Read-only access to what the graph view has on screen, for end-to-end tests and bench:render. */
export interface GraphViewHandle {
  screenPositionOf(visitId: string): { x: number; y: number } | null;
  hitTest(x: number, y: number): number;
  /** Opacity and ring colour (0: none) a node is drawn with now. */
  styleOf(visitId: string): { alpha: number; ring: number } | null;
}

declare global {
  interface Window {
    /** The graph page publishes its view's handle here. */
    intentlyGraph?: GraphViewHandle;
  }
}
