//! Intently's search index for the command bar (issue 35): every row the bar can find (commands, tabs,
//! closed tabs, stored and imported visits, bookmarks, notes, clips, snippets) in one column-wise store,
//! queried with a fuzzy scorer over folded text (`é` finds `e`) and ranked with frecency.
//!
//! - **Incremental**: [`SearchIndex::record_visit`] adds one visit (a hash lookup and, for a new page, one
//!   append), [`SearchIndex::upsert`] sets a row, [`SearchIndex::remove`] and
//!   [`SearchIndex::remove_kind`] keep it exact after deletions (dead rows are compacted away).
//! - **Persisted**: [`SearchIndex::to_bytes`] / [`SearchIndex::from_bytes`] write and read the columns as
//!   they are (no re-folding, no re-hashing: the key map is rebuilt only at the first write), so a
//!   service worker that just woke answers its first query from one IndexedDB read.
//! - **Keystroke speed**: a 64-bit character mask per row rejects most rows with one AND, and a query
//!   that extends the previous one scans only the previous matches. Rows are walked in frecency order
//!   and the walk stops as soon as no remaining row can enter the top, with the same top as a full scan:
//!   a one- or two-character query matches nearly every row, and scanning them all made typing slow.
//! - **Prefilter for longer queries**: each row keeps a 256-bit filter of its adjacent byte pairs. A
//!   query of three or more characters (`apple re`, `github pulls`) fuzzy-matches nearly every address
//!   scattered, while its top holds the rows with each word as one run, often rarely visited ones; a row
//!   whose filter lacks a pair of a word cannot hold it as one run and scores at least 3n - 4 below the
//!   ceiling (n the word's characters), so the walk stops once that lower ceiling cannot enter the top and
//!   then visits only the rows whose filter holds every word. The top is the full scan's (tests). Those
//!   rows are found in one pass over the columns in storage order (the frecency walk jumps around memory,
//!   and a pass in that order cost half of every such query), and a query that extends the previous one
//!   looks only among the previous one's. A query whose top is still not full after 4,096 rows (rare or
//!   long words) visits the rest in storage order too. The top is kept in a min-heap of `limit` rows,
//!   never more than the rows there are (`limit` may be `usize::MAX`).
//! - **Long queries are bounded**: only a query's first [`MAX_QUERY_CHARS`] (64) characters, white space
//!   aside, are scored; a row must still hold every character of every word in order, checked only for
//!   rows that matched those 64, and no row shorter than the whole query is looked at. A pasted
//!   1,000-character query costs what 64 characters cost, and finds only what holds all of it.
//!
//! The scorer is ours (`matcher.rs`: word starts, consecutive runs, prefix), not `nucleo-matcher`, for
//! measured reasons. `nucleo-matcher` 0.3.1 (`Pattern`, fuzzy, case ignored, `Normalization::Smart`,
//! path-aware config) against `query` scoring every row, natively, on the bench's 184,575 pages
//! (2 shared cores, load about 7, so ratios rather than times): `a` 1.24 s against 0.30 s, `apple r`
//! 1.02 s against 0.24 s, `strudel` 1.43 s against 0.05 s, `github pulls` 0.76 s against 0.01 s.
//! Nucleo's times include converting each non-ASCII row (every title with a dash) to UTF-32 per query
//! (`Utf32Str::new`); how much of it that is was not split out, and storing UTF-32 copies would cost
//! four times the text's memory. Its normalization is one way only: `café` does not find "the cafe",
//! which the bar must (`accents_fold_both_ways`). Wasm size was not compared. No dependencies.

mod fold;
mod matcher;
mod persist;

pub use fold::{fold, fold_char};
use matcher::QueryWords;
pub use matcher::MAX_QUERY_CHARS;
pub use persist::FormatError;
use std::cmp::Reverse;
use std::collections::{BinaryHeap, HashMap};
use std::hash::{BuildHasherDefault, Hasher};

/// The key map's hasher: keys are FNV-1a hashes already, so it passes them through.
#[derive(Default, Clone, Copy, Debug)]
struct PassThrough(u64);

impl Hasher for PassThrough {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        bytes
            .iter()
            .for_each(|&b| self.0 = self.0.rotate_left(8) ^ u64::from(b));
    }
    fn write_u64(&mut self, n: u64) {
        self.0 = n;
    }
}

type KeyMap = HashMap<u64, u32, BuildHasherDefault<PassThrough>>;

