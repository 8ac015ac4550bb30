//! Path tracing, filter pills and hour brackets (SPEC §2, §4 "Graph screen").

mod common;
use common::*;

#[test]
fn trace_returns_the_path_from_the_root() {
    let vs = [
        visit(1, 1, 0, 0.0),
        visit(2, 1, 2, 1.0),
        visit(3, 2, 1, 2.0).src(2),
        visit(4, 2, 2, 3.0),
    ];
    let g = graph(&vs);
    let cases: [(u32, &[u32]); 5] = [
        (0, &[0]),
        (1, &[0, 1]),
        (2, &[0, 1, 2]),
        (3, &[0, 1, 2, 3]),
        (9, &[]),
    ];
    for (node, path) in cases {
        assert_eq!(g.trace_path(node), path, "node {node}");
    }
}

#[test]
fn filters_split_by_active_time() {
    let minutes = [0.0, 4.99, 5.0, 15.0, 15.01, 60.0];
    let vs: Vec<V> = minutes
        .iter()
        .enumerate()
        .map(|(i, &m)| visit(i as u32, 1, 0, i as f64).active_min(m))
        .collect();
    let g = graph(&vs);
    let cases: [(u32, &[u32]); 5] = [
        (0, &[0, 1, 2, 3, 4, 5]),
        (1, &[0, 1]),
        (2, &[2, 3]),
        (3, &[4, 5]),
        (4, &[]),
    ];
    for (filter, nodes) in cases {
        assert_eq!(g.filter_nodes(filter), nodes, "filter {filter}");
    }
}

#[test]
fn empty_range_offers_up_to_9_nearest_hours() {
    // One visit at hh:10 of each hour 0..12, plus three more at 02:20..02:40.
    let mut vs: Vec<V> = (0..12)
        .map(|h| visit(h, 1, 0, h as f64 * 60.0 + 10.0))
        .collect();
    vs.extend((0..3).map(|i| visit(100 + i, 1, 0, 140.0 + i as f64 * 10.0)));
    let g = graph(&vs);
    let hour = |h: f64| DAY_MS + h * 60.0 * MIN;
    assert_eq!(g.time_brackets(hour(2.0), hour(3.0)).in_range, 4);
    assert!(g.time_brackets(hour(2.0), hour(3.0)).brackets.is_empty());
    let q = g.time_brackets(hour(1.5), hour(1.6));
    assert_eq!(q.in_range, 0);
    let starts: Vec<f64> = q
        .brackets
        .iter()
        .map(|b| (b.start - DAY_MS) / (60.0 * MIN))
        .collect();
    assert_eq!(starts, [0.0, 1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0]);
    assert_eq!(q.brackets[2].count, 4);
    assert_eq!(q.brackets[2].end - q.brackets[2].start, 60.0 * MIN);
    let late = g.time_brackets(hour(20.0), hour(21.0));
    assert_eq!(
        (late.brackets[0].start - DAY_MS) / (60.0 * MIN),
        3.0,
        "the 9 latest hours"
    );
    assert_eq!(late.brackets.len(), 9);
    assert!(graph(&[]).time_brackets(0.0, 1.0).brackets.is_empty());
}
