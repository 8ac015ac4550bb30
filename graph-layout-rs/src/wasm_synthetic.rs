//! The synthetic-history generator over the C ABI (`gl_synthetic*`), for tests and benchmarks only:
//! compiled with the `synthetic` feature into `pkg/graph_layout_synthetic.wasm`, never into the
//! product's `pkg/graph_layout.wasm` (scripts/build-wasm.mjs builds both; a test checks the exports).
//! Read by `ts/synthetic-history.ts`.

use crate::input::VisitColumns;
use crate::synthetic::{synthetic_history, DOMAIN_COUNT};

/// Synthetic history with its header, u32 words: `[n, domain count, ptr ids, sources, tabs,
/// windows, domains, modes, starts, ends, durations, active]` (column types as `gl_compute`).
pub struct Synthetic {
    columns: VisitColumns,
    header: Vec<u32>,
}

/// Generates `n` synthetic visits from `seed` (see `synthetic.rs`); read the columns through
/// `gl_synthetic_header`.
#[no_mangle]
pub extern "C" fn gl_synthetic(n: u32, seed: u32) -> *mut Synthetic {
    let columns = synthetic_history(n as usize, u64::from(seed));
    let mut s = Box::new(Synthetic {
        columns,
        header: Vec::new(),
    });
    let c = &s.columns;
    let p = |ptr: *const u8| ptr as usize as u32;
    let header = vec![
        c.ids.len() as u32,
        DOMAIN_COUNT,
        p(c.ids.as_ptr() as _),
        p(c.sources.as_ptr() as _),
        p(c.tabs.as_ptr() as _),
        p(c.windows.as_ptr() as _),
        p(c.domains.as_ptr() as _),
        p(c.modes.as_ptr()),
        p(c.starts.as_ptr() as _),
        p(c.ends.as_ptr() as _),
        p(c.durations.as_ptr() as _),
        p(c.active.as_ptr() as _),
    ];
    s.header = header;
    Box::into_raw(s)
}

/// Pointer to a synthetic history's header.
///
/// # Safety
/// `s` must be a live handle from `gl_synthetic`.
#[no_mangle]
pub unsafe extern "C" fn gl_synthetic_header(s: *const Synthetic) -> *const u32 {
    (*s).header.as_ptr()
}

/// Frees a handle from `gl_synthetic`.
///
/// # Safety
/// `s` must be a live handle, released once.
#[no_mangle]
pub unsafe extern "C" fn gl_synthetic_release(s: *mut Synthetic) {
    drop(Box::from_raw(s));
}
