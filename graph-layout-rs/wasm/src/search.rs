//! The search index's binding (`SearchIndex` in JavaScript): writes take strings and typed arrays,
//! [`SearchIndex::query`] returns a [`SearchHits`] that owns copies of at most `limit` rows (the corpus
//! never leaves wasm memory), each with its matched characters as UTF-16 offsets per field.

use intently_search::{Hit, SearchIndex as Index};
use js_sys::Uint32Array;
use wasm_bindgen::prelude::*;

/// Characters of a long detail (a note, a clip) a hit carries: the part around its first match.
const EXCERPT_BYTES: usize = 320;

/// The bar's search index (see the intently-search crate).
#[wasm_bindgen]
pub struct SearchIndex(Index);

impl Default for SearchIndex {
    fn default() -> Self {
        SearchIndex(Index::new())
    }
}

#[wasm_bindgen]
impl SearchIndex {
    /// An empty index.
    #[wasm_bindgen(constructor)]
    pub fn new() -> SearchIndex {
        SearchIndex::default()
    }

    /// Reads what `toBytes` wrote; throws a sentence when the bytes are not an index.
    #[wasm_bindgen(js_name = fromBytes)]
    pub fn from_bytes(bytes: &[u8]) -> Result<SearchIndex, JsError> {
        Index::from_bytes(bytes)
            .map(SearchIndex)
            .map_err(|e| JsError::new(&e.0))
    }

    /// The index as bytes, to store in IndexedDB.
    #[wasm_bindgen(js_name = toBytes)]
    pub fn to_bytes(&self) -> Vec<u8> {
        self.0.to_bytes()
    }

    /// A small index a woken worker answers from while this one loads: every row of a kind not in
    /// `bigKinds` (bit per kind), the `rows` most frecent rows of those kinds at `now`, details cut to
    /// `detailBytes`.
    pub fn head(&self, big_kinds: u32, rows: u32, detail_bytes: u32, now: f64) -> SearchIndex {
        SearchIndex(
            self.0
                .head(big_kinds, rows as usize, detail_bytes as usize, now),
        )
    }

