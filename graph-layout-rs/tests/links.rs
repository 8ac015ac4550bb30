//! SPEC §4 link creation rules at their boundaries (README "Links").

mod common;
use common::*;
use graph_layout::{NEW_TAB as NEW, SAME_TAB as SAME, SESSION_LINK as SESS};

/// (name, visits, expected links as (source id, target id, kind)).
type Case = (&'static str, Vec<V>, Vec<(u32, u32, u8)>);

#[test]
fn link_rules() {
    let cases: Vec<Case> = vec![
        (
            "chain links to the previous page of its tab",
            vec![visit(1, 1, 0, 0.0), visit(2, 1, 2, 5.0)],
            vec![(1, 2, SAME)],
        ),
        (
            "chain ignores other tabs",
            vec![visit(1, 1, 0, 0.0), visit(2, 2, 2, 5.0)],
            vec![],
        ),
        (
            "chain 59 min later still links",
            vec![visit(1, 1, 0, 0.0), visit(2, 1, 2, 59.0)],
            vec![(1, 2, SAME)],
        ),
        (
            "chain after a 60 min gap starts a new session: no link",
            vec![visit(1, 1, 0, 0.0), visit(2, 1, 2, 60.0)],
            vec![],
        ),
        (
            "hyperlink follows its sourceInfo, 30 min after the source ended",
            vec![
                visit(1, 1, 0, 0.0).lasts(10.0),
                visit(9, 3, 0, 35.0),
                visit(2, 2, 1, 40.0).src(1),
            ],
            vec![(1, 2, NEW)],
        ),
        (
            "hyperlink 30 min + 1 ms after its source ended: no link",
            vec![
                visit(1, 1, 0, 0.0).lasts(10.0),
                visit(2, 2, 1, 40.0 + 1.0 / MIN).src(1),
            ],
            vec![],
        ),
        (
            "hyperlink without sourceInfo takes the latest page of another tab",
            vec![
                visit(1, 1, 0, 0.0),
                visit(3, 3, 0, 1.0).dom(1),
                visit(2, 2, 1, 2.0),
            ],
            vec![(3, 2, NEW)],
        ),
        (
            "hyperlink without sourceInfo prefers its own window",
            vec![
                visit(1, 1, 0, 0.0),
                visit(3, 3, 0, 1.0).win(2).dom(1),
                visit(2, 2, 1, 2.0),
            ],
            vec![(1, 2, NEW)],
        ),
        (
            "hyperlink never picks its own tab",
            vec![
                visit(1, 1, 0, 0.0),
                visit(3, 2, 0, 1.0).dom(1),
                visit(2, 2, 1, 2.0),
            ],
            vec![(1, 2, NEW)],
        ),
        (
            "hyperlink with a dangling sourceInfo falls back to the best candidate",
            vec![visit(1, 1, 0, 0.0), visit(2, 2, 1, 2.0).src(77)],
            vec![(1, 2, NEW)],
        ),
        (
            "hyperlink whose sourceInfo is a later visit gets no link",
            vec![
                visit(1, 1, 0, 0.0),
                visit(2, 2, 1, 2.0).src(3),
                visit(3, 3, 0, 3.0).dom(2),
            ],
            vec![],
        ),
        (
            "hyperlink with no candidate within 30 min: no link",
            vec![visit(1, 1, 0, 0.0), visit(2, 2, 1, 31.0)],
            vec![],
        ),
        (
            "direct new tab 10 min after the previous tab session, other domain",
            vec![visit(1, 1, 0, 0.0).lasts(5.0), visit(2, 2, 0, 15.0)],
            vec![(1, 2, SESS)],
        ),
        (
            "direct new tab 10 min + 1 ms later: no link",
            vec![visit(1, 1, 0, 0.0), visit(2, 2, 0, 10.0 + 1.0 / MIN)],
            vec![],
        ),
        (
            "direct new tab on the same domain: no link",
            vec![visit(1, 1, 0, 0.0).dom(5), visit(2, 2, 0, 3.0).dom(5)],
            vec![],
        ),
        (
            "direct links from the previous tab session's page at that time",
            vec![
                visit(1, 1, 0, 0.0),
                visit(3, 1, 2, 2.0),
                visit(2, 2, 0, 4.0),
                visit(4, 1, 2, 6.0),
            ],
            vec![(1, 3, SAME), (3, 2, SESS), (3, 4, SAME)],
        ),
        (
            "direct inside an open tab session gets no link",
            vec![
                visit(1, 1, 0, 0.0),
                visit(2, 2, 0, 1.0).dom(1),
                visit(3, 1, 0, 2.0),
            ],
            vec![],
        ),
        (
            "unknown creationMode gets no link",
            vec![visit(1, 1, 0, 0.0), visit(2, 1, 7, 1.0)],
            vec![],
        ),
    ];
    for (name, vs, expected) in cases {
        assert_eq!(links(&vs), expected, "{name}");
    }
}

#[test]
fn cyclic_source_info_cannot_make_a_cycle() {
    let vs = [visit(1, 1, 1, 0.0).src(2), visit(2, 2, 1, 1.0).src(1)];
    assert_eq!(links(&vs), [(1, 2, NEW)]);
    let g = graph(&vs);
    assert_eq!(g.trace_path(1), [0, 1]);
    assert_eq!(g.trace_path(0), [0]);
}