/// The kind value of a removed row.
const DEAD: u8 = u8::MAX;
/// Milliseconds in a day.
const DAY_MS: f64 = 86_400_000.0;
/// Separator between a row's title, address and detail in its haystack (a word break).
const SEP: u8 = 0x1f;

/// One result of a query: the row, its score and the matched characters.
#[derive(Clone, Debug, PartialEq)]
pub struct Hit {
    /// The row's index (valid until the next write).
    pub row: u32,
    /// Higher is better.
    pub score: f32,
    /// Matched byte offsets in the row's haystack (title, SEP, url, SEP, detail).
    pub positions: Vec<u32>,
}

/// The search index (see the module doc).
#[derive(Default, Clone, Debug)]
pub struct SearchIndex {
    buf: Vec<u8>,
    start: Vec<u32>,
    key_len: Vec<u32>,
    title_len: Vec<u32>,
    url_len: Vec<u32>,
    hay_len: Vec<u32>,
    fold_len: Vec<u32>,
    kind: Vec<u8>,
    mask: Vec<u64>,
    /// Each row's bigram filter ([`matcher::pair_bits`]), `PAIR_WORDS` words a row.
    pairs: Vec<u64>,
    hash: Vec<u64>,
    visits: Vec<u32>,
    last: Vec<f64>,
    dwell: Vec<f32>,
    boost: Vec<f32>,
    /// Frecency's part that does not age: boost, visits and dwell (kept in step by every write).
    base: Vec<f32>,
    dead_bytes: usize,
    live: usize,
    by_key: Option<KeyMap>,
    cache: Option<QueryCache>,
    /// Live rows by `base` descending, built by the first query after a change of frecency. A query walks
    /// them and stops once no remaining row can enter its top (the best text score plus the most
    /// recency and site can add): a query that matches many rows settles its top among the frecent ones.
    by_base: Option<Order>,
    /// The rows whose bigram filter holds every word of the last query of three or more characters.
    runs_cache: Option<RunsCache>,
    /// Counts rebuilds of `by_base`.
    order_generation: u64,
    generation: u64,
}

/// Rows a prefiltered query walks in frecency order before, if its top is still not full, it visits the
/// rest in storage order (see `SearchIndex::walk_by_runs`).
const SEQUENTIAL_AFTER: usize = 4096;

/// The most a row's frecency adds to its `base`: recency (a visit now) plus the current site.
const FRECENCY_SLACK: f32 = 6.0 + 2.0;

/// Live rows by `base` descending, and each row's place in that order.
#[derive(Clone, Debug)]
struct Order {
    rows: Vec<u32>,
    /// `rank[row]` is the row's index in `rows` (removed rows: past the end).
    rank: Vec<u32>,
}

/// The rows a query's prefilter lets through whole (see `SearchIndex::walk_by_runs`), by row: a query that
/// extends this one (same kinds, no write between) lets through a subset of them, so it checks only these.
#[derive(Clone, Debug)]
struct RunsCache {
    folded: String,
    kinds: u32,
    generation: u64,
    rows: Vec<u32>,
}

#[derive(Clone, Debug)]
struct QueryCache {
    folded: String,
    kinds: u32,
    generation: u64,
    /// The order the rows were walked in (see `SearchIndex::order_generation`).
    order_generation: u64,
    /// Candidates, in the walk's order.
    rows: Vec<u32>,
    /// Where in the order the walk stopped (rows from there on were not looked at); None when it ended.
    resume: Option<usize>,
}

/// FNV-1a, 64 bits: a row's key as the map holds it.
fn key_hash(key: &str) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in key.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

impl SearchIndex {
    /// An empty index.
    pub fn new() -> Self {
        Self::default()
    }

    /// Live rows.
    pub fn len(&self) -> usize {
        self.live
    }

    /// Whether no row is live.
    pub fn is_empty(&self) -> bool {
        self.live == 0
    }

    /// Bytes held by the columns (the key map included once built).
    pub fn memory_bytes(&self) -> usize {
        let n = self.kind.capacity();
        self.buf.capacity()
            + n * (4 * 6 + 1 + 8 + 8 + 4 + 8 + 4 + 4)
            + self.pairs.capacity() * 8
            + self.by_key.as_ref().map_or(0, |m| m.capacity() * 16)
            + self.cache.as_ref().map_or(0, |c| c.rows.capacity() * 4)
    }

