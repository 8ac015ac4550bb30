//! Input columns (one entry per URL visit, SPEC §3) and the per-record validation that decides
//! which visits become graph nodes.

use crate::dense_ids::DenseIds;

/// "No value" marker in u32 columns (no sourceInfo, no predecessor, untimed node's session).
pub const NONE: u32 = u32::MAX;

/// SPEC §3 `creationMode`; the u8 codes are the ones the wasm binding and the TS side use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Typed, bookmarked or otherwise opened without a source page (code 0).
    Direct,
    /// Link opened in a new tab (code 1).
    Hyperlink,
    /// Navigation inside the same tab (code 2).
    Chain,
    /// Any other code: the node is kept but gets no incoming link.
    Unknown,
}

impl Mode {
    /// Decodes the binding's code: 0 direct, 1 hyperlink, 2 chain, anything else unknown.
    pub fn from_code(code: u8) -> Mode {
        match code {
            0 => Mode::Direct,
            1 => Mode::Hyperlink,
            2 => Mode::Chain,
            _ => Mode::Unknown,
        }
    }
}

/// Borrowed visit columns. Strings are interned by the caller: `ids` and `sources` share one
/// id space (`sources[i]` is the interned `sourceInfo.nodeId`, or [`NONE`]).
#[derive(Clone, Copy)]
pub struct Visits<'a> {
    pub ids: &'a [u32],
    pub sources: &'a [u32],
    pub tabs: &'a [i32],
    pub windows: &'a [i32],
    pub domains: &'a [u32],
    pub modes: &'a [u8],
    pub starts: &'a [f64],
    pub ends: &'a [f64],
    pub durations: &'a [f64],
    pub active: &'a [f64],
}

impl<'a> Visits<'a> {
    /// Number of complete records: extra entries in longer columns are ignored.
    pub fn len(&self) -> usize {
        let lens = [
            self.ids.len(),
            self.sources.len(),
            self.tabs.len(),
            self.windows.len(),
            self.domains.len(),
            self.modes.len(),
            self.starts.len(),
            self.ends.len(),
            self.durations.len(),
            self.active.len(),
        ];
        lens.iter().copied().min().unwrap_or(0)
    }

    /// True when there is no complete record.
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// End of a visit for time windows: its endTime, or its startTime when the end is missing.
    pub fn end_or_start(&self, row: usize) -> f64 {
        let end = self.ends[row];
        if end.is_finite() {
            end
        } else {
            self.starts[row]
        }
    }
}

/// Owned visit columns (the synthetic generator's output).
#[derive(Clone, Debug, Default, PartialEq)]
pub struct VisitColumns {
    pub ids: Vec<u32>,
    pub sources: Vec<u32>,
    pub tabs: Vec<i32>,
    pub windows: Vec<i32>,
    pub domains: Vec<u32>,
    pub modes: Vec<u8>,
    pub starts: Vec<f64>,
    pub ends: Vec<f64>,
    pub durations: Vec<f64>,
    pub active: Vec<f64>,
}

impl VisitColumns {
    /// Borrows every column.
    pub fn visits(&self) -> Visits<'_> {
        Visits {
            ids: &self.ids,
            sources: &self.sources,
            tabs: &self.tabs,
            windows: &self.windows,
            domains: &self.domains,
            modes: &self.modes,
            starts: &self.starts,
            ends: &self.ends,
            durations: &self.durations,
            active: &self.active,
        }
    }
}

/// Counts of dropped records (`records` = the sum of the three reasons) and of ignored fields.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Skipped {
    pub records: u32,
    pub duplicate_id: u32,
    pub end_before_start: u32,
    pub invalid_duration: u32,
    pub dangling_source: u32,
    pub unknown_mode: u32,
}

/// Kept visits: node `i` is input row `rows[i]`; `source[i]` is the node named by sourceInfo.
pub struct Nodes {
    pub rows: Vec<u32>,
    pub source: Vec<u32>,
}

/// Validates every record (README "Bad records") and resolves sourceInfo to node indices.
pub fn select_nodes(v: &Visits) -> (Nodes, Skipped) {
    let n = v.len();
    let mut skipped = Skipped::default();
    let mut ids = DenseIds::for_keys(v.ids[..n].iter().copied());
    let mut rows = Vec::with_capacity(n);
    for row in 0..n {
        let (start, end) = (v.starts[row], v.ends[row]);
        let bad_duration = |d: f64| !(0.0..f64::INFINITY).contains(&d); // NaN is not contained
        if start.is_finite() && end.is_finite() && end < start {
            skipped.end_before_start += 1;
        } else if bad_duration(v.durations[row]) || bad_duration(v.active[row]) {
            skipped.invalid_duration += 1;
        } else if !ids.insert(v.ids[row]).1 {
            skipped.duplicate_id += 1;
        } else {
            rows.push(row as u32);
        }
    }
    skipped.records = skipped.end_before_start + skipped.invalid_duration + skipped.duplicate_id;
    let mut source = Vec::with_capacity(rows.len());
    for &row in &rows {
        let (wanted, mode) = (v.sources[row as usize], v.modes[row as usize]);
        skipped.unknown_mode += (Mode::from_code(mode) == Mode::Unknown) as u32;
        let found = if wanted == NONE {
            None
        } else {
            ids.get(wanted)
        };
        skipped.dangling_source += (wanted != NONE && found.is_none()) as u32;
        source.push(found.unwrap_or(NONE));
    }
    (Nodes { rows, source }, skipped)
}
