const TOOLTIP_SHOW_MS = 500; // SPEC §9
const TOOLTIP_HIDE_MS = 200; // SPEC §9

/** A shown tooltip: the hovered node and the pointer's place in the view. */
export interface TooltipAt {
  node: number;
  x: number;
  y: number;
}

/**
 * SPEC §9 tooltip delays: it shows once the pointer has rested on a node for 500 ms and hides 200 ms after
 * the pointer left the nodes; every move starts the wait again, so passing over nodes shows nothing.
 */
export class TooltipTimer {
  private show: ReturnType<typeof setTimeout> | undefined;
  private hide: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly onChange: (tooltip: TooltipAt | null) => void) {}

  /** The pointer moved to (x, y), over `node` (-1: over no node). */
  hover(node: number, x: number, y: number) {
    this.cancel();
    if (node >= 0) this.show = setTimeout(() => this.onChange({ node, x, y }), TOOLTIP_SHOW_MS);
    else this.hide = setTimeout(() => this.onChange(null), TOOLTIP_HIDE_MS);
  }

  /** Drops a show or hide still waiting (the view unmounts). */
  cancel() {
    clearTimeout(this.show);
    clearTimeout(this.hide);
  }
}
