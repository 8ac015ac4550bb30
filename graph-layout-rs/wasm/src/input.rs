//! The visits handed to the core: ten typed-array columns, copied into wasm memory once and
//! checked to have one entry per visit.

use graph_layout::{VisitColumns, Visits};
use std::fmt;
use wasm_bindgen::prelude::*;

/// Input column names in the constructor's argument order (the error sentence names them).
pub const COLUMN_NAMES: [&str; 10] = [
    "ids",
    "sources",
    "tabs",
    "windows",
    "domains",
    "modes",
    "starts",
    "ends",
    "durations",
    "active",
];

/// A column whose length differs from `ids`'.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ColumnLengthError {
    pub column: &'static str,
    pub entries: usize,
    pub expected: usize,
}

impl fmt::Display for ColumnLengthError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "column {} has {} entries, expected {} (one per visit, as in ids)",
            self.column, self.entries, self.expected
        )
    }
}

impl std::error::Error for ColumnLengthError {}

/// Visits as columns (types as `graph_layout::Visits`: ids u32, sources u32 or 0xffffffff,
/// tabs i32, windows i32, domains u32, modes u8, starts/ends/durations/active f64 ms).
#[wasm_bindgen]
pub struct VisitInput {
    columns: VisitColumns,
    /// Interned address per visit, for the trail's repeats (empty: every visit a page of its own).
    pages: Vec<u32>,
}

#[wasm_bindgen]
impl VisitInput {
    /// Copies the columns into wasm memory; throws an `Error` naming the first column whose
    /// length differs from `ids`'. Free it (`free()`) once computed.
    #[wasm_bindgen(constructor)]
    #[allow(clippy::too_many_arguments)] // one typed array per column is the binding's shape
    pub fn new(
        ids: Vec<u32>,
        sources: Vec<u32>,
        tabs: Vec<i32>,
        windows: Vec<i32>,
        domains: Vec<u32>,
        modes: Vec<u8>,
        starts: Vec<f64>,
        ends: Vec<f64>,
        durations: Vec<f64>,
        active: Vec<f64>,
    ) -> Result<VisitInput, JsError> {
        let columns = VisitColumns {
            ids,
            sources,
            tabs,
            windows,
            domains,
            modes,
            starts,
            ends,
            durations,
            active,
        };
        VisitInput::from_columns(columns).map_err(|error| JsError::new(&error.to_string()))
    }

    /// Sets the interned address of each visit (visits of one page share an id), which the
    /// trail uses to keep each page once; throws an `Error` when it is not one per visit.
    #[wasm_bindgen(js_name = setPages)]
    pub fn set_pages(&mut self, pages: Vec<u32>) -> Result<(), JsError> {
        self.with_pages(pages)
            .map_err(|error| JsError::new(&error.to_string()))
    }

    /// Number of visits.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.columns.ids.len() as u32
    }
}

impl VisitInput {
    /// Checks the columns' lengths (the host-side half of the constructor).
    pub fn from_columns(columns: VisitColumns) -> Result<VisitInput, ColumnLengthError> {
        let c = &columns;
        let lengths = [
            c.ids.len(),
            c.sources.len(),
            c.tabs.len(),
            c.windows.len(),
            c.domains.len(),
            c.modes.len(),
            c.starts.len(),
            c.ends.len(),
            c.durations.len(),
            c.active.len(),
        ];
        let expected = lengths[0];
        match lengths.iter().position(|&len| len != expected) {
            Some(i) => Err(ColumnLengthError {
                column: COLUMN_NAMES[i],
                entries: lengths[i],
                expected,
            }),
            None => Ok(VisitInput {
                columns,
                pages: Vec::new(),
            }),
        }
    }

    /// Checks and keeps the pages column (the host-side half of `setPages`).
    pub fn with_pages(&mut self, pages: Vec<u32>) -> Result<(), ColumnLengthError> {
        let expected = self.columns.ids.len();
        if pages.len() != expected {
            return Err(ColumnLengthError {
                column: "pages",
                entries: pages.len(),
                expected,
            });
        }
        self.pages = pages;
        Ok(())
    }

    /// The interned address of each visit (empty when none were set).
    pub fn pages(&self) -> &[u32] {
        &self.pages
    }

    /// Borrows the columns for `graph_layout::compute`.
    pub fn visits(&self) -> Visits<'_> {
        self.columns.visits()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn columns(n: usize) -> VisitColumns {
        VisitColumns {
            ids: (0..n as u32).collect(),
            sources: vec![u32::MAX; n],
            tabs: vec![1; n],
            windows: vec![1; n],
            domains: vec![0; n],
            modes: vec![0; n],
            starts: vec![0.0; n],
            ends: vec![0.0; n],
            durations: vec![0.0; n],
            active: vec![0.0; n],
        }
    }

    #[test]
    fn names_the_first_column_of_another_length() {
        let mut c = columns(9);
        c.modes.truncate(2);
        c.active.push(1.0);
        let error = VisitInput::from_columns(c).err().unwrap();
        assert_eq!(
            error.to_string(),
            "column modes has 2 entries, expected 9 (one per visit, as in ids)"
        );
    }

    #[test]
    fn pages_must_be_one_per_visit() {
        let mut input = VisitInput::from_columns(columns(3)).unwrap();
        let error = input.with_pages(vec![1, 2]).err().unwrap();
        assert_eq!(
            error.to_string(),
            "column pages has 2 entries, expected 3 (one per visit, as in ids)"
        );
        assert!(input.pages().is_empty());
        input.with_pages(vec![1, 2, 1]).unwrap();
        assert_eq!(input.pages(), [1, 2, 1]);
    }

    #[test]
    fn accepts_equal_columns() {
        assert_eq!(
            VisitInput::from_columns(columns(3)).unwrap().visits().len(),
            3
        );
        assert!(VisitInput::from_columns(columns(0))
            .unwrap()
            .visits()
            .is_empty());
    }
}
