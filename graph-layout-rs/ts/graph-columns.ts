/** Typed-array columns crossing the wasm binding and the worker boundary (README "Binding"). */

/** Input columns, one entry per visit; strings are interned (see `toVisitColumns`). */
export interface VisitColumns {
  ids: Uint32Array;
  /** Interned `sourceInfo.nodeId`, or NO_VALUE. */
  sources: Uint32Array;
  tabs: Int32Array;
  windows: Int32Array;
  domains: Uint32Array;
  /** 0 direct, 1 hyperlink, 2 chain, 255 unknown. */
  modes: Uint8Array;
  starts: Float64Array;
  ends: Float64Array;
  durations: Float64Array;
  active: Float64Array;
  /** Interned url per visit (visits of one page share an id), for the trail's repeats; absent: each visit its own page. */
  pages?: Uint32Array;
}

/** "No value" in u32 columns: no sourceInfo, no predecessor, no session (untimed node). */
export const NO_VALUE = 0xffffffff;

/** SPEC §3 graph-link sourceType by link kind code: same-tab, new-tab, consecutive tab sessions. */
export const LINK_KINDS = [
  { kind: 'same-tab', sourceType: 'chain' },
  { kind: 'new-tab', sourceType: 'hyperlink' },
  { kind: 'session', sourceType: 'chain' },
] as const;

/** Records dropped (`records`, by reason) and fields ignored by the core. */
export interface SkippedCounts {
  records: number;
  duplicateId: number;
  endBeforeStart: number;
  invalidDuration: number;
  danglingSourceInfo: number;
  unknownCreationMode: number;
}

/** Output columns. Node `i` is input visit `nodeVisit[i]`; links and sessions hold node indices. */
export interface GraphColumns {
  intervalMinutes: number;
  skipped: SkippedCounts;
  nodeVisit: Uint32Array;
  x: Float32Array;
  y: Float32Array;
  /** Session index per node, NO_VALUE for nodes without a timestamp. */
  session: Uint32Array;
  /** Predecessor node (the source of its incoming link), or NO_VALUE for roots. */
  pred: Uint32Array;
  /** Filter bucket by active time: 0 under 5 min, 1 from 5 to 15 min, 2 over 15 min. */
  bucket: Uint8Array;
  linkSource: Uint32Array;
  linkTarget: Uint32Array;
  linkTime: Float64Array;
  /** Index into LINK_KINDS. */
  linkKind: Uint8Array;
  sessionStart: Float64Array;
  sessionEnd: Float64Array;
  /** Session `s` is `sessionNodes[sessionOffsets[s] .. sessionOffsets[s + 1]]`, in time order. */
  sessionOffsets: Uint32Array;
  sessionNodes: Uint32Array;
  intervalStart: Float64Array;
  intervalX: Float32Array;
  intervalWidth: Float32Array;
  intervalCount: Uint32Array;
  markerX: Float32Array;
  markerTime: Float64Array;
}

/** The ArrayBuffers behind a set of columns, for `Comlink.transfer`. */
export function columnBuffers(columns: object): ArrayBuffer[] {
  return Object.values(columns)
    .filter((value): value is ArrayBufferView => ArrayBuffer.isView(value))
    .map((view) => view.buffer as ArrayBuffer);
}
