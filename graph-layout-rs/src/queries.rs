//! Queries on a computed graph: path tracing, filter buckets and hour brackets.

use crate::constants::{HOUR_MS, MAX_BRACKETS};
use crate::graph::Graph;

/// SPEC §3 time bracket without its label (labels are locale text, made on the JS side).
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Bracket {
    pub start: f64,
    pub end: f64,
    pub count: u32,
}

/// Answer to "what is in this range": its node count and, when empty, nearby hour brackets.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BracketQuery {
    pub in_range: u32,
    pub brackets: Vec<Bracket>,
}

impl Graph {
    /// SPEC §4 graph screen: the chain of earliest-transition predecessors from the root to
    /// `node`, root first. Each node has at most one incoming link, which is therefore its
    /// earliest transition. Bounded by the node count, so it ends even on corrupt state.
    pub fn trace_path(&self, node: u32) -> Vec<u32> {
        let mut path = Vec::new();
        let mut at = node;
        while (at as usize) < self.len() && path.len() < self.len() {
            path.push(at);
            at = self.links.pred[at as usize];
        }
        path.reverse();
        path
    }

    /// SPEC §2 filter pills: 0 All Time, 1 under 5 min, 2 from 5 to 15 min, 3 over 15 min.
    /// Returns the matching nodes in node order; an unknown filter matches nothing.
    pub fn filter_nodes(&self, filter: u32) -> Vec<u32> {
        let wanted = |bucket: u8| filter == 0 || u32::from(bucket) + 1 == filter;
        (0..self.len() as u32)
            .filter(|&n| wanted(self.bucket[n as usize]))
            .collect()
    }

    /// SPEC §2 "No Data for Selected Time Range": counts timed nodes in `[from, to)`; when there
    /// are none, offers up to 9 local-clock hours that have visits, nearest to the range first
    /// (ties: the earlier hour), returned in time order with their visit counts.
    pub fn time_brackets(&self, from: f64, to: f64) -> BracketQuery {
        let lo = self.order_start.partition_point(|&s| s < from);
        let hi = self.order_start.partition_point(|&s| s < to).max(lo);
        let valid_range = from <= to; // false for NaN bounds too
        if hi > lo || !valid_range {
            return BracketQuery {
                in_range: (hi - lo) as u32,
                brackets: Vec::new(),
            };
        }
        let hours = self.hours();
        let distance = |b: &Bracket| {
            if b.end <= from {
                from - b.end
            } else {
                (b.start - to).max(0.0)
            }
        };
        let split = hours.partition_point(|b| b.end <= from);
        let (mut before, mut after) = (split, split);
        while after - before < MAX_BRACKETS && (before > 0 || after < hours.len()) {
            let take_before = before > 0
                && (after == hours.len()
                    || distance(&hours[before - 1]) <= distance(&hours[after]));
            if take_before {
                before -= 1;
            } else {
                after += 1;
            }
        }
        BracketQuery {
            in_range: 0,
            brackets: hours[before..after].to_vec(),
        }
    }

    /// Local-clock hours that contain visits, in time order, with visit counts.
    fn hours(&self) -> Vec<Bracket> {
        let mut hours: Vec<Bracket> = Vec::new();
        for &start in &self.order_start {
            let hour = ((start + self.tz_ms) / HOUR_MS).floor() * HOUR_MS - self.tz_ms;
            match hours.last_mut() {
                Some(last) if last.start == hour => last.count += 1,
                _ => hours.push(Bracket {
                    start: hour,
                    end: hour + HOUR_MS,
                    count: 1,
                }),
            }
        }
        hours
    }
}
