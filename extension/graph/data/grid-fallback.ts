import type { GraphColumns } from '../../../graph-layout-rs/ts/graph-columns';
import { NO_VALUE } from '../../../graph-layout-rs/ts/graph-columns';

const PER_ROW = 6; // SPEC §9 max nodes per row
const SPACING = 80; // SPEC §9 node spacing

/** SPEC §8: when the layout fails, the visits are shown in a simple grid, in order, without links. */
export function gridFallback(visitCount: number, activeMs: ArrayLike<number>): GraphColumns {
  const n = visitCount;
  const bucket = Uint8Array.from({ length: n }, (_, i) =>
    activeMs[i]! < 5 * 60_000 ? 0 : activeMs[i]! <= 15 * 60_000 ? 1 : 2,
  );
  const empty32 = new Uint32Array(0);
  return {
    intervalMinutes: 0,
    skipped: {
      records: 0,
      duplicateId: 0,
      endBeforeStart: 0,
      invalidDuration: 0,
      danglingSourceInfo: 0,
      unknownCreationMode: 0,
    },
    nodeVisit: Uint32Array.from({ length: n }, (_, i) => i),
    x: Float32Array.from({ length: n }, (_, i) => (i % PER_ROW) * SPACING),
    y: Float32Array.from({ length: n }, (_, i) => Math.floor(i / PER_ROW) * SPACING),
    session: new Uint32Array(n).fill(NO_VALUE),
    pred: new Uint32Array(n).fill(NO_VALUE),
    bucket,
    linkSource: empty32,
    linkTarget: empty32,
    linkTime: new Float64Array(0),
    linkKind: new Uint8Array(0),
    sessionStart: new Float64Array(0),
    sessionEnd: new Float64Array(0),
    sessionOffsets: Uint32Array.of(0),
    sessionNodes: empty32,
    intervalStart: new Float64Array(0),
    intervalX: new Float32Array(0),
    intervalWidth: new Float32Array(0),
    intervalCount: empty32,
    markerX: new Float32Array(0),
    markerTime: new Float64Array(0),
  };
}