    fn map(&mut self) -> &mut KeyMap {
        if self.by_key.is_none() {
            let mut m = KeyMap::with_capacity_and_hasher(self.kind.len(), Default::default());
            for (i, (&h, &k)) in self.hash.iter().zip(&self.kind).enumerate() {
                if k != DEAD {
                    m.insert(h, i as u32);
                }
            }
            self.by_key = Some(m);
        }
        self.by_key.as_mut().expect("built above")
    }

    fn find(&mut self, key: &str) -> Option<usize> {
        let h = key_hash(key);
        self.map().get(&h).map(|&i| i as usize)
    }

    /// Sets the text of the row `key` (creating it with no visits), keeping its visit counts.
    /// An empty `key` means the address is the key. `boost` is added to its score (usage, kind).
    /// Returns whether anything changed (a row whose text and boost are the same costs a comparison).
    pub fn upsert(
        &mut self,
        kind: u8,
        key: &str,
        title: &str,
        url: &str,
        detail: &str,
        boost: f32,
    ) -> bool {
        assert!(kind != DEAD, "kind 255 is reserved for removed rows");
        let key = if key.is_empty() { url } else { key };
        let row = match self.find(key) {
            Some(row) => {
                if self.kind[row] == kind && self.same_text(row, key, title, url, detail) {
                    // Unchanged text: nothing is written, and the caches hold unless the boost moved.
                    if self.boost[row] == boost {
                        return false;
                    }
                    self.generation += 1;
                    self.boost[row] = boost;
                    self.refresh_base(row);
                    return true;
                }
                self.dead_bytes += self.row_bytes(row);
                row
            }
            None => {
                let row = self.kind.len();
                self.start.push(0);
                self.key_len.push(0);
                self.title_len.push(0);
                self.url_len.push(0);
                self.hay_len.push(0);
                self.fold_len.push(0);
                self.kind.push(kind);
                self.mask.push(0);
                self.pairs.extend([0; matcher::PAIR_WORDS]);
                self.hash.push(key_hash(key));
                self.visits.push(0);
                self.last.push(0.0);
                self.dwell.push(0.0);
                self.boost.push(0.0);
                self.base.push(0.0);
                self.live += 1;
                let h = self.hash[row];
                self.map().insert(h, row as u32);
                row
            }
        };
        self.generation += 1;
        self.kind[row] = kind;
        self.boost[row] = boost;
        self.refresh_base(row);
        self.write_text(row, key, title, url, detail);
        self.maybe_compact();
        true
    }

    /// Adds one visit of `url` at `time` (ms) that lasted `dwell_seconds`: a new row of `kind`, or the
    /// row's counts grow (and its title changes when the visit has one).
    pub fn record_visit(
        &mut self,
        kind: u8,
        url: &str,
        title: &str,
        time: f64,
        dwell_seconds: f32,
    ) {
        let row = match self.find(url) {
            Some(row) if self.kind[row] == kind => {
                if !title.is_empty() && self.title(row) != title {
                    let detail = self.detail(row).to_owned();
                    self.upsert(kind, url, title, url, &detail, self.boost[row]);
                }
                row
            }
            Some(_) => {
                self.upsert(kind, url, title, url, "", 0.0);
                self.find(url).expect("just written")
            }
            None => {
                self.upsert(kind, url, title, url, "", 0.0);
                self.kind.len() - 1
            }
        };
        self.visits[row] = self.visits[row].saturating_add(1);
        if time > self.last[row] {
            self.last[row] = time;
        }
        if dwell_seconds.is_finite() && dwell_seconds > 0.0 {
            self.dwell[row] += dwell_seconds;
        }
        self.refresh_base(row);
    }

    fn refresh_base(&mut self, row: usize) {
        self.by_base = None;
        let visits = self.visits[row];
        self.base[row] = self.boost[row]
            + if visits > 0 {
                2.0 * (1.0 + visits as f32).ln() + (1.0 + self.dwell[row] / 60.0).ln()
            } else {
                0.0
            };
    }

    /// Sets a row's visit counts outright (an import that knows them, as `chrome.history` does).
    pub fn set_visits(&mut self, key: &str, visits: u32, last: f64, dwell_seconds: f32) -> bool {
        match self.find(key) {
            Some(row) => {
                self.visits[row] = visits;
                self.last[row] = last;
                self.dwell[row] = dwell_seconds.max(0.0);
                self.refresh_base(row);
                true
            }
            None => false,
        }
    }

    /// Removes the row `key`; false when there was none.
    pub fn remove(&mut self, key: &str) -> bool {
        match self.find(key) {
            Some(row) => {
                self.kill(row);
                self.maybe_compact();
                true
            }
            None => false,
        }
    }

