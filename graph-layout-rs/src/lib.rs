//! Intently graph core: sessions, links, path tracing and timeline layout over URL visits.
//!
//! Pure Rust with no dependencies and nothing of wasm: natively it is tested and benchmarked
//! (criterion); the `graph-layout-wasm` crate beside it (`wasm/`) exposes it to JS with
//! `#[wasm_bindgen]`. Strings (urls, titles, ids) stay on the JS side: the core sees interned
//! ids, times, tab ids, window ids, domain ids and modes.

pub mod constants;
mod dense_ids;
pub mod graph;
pub mod input;
mod layout;
mod links;
pub mod queries;
mod sessions;
pub mod synthetic;
mod trail;

pub use graph::{compute, Graph, Options};
pub use input::{Mode, Skipped, VisitColumns, Visits, NONE};
pub use layout::Timeline;
pub use links::{Links, NEW_TAB, SAME_TAB, SESSION_LINK};
pub use queries::{Bracket, BracketQuery};
pub use sessions::Sessions;