    /// Live rows.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.0.len() as u32
    }

    /// Bytes the index holds in wasm memory.
    #[wasm_bindgen(js_name = memoryBytes)]
    pub fn memory_bytes(&self) -> f64 {
        self.0.memory_bytes() as f64
    }

    /// Sets a row's text (an empty key means the address is the key), keeping its visit counts; returns
    /// whether anything changed (the same text and boost write nothing).
    pub fn upsert(
        &mut self,
        kind: u8,
        key: &str,
        title: &str,
        url: &str,
        detail: &str,
        boost: f32,
    ) -> Result<bool, JsError> {
        check_kind(kind)?;
        Ok(self.0.upsert(kind, key, title, url, detail, boost))
    }

    /// Adds one visit of `url`.
    #[wasm_bindgen(js_name = recordVisit)]
    pub fn record_visit(
        &mut self,
        kind: u8,
        url: &str,
        title: &str,
        time: f64,
        dwell_seconds: f32,
    ) -> Result<(), JsError> {
        check_kind(kind)?;
        self.0.record_visit(kind, url, title, time, dwell_seconds);
        Ok(())
    }

    /// Adds many visits at once: `urls` and `titles` joined by "\n" (one line per visit), with their times
    /// (ms) and dwell (seconds).
    #[wasm_bindgen(js_name = recordVisits)]
    pub fn record_visits(
        &mut self,
        kind: u8,
        urls: &str,
        titles: &str,
        times: &[f64],
        dwell_seconds: &[f32],
    ) -> Result<(), JsError> {
        check_kind(kind)?;
        let urls: Vec<&str> = if times.is_empty() {
            Vec::new()
        } else {
            urls.split('\n').collect()
        };
        let titles: Vec<&str> = if times.is_empty() {
            Vec::new()
        } else {
            titles.split('\n').collect()
        };
        if urls.len() != times.len()
            || titles.len() != times.len()
            || dwell_seconds.len() != times.len()
        {
            return Err(JsError::new(&format!(
                "recordVisits needs one address, one title, one time and one dwell per visit; it got {} addresses, {} titles, {} times and {} dwells.",
                urls.len(),
                titles.len(),
                times.len(),
                dwell_seconds.len()
            )));
        }
        for i in 0..times.len() {
            self.0
                .record_visit(kind, urls[i], titles[i], times[i], dwell_seconds[i]);
        }
        Ok(())
    }

    /// Sets a row's visit counts (an import that knows them); false when there is no such row.
    #[wasm_bindgen(js_name = setVisits)]
    pub fn set_visits(&mut self, key: &str, visits: u32, last: f64, dwell_seconds: f32) -> bool {
        self.0.set_visits(key, visits, last, dwell_seconds)
    }

    /// Removes one row; false when there was none.
    pub fn remove(&mut self, key: &str) -> bool {
        self.0.remove(key)
    }

    /// Removes every row of a kind; returns how many.
    #[wasm_bindgen(js_name = removeKind)]
    pub fn remove_kind(&mut self, kind: u8) -> u32 {
        self.0.remove_kind(kind) as u32
    }

    /// Removes the rows of the kinds in `kinds` (bit per kind) whose key is not in `keys`; returns how
    /// many. After `upsert` of each row a kind has now, the kind is updated in place.
    #[wasm_bindgen(js_name = retainKeys)]
    pub fn retain_keys(&mut self, kinds: u32, keys: Vec<String>) -> u32 {
        self.0.retain_keys(kinds, keys.iter().map(String::as_str)) as u32
    }

    /// Removes the rows of the kinds in `kinds` (bit per kind) last visited in `[from, to)` ms.
    #[wasm_bindgen(js_name = removeVisitedBetween)]
    pub fn remove_visited_between(&mut self, kinds: u32, from: f64, to: f64) -> u32 {
        self.0.remove_visited_between(kinds, from, to) as u32
    }

    /// The best `limit` rows of the kinds in `kinds` for `query` (see the crate's `query`).
    pub fn query(
        &mut self,
        query: &str,
        kinds: u32,
        now: f64,
        site: &str,
        limit: u32,
    ) -> SearchHits {
        let hits = self.0.query(query, kinds, now, site, limit as usize);
        SearchHits {
            rows: hits.iter().map(|hit| HitRow::new(&self.0, hit)).collect(),
        }
    }
}

fn check_kind(kind: u8) -> Result<(), JsError> {
    if kind < 32 {
        Ok(())
    } else {
        Err(JsError::new(&format!(
            "A search row's kind is a number from 0 to 31; it was {kind}."
        )))
    }
}

struct HitRow {
    key: String,
    title: String,
    url: String,
    detail: String,
    kind: u8,
    score: f32,
    visits: u32,
    last: f64,
    boost: f32,
    dwell: f32,
    marks: [Vec<u32>; 3],
}

impl HitRow {
    fn new(index: &Index, hit: &Hit) -> HitRow {
        let row = hit.row as usize;
        let [title, url, mut detail_marks] = index.highlights(hit);
        let (visits, last) = index.visits(row);
        let (boost, dwell) = index.boost_and_dwell(row);
        let detail = excerpt(index.detail(row), &mut detail_marks);
        HitRow {
            key: index.key(row).to_owned(),
            title: index.title(row).to_owned(),
            url: index.url(row).to_owned(),
            detail,
            kind: index.kind(row),
            score: hit.score,
            visits,
            last,
            boost,
            dwell,
            marks: [title, url, detail_marks],
        }
    }
}