    /// Removes every row of `kind` (Browsing history off, tabs refreshed); returns how many.
    pub fn remove_kind(&mut self, kind: u8) -> usize {
        let rows: Vec<usize> = (0..self.kind.len())
            .filter(|&r| self.kind[r] == kind)
            .collect();
        for &row in &rows {
            self.kill(row);
        }
        self.maybe_compact();
        rows.len()
    }

    /// Removes the rows of the kinds in `kinds` (a bit per kind) whose key is not in `keep`; returns how
    /// many. With [`SearchIndex::upsert`] of each kept row it updates a whole kind in place: unchanged rows
    /// cost a comparison, only changed and new rows are written, only rows that are gone are removed.
    pub fn retain_keys<'a>(
        &mut self,
        kinds: u32,
        keep: impl IntoIterator<Item = &'a str>,
    ) -> usize {
        let kept: std::collections::HashSet<u64, BuildHasherDefault<PassThrough>> =
            keep.into_iter().map(key_hash).collect();
        let rows: Vec<usize> = (0..self.kind.len())
            .filter(|&r| in_mask(kinds, self.kind[r]) && !kept.contains(&self.hash[r]))
            .collect();
        for &row in &rows {
            self.kill(row);
        }
        self.maybe_compact();
        rows.len()
    }

    /// Removes every row whose last visit is within `[from, to)` ms and that is of a kind in `kinds`
    /// (a bit per kind): a deleted time range.
    pub fn remove_visited_between(&mut self, kinds: u32, from: f64, to: f64) -> usize {
        let rows: Vec<usize> = (0..self.kind.len())
            .filter(|&r| in_mask(kinds, self.kind[r]) && self.last[r] >= from && self.last[r] < to)
            .collect();
        for &row in &rows {
            self.kill(row);
        }
        self.maybe_compact();
        rows.len()
    }

    fn kill(&mut self, row: usize) {
        if self.kind[row] == DEAD {
            return;
        }
        let h = self.hash[row];
        self.map().remove(&h);
        self.dead_bytes += self.row_bytes(row);
        self.kind[row] = DEAD;
        self.by_base = None;
        self.live -= 1;
        self.generation += 1;
    }

    fn row_bytes(&self, row: usize) -> usize {
        (self.key_len[row] + self.hay_len[row] + self.fold_len[row]) as usize
    }

    fn same_text(&self, row: usize, key: &str, title: &str, url: &str, detail: &str) -> bool {
        self.key(row) == key
            && self.title(row) == title
            && self.url(row) == url
            && self.detail(row) == detail
    }

    fn write_text(&mut self, row: usize, key: &str, title: &str, url: &str, detail: &str) {
        let start = self.buf.len();
        let stored_key = if key == url { "" } else { key };
        self.buf.extend_from_slice(stored_key.as_bytes());
        let hay_start = self.buf.len();
        for (i, part) in [title, url, detail].iter().enumerate() {
            if i > 0 {
                self.buf.push(SEP);
            }
            // The separator never occurs inside a field.
            self.buf
                .extend(part.bytes().map(|b| if b == SEP { b' ' } else { b }));
        }
        let hay_end = self.buf.len();
        let hay = std::str::from_utf8(&self.buf[hay_start..hay_end]).expect("built from strings");
        let folded = matcher::needs_folded_copy(hay).then(|| fold(hay));
        self.mask[row] = matcher::char_mask(folded.as_deref().unwrap_or(hay));
        let pairs = matcher::pair_bits(folded.as_deref().unwrap_or(hay).as_bytes());
        self.pairs[row * matcher::PAIR_WORDS..(row + 1) * matcher::PAIR_WORDS]
            .copy_from_slice(&pairs);
        if let Some(folded) = folded {
            self.buf.extend_from_slice(folded.as_bytes());
        }
        self.start[row] = start as u32;
        self.key_len[row] = stored_key.len() as u32;
        self.title_len[row] = title.len() as u32;
        self.url_len[row] = url.len() as u32;
        self.hay_len[row] = (hay_end - hay_start) as u32;
        self.fold_len[row] = (self.buf.len() - hay_end) as u32;
    }

    fn maybe_compact(&mut self) {
        if self.dead_bytes > (1 << 20) && self.dead_bytes * 2 > self.buf.len() {
            self.compact();
        }
    }

    /// Drops removed rows and stale text (row indices change).
    pub fn compact(&mut self) {
        let old = std::mem::take(self);
        let mut next = SearchIndex {
            generation: old.generation + 1,
            ..SearchIndex::default()
        };
        for row in 0..old.kind.len() {
            if old.kind[row] != DEAD {
                next.copy_row(&old, row, old.detail(row));
            }
        }
        next.generation = old.generation + 1;
        *self = next;
    }

    /// A small index for a service worker that just woke to answer from while this one loads (issue 35):
    /// every live row of a kind not in `big_kinds` (a bit per kind), and the `rows` rows of those kinds
    /// with the highest frecency at `now`; a detail longer than `detail_bytes` is cut at a character
    /// boundary (a note's first lines). Visit counts come along, so its rows rank as they do here.
    pub fn head(&self, big_kinds: u32, rows: usize, detail_bytes: usize, now: f64) -> SearchIndex {
        let mut big: Vec<(f32, u32)> = (0..self.kind.len())
            .filter(|&r| self.kind[r] != DEAD && in_mask(big_kinds, self.kind[r]))
            .map(|r| (self.frecency(r, now, ""), r as u32))
            .collect();
        if big.len() > rows {
            big.select_nth_unstable_by(rows, |a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
            big.truncate(rows);
        }
        let mut keep = vec![false; self.kind.len()];
        big.iter().for_each(|&(_, r)| keep[r as usize] = true);
        let mut head = SearchIndex::new();
        for (row, &kind) in self.kind.iter().enumerate() {
            if kind == DEAD || (in_mask(big_kinds, kind) && !keep[row]) {
                continue;
            }
            let detail = self.detail(row);
            let mut cut = detail.len().min(detail_bytes);
            while !detail.is_char_boundary(cut) {
                cut -= 1;
            }
            head.copy_row(self, row, &detail[..cut]);
        }
        head
    }

    /// Appends `from`'s row `row` with `detail` as its detail, its visit counts included.
    fn copy_row(&mut self, from: &SearchIndex, row: usize, detail: &str) {
        self.upsert(
            from.kind[row],
            from.key(row),
            from.title(row),
            from.url(row),
            detail,
            from.boost[row],
        );
        let r = self.kind.len() - 1;
        self.visits[r] = from.visits[row];
        self.last[r] = from.last[row];
        self.dwell[r] = from.dwell[row];
        self.refresh_base(r);
    }

    fn hay(&self, row: usize) -> &[u8] {
        let s = (self.start[row] + self.key_len[row]) as usize;
        &self.buf[s..s + self.hay_len[row] as usize]
    }

    /// What queries match: the folded copy when the row has one, else the haystack itself.
    fn match_hay(&self, row: usize) -> &[u8] {
        if self.fold_len[row] == 0 {
            return self.hay(row);
        }
        let s = (self.start[row] + self.key_len[row] + self.hay_len[row]) as usize;
        &self.buf[s..s + self.fold_len[row] as usize]
    }

    fn text(&self, from: usize, len: u32) -> &str {
        std::str::from_utf8(&self.buf[from..from + len as usize]).unwrap_or("")
    }

    /// The row's key.
    pub fn key(&self, row: usize) -> &str {
        if self.key_len[row] == 0 {
            self.url(row)
        } else {
            self.text(self.start[row] as usize, self.key_len[row])
        }
    }

    /// The row's title.
    pub fn title(&self, row: usize) -> &str {
        self.text(
            (self.start[row] + self.key_len[row]) as usize,
            self.title_len[row],
        )
    }

    /// The row's address.
    pub fn url(&self, row: usize) -> &str {
        let from = self.start[row] + self.key_len[row] + self.title_len[row] + 1;
        self.text(from as usize, self.url_len[row])
    }

    /// The row's detail (channel, note text, clip text).
    pub fn detail(&self, row: usize) -> &str {
        let before = self.title_len[row] + 1 + self.url_len[row] + 1;
        let len = self.hay_len[row].saturating_sub(before);
        self.text((self.start[row] + self.key_len[row] + before) as usize, len)
    }

    /// The row's kind.
    pub fn kind(&self, row: usize) -> u8 {
        self.kind[row]
    }

    /// The row's visit count and last visit (ms).
    pub fn visits(&self, row: usize) -> (u32, f64) {
        (self.visits[row], self.last[row])
    }

    /// The row's boost and seconds of dwell (with [`SearchIndex::visits`], what its frecency is made of).
    pub fn boost_and_dwell(&self, row: usize) -> (f32, f32) {
        (self.boost[row], self.dwell[row])
    }

    /// Where the haystack's fields start: (title 0, url, detail) in bytes.
    pub fn field_starts(&self, row: usize) -> (u32, u32) {
        let url = self.title_len[row] + 1;
        (url, url + self.url_len[row] + 1)
    }

    /// A hit's matched characters as UTF-16 offsets (what JavaScript strings index) in the title, the
    /// address and the detail.
    pub fn highlights(&self, hit: &Hit) -> [Vec<u32>; 3] {
        let mut out: [Vec<u32>; 3] = Default::default();
        let row = hit.row as usize;
        let matched = String::from_utf8_lossy(self.match_hay(row));
        let original = String::from_utf8_lossy(self.hay(row));
        let mut wanted = hit.positions.clone();
        wanted.sort_unstable();
        wanted.dedup();
        let mut next = wanted.iter().peekable();
        let (mut field, mut utf16) = (0usize, 0u32);
        // The folded copy has one char per original char, so both walk in step.
        for ((byte, folded), c) in matched.char_indices().zip(original.chars()) {
            while next.peek().map_or(false, |&&p| (p as usize) < byte) {
                next.next();
            }
            if next.peek().is_none() {
                break;
            }
            let hit_here = next.peek() == Some(&&(byte as u32));
            if folded == SEP as char && field < 2 {
                field += 1;
                utf16 = 0;
                continue;
            }
            if hit_here {
                out[field].push(utf16);
            }
            utf16 += c.len_utf16() as u32;
        }
        out
    }

    fn frecency(&self, row: usize, now: f64, site: &str) -> f32 {
        let mut f = self.base[row];
        if self.visits[row] > 0 {
            let days = ((now - self.last[row]) / DAY_MS).max(0.0) as f32;
            f += 6.0 / (1.0 + days / 7.0);
        }
        if !site.is_empty() && host_of(self.url(row)) == site {
            f += 2.0;
        }
        f
    }

    /// The best `limit` rows of the kinds in `kinds` (bit `1 << kind`) for `query`, best first. Words
    /// match independently, in any order; each word's characters in order (fuzzy), folded. An empty query
    /// ranks by frecency alone. `now` (ms) ages visits; rows of `site` (a host) rank a little higher.
    pub fn query(
        &mut self,
        query: &str,
        kinds: u32,
        now: f64,
        site: &str,
        limit: usize,
    ) -> Vec<Hit> {
        let words = QueryWords::new(query);
        let folded = words.folded().to_owned();
        let order = self.by_base.take().unwrap_or_else(|| self.rows_by_base());
        let costs = words.run_costs();
        if folded.chars().count() >= 3 && !costs.is_empty() {
            let previous = match self.runs_cache.take() {
                Some(c)
                    if c.generation == self.generation
                        && c.kinds == kinds
                        && folded.starts_with(&c.folded) =>
                {
                    Some(c.rows)
                }
                _ => None,
            };
            let (top, whole) = self.walk_by_runs(
                &words,
                &costs,
                &order,
                Filter { kinds, now, site },
                limit,
                previous,
            );
            self.by_base = Some(order);
            self.cache = None;
            self.runs_cache = whole.map(|rows| RunsCache {
                folded,
                kinds,
                generation: self.generation,
                rows,
            });
            return self.hits(&words, top);
        }
        // Previous matches were collected walking `order`: a change of any row's `base` drops the order,
        // and rebuilding it happens only here, which replaces the matches, so they hold while it does.
        let previous = match self.cache.take() {
            Some(c)
                if c.generation == self.generation
                    && c.kinds == kinds
                    && c.order_generation == self.order_generation
                    && folded.starts_with(&c.folded) =>
            {
                Some((c.rows, c.resume))
            }
            _ => None,
        };
        // What to walk, highest `base` first: the previous query's candidates, then where its walk
        // stopped; or every row.
        let (candidates, resume) = previous.unwrap_or((Vec::new(), Some(0)));
        let rest = resume.map_or(&order.rows[..0], |at| &order.rows[at..]);
        let mut matched = Vec::new();
        let mut top = TopK::new(limit, self.live);
        let ceiling = words.max_score();
        let mut next_resume = None;
        for (i, &row) in candidates.iter().chain(rest).enumerate() {
            let row = row as usize;
            if top.full() && ceiling + self.base[row] + FRECENCY_SLACK <= top.worst_score() {
                // No row from here on can enter the top: the rest stays for the next keystroke (the
                // unchecked previous candidates as they are, a superset of its matches).
                if i < candidates.len() {
                    matched.extend_from_slice(&candidates[i..]);
                    next_resume = resume;
                } else {
                    next_resume = Some(order.rows.len() - rest.len() + i - candidates.len());
                }
                break;
            }
            let kind = self.kind[row];
            if !in_mask(kinds, kind) || self.mask[row] & words.mask() != words.mask() {
                continue;
            }
            let frecency = self.frecency(row, now, site);
            // A row that cannot beat the worst of a full top is only checked, not scored: it stays a
            // candidate for the next, longer query (which may rank it differently).
            if top.full() && ceiling + frecency <= top.worst_score() {
                if words.matches(self.match_hay(row)) {
                    matched.push(row as u32);
                }
                continue;
            }
            let Some(s) = words.score(self.match_hay(row), None) else {
                continue;
            };
            matched.push(row as u32);
            top.push(s + frecency, row as u32);
        }
        self.by_base = Some(order);
        let hits = self.hits(&words, top);
        self.cache = Some(QueryCache {
            folded,
            kinds,
            generation: self.generation,
            order_generation: self.order_generation,
            rows: matched,
            resume: next_resume,
        });
        hits
    }
}

