//! Invariants over arbitrary (often malformed) histories, checked with proptest.

mod common;
use common::*;
use graph_layout::{Graph, NONE};
use proptest::prelude::*;

fn any_time() -> impl Strategy<Value = f64> {
    prop_oneof![8 => (0u32..900).prop_map(|m| DAY_MS + m as f64 * MIN), 1 => Just(f64::NAN)]
}

fn any_length() -> impl Strategy<Value = f64> {
    prop_oneof![8 => (0u32..40).prop_map(|m| m as f64 * MIN), 1 => Just(-1.0), 1 => Just(f64::NAN)]
}

/// Small ids (the binding's interned ids) or huge ones (forcing the hashed id map).
fn any_id() -> impl Strategy<Value = u32> {
    prop_oneof![4 => 0u32..50, 1 => 4_000_000_000u32..4_000_000_050]
}

prop_compose! {
    fn any_visit()(id in any_id(), source in prop_oneof![Just(NONE), any_id()], tab in -1i32..5,
                   window in 0i32..3, domain in 0u32..4, mode in 0u8..5, start in any_time(),
                   end_offset in -5i32..50, duration in any_length(), active in any_length()) -> V {
        let end = if end_offset == -5 { f64::NAN } else { start + end_offset as f64 * MIN };
        V { id, source, tab, window, domain, mode, start, end, duration, active }
    }
}

/// Every column as bits, so "equal" means byte-identical (NaN included).
fn fingerprint(g: &Graph) -> Vec<u64> {
    let t = &g.timeline;
    let f32s =
        t.x.iter()
            .chain(&t.y)
            .chain(&t.interval_x)
            .chain(&t.interval_width)
            .chain(&t.marker_x);
    let f64s = g
        .links
        .time
        .iter()
        .chain(&g.sessions.start)
        .chain(&g.sessions.end)
        .chain(&t.interval_start)
        .chain(&t.marker_time);
    let u32s = g
        .node_visit
        .iter()
        .chain(&g.links.source)
        .chain(&g.links.target)
        .chain(&g.sessions.offsets)
        .chain(&g.order);
    f32s.map(|x| u64::from(x.to_bits()))
        .chain(f64s.map(|x| x.to_bits()))
        .chain(u32s.map(|&x| u64::from(x)))
        .chain(g.links.kind.iter().chain(&g.bucket).map(|&x| u64::from(x)))
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 400, ..ProptestConfig::default() })]

    #[test]
    fn invariants_hold(vs in prop::collection::vec(any_visit(), 0..70)) {
        let g = graph(&vs);
        let n = g.len() as u32;
        prop_assert_eq!(g.len() as u32 + g.skipped.records, vs.len() as u32);
        for i in 0..g.links.target.len() {
            let (s, t) = (g.links.source[i], g.links.target[i]);
            prop_assert!(s < n && t < n && s != t, "link endpoints exist");
            prop_assert_eq!(g.links.pred[t as usize], s);
        }
        for node in 0..n {
            let path = g.trace_path(node);
            prop_assert_eq!(path.last(), Some(&node));
            prop_assert_eq!(g.links.pred[path[0] as usize], NONE, "path starts at a root");
            let mut seen = path.clone();
            seen.sort_unstable();
            seen.dedup();
            prop_assert_eq!(seen.len(), path.len(), "path is acyclic");
            prop_assert!(path.windows(2).all(|w| g.links.pred[w[1] as usize] == w[0]));
        }
        let t = &g.timeline;
        for a in 0..g.len() {
            prop_assert!(t.x[a].is_finite() && t.y[a].is_finite());
            for b in a + 1..g.len() {
                let d = (t.x[a] - t.x[b]).hypot(t.y[a] - t.y[b]);
                prop_assert!(d >= 80.0, "nodes {} and {} overlap ({} px)", a, b, d);
            }
        }
        prop_assert!(t.marker_x.len() <= 12);
        prop_assert!(t.marker_x.windows(2).all(|w| w[1] - w[0] >= 80.0));
        prop_assert_eq!(*g.sessions.offsets.last().unwrap() as usize, g.order.len());
        let in_time_order = |(o, s): (&[u32], &[f64])| s[0] < s[1] || (s[0] == s[1] && o[0] < o[1]);
        prop_assert!(g.order.windows(2).zip(g.order_start.windows(2)).all(in_time_order));
        prop_assert_eq!(fingerprint(&g), fingerprint(&graph(&vs)), "deterministic");
    }
}
