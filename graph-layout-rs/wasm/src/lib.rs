//! The graph core's `#[wasm_bindgen]` binding (README "Binding"): typed-array columns in, a
//! [`ComputedGraph`] with named typed-array getters out, skipped records as named fields, and
//! errors as JS exceptions with a sentence. `wasm-pack build --target web` turns it into
//! `graph-layout-rs/pkg/core` (the product) and, with the `synthetic` feature,
//! `graph-layout-rs/pkg/synthetic` (tests and benchmarks). The core itself has no wasm dependency.
//!
//! Every getter copies its column out of wasm memory into a typed array of its own (one copy, as
//! the worker transfers it), so results stay valid after the graph is freed or memory grows.

mod input;
mod search;
#[cfg(any(test, feature = "synthetic"))]
mod synthetic;

use graph_layout::{compute, BracketQuery, Graph, Options, Skipped};
use js_sys::{Float32Array, Float64Array, Uint32Array, Uint8Array};
use wasm_bindgen::prelude::*;

pub use input::{ColumnLengthError, VisitInput, COLUMN_NAMES};
pub use search::{SearchHits, SearchIndex};

#[wasm_bindgen]
impl VisitInput {
    /// Sessions, links, layout and filter buckets of these visits; `tzOffsetMinutes` (east of
    /// UTC) aligns intervals and hours to the user's clock. The input stays usable.
    #[wasm_bindgen(js_name = compute)]
    pub fn compute_graph(&self, tz_offset_minutes: f64) -> ComputedGraph {
        ComputedGraph {
            graph: compute(&self.visits(), &Options { tz_offset_minutes }),
            pages: self.pages().to_vec(),
        }
    }
}

/// Records dropped (`records`, the sum of the three reasons) and fields ignored by the core.
#[wasm_bindgen]
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SkippedRecords {
    /// Visits dropped, all reasons together.
    #[wasm_bindgen(readonly)]
    pub records: u32,
    /// A repeated id (the first valid copy was kept).
    #[wasm_bindgen(readonly, js_name = duplicateId)]
    pub duplicate_id: u32,
    /// endTime before startTime.
    #[wasm_bindgen(readonly, js_name = endBeforeStart)]
    pub end_before_start: u32,
    /// Negative or non-finite duration or activeTime.
    #[wasm_bindgen(readonly, js_name = invalidDuration)]
    pub invalid_duration: u32,
    /// A sourceInfo naming no visit (the node is kept).
    #[wasm_bindgen(readonly, js_name = danglingSourceInfo)]
    pub dangling_source_info: u32,
    /// A creationMode the core does not know (the node is kept, without an incoming link).
    #[wasm_bindgen(readonly, js_name = unknownCreationMode)]
    pub unknown_creation_mode: u32,
}

impl From<Skipped> for SkippedRecords {
    fn from(k: Skipped) -> Self {
        SkippedRecords {
            records: k.records,
            duplicate_id: k.duplicate_id,
            end_before_start: k.end_before_start,
            invalid_duration: k.invalid_duration,
            dangling_source_info: k.dangling_source,
            unknown_creation_mode: k.unknown_mode,
        }
    }
}

/// Nodes in `[from, to)` and, when there are none, up to 9 nearby hours with visits.
#[wasm_bindgen]
pub struct HourBrackets {
    query: BracketQuery,
}

#[wasm_bindgen]
impl HourBrackets {
    /// Timed nodes in the range.
    #[wasm_bindgen(getter, js_name = inRange)]
    pub fn in_range(&self) -> u32 {
        self.query.in_range
    }

    /// Bracket starts (ms), in time order.
    #[wasm_bindgen(getter)]
    pub fn start(&self) -> Float64Array {
        self.query
            .brackets
            .iter()
            .map(|b| b.start)
            .collect::<Vec<_>>()
            .as_slice()
            .into()
    }

    /// Bracket ends (ms).
    #[wasm_bindgen(getter)]
    pub fn end(&self) -> Float64Array {
        self.query
            .brackets
            .iter()
            .map(|b| b.end)
            .collect::<Vec<_>>()
            .as_slice()
            .into()
    }

    /// Visits per bracket.
    #[wasm_bindgen(getter)]
    pub fn count(&self) -> Uint32Array {
        self.query
            .brackets
            .iter()
            .map(|b| b.count)
            .collect::<Vec<_>>()
            .as_slice()
            .into()
    }
}

/// A computed graph held in wasm memory. Node `i` is input visit `nodeVisit[i]`; links and
/// sessions hold node indices; `0xffffffff` means "none" in u32 columns.
#[wasm_bindgen]
pub struct ComputedGraph {
    graph: Graph,
    pages: Vec<u32>,
}