/// A long detail cut to the part around its first mark, marks shifted to match ("…" marks a cut start).
fn excerpt(detail: &str, marks: &mut Vec<u32>) -> String {
    if detail.len() <= EXCERPT_BYTES {
        return detail.to_owned();
    }
    let first = marks.first().copied().unwrap_or(0);
    let (mut byte, mut units) = (0usize, 0u32);
    for c in detail.chars() {
        if units >= first {
            break;
        }
        units += c.len_utf16() as u32;
        byte += c.len_utf8();
    }
    let mut start = byte.saturating_sub(EXCERPT_BYTES / 4);
    while !detail.is_char_boundary(start) {
        start -= 1;
    }
    let mut end = (start + EXCERPT_BYTES).min(detail.len());
    while !detail.is_char_boundary(end) {
        end -= 1;
    }
    let cut: u32 = detail[..start].encode_utf16().count() as u32;
    let kept_units: u32 = detail[start..end].encode_utf16().count() as u32;
    let lead = if start > 0 { 1 } else { 0 };
    marks.retain(|&m| m >= cut && m < cut + kept_units);
    marks.iter_mut().for_each(|m| *m = *m - cut + lead);
    format!(
        "{}{}{}",
        if start > 0 { "…" } else { "" },
        &detail[start..end],
        if end < detail.len() { "…" } else { "" }
    )
}

/// The rows a query found, best first (copies: valid after the index changes).
#[wasm_bindgen]
pub struct SearchHits {
    rows: Vec<HitRow>,
}

#[wasm_bindgen]
impl SearchHits {
    /// How many rows.
    #[wasm_bindgen(getter)]
    pub fn length(&self) -> u32 {
        self.rows.len() as u32
    }

    /// Row i's key.
    pub fn key(&self, i: u32) -> String {
        self.row(i).key.clone()
    }

    /// Row i's title.
    pub fn title(&self, i: u32) -> String {
        self.row(i).title.clone()
    }

    /// Row i's address.
    pub fn url(&self, i: u32) -> String {
        self.row(i).url.clone()
    }

    /// Row i's detail (a long one cut around its first match).
    pub fn detail(&self, i: u32) -> String {
        self.row(i).detail.clone()
    }

    /// Row i's kind.
    pub fn kind(&self, i: u32) -> u8 {
        self.row(i).kind
    }

    /// Row i's score (higher is better).
    pub fn score(&self, i: u32) -> f32 {
        self.row(i).score
    }

    /// Row i's visit count.
    pub fn visits(&self, i: u32) -> u32 {
        self.row(i).visits
    }

    /// Row i's last visit (ms; 0 when never visited).
    #[wasm_bindgen(js_name = lastVisit)]
    pub fn last_visit(&self, i: u32) -> f64 {
        self.row(i).last
    }

    /// Row i's boost (usage, kind).
    pub fn boost(&self, i: u32) -> f32 {
        self.row(i).boost
    }

    /// Row i's seconds of dwell.
    pub fn dwell(&self, i: u32) -> f32 {
        self.row(i).dwell
    }

    /// Row i's matched characters in field 0 (title), 1 (address) or 2 (detail), as UTF-16 offsets.
    pub fn marks(&self, i: u32, field: u32) -> Uint32Array {
        Uint32Array::from(&self.row(i).marks[(field as usize).min(2)][..])
    }

    fn row(&self, i: u32) -> &HitRow {
        &self.rows[(i as usize).min(self.rows.len().saturating_sub(1))]
    }
}

#[cfg(test)]
mod tests {
    use super::excerpt;

    #[test]
    fn excerpt_cuts_around_the_first_mark_and_shifts_marks() {
        let text = format!("{}needle{}", "a".repeat(1000), "b".repeat(1000));
        let mut marks = vec![1000, 1001, 1002];
        let cut = excerpt(&text, &mut marks);
        assert!(cut.starts_with('…') && cut.ends_with('…'));
        let chars: Vec<char> = cut.chars().collect();
        assert_eq!(
            marks.iter().map(|&m| chars[m as usize]).collect::<String>(),
            "nee"
        );
        let mut none = vec![];
        assert_eq!(excerpt("short", &mut none), "short");
    }
}
