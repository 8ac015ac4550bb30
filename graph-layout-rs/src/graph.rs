//! The whole computation: validation, time order, sessions, links, layout and filter buckets.

use crate::constants::{active_bucket, MINUTE_MS};
use crate::input::{select_nodes, Skipped, Visits};
use crate::layout::{lay_out, Timeline};
use crate::links::{build_links, Links};
use crate::sessions::{group_sessions, time_order, Sessions};

/// Options the caller knows and the visits do not.
#[derive(Clone, Copy, Debug, Default)]
pub struct Options {
    /// Local time zone offset east of UTC in minutes (JS: `-date.getTimezoneOffset()`), used to
    /// align intervals and hour brackets to the user's clock.
    pub tz_offset_minutes: f64,
}

/// Computed graph as columns. Nodes are the kept visits in input order: node `i` is input row
/// `node_visit[i]`. Links, sessions and queries refer to node indices.
pub struct Graph {
    pub node_visit: Vec<u32>,
    /// SPEC §9 filter bucket per node (see [`active_bucket`]).
    pub bucket: Vec<u8>,
    /// Timed nodes in time order; sessions are ranges of it.
    pub order: Vec<u32>,
    /// startTime of `order[i]`, for range queries.
    pub order_start: Vec<f64>,
    pub sessions: Sessions,
    pub links: Links,
    pub timeline: Timeline,
    pub skipped: Skipped,
    pub tz_ms: f64,
}

/// Computes sessions, links, layout and buckets for the visits. Never panics on bad records:
/// they are skipped and counted in [`Graph::skipped`].
pub fn compute(v: &Visits, options: &Options) -> Graph {
    let tz_ms = if options.tz_offset_minutes.is_finite() {
        options.tz_offset_minutes * MINUTE_MS
    } else {
        0.0
    };
    let (nodes, skipped) = select_nodes(v);
    let (order, order_start) = time_order(v, &nodes.rows);
    let sessions = group_sessions(v, &nodes.rows, &order, &order_start);
    let links = build_links(v, &nodes, &order, &sessions.of_node);
    let timeline = lay_out(
        nodes.rows.len(),
        &order,
        &order_start,
        &sessions.of_node,
        tz_ms,
    );
    let bucket = nodes
        .rows
        .iter()
        .map(|&row| active_bucket(v.active[row as usize]))
        .collect();
    Graph {
        node_visit: nodes.rows,
        bucket,
        order,
        order_start,
        sessions,
        links,
        timeline,
        skipped,
        tz_ms,
    }
}

impl Graph {
    /// Number of nodes.
    pub fn len(&self) -> usize {
        self.node_visit.len()
    }

    /// True when no visit was kept.
    pub fn is_empty(&self) -> bool {
        self.node_visit.is_empty()
    }
}
