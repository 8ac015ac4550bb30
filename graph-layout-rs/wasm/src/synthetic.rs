//! The synthetic-history generator (`graph_layout::synthetic`), for tests and benchmarks only:
//! exported with the `synthetic` feature into `graph-layout-rs/pkg/synthetic`, never into the
//! product's `pkg/core` (`scripts/product-builds.test.ts` checks the exports). Compiled for the
//! host's tests too, so `cargo test` and clippy see it. Read by `ts/synthetic-history.ts`.

use graph_layout::synthetic::{synthetic_history, DOMAIN_COUNT};
use graph_layout::VisitColumns;
use js_sys::{Float64Array, Int32Array, Uint32Array, Uint8Array};
use wasm_bindgen::prelude::*;

/// `n` seeded synthetic visits as columns (types as `VisitInput`'s); ids are row numbers and
/// sources row numbers or 0xffffffff.
#[wasm_bindgen]
pub struct SyntheticHistory {
    columns: VisitColumns,
}

#[wasm_bindgen]
impl SyntheticHistory {
    /// Generates `n` visits from `seed`: the same arguments always give the same columns.
    #[wasm_bindgen(constructor)]
    pub fn new(n: u32, seed: u32) -> SyntheticHistory {
        SyntheticHistory {
            columns: synthetic_history(n as usize, u64::from(seed)),
        }
    }

    /// How many domain ids the generator uses (the TS side names each of them).
    #[wasm_bindgen(getter, js_name = domainCount)]
    pub fn domain_count(&self) -> u32 {
        DOMAIN_COUNT
    }

    /// Interned visit ids.
    #[wasm_bindgen(getter)]
    pub fn ids(&self) -> Uint32Array {
        self.columns.ids.as_slice().into()
    }

    /// sourceInfo rows, or 0xffffffff.
    #[wasm_bindgen(getter)]
    pub fn sources(&self) -> Uint32Array {
        self.columns.sources.as_slice().into()
    }

    /// Tab ids.
    #[wasm_bindgen(getter)]
    pub fn tabs(&self) -> Int32Array {
        self.columns.tabs.as_slice().into()
    }

    /// Window ids.
    #[wasm_bindgen(getter)]
    pub fn windows(&self) -> Int32Array {
        self.columns.windows.as_slice().into()
    }

    /// Domain ids (0 YouTube, 1 search results).
    #[wasm_bindgen(getter)]
    pub fn domains(&self) -> Uint32Array {
        self.columns.domains.as_slice().into()
    }

    /// creationMode codes.
    #[wasm_bindgen(getter)]
    pub fn modes(&self) -> Uint8Array {
        self.columns.modes.as_slice().into()
    }

    /// startTime (ms).
    #[wasm_bindgen(getter)]
    pub fn starts(&self) -> Float64Array {
        self.columns.starts.as_slice().into()
    }

    /// endTime (ms).
    #[wasm_bindgen(getter)]
    pub fn ends(&self) -> Float64Array {
        self.columns.ends.as_slice().into()
    }

    /// duration (ms).
    #[wasm_bindgen(getter)]
    pub fn durations(&self) -> Float64Array {
        self.columns.durations.as_slice().into()
    }

    /// activeTime (ms).
    #[wasm_bindgen(getter)]
    pub fn active(&self) -> Float64Array {
        self.columns.active.as_slice().into()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn generates_n_seeded_visits() {
        let a = SyntheticHistory::new(500, 3);
        assert_eq!(a.columns.ids.len(), 500);
        assert_eq!(a.columns, SyntheticHistory::new(500, 3).columns);
        assert_ne!(a.columns, SyntheticHistory::new(500, 4).columns);
        assert_eq!(a.domain_count(), 24);
    }
}
