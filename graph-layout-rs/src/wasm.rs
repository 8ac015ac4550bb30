//! C ABI over wasm linear memory (compiled only for wasm32). The TS binding
//! (`ts/graph-core.ts`) mirrors every layout documented here; README "ABI" has the overview.
//!
//! Memory: the caller gets byte buffers with `gl_alloc` (8-byte aligned, so any typed array
//! fits) and gives them back with `gl_free(ptr, bytes)`. Any call may grow memory, so typed-array
//! views must be re-created after every call. Results live in handles until released.

use crate::graph::{compute, Graph, Options};
use crate::input::Visits;

/// Allocates `bytes` uninitialised bytes, 8-aligned (never null; dangling when `bytes` is 0).
#[no_mangle]
pub extern "C" fn gl_alloc(bytes: usize) -> *mut u8 {
    let mut buf: Vec<u64> = Vec::with_capacity((bytes + 7) / 8);
    let ptr = buf.as_mut_ptr() as *mut u8;
    std::mem::forget(buf);
    ptr
}

/// Frees a buffer from `gl_alloc` with the same `bytes`.
///
/// # Safety
/// `ptr` and `bytes` must come from one `gl_alloc` call, freed once.
#[no_mangle]
pub unsafe extern "C" fn gl_free(ptr: *mut u8, bytes: usize) {
    drop(Vec::<u64>::from_raw_parts(
        ptr as *mut u64,
        0,
        (bytes + 7) / 8,
    ));
}

unsafe fn column<'a, T>(ptr: *const T, n: usize) -> &'a [T] {
    if n == 0 || ptr.is_null() {
        &[]
    } else {
        std::slice::from_raw_parts(ptr, n)
    }
}

/// A graph plus its header and the scratch buffer of the last query.
pub struct Handle {
    graph: Graph,
    header: Vec<u32>,
    scratch_u32: Vec<u32>,
    scratch_f64: Vec<f64>,
}

/// Computes the graph of `n` visits given as columns (`n` entries each; types as in
/// `input::Visits`: ids u32, sources u32, tabs i32, windows i32, domains u32, modes u8,
/// starts/ends/durations/active f64). Returns a handle for `gl_header`, the queries and
/// `gl_release`. The input buffers are not kept and may be freed right after.
///
/// # Safety
/// Each pointer must address `n` readable values of its type (or be null when `n` is 0).
#[no_mangle]
pub unsafe extern "C" fn gl_compute(
    n: usize,
    ids: *const u32,
    sources: *const u32,
    tabs: *const i32,
    windows: *const i32,
    domains: *const u32,
    modes: *const u8,
    starts: *const f64,
    ends: *const f64,
    durations: *const f64,
    active: *const f64,
    tz_offset_minutes: f64,
) -> *mut Handle {
    let v = Visits {
        ids: column(ids, n),
        sources: column(sources, n),
        tabs: column(tabs, n),
        windows: column(windows, n),
        domains: column(domains, n),
        modes: column(modes, n),
        starts: column(starts, n),
        ends: column(ends, n),
        durations: column(durations, n),
        active: column(active, n),
    };
    let graph = compute(&v, &Options { tz_offset_minutes });
    let header = header(&graph);
    Box::into_raw(Box::new(Handle {
        graph,
        header,
        scratch_u32: Vec::new(),
        scratch_f64: Vec::new(),
    }))
}

