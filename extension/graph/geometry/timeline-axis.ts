import { NO_VALUE, type GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import type { Bounds } from './spatial-grid';

const AXIS_ABOVE = 60; // the axis sits this far above the top node, room for the hour labels
const AXIS_OVERHANG = 40; // the axis and the separators reach this far past the nodes
const SEPARATOR_GAP = 12; // separators start this far under the axis, clear of its ticks
const HALF_SESSION_SPACING = 75; // half the SPEC §9 session spacing of 150: a separator sits midway

/** World positions of the timeline axis, its hour markers and the session separators. */
export interface TimelineAxis {
  y: number;
  left: number;
  right: number;
  markers: { x: number; time: number }[];
  /** Each separator's x, before the first node of every session but the first. */
  separators: number[];
  /** Separators run from just under the axis down to here. */
  separatorTop: number;
  separatorBottom: number;
}

/**
 * Where the timeline axis goes over a laid-out graph, its hour markers from the core, and (outside the
 * demo) a separator before each session; null when the core placed no markers (nothing is drawn).
 */
export function timelineAxis(
  columns: Pick<GraphColumns, 'markerX' | 'markerTime' | 'sessionStart' | 'sessionOffsets' | 'sessionNodes'>,
  x: Float32Array,
  bounds: Bounds,
  separators: boolean,
): TimelineAxis | null {
  const { markerX, markerTime, sessionStart, sessionOffsets, sessionNodes } = columns;
  if (!markerX.length) return null;
  const y = bounds.minY - AXIS_ABOVE;
  const axis: TimelineAxis = {
    y,
    left: Math.min(bounds.minX, markerX[0]!) - AXIS_OVERHANG,
    right: bounds.maxX + AXIS_OVERHANG,
    markers: Array.from(markerX, (mx, m) => ({ x: mx, time: markerTime[m]! })),
    separators: [],
    separatorTop: y + SEPARATOR_GAP,
    separatorBottom: bounds.maxY + AXIS_OVERHANG,
  };
  if (!separators) return axis;
  for (let s = 1; s < sessionStart.length; s++) {
    const first = sessionNodes[sessionOffsets[s]!];
    if (first !== undefined && first !== NO_VALUE) axis.separators.push(x[first]! - HALF_SESSION_SPACING);
  }
  return axis;
}