#[wasm_bindgen]
impl ComputedGraph {
    /// Width of one timeline interval in minutes (15, 30, 60 or 120).
    #[wasm_bindgen(getter, js_name = intervalMinutes)]
    pub fn interval_minutes(&self) -> u32 {
        (self.graph.timeline.interval_ms / 60_000.0) as u32
    }

    /// Bad records by reason.
    #[wasm_bindgen(getter)]
    pub fn skipped(&self) -> SkippedRecords {
        self.graph.skipped.into()
    }

    /// Input row of each node.
    #[wasm_bindgen(getter, js_name = nodeVisit)]
    pub fn node_visit(&self) -> Uint32Array {
        self.graph.node_visit.as_slice().into()
    }

    /// Node x (px).
    #[wasm_bindgen(getter)]
    pub fn x(&self) -> Float32Array {
        self.graph.timeline.x.as_slice().into()
    }

    /// Node y (px).
    #[wasm_bindgen(getter)]
    pub fn y(&self) -> Float32Array {
        self.graph.timeline.y.as_slice().into()
    }

    /// Session of each node (none for untimed nodes).
    #[wasm_bindgen(getter)]
    pub fn session(&self) -> Uint32Array {
        self.graph.sessions.of_node.as_slice().into()
    }

    /// Predecessor of each node (the source of its incoming link), none for roots.
    #[wasm_bindgen(getter)]
    pub fn pred(&self) -> Uint32Array {
        self.graph.links.pred.as_slice().into()
    }

    /// Filter bucket of each node: 0 under 5 min, 1 from 5 to 15 min, 2 over 15 min.
    #[wasm_bindgen(getter)]
    pub fn bucket(&self) -> Uint8Array {
        self.graph.bucket.as_slice().into()
    }

    /// Link sources (nodes).
    #[wasm_bindgen(getter, js_name = linkSource)]
    pub fn link_source(&self) -> Uint32Array {
        self.graph.links.source.as_slice().into()
    }

    /// Link targets (nodes).
    #[wasm_bindgen(getter, js_name = linkTarget)]
    pub fn link_target(&self) -> Uint32Array {
        self.graph.links.target.as_slice().into()
    }

    /// Link times (the target's startTime, ms).
    #[wasm_bindgen(getter, js_name = linkTime)]
    pub fn link_time(&self) -> Float64Array {
        self.graph.links.time.as_slice().into()
    }

    /// Link kinds: 0 same-tab, 1 new-tab, 2 session.
    #[wasm_bindgen(getter, js_name = linkKind)]
    pub fn link_kind(&self) -> Uint8Array {
        self.graph.links.kind.as_slice().into()
    }

    /// Session starts (ms).
    #[wasm_bindgen(getter, js_name = sessionStart)]
    pub fn session_start(&self) -> Float64Array {
        self.graph.sessions.start.as_slice().into()
    }

    /// Session ends (ms).
    #[wasm_bindgen(getter, js_name = sessionEnd)]
    pub fn session_end(&self) -> Float64Array {
        self.graph.sessions.end.as_slice().into()
    }

    /// Session `s` is `sessionNodes[sessionOffsets[s] .. sessionOffsets[s + 1]]` (S + 1 entries).
    #[wasm_bindgen(getter, js_name = sessionOffsets)]
    pub fn session_offsets(&self) -> Uint32Array {
        self.graph.sessions.offsets.as_slice().into()
    }

    /// Timed nodes in time order, session after session.
    #[wasm_bindgen(getter, js_name = sessionNodes)]
    pub fn session_nodes(&self) -> Uint32Array {
        session_nodes(&self.graph).into()
    }

    /// Interval starts (ms).
    #[wasm_bindgen(getter, js_name = intervalStart)]
    pub fn interval_start(&self) -> Float64Array {
        self.graph.timeline.interval_start.as_slice().into()
    }

    /// Interval left edges (px).
    #[wasm_bindgen(getter, js_name = intervalX)]
    pub fn interval_x(&self) -> Float32Array {
        self.graph.timeline.interval_x.as_slice().into()
    }

    /// Interval widths (px).
    #[wasm_bindgen(getter, js_name = intervalWidth)]
    pub fn interval_width(&self) -> Float32Array {
        self.graph.timeline.interval_width.as_slice().into()
    }

    /// Visits per interval.
    #[wasm_bindgen(getter, js_name = intervalCount)]
    pub fn interval_count(&self) -> Uint32Array {
        self.graph.timeline.interval_count.as_slice().into()
    }

    /// Time-axis marker positions (px).
    #[wasm_bindgen(getter, js_name = markerX)]
    pub fn marker_x(&self) -> Float32Array {
        self.graph.timeline.marker_x.as_slice().into()
    }