/// Result header, u32 words (pointers are byte offsets into linear memory):
///
/// | word | content |
/// | --- | --- |
/// | 0 | layout version (1) |
/// | 1..=6 | node count N, link count L, session count S, interval count K, marker count M, interval minutes |
/// | 7..=12 | skipped: records, duplicateId, endBeforeStart, invalidDuration, danglingSource, unknownMode |
/// | 13..=18 | node columns: visit u32[N], x f32[N], y f32[N], session u32[N] (NONE = untimed), pred u32[N], bucket u8[N] |
/// | 19..=22 | link columns: source u32[L], target u32[L], time f64[L], kind u8[L] (0 same-tab, 1 new-tab, 2 session) |
/// | 23..=26 | sessions: start f64[S], end f64[S], offsets u32[S+1], nodes u32[offsets[S]] (time order) |
/// | 27..=30 | intervals: start f64[K], x f32[K], width f32[K], count u32[K] |
/// | 31..=32 | markers: x f32[M], time f64[M] |
fn header(g: &Graph) -> Vec<u32> {
    let (t, l, s, k) = (&g.timeline, &g.links, &g.sessions, g.skipped);
    let p = |ptr: *const u8| ptr as usize as u32;
    vec![
        1,
        g.len() as u32,
        l.target.len() as u32,
        s.start.len() as u32,
        t.interval_x.len() as u32,
        t.marker_x.len() as u32,
        (t.interval_ms / 60_000.0) as u32,
        k.records,
        k.duplicate_id,
        k.end_before_start,
        k.invalid_duration,
        k.dangling_source,
        k.unknown_mode,
        p(g.node_visit.as_ptr() as _),
        p(t.x.as_ptr() as _),
        p(t.y.as_ptr() as _),
        p(s.of_node.as_ptr() as _),
        p(l.pred.as_ptr() as _),
        p(g.bucket.as_ptr()),
        p(l.source.as_ptr() as _),
        p(l.target.as_ptr() as _),
        p(l.time.as_ptr() as _),
        p(l.kind.as_ptr()),
        p(s.start.as_ptr() as _),
        p(s.end.as_ptr() as _),
        p(s.offsets.as_ptr() as _),
        p(g.order.as_ptr() as _),
        p(t.interval_start.as_ptr() as _),
        p(t.interval_x.as_ptr() as _),
        p(t.interval_width.as_ptr() as _),
        p(t.interval_count.as_ptr() as _),
        p(t.marker_x.as_ptr() as _),
        p(t.marker_time.as_ptr() as _),
    ]
}

/// Pointer to the handle's header (layout above).
///
/// # Safety
/// `h` must be a live handle from `gl_compute`.
#[no_mangle]
pub unsafe extern "C" fn gl_header(h: *const Handle) -> *const u32 {
    (*h).header.as_ptr()
}

/// Traces `node`'s path; returns `[len, node...]` (u32, root first), valid until the next query.
///
/// # Safety
/// `h` must be a live handle from `gl_compute`.
#[no_mangle]
pub unsafe extern "C" fn gl_trace(h: *mut Handle, node: u32) -> *const u32 {
    let path = (*h).graph.trace_path(node);
    with_len(&mut (*h).scratch_u32, path)
}

/// Nodes of filter pill `filter` (0 all, 1 < 5m, 2 5-15m, 3 > 15m); returns `[len, node...]`.
///
/// # Safety
/// `h` must be a live handle from `gl_compute`.
#[no_mangle]
pub unsafe extern "C" fn gl_filter(h: *mut Handle, filter: u32) -> *const u32 {
    let nodes = (*h).graph.filter_nodes(filter);
    with_len(&mut (*h).scratch_u32, nodes)
}

fn with_len(scratch: &mut Vec<u32>, items: Vec<u32>) -> *const u32 {
    scratch.clear();
    scratch.push(items.len() as u32);
    scratch.extend_from_slice(&items);
    scratch.as_ptr()
}

/// Hour brackets for `[from, to)`; returns f64 `[inRange, k, (start, end, count) × k]`.
///
/// # Safety
/// `h` must be a live handle from `gl_compute`.
#[no_mangle]
pub unsafe extern "C" fn gl_brackets(h: *mut Handle, from: f64, to: f64) -> *const f64 {
    let q = (*h).graph.time_brackets(from, to);
    let out = &mut (*h).scratch_f64;
    out.clear();
    out.push(q.in_range as f64);
    out.push(q.brackets.len() as f64);
    for b in &q.brackets {
        out.extend_from_slice(&[b.start, b.end, b.count as f64]);
    }
    out.as_ptr()
}

/// Frees a handle from `gl_compute`.
///
/// # Safety
/// `h` must be a live handle, released once.
#[no_mangle]
pub unsafe extern "C" fn gl_release(h: *mut Handle) {
    drop(Box::from_raw(h));
}
