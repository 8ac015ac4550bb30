import { describe, expect, it } from 'vitest';
import { NO_VALUE } from '../../../graph-layout-rs/ts/graph-columns';
import { timelineAxis } from './timeline-axis';

// Three sessions: nodes 0-1, node 2, and one whose first node has no timestamp (NO_VALUE).
const columns = {
  markerX: Float32Array.of(-20, 150, 300),
  markerTime: Float64Array.of(1_000, 2_000, 3_000),
  sessionStart: Float64Array.of(0, 10, 20),
  sessionOffsets: Uint32Array.of(0, 2, 3, 3),
  sessionNodes: Uint32Array.of(0, 1, 2, NO_VALUE),
};
const x = Float32Array.of(0, 100, 250);
const bounds = { minX: 0, minY: 40, maxX: 250, maxY: 400 };

describe('timelineAxis', () => {
  it('runs the axis 60 above the top node, 40 past the leftmost of nodes and markers and past the right', () => {
    expect(timelineAxis(columns, x, bounds, true)).toMatchObject({ y: -20, left: -60, right: 290 });
  });

  it('places each hour marker where the core put it, with its time', () => {
    expect(timelineAxis(columns, x, bounds, true)!.markers).toEqual([
      { x: -20, time: 1_000 },
      { x: 150, time: 2_000 },
      { x: 300, time: 3_000 },
    ]);
  });

  it('puts a separator halfway into the 150 gap before each later session, under the axis to below the graph', () => {
    expect(timelineAxis(columns, x, bounds, true)).toMatchObject({
      separators: [175],
      separatorTop: -8,
      separatorBottom: 440,
    });
  });

  it('draws no separators in the demo', () => {
    expect(timelineAxis(columns, x, bounds, false)!.separators).toEqual([]);
  });

  it('draws nothing when the core placed no markers', () => {
    expect(
      timelineAxis({ ...columns, markerX: new Float32Array(0), markerTime: new Float64Array(0) }, x, bounds, true),
    ).toBeNull();
  });
});
