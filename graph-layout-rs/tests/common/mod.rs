//! Hand-made visit builder for the integration tests: times in minutes after a fixed day.
#![allow(dead_code)] // each test crate uses a different part of this helper

use graph_layout::{compute, Graph, Options, VisitColumns, NONE};

/// 2025-09-23 00:00 UTC.
pub const DAY_MS: f64 = 1_758_585_600_000.0;
pub const MIN: f64 = 60_000.0;

/// One visit; build with [`visit`] and the chained setters.
#[derive(Clone, Copy, Debug)]
pub struct V {
    pub id: u32,
    pub source: u32,
    pub tab: i32,
    pub window: i32,
    pub domain: u32,
    pub mode: u8,
    pub start: f64,
    pub end: f64,
    pub duration: f64,
    pub active: f64,
}

/// Visit `id` in `tab` with creation `mode` (0 direct, 1 hyperlink, 2 chain) at `start` minutes.
pub fn visit(id: u32, tab: i32, mode: u8, start: f64) -> V {
    let start = DAY_MS + start * MIN;
    V {
        id,
        source: NONE,
        tab,
        window: 1,
        domain: id,
        mode,
        start,
        end: start,
        duration: 0.0,
        active: 0.0,
    }
}

impl V {
    pub fn src(self, source: u32) -> V {
        V { source, ..self }
    }
    pub fn dom(self, domain: u32) -> V {
        V { domain, ..self }
    }
    pub fn win(self, window: i32) -> V {
        V { window, ..self }
    }
    /// Ends `minutes` after it starts.
    pub fn lasts(self, minutes: f64) -> V {
        V {
            end: self.start + minutes * MIN,
            duration: minutes * MIN,
            ..self
        }
    }
    pub fn active_min(self, minutes: f64) -> V {
        V {
            active: minutes * MIN,
            ..self
        }
    }
    pub fn raw(self, end: f64, duration: f64, active: f64) -> V {
        V {
            end,
            duration,
            active,
            ..self
        }
    }
}

/// Columns of the visits, in the given order.
pub fn columns(vs: &[V]) -> VisitColumns {
    VisitColumns {
        ids: vs.iter().map(|v| v.id).collect(),
        sources: vs.iter().map(|v| v.source).collect(),
        tabs: vs.iter().map(|v| v.tab).collect(),
        windows: vs.iter().map(|v| v.window).collect(),
        domains: vs.iter().map(|v| v.domain).collect(),
        modes: vs.iter().map(|v| v.mode).collect(),
        starts: vs.iter().map(|v| v.start).collect(),
        ends: vs.iter().map(|v| v.end).collect(),
        durations: vs.iter().map(|v| v.duration).collect(),
        active: vs.iter().map(|v| v.active).collect(),
    }
}

/// The graph of the visits (UTC clock).
pub fn graph(vs: &[V]) -> Graph {
    compute(&columns(vs).visits(), &Options::default())
}

/// Links as (source visit id, target visit id, kind), in output order.
pub fn links(vs: &[V]) -> Vec<(u32, u32, u8)> {
    let g = graph(vs);
    let id = |node: u32| vs[g.node_visit[node as usize] as usize].id;
    let l = &g.links;
    (0..l.target.len())
        .map(|i| (id(l.source[i]), id(l.target[i]), l.kind[i]))
        .collect()
}
