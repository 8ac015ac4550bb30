//! Issue 37 "Reopen a trail": the pages that led to a visit, each once, with loops, reloads,
//! back-forward navigation, a missing source, sessions and "the last N steps".

mod common;
use common::*;
use graph_layout::NONE;
use proptest::prelude::*;

/// Visit ids on the trail to the visit `id` (pages given per visit, in `vs` order).
fn trail(vs: &[V], pages: &[u32], id: u32, max_steps: u32) -> Vec<u32> {
    let g = graph(vs);
    let node = (0..g.len() as u32)
        .find(|&n| vs[g.node_visit[n as usize] as usize].id == id)
        .unwrap_or(u32::MAX);
    g.trail(node, pages, max_steps)
        .into_iter()
        .map(|n| vs[g.node_visit[n as usize] as usize].id)
        .collect()
}

#[test]
fn follows_links_across_tabs_from_where_the_session_started() {
    // a → b → c in tab 1, then c opens d in tab 2; an unrelated page in tab 3.
    let vs = [
        visit(1, 1, 0, 0.0),
        visit(2, 1, 2, 1.0),
        visit(3, 1, 2, 2.0),
        visit(4, 2, 1, 3.0).src(3),
        visit(5, 3, 0, 3.5).dom(1), // same domain as a: no session link
    ];
    let pages = [10, 20, 30, 40, 50];
    assert_eq!(trail(&vs, &pages, 4, 0), [1, 2, 3, 4]);
    assert_eq!(trail(&vs, &pages, 2, 0), [1, 2]);
    assert_eq!(
        trail(&vs, &[], 4, 0),
        [1, 2, 3, 4],
        "no pages: every visit is its own page"
    );
}

#[test]
fn a_reload_keeps_the_page_once() {
    let vs = [
        visit(1, 1, 0, 0.0),
        visit(2, 1, 2, 1.0),
        visit(3, 1, 2, 2.0), // reload of b
        visit(4, 1, 2, 3.0),
    ];
    assert_eq!(trail(&vs, &[10, 20, 20, 30], 4, 0), [1, 3, 4]);
}

#[test]
fn back_and_forward_drop_the_detour() {
    // a → b, back to a, then c: b did not lead to c.
    let back = [
        visit(1, 1, 0, 0.0),
        visit(2, 1, 2, 1.0),
        visit(3, 1, 2, 2.0), // back: a again
        visit(4, 1, 2, 3.0),
    ];
    assert_eq!(trail(&back, &[10, 20, 10, 30], 4, 0), [3, 4]);
    // a → b, back to a, forward to b, then c: a and b did lead to c.
    let forward = [
        visit(1, 1, 0, 0.0),
        visit(2, 1, 2, 1.0),
        visit(3, 1, 2, 2.0),
        visit(4, 1, 2, 3.0),
        visit(5, 1, 2, 4.0),
    ];
    assert_eq!(trail(&forward, &[10, 20, 10, 20, 30], 5, 0), [3, 4, 5]);
}

#[test]
fn a_loop_through_links_is_cut_where_it_closes() {
    // a (tab 1) opens b (tab 2), b opens a again (tab 3), which leads to d.
    let vs = [
        visit(1, 1, 0, 0.0),
        visit(2, 2, 1, 1.0).src(1),
        visit(3, 3, 1, 2.0).src(2),
        visit(4, 3, 2, 3.0),
    ];
    assert_eq!(trail(&vs, &[10, 20, 10, 40], 4, 0), [3, 4]);
    assert_eq!(trail(&vs, &[10, 20, 30, 40], 4, 0), [1, 2, 3, 4]);
    assert_eq!(
        trail(&vs, &[10, 20, NONE, NONE], 4, 0),
        [1, 2, 3, 4],
        "no page: its own"
    );
}

#[test]
fn a_missing_source_starts_the_trail() {
    let vs = [
        visit(1, 1, 0, 0.0),
        visit(2, 1, 2, 1.0),
        visit(3, 1, 1, 2.0).src(99), // names no visit; no other tab to fall back on
        visit(4, 1, 2, 3.0),
        visit(5, 2, 1, 4.0).src(6), // names a visit that was dropped (it ends before it starts)
        visit(6, 3, 0, 3.9).raw(DAY_MS, 0.0, 0.0),
        visit(7, 4, 1, 200.0).src(1), // its source is over an hour back: another session
    ];
    let pages = [10, 20, 30, 40, 50, 60, 70];
    assert_eq!(trail(&vs, &pages, 3, 0), [3], "its source names no visit");
    assert_eq!(trail(&vs, &pages, 4, 0), [3, 4]);
    // A dropped source: the new tab is taken as opened from the latest page of another tab
    // (README "Links"), as the graph draws it.
    assert_eq!(trail(&vs, &pages, 5, 0), [3, 4, 5]);
    assert_eq!(trail(&vs, &pages, 7, 0), [7]);
    assert_eq!(trail(&vs, &pages, 6, 0), [] as [u32; 0], "unknown node");
}

#[test]
fn a_new_session_starts_a_new_trail() {
    let vs = [
        visit(1, 1, 0, 0.0),
        visit(2, 1, 2, 1.0),
        visit(3, 1, 2, 120.0), // same tab, two hours later
        visit(4, 1, 2, 121.0),
    ];
    assert_eq!(trail(&vs, &[10, 20, 30, 40], 4, 0), [3, 4]);
}

#[test]
fn keeps_the_last_n_steps() {
    let vs: Vec<V> = (0..6)
        .map(|i| visit(i + 1, 1, if i == 0 { 0 } else { 2 }, f64::from(i)))
        .collect();
    let pages = [10, 20, 30, 20, 40, 50]; // back to b midway: trail 1, 4, 5, 6
    assert_eq!(trail(&vs, &pages, 6, 0), [1, 4, 5, 6]);
    assert_eq!(trail(&vs, &pages, 6, 2), [5, 6]);
    assert_eq!(trail(&vs, &pages, 6, 1), [6]);
    assert_eq!(trail(&vs, &pages, 6, 9), [1, 4, 5, 6]);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 300, ..ProptestConfig::default() })]

    /// Whatever the history: the trail ends at the node, is part of its path in order, keeps
    /// each page once, and each step's page differs from every later one's.
    #[test]
    fn trail_is_a_subsequence_of_the_path_without_repeats(
        steps in prop::collection::vec((0u8..3, 0u32..6, 1i32..4), 1..60),
        max_steps in 0u32..5,
    ) {
        let vs: Vec<V> = steps
            .iter()
            .enumerate()
            .map(|(i, &(mode, _, tab))| visit(i as u32, tab, mode, i as f64 * 2.0).dom(i as u32 % 3))
            .collect();
        let pages: Vec<u32> = steps.iter().map(|s| s.1).collect();
        let g = graph(&vs);
        for node in 0..g.len() as u32 {
            let path = g.trace_path(node);
            let t = g.trail(node, &pages, max_steps);
            prop_assert_eq!(t.last(), Some(&node));
            prop_assert!(max_steps == 0 || t.len() <= max_steps as usize);
            let mut rest = path.iter();
            prop_assert!(t.iter().all(|n| rest.any(|p| p == n)), "in path order");
            let mut seen: Vec<u32> = t.iter().map(|&n| pages[g.node_visit[n as usize] as usize]).collect();
            seen.sort_unstable();
            seen.dedup();
            prop_assert_eq!(seen.len(), t.len(), "each page once");
        }
    }
}
