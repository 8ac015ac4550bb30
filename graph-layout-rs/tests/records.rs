//! Bad records are skipped and counted, never a panic (README "Bad records").

mod common;
use common::*;
use graph_layout::{compute, synthetic::synthetic_history, Options, Skipped, NONE};

fn skipped(
    records: u32,
    duplicate_id: u32,
    end_before_start: u32,
    invalid_duration: u32,
) -> Skipped {
    Skipped {
        records,
        duplicate_id,
        end_before_start,
        invalid_duration,
        ..Skipped::default()
    }
}

#[test]
fn bad_records_are_skipped_and_counted() {
    let at = visit(1, 1, 0, 0.0);
    let cases: Vec<(&str, Vec<V>, Vec<u32>, Skipped)> = vec![
        ("empty input", vec![], vec![], Skipped::default()),
        ("one visit", vec![at], vec![0], Skipped::default()),
        (
            "duplicate id keeps the first",
            vec![at, visit(1, 2, 0, 5.0)],
            vec![0],
            skipped(1, 1, 0, 0),
        ),
        (
            "endTime before startTime",
            vec![at.raw(at.start - 1.0, 0.0, 0.0), visit(2, 1, 0, 1.0)],
            vec![1],
            skipped(1, 0, 1, 0),
        ),
        (
            "negative duration",
            vec![at.raw(at.end, -1.0, 0.0)],
            vec![],
            skipped(1, 0, 0, 1),
        ),
        (
            "NaN duration",
            vec![at.raw(at.end, f64::NAN, 0.0)],
            vec![],
            skipped(1, 0, 0, 1),
        ),
        (
            "NaN activeTime",
            vec![at.raw(at.end, 0.0, f64::NAN)],
            vec![],
            skipped(1, 0, 0, 1),
        ),
        (
            "invalid copy does not hide a valid duplicate",
            vec![at.raw(at.end, -5.0, 0.0), at],
            vec![1],
            skipped(1, 0, 0, 1),
        ),
        (
            "missing endTime is kept",
            vec![at.raw(f64::NAN, 0.0, 0.0)],
            vec![0],
            Skipped::default(),
        ),
    ];
    for (name, vs, rows, expected) in cases {
        let g = graph(&vs);
        assert_eq!(g.node_visit, rows, "{name}");
        assert_eq!(g.skipped, expected, "{name}");
    }
}

#[test]
fn ignored_fields_are_counted_but_keep_the_node() {
    let g = graph(&[visit(1, 1, 9, 0.0), visit(2, 2, 1, 1.0).src(42)]);
    assert_eq!(g.len(), 2);
    assert_eq!(
        (
            g.skipped.unknown_mode,
            g.skipped.dangling_source,
            g.skipped.records
        ),
        (1, 1, 0)
    );
}

#[test]
fn untimed_nodes_have_no_session_and_sit_below_the_timeline() {
    let vs = [
        visit(1, 1, 0, 0.0),
        visit(2, 1, 2, f64::NAN).raw(f64::NAN, 0.0, 0.0),
        visit(3, 1, 2, 1.0),
    ];
    let g = graph(&vs);
    assert_eq!(g.sessions.of_node, [0, NONE, 0]);
    assert_eq!(
        links(&vs),
        [(1, 3, 0)],
        "the untimed visit is skipped by the chain"
    );
    assert!(g.timeline.y[1] > g.timeline.y[0].max(g.timeline.y[2]));
}

#[test]
fn mismatched_column_lengths_use_the_complete_records() {
    let mut cols = columns(&[visit(1, 1, 0, 0.0), visit(2, 1, 2, 1.0)]);
    cols.modes.pop();
    assert_eq!(compute(&cols.visits(), &Options::default()).len(), 1);
}

#[test]
fn a_million_visits_compute_without_panic() {
    let cols = synthetic_history(1_000_000, 1);
    let g = compute(&cols.visits(), &Options::default());
    assert_eq!(g.len(), 1_000_000);
    assert!(g.links.target.len() > 500_000);
    assert!(g.timeline.marker_x.len() <= 12);
}
