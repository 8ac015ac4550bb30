import { Graphics, Text, type Container } from 'pixi.js';
import type { TimelineAxis } from '../geometry/timeline-axis';

/** The axis's colour: line, ticks and hour labels. */
export const AXIS_COLOR = 0x8a8077;
const SEPARATOR_COLOR = 0xe4dbd2;
const TICK = 6; // a marker's tick reaches this far above and below the axis

/** The style of the axis's hour labels (the GPU warm-up draws one, so its text shader is compiled early). */
export const AXIS_LABEL_STYLE = { fontSize: 13, fill: AXIS_COLOR } as const;

/**
 * Draws the timeline axis into `frame`, replacing what it held: line, ticks and session separators (one
 * Graphics) and the hour labels beside it (Pixi 8 lets only a Container hold children).
 */
export function drawTimelineAxis(frame: Container, axis: TimelineAxis | null) {
  for (const child of frame.removeChildren()) child.destroy();
  if (!axis) return;
  const lines = new Graphics()
    .moveTo(axis.left, axis.y)
    .lineTo(axis.right, axis.y)
    .stroke({ width: 2, color: AXIS_COLOR });
  frame.addChild(lines);
  const time = new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' });
  for (const marker of axis.markers) {
    lines
      .moveTo(marker.x, axis.y - TICK)
      .lineTo(marker.x, axis.y + TICK)
      .stroke({ width: 2, color: AXIS_COLOR });
    const label = new Text({ text: time.format(marker.time), style: AXIS_LABEL_STYLE });
    label.anchor.set(0.5, 1);
    label.position.set(marker.x, axis.y - 10);
    frame.addChild(label);
  }
  for (const x of axis.separators) {
    lines.moveTo(x, axis.separatorTop).lineTo(x, axis.separatorBottom).stroke({ width: 2, color: SEPARATOR_COLOR });
  }
}