impl SearchIndex {
    /// What a row's ceiling loses for the query words its bigram filter says it cannot hold as one run.
    fn run_loss(&self, row: usize, costs: &[([u64; matcher::PAIR_WORDS], f32)]) -> f32 {
        let have = &self.pairs[row * matcher::PAIR_WORDS..(row + 1) * matcher::PAIR_WORDS];
        costs
            .iter()
            .filter(|(need, _)| need.iter().zip(have).any(|(n, h)| n & h != *n))
            .map(|(_, cost)| cost)
            .sum()
    }

    /// The prefilter of a query of three or more characters, when most rows match it scattered (`apple
    /// re` over a million addresses): rows whose bigram filter may hold every word as one run (few) keep
    /// the full ceiling; every other row's ceiling is lower by the cost of its broken runs, so the walk in
    /// frecency order stops once that lower ceiling cannot enter the top, and then visits only the rows
    /// with whole runs still above it. The top is the full scan's. Those rows are found by one pass over
    /// the columns in storage order (the walk's order jumps around memory), or among `previous`, the
    /// rows the query this one extends let through; they are returned when they were gathered.
    fn walk_by_runs(
        &self,
        words: &QueryWords,
        costs: &[([u64; matcher::PAIR_WORDS], f32)],
        order: &Order,
        filter: Filter,
        limit: usize,
        previous: Option<Vec<u32>>,
    ) -> (TopK, Option<Vec<u32>>) {
        let Filter { kinds, now, site } = filter;
        let ceiling = words.max_score();
        let least_cost = costs.iter().map(|c| c.1).fold(f32::INFINITY, f32::min);
        let passes = |row: usize| {
            in_mask(kinds, self.kind[row]) && self.mask[row] & words.mask() == words.mask()
        };
        let is_whole = |row: usize| passes(row) && self.run_loss(row, costs) == 0.0;
        let gather = |previous: Option<Vec<u32>>| -> Vec<u32> {
            match previous {
                Some(mut rows) => {
                    rows.retain(|&r| is_whole(r as usize));
                    rows
                }
                None => (0..self.kind.len() as u32)
                    .filter(|&r| is_whole(r as usize))
                    .collect(),
            }
        };
        // Filtering a previous list is cheap and keeps it for the next keystroke; a pass over every row
        // waits until the walk stops (when it does not, nothing needs it).
        let mut whole = previous.map(|rows| gather(Some(rows)));
        let mut top = TopK::new(limit, self.live);
        let visit = |top: &mut TopK, row: usize| {
            // Frecency is worked out only when it can decide (a full top) or is needed (a match).
            let mut frecency = None;
            if top.full() {
                let f = *frecency.insert(self.frecency(row, now, site));
                if ceiling - self.run_loss(row, costs) + f <= top.worst_score() {
                    return;
                }
            }
            if let Some(s) = words.score(self.match_hay(row), None) {
                let f = frecency.unwrap_or_else(|| self.frecency(row, now, site));
                top.push(s + f, row as u32);
            }
        };
        let mut stopped = None;
        for (i, &row) in order.rows.iter().enumerate() {
            let row = row as usize;
            if i == SEQUENTIAL_AFTER && !top.full() {
                // Few rows match (a long or rare query): the early stop is unlikely, and walking the
                // rest in frecency order jumps around memory for each; the rest in storage order
                // visits the same rows, several times faster.
                for row in 0..self.kind.len() {
                    if order.rank[row] as usize >= i && passes(row) {
                        visit(&mut top, row);
                    }
                }
                return (top, whole);
            }
            if top.full()
                && ceiling - least_cost + self.base[row] + FRECENCY_SLACK <= top.worst_score()
            {
                stopped = Some(i);
                break;
            }
            if passes(row) {
                visit(&mut top, row);
            }
        }
        if let Some(at) = stopped {
            let rows = whole.get_or_insert_with(|| gather(None));
            let mut places: Vec<u32> = rows
                .iter()
                .map(|&r| order.rank[r as usize])
                .filter(|&p| p as usize >= at)
                .collect();
            places.sort_unstable();
            for &i in &places {
                let row = order.rows[i as usize] as usize;
                if top.full() && ceiling + self.base[row] + FRECENCY_SLACK <= top.worst_score() {
                    break;
                }
                visit(&mut top, row);
            }
        }
        (top, whole)
    }