    /// Time-axis marker times (ms).
    #[wasm_bindgen(getter, js_name = markerTime)]
    pub fn marker_time(&self) -> Float64Array {
        self.graph.timeline.marker_time.as_slice().into()
    }

    /// SPEC §4: node indices from the root to `node`; empty for an unknown node.
    #[wasm_bindgen(js_name = tracePath)]
    pub fn trace_path(&self, node: u32) -> Vec<u32> {
        self.graph.trace_path(node)
    }

    /// Issue 37: node indices of the pages that led to `node`, each page once, ending at it;
    /// `maxSteps` > 0 keeps the last that many (see `Graph::trail`). Empty for an unknown node.
    pub fn trail(&self, node: u32, max_steps: u32) -> Vec<u32> {
        self.graph.trail(node, &self.pages, max_steps)
    }

    /// Nodes of a filter pill: 0 All Time, 1 < 5m, 2 5-15m, 3 > 15m (others: none).
    #[wasm_bindgen(js_name = filterNodes)]
    pub fn filter_nodes(&self, filter: u32) -> Vec<u32> {
        self.graph.filter_nodes(filter)
    }

    /// Timed nodes in `[from, to)` and, when there are none, up to 9 nearest hours with visits.
    #[wasm_bindgen(js_name = timeBrackets)]
    pub fn time_brackets(&self, from: f64, to: f64) -> HourBrackets {
        HourBrackets {
            query: self.graph.time_brackets(from, to),
        }
    }
}

/// The time order cut to the nodes that sessions cover (all timed nodes).
fn session_nodes(g: &Graph) -> &[u32] {
    let timed = g.sessions.offsets.last().map_or(0, |&end| end as usize);
    &g.order[..timed]
}

/// Makes the allocator hold `bytes` of memory already written once, so a compute that follows
/// takes its columns from pages the system has already handed over instead of faulting each in.
/// Where memory cannot grow that far it does nothing: the compute asks for its own.
#[wasm_bindgen(js_name = reserveMemory)]
pub fn reserve_memory(bytes: usize) {
    let mut block: Vec<u8> = Vec::new();
    if block.try_reserve_exact(bytes).is_err() {
        return;
    }
    let base = block.as_mut_ptr();
    for offset in (0..bytes).step_by(4096) {
        // SAFETY: offset < bytes = the capacity; a volatile write keeps the touch from being elided.
        unsafe { base.add(offset).write_volatile(0) };
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use graph_layout::{VisitColumns, NONE};

    /// Four visits: a good one, its duplicate id, one ending before it starts, one with a
    /// negative duration; plus a dangling sourceInfo and an unknown creationMode on kept ones.
    fn bad_records() -> VisitColumns {
        VisitColumns {
            ids: vec![1, 1, 2, 3, 4, 5],
            sources: vec![NONE, NONE, NONE, NONE, 99, NONE],
            tabs: vec![1; 6],
            windows: vec![1; 6],
            domains: vec![0; 6],
            modes: vec![0, 0, 0, 0, 1, 7],
            starts: vec![0.0, 10.0, 20.0, 30.0, 40.0, 50.0],
            ends: vec![5.0, 15.0, 10.0, 35.0, 45.0, 55.0],
            durations: vec![5.0, 5.0, 5.0, -1.0, 5.0, 5.0],
            active: vec![5.0; 6],
        }
    }

    #[test]
    fn reports_bad_records_by_name() {
        let input = VisitInput::from_columns(bad_records()).unwrap();
        let g = input.compute_graph(0.0);
        assert_eq!(
            g.skipped(),
            SkippedRecords {
                records: 3,
                duplicate_id: 1,
                end_before_start: 1,
                invalid_duration: 1,
                dangling_source_info: 1,
                unknown_creation_mode: 1,
            }
        );
        assert_eq!(g.graph.node_visit, vec![0, 4, 5]);
    }

    #[test]
    fn session_nodes_cover_every_timed_node() {
        let mut columns = bad_records();
        columns.starts[5] = f64::NAN; // untimed: in no session
        let g = VisitInput::from_columns(columns)
            .unwrap()
            .compute_graph(0.0);
        assert_eq!(session_nodes(&g.graph), &[0, 1]);
        assert_eq!(g.graph.sessions.offsets, vec![0, 2]);
    }

    #[test]
    fn empty_input_has_one_session_offset() {
        let g = VisitInput::from_columns(VisitColumns::default())
            .unwrap()
            .compute_graph(0.0);
        assert_eq!(g.graph.sessions.offsets, vec![0]);
        assert!(session_nodes(&g.graph).is_empty());
    }
}
