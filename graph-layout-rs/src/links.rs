//! SPEC §4 link creation rules. Every node gets at most one incoming link (its navigation
//! source) and the source always comes earlier in the time order, so links form a forest and
//! path tracing cannot loop, whatever cycles the input's sourceInfo contains.

use crate::constants::{HYPERLINK_WINDOW_MS, SESSION_LINK_WINDOW_MS};
use crate::dense_ids::DenseIds;
use crate::input::{Mode, Nodes, Visits, NONE};

/// Link kind codes (as the binding hands them to JS): same-tab chain, new-tab hyperlink, consecutive tab sessions.
pub const SAME_TAB: u8 = 0;
/// New-tab link (SPEC sourceType `hyperlink`).
pub const NEW_TAB: u8 = 1;
/// Link between consecutive tab sessions (sourceType `chain`, README "Links").
pub const SESSION_LINK: u8 = 2;

/// Links as columns, in the time order of their targets, plus each node's predecessor.
#[derive(Default)]
pub struct Links {
    pub source: Vec<u32>,
    pub target: Vec<u32>,
    pub time: Vec<f64>,
    pub kind: Vec<u8>,
    pub pred: Vec<u32>,
}

/// The latest visit of a window and the latest visit of that window in another tab than it.
#[derive(Clone, Copy)]
struct Recent {
    latest: u32,
    other_tab: u32,
}

const NO_RECENT: Recent = Recent {
    latest: NONE,
    other_tab: NONE,
};

struct Sweep<'a> {
    v: &'a Visits<'a>,
    nodes: &'a Nodes,
    tab: Vec<u32>,
    tab_last: Vec<u32>,
    window_recent: Vec<Recent>,
    any_recent: Recent,
    last_opened_tab: u32,
}

/// Applies the three SPEC §4 link rules to the timed nodes in time order.
pub fn build_links(v: &Visits, nodes: &Nodes, order: &[u32], session: &[u32]) -> Links {
    let n = nodes.rows.len();
    let mut links = Links {
        pred: vec![NONE; n],
        ..Links::default()
    };
    let mut s = Sweep {
        v,
        nodes,
        tab: vec![NONE; n],
        tab_last: Vec::new(),
        window_recent: Vec::new(),
        any_recent: NO_RECENT,
        last_opened_tab: NONE,
    };
    let mut tabs = DenseIds::for_keys(nodes.rows.iter().map(|&row| v.tabs[row as usize] as u32));
    let mut windows =
        DenseIds::for_keys(nodes.rows.iter().map(|&row| v.windows[row as usize] as u32));
    for &node in order {
        let row = nodes.rows[node as usize] as usize;
        let t = tabs.insert(v.tabs[row] as u32).0;
        let w = windows.insert(v.windows[row] as u32).0 as usize;
        if t as usize == s.tab_last.len() {
            s.tab_last.push(NONE);
        }
        if w == s.window_recent.len() {
            s.window_recent.push(NO_RECENT);
        }
        s.tab[node as usize] = t;
        let prev = s.tab_last[t as usize];
        // A tab session is the run of a tab's visits inside one graph session (README "Links").
        let prev_in_tab = if prev != NONE && session[prev as usize] == session[node as usize] {
            prev
        } else {
            NONE
        };
        let (source, kind) = match Mode::from_code(v.modes[row]) {
            // SPEC §4 link rules: same-tab links.
            Mode::Chain => (prev_in_tab, SAME_TAB),
            // SPEC §4 link rules: new-tab links.
            Mode::Hyperlink => (s.new_tab_source(node, w), NEW_TAB),
            // SPEC §4 link rules: links between consecutive tab sessions.
            Mode::Direct if prev_in_tab == NONE => (s.session_source(node), SESSION_LINK),
            _ => (NONE, SAME_TAB),
        };
        if source != NONE {
            links.source.push(source);
            links.target.push(node);
            links.time.push(v.starts[row]);
            links.kind.push(kind);
            links.pred[node as usize] = source;
        }
        if prev_in_tab == NONE {
            s.last_opened_tab = t;
        }
        s.tab_last[t as usize] = node;
        s.window_recent[w] = s.remember(s.window_recent[w], node);
        s.any_recent = s.remember(s.any_recent, node);
    }
    links
}

impl<'a> Sweep<'a> {
    fn start(&self, node: u32) -> f64 {
        self.v.starts[self.nodes.rows[node as usize] as usize]
    }

    fn end(&self, node: u32) -> f64 {
        self.v.end_or_start(self.nodes.rows[node as usize] as usize)
    }

    /// True when `source` was still open, or closed at most `window` ms before `node` started.
    fn within(&self, source: u32, node: u32, window: f64) -> bool {
        self.start(node) - self.end(source) <= window
    }

    fn remember(&self, r: Recent, node: u32) -> Recent {
        let other_tab =
            if r.latest != NONE && self.tab[r.latest as usize] == self.tab[node as usize] {
                r.other_tab
            } else {
                r.latest
            };
        Recent {
            latest: node,
            other_tab,
        }
    }

    fn other_tab_candidate(&self, r: Recent, node: u32) -> u32 {
        let pick = if r.latest != NONE && self.tab[r.latest as usize] != self.tab[node as usize] {
            r.latest
        } else {
            r.other_tab
        };
        if pick != NONE && self.within(pick, node, HYPERLINK_WINDOW_MS) {
            pick
        } else {
            NONE
        }
    }

    /// sourceInfo when it names an earlier visit within the window; otherwise (no or dangling
    /// sourceInfo) the latest visit of another tab, same window first (README "Links").
    fn new_tab_source(&self, node: u32, window: usize) -> u32 {
        let named = self.nodes.source[node as usize];
        if named != NONE {
            let earlier = self.tab[named as usize] != NONE && named != node;
            return if earlier && self.within(named, node, HYPERLINK_WINDOW_MS) {
                named
            } else {
                NONE
            };
        }
        match self.other_tab_candidate(self.window_recent[window], node) {
            NONE => self.other_tab_candidate(self.any_recent, node),
            found => found,
        }
    }

    /// The last visit of the most recently opened tab session, when this direct visit opens a
    /// new tab session within 10 minutes of it and is on a different domain.
    fn session_source(&self, node: u32) -> u32 {
        if self.last_opened_tab == NONE {
            return NONE;
        }
        let last = self.tab_last[self.last_opened_tab as usize];
        let domain = |n: u32| self.v.domains[self.nodes.rows[n as usize] as usize];
        // Within 10 minutes implies the same graph session (its gap is 60), so no session check.
        if self.within(last, node, SESSION_LINK_WINDOW_MS) && domain(last) != domain(node) {
            last
        } else {
            NONE
        }
    }
}