    /// Live rows by `base`, highest first.
    fn rows_by_base(&mut self) -> Order {
        self.order_generation += 1;
        let rows = self.base_order();
        let mut rank = vec![u32::MAX; self.kind.len()];
        for (i, &row) in rows.iter().enumerate() {
            rank[row as usize] = i as u32;
        }
        Order { rows, rank }
    }

    /// Live rows by `base`, highest first: the order kept, or sorted now.
    fn base_order(&self) -> Vec<u32> {
        if let Some(order) = &self.by_base {
            return order.rows.clone();
        }
        let mut rows: Vec<u32> = (0..self.kind.len() as u32)
            .filter(|&r| self.kind[r as usize] != DEAD)
            .collect();
        rows.sort_unstable_by(|&a, &b| self.base[b as usize].total_cmp(&self.base[a as usize]));
        rows
    }

    fn hits(&self, words: &QueryWords, top: TopK) -> Vec<Hit> {
        let mut items: Vec<(f32, u32)> =
            top.heap.into_iter().map(|Reverse(s)| (s.0, s.1)).collect();
        items.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
        items
            .into_iter()
            .map(|(score, row)| {
                let mut positions = Vec::new();
                words.score(self.match_hay(row as usize), Some(&mut positions));
                Hit {
                    row,
                    score,
                    positions,
                }
            })
            .collect()
    }
}

