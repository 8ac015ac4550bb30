/**
 * Typed binding over the wasm C ABI (graph-layout-rs/src/wasm.rs documents every buffer).
 * Views on wasm memory are re-created after every call, since any call may grow memory.
 */
import {
  GRAPH_ARRAY_NAMES,
  VISIT_COLUMN_NAMES,
  type GraphColumns,
  type SkippedCounts,
  type VisitColumns,
} from './graph-columns';

type TypedArray = Uint8Array | Int32Array | Uint32Array | Float32Array | Float64Array;
type ArrayType = new (buffer: ArrayBuffer, byteOffset: number, length: number) => TypedArray;

interface Exports {
  memory: WebAssembly.Memory;
  gl_alloc(bytes: number): number;
  gl_free(ptr: number, bytes: number): void;
  gl_compute(n: number, ...args: number[]): number;
  gl_header(handle: number): number;
  gl_trace(handle: number, node: number): number;
  gl_filter(handle: number, filter: number): number;
  gl_brackets(handle: number, from: number, to: number): number;
  gl_release(handle: number): void;
}

/** One hour bracket (SPEC §3 Time bracket without its label). */
export interface HourBracket {
  start: number;
  end: number;
  count: number;
}

/** A graph held in wasm memory: its columns (copied out) and the queries on it. */
export interface ComputedGraph {
  readonly columns: GraphColumns;
  /** Milliseconds spent in `gl_compute` alone (no copies in or out), for benchmarks. */
  readonly coreMs: number;
  /** SPEC §4: node indices from the root to `node`; empty for an unknown node. */
  tracePath(node: number): Uint32Array;
  /** Nodes of a filter pill: 0 All Time, 1 < 5m, 2 5-15m, 3 > 15m. */
  filterNodes(filter: number): Uint32Array;
  /** Timed nodes in [from, to) and, when there are none, up to 9 nearest hours with visits. */
  timeBrackets(from: number, to: number): { inRange: number; brackets: HourBracket[] };
  /** Frees the wasm memory; the columns stay usable. */
  release(): void;
}

/** The instantiated core. */
export interface GraphCore {
  /** Sessions, links, layout and buckets; `tzOffsetMinutes` east of UTC aligns intervals. */
  compute(visits: VisitColumns, tzOffsetMinutes?: number): ComputedGraph;
  /** Current size of wasm linear memory (it never shrinks, so this is the peak). */
  memoryBytes(): number;
}

const ARRAY_TYPES: Record<(typeof GRAPH_ARRAY_NAMES)[number], ArrayType> = {
  nodeVisit: Uint32Array, x: Float32Array, y: Float32Array, session: Uint32Array, pred: Uint32Array,
  bucket: Uint8Array, linkSource: Uint32Array, linkTarget: Uint32Array, linkTime: Float64Array,
  linkKind: Uint8Array, sessionStart: Float64Array, sessionEnd: Float64Array, sessionOffsets: Uint32Array,
  sessionNodes: Uint32Array, intervalStart: Float64Array, intervalX: Float32Array, intervalWidth: Float32Array,
  intervalCount: Uint32Array, markerX: Float32Array, markerTime: Float64Array,
};

/** Instantiates the wasm module (it has no imports). */
export async function instantiateGraphCore(bytes: BufferSource): Promise<GraphCore> {
  const { instance } = await WebAssembly.instantiate(bytes, {});
  const ex = instance.exports as unknown as Exports;
  const words = (ptr: number, length: number) => new Uint32Array(ex.memory.buffer, ptr, length);
  const copy = (type: ArrayType, ptr: number, length: number) => new type(ex.memory.buffer, ptr, length).slice();

  function readColumns(handle: number): GraphColumns {
    const header = words(ex.gl_header(handle), 33).slice();
    const h = (i: number) => header[i]!;
    const [nodes, links, sessions, intervals, markers] = [h(1), h(2), h(3), h(4), h(5)];
    const timed = sessions === 0 ? 0 : words(h(25), sessions + 1)[sessions]!;
    const lengths = [nodes, nodes, nodes, nodes, nodes, nodes, links, links, links, links,
      sessions, sessions, sessions + 1, timed, intervals, intervals, intervals, intervals, markers, markers];
    const skipped: SkippedCounts = {
      records: h(7), duplicateId: h(8), endBeforeStart: h(9), invalidDuration: h(10),
      danglingSourceInfo: h(11), unknownCreationMode: h(12),
    };
    const arrays = GRAPH_ARRAY_NAMES.map((name, i) => [name, copy(ARRAY_TYPES[name], h(13 + i), lengths[i]!)]);
    return { intervalMinutes: h(6), skipped, ...Object.fromEntries(arrays) } as GraphColumns;
  }

  function computedGraph(handle: number, coreMs: number): ComputedGraph {
    let live = true;
    const check = () => {
      if (!live) throw new Error('this graph was released; compute it again');
    };
    const list = (ptr: number) => words(ptr + 4, words(ptr, 1)[0]!).slice();
    return {
      columns: readColumns(handle),
      coreMs,
      tracePath: (node) => (check(), list(ex.gl_trace(handle, node >>> 0))),
      filterNodes: (filter) => (check(), list(ex.gl_filter(handle, filter >>> 0))),
      timeBrackets(from, to) {
        check();
        const ptr = ex.gl_brackets(handle, from, to);
        const head = new Float64Array(ex.memory.buffer, ptr, 2);
        const [inRange, count] = [head[0]!, head[1]!];
        const flat = new Float64Array(ex.memory.buffer, ptr + 16, count * 3);
        const brackets = Array.from({ length: count }, (_, i) => ({
          start: flat[i * 3]!, end: flat[i * 3 + 1]!, count: flat[i * 3 + 2]!,
        }));
        return { inRange, brackets };
      },
      release() {
        if (live) ex.gl_release(handle);
        live = false;
      },
    };
  }

  return {
    compute(visits, tzOffsetMinutes = 0) {
      const n = visits.ids.length;
      for (const name of VISIT_COLUMN_NAMES) {
        if (visits[name].length !== n) throw new RangeError(`column ${name} has ${visits[name].length} entries, expected ${n}`);
      }
      const buffers = VISIT_COLUMN_NAMES.map((name) => {
        const column = visits[name];
        const ptr = ex.gl_alloc(column.byteLength);
        new Uint8Array(ex.memory.buffer, ptr, column.byteLength)
          .set(new Uint8Array(column.buffer, column.byteOffset, column.byteLength));
        return { ptr, bytes: column.byteLength };
      });
      const started = performance.now();
      const handle = ex.gl_compute(n, ...buffers.map((b) => b.ptr), tzOffsetMinutes);
      const coreMs = performance.now() - started;
      for (const { ptr, bytes } of buffers) ex.gl_free(ptr, bytes);
      return computedGraph(handle, coreMs);
    },
    memoryBytes: () => ex.memory.buffer.byteLength,
  };
}
