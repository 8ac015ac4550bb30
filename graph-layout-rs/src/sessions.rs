//! Time order of the timed nodes and SPEC §4 session grouping.

use crate::constants::SESSION_GAP_MS;
use crate::input::{Visits, NONE};

/// Nodes with a finite startTime, sorted by (startTime, node index): the order every later pass
/// walks, and the start time at each position. The index tie-break makes equal starts deterministic.
pub fn time_order(v: &Visits, rows: &[u32]) -> (Vec<u32>, Vec<f64>) {
    let (mut order, mut starts) = (
        Vec::with_capacity(rows.len()),
        Vec::with_capacity(rows.len()),
    );
    let mut sorted = true;
    for (node, &row) in rows.iter().enumerate() {
        let start = v.starts[row as usize];
        if start.is_finite() {
            sorted &= starts
                .last()
                .map_or(true, |&last| order_key(last) <= order_key(start));
            order.push(node as u32);
            starts.push(start);
        }
    }
    if sorted {
        return (order, starts); // histories usually arrive in time order: no sort needed
    }
    let mut keys: Vec<(u64, u32)> = order
        .iter()
        .zip(&starts)
        .map(|(&node, &start)| (order_key(start), node))
        .collect();
    keys.sort_unstable();
    for (i, (key, node)) in keys.into_iter().enumerate() {
        order[i] = node;
        starts[i] = start_of_key(key);
    }
    (order, starts)
}

/// Maps a finite f64 to a u64 whose unsigned order is the numeric order.
fn order_key(x: f64) -> u64 {
    let bits = x.to_bits();
    if bits >> 63 == 1 {
        !bits
    } else {
        bits | (1 << 63)
    }
}

/// Inverse of [`order_key`].
fn start_of_key(key: u64) -> f64 {
    f64::from_bits(if key >> 63 == 1 {
        key & !(1 << 63)
    } else {
        !key
    })
}

/// Sessions as ranges of the time order: session `s` is `order[offsets[s]..offsets[s + 1]]`.
pub struct Sessions {
    pub of_node: Vec<u32>,
    pub offsets: Vec<u32>,
    pub start: Vec<f64>,
    pub end: Vec<f64>,
}

/// SPEC §4: visits sorted by startTime stay in one session while the gap is under 60 minutes.
/// The gap is measured from the latest end seen so far in the session (README "Sessions"), so a
/// long read followed by a click does not split the session.
pub fn group_sessions(v: &Visits, rows: &[u32], order: &[u32], order_start: &[f64]) -> Sessions {
    let mut s = Sessions {
        of_node: vec![NONE; rows.len()],
        offsets: Vec::new(),
        start: Vec::new(),
        end: Vec::new(),
    };
    for (pos, &node) in order.iter().enumerate() {
        let (start, end) = (
            order_start[pos],
            v.end_or_start(rows[node as usize] as usize),
        );
        match s.end.last_mut() {
            Some(last_end) if start - *last_end < SESSION_GAP_MS => *last_end = last_end.max(end),
            _ => {
                s.offsets.push(pos as u32);
                s.start.push(start);
                s.end.push(end);
            }
        }
        s.of_node[node as usize] = s.start.len() as u32 - 1;
    }
    s.offsets.push(order.len() as u32);
    s
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::constants::MINUTE_MS;
    use crate::input::VisitColumns;

    fn visits(spans: &[(f64, f64)]) -> VisitColumns {
        let n = spans.len();
        VisitColumns {
            ids: (0..n as u32).collect(),
            sources: vec![NONE; n],
            tabs: vec![1; n],
            windows: vec![1; n],
            domains: vec![0; n],
            modes: vec![0; n],
            starts: spans.iter().map(|s| s.0 * MINUTE_MS).collect(),
            ends: spans.iter().map(|s| s.1 * MINUTE_MS).collect(),
            durations: vec![0.0; n],
            active: vec![0.0; n],
        }
    }

    #[test]
    fn gap_of_59_minutes_joins_and_60_splits() {
        // (start, end) in minutes -> expected session per input row
        type Case<'a> = (&'a [(f64, f64)], &'a [u32]);
        let cases: [Case; 5] = [
            (&[(0.0, 0.0), (59.0, 59.0)], &[0, 0]),
            (&[(0.0, 0.0), (60.0, 60.0)], &[0, 1]),
            (&[(0.0, 0.0), (59.999, 60.0)], &[0, 0]),
            (&[(0.0, 90.0), (140.0, 140.0)], &[0, 0]),
            (
                &[(120.0, 121.0), (0.0, 10.0), (f64::NAN, 1.0)],
                &[1, 0, NONE],
            ),
        ];
        for (spans, expected) in cases {
            let cols = visits(spans);
            let v = cols.visits();
            let rows: Vec<u32> = (0..spans.len() as u32).collect();
            let (order, starts) = time_order(&v, &rows);
            assert_eq!(
                group_sessions(&v, &rows, &order, &starts).of_node,
                expected,
                "{spans:?}"
            );
        }
    }

    #[test]
    fn order_breaks_ties_by_node_and_sorts_negative_times() {
        let cols = visits(&[(5.0, 5.0), (-3.0, -3.0), (5.0, 5.0), (0.0, 0.0)]);
        let rows: Vec<u32> = (0..4).collect();
        let (order, starts) = time_order(&cols.visits(), &rows);
        assert_eq!(order, [1, 3, 0, 2]);
        assert_eq!(starts, [-3.0, 0.0, 5.0, 5.0].map(|m| m * MINUTE_MS));
        let sorted = visits(&[(-3.0, 0.0), (f64::NAN, 0.0), (0.0, 0.0), (0.0, 0.0)]);
        assert_eq!(
            time_order(&sorted.visits(), &rows).0,
            [0, 2, 3],
            "already sorted: kept as is"
        );
    }
}