fn in_mask(kinds: u32, kind: u8) -> bool {
    kind < 32 && kinds & (1 << kind) != 0
}

fn host_of(url: &str) -> &str {
    let rest = url.split_once("://").map_or(url, |(_, r)| r);
    rest.split(['/', '?', '#']).next().unwrap_or("")
}

/// What a query keeps rows of and ranks them by.
#[derive(Clone, Copy)]
struct Filter<'a> {
    kinds: u32,
    now: f64,
    site: &'a str,
}

/// A (score, row) pair ordered by score, the lower row first on a tie (as the final sort ranks them).
#[derive(Clone, Copy, PartialEq)]
struct Scored(f32, u32);

impl Eq for Scored {}

impl PartialOrd for Scored {
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Scored {
    fn cmp(&self, other: &Self) -> std::cmp::Ordering {
        self.0.total_cmp(&other.0).then(other.1.cmp(&self.1))
    }
}

/// The `limit` best (score, row) pairs in a min-heap: the worst is on top, so a row costs one compare and
/// one that enters costs log(limit).
struct TopK {
    heap: BinaryHeap<Reverse<Scored>>,
    limit: usize,
}

impl TopK {
    /// Room for `limit` rows, reserved up to the `live` rows there are (a limit of `usize::MAX` is fine).
    fn new(limit: usize, live: usize) -> Self {
        TopK {
            heap: BinaryHeap::with_capacity(limit.min(live)),
            limit,
        }
    }

    fn full(&self) -> bool {
        self.limit > 0 && self.heap.len() == self.limit
    }

    fn worst_score(&self) -> f32 {
        self.heap.peek().map_or(f32::NEG_INFINITY, |Reverse(s)| s.0)
    }

    fn push(&mut self, score: f32, row: u32) {
        if self.heap.len() < self.limit {
            self.heap.push(Reverse(Scored(score, row)));
        } else if self.limit > 0 && score > self.worst_score() {
            self.heap.pop();
            self.heap.push(Reverse(Scored(score, row)));
        }
    }
}

#[cfg(test)]
mod tests;
