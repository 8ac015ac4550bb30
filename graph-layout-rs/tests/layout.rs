//! SPEC §9 timeline layout rules (README "Timeline layout").

mod common;
use common::*;
use graph_layout::{compute, Options};

fn xs(vs: &[V]) -> Vec<(f32, f32)> {
    let g = graph(vs);
    (0..g.len())
        .map(|i| (g.timeline.x[i], g.timeline.y[i]))
        .collect()
}

/// `n` chain visits in tab 1, one every `step` minutes from 0.
fn burst(n: u32, step: f64) -> Vec<V> {
    (0..n).map(|i| visit(i, 1, 2, i as f64 * step)).collect()
}

#[test]
fn interval_length_follows_the_span() {
    let cases = [
        (120.0, 15),
        (121.0, 30),
        (360.0, 30),
        (361.0, 60),
        (720.0, 60),
        (721.0, 120),
    ];
    for (span, minutes) in cases {
        let g = graph(&[visit(1, 1, 0, 0.0), visit(2, 1, 2, span)]);
        assert_eq!(
            g.timeline.interval_ms,
            minutes as f64 * MIN,
            "span {span} min"
        );
    }
}

#[test]
fn blocks_hold_about_8_nodes_per_column_and_at_most_6_per_row() {
    let cases: [(u32, usize, usize); 4] = [(1, 1, 1), (8, 1, 8), (9, 2, 5), (100, 6, 17)];
    for (n, columns, rows) in cases {
        let pos = xs(&burst(n, 0.01));
        let mut x: Vec<f32> = pos.iter().map(|p| p.0).collect();
        x.dedup();
        assert_eq!(x.len(), columns, "{n} nodes: columns");
        assert_eq!(
            x.windows(2).map(|w| w[1] - w[0]).collect::<Vec<_>>(),
            vec![80.0; columns - 1]
        );
        assert_eq!(
            pos.iter().filter(|p| p.0 == 0.0).count(),
            rows,
            "{n} nodes: rows"
        );
    }
}

#[test]
fn spacing_between_intervals_and_sessions() {
    let cases = [
        (
            "one node per 15-min interval: min interval width",
            vec![visit(1, 1, 0, 0.0), visit(2, 1, 2, 20.0)],
            150.0,
        ),
        (
            "new session inside one 120-min interval: session spacing",
            vec![
                visit(1, 1, 0, 0.0),
                visit(2, 1, 2, 61.0),
                visit(3, 1, 2, 900.0),
            ],
            150.0,
        ),
    ];
    for (name, vs, dx) in cases {
        let pos = xs(&vs);
        assert_eq!(pos[1].0 - pos[0].0, dx, "{name}");
    }
    let mut wide = burst(16, 0.01);
    wide.push(visit(99, 1, 2, 16.0));
    let pos = xs(&wide);
    assert_eq!(
        pos[16].0 - pos[15].0,
        100.0,
        "wide interval: column spacing after its last column"
    );
}

#[test]
fn markers_are_at_most_12_and_80_px_apart() {
    let g = graph(&burst(300, 7.0));
    let m = &g.timeline.marker_x;
    // 35 h in 120-min intervals: 18 columns, every 2nd one gets a marker.
    assert_eq!((g.timeline.interval_x.len(), m.len()), (18, 9));
    assert!(m.windows(2).all(|w| w[1] - w[0] >= 80.0));
    assert_eq!(g.timeline.marker_time[0], g.timeline.interval_start[0]);
}

#[test]
fn intervals_align_to_the_local_clock() {
    // 09:40 UTC, 60-min intervals: UTC starts the column at 09:00, UTC+05:30 at 09:30 UTC.
    let cols = columns(&[visit(1, 1, 0, 580.0), visit(2, 1, 2, 580.0 + 400.0)]);
    for (tz, first) in [(0.0, 540.0), (330.0, 570.0)] {
        let g = compute(
            &cols.visits(),
            &Options {
                tz_offset_minutes: tz,
            },
        );
        assert_eq!(
            g.timeline.interval_start[0],
            DAY_MS + first * MIN,
            "tz {tz}"
        );
    }
}
