//! Issue 37 "Reopen a trail": the pages that led to a visit, as the user would reopen them.

use crate::graph::Graph;
use crate::input::NONE;
use std::collections::HashMap;

impl Graph {
    /// The trail to `node`: its [`Graph::trace_path`] (the chain of navigation sources, which links
    /// keep inside one session, from where that chain started in the session), with each page once.
    /// `pages[row]` is the interned address of input row `row`; a row without one ([`NONE`], or
    /// past the slice's end) is a page of its own. When a page comes back on the chain (a reload,
    /// a back or forward navigation, a loop through links), the detour since its earlier visit is
    /// dropped and its latest visit kept, so each step of the trail led to the next. With
    /// `max_steps` > 0 only the last `max_steps` pages are kept; the trail always ends at `node`.
    /// Empty for an unknown node; a node whose source is missing is a trail of one.
    pub fn trail(&self, node: u32, pages: &[u32], max_steps: u32) -> Vec<u32> {
        let path = self.trace_path(node);
        let page_of = |n: u32| {
            let row = self.node_visit[n as usize] as usize;
            pages.get(row).copied().unwrap_or(NONE)
        };
        let mut trail: Vec<u32> = Vec::with_capacity(path.len());
        let mut at: HashMap<u32, usize> = HashMap::new();
        for n in path {
            let page = page_of(n);
            if page != NONE {
                if let Some(&earlier) = at.get(&page) {
                    for dropped in trail.drain(earlier..) {
                        at.remove(&page_of(dropped));
                    }
                }
                at.insert(page, trail.len());
            }
            trail.push(n);
        }
        let keep = if max_steps == 0 {
            trail.len()
        } else {
            trail.len().min(max_steps as usize)
        };
        trail.split_off(trail.len() - keep)
    }
}
