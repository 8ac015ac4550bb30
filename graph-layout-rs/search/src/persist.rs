//! The index as bytes (for IndexedDB): a magic, a version, then each column as it is in memory
//! (little-endian), then the live rows in frecency order (by `base`), so the first query after loading
//! sorts nothing. The key map is not written: it is rebuilt at the first write after loading.

use crate::{Order, SearchIndex, DEAD};
use std::fmt;

/// Version 6: the frecency order follows the columns (version 5 has none; its index is rebuilt once).
/// Version 5: each row's bigram filter follows its mask (version 4 has none). Version 4: characters
/// outside ASCII spread over 28 mask bits (version 3 masks would miss rows).
const MAGIC: &[u8; 4] = b"ISX6";

/// Bytes that are not an index this version wrote.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FormatError(pub String);

impl fmt::Display for FormatError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], FormatError> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.bytes.len()).ok_or_else(|| {
            FormatError(format!(
                "The saved search index ends early (at byte {} of {}): it should be the whole value the extension wrote; it will be rebuilt.",
                self.at,
                self.bytes.len()
            ))
        })?;
        let s = &self.bytes[self.at..end];
        self.at = end;
        Ok(s)
    }

    fn u64(&mut self) -> Result<u64, FormatError> {
        Ok(u64::from_le_bytes(
            self.take(8)?.try_into().expect("8 bytes"),
        ))
    }

    fn column<T, const W: usize>(
        &mut self,
        n: usize,
        read: fn([u8; W]) -> T,
    ) -> Result<Vec<T>, FormatError> {
        let raw = self.take(
            n.checked_mul(W)
                .ok_or_else(|| FormatError("The saved search index is too large.".into()))?,
        )?;
        Ok(raw
            .chunks_exact(W)
            .map(|c| read(c.try_into().expect("W bytes")))
            .collect())
    }
}

impl SearchIndex {
    /// The index as bytes (see the module doc of `persist`).
    pub fn to_bytes(&self) -> Vec<u8> {
        let n = self.kind.len();
        let mut out = Vec::with_capacity(self.buf.len() + n * 60 + 64);
        out.extend_from_slice(MAGIC);
        for v in [
            n as u64,
            self.buf.len() as u64,
            self.dead_bytes as u64,
            self.live as u64,
        ] {
            out.extend_from_slice(&v.to_le_bytes());
        }
        out.extend_from_slice(&self.buf);
        for col in [
            &self.start,
            &self.key_len,
            &self.title_len,
            &self.url_len,
            &self.hay_len,
            &self.fold_len,
            &self.visits,
        ] {
            col.iter()
                .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        }
        out.extend_from_slice(&self.kind);
        self.mask
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        self.pairs
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        self.hash
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        self.last
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        self.dwell
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        for col in [&self.boost, &self.base] {
            col.iter()
                .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        }
        self.base_order()
            .iter()
            .for_each(|v| out.extend_from_slice(&v.to_le_bytes()));
        out
    }

    /// Reads what [`SearchIndex::to_bytes`] wrote; an error says why the bytes are not one.
    pub fn from_bytes(bytes: &[u8]) -> Result<SearchIndex, FormatError> {
        if bytes.len() < 4 || &bytes[..4] != MAGIC {
            return Err(FormatError(
                "The saved search index is not one this version of Intently wrote (it should start with ISX6); it will be rebuilt.".into(),
            ));
        }
        let mut r = Reader { bytes, at: 4 };
        let n = r.u64()? as usize;
        let buf_len = r.u64()? as usize;
        let dead_bytes = r.u64()? as usize;
        let live = r.u64()? as usize;
        let buf = r.take(buf_len)?.to_vec();
        let u32s = |r: &mut Reader<'_>| r.column(n, u32::from_le_bytes);
        let start = u32s(&mut r)?;
        let key_len = u32s(&mut r)?;
        let title_len = u32s(&mut r)?;
        let url_len = u32s(&mut r)?;
        let hay_len = u32s(&mut r)?;
        let fold_len = u32s(&mut r)?;
        let visits = u32s(&mut r)?;
        let kind = r.take(n)?.to_vec();
        let mask = r.column(n, u64::from_le_bytes)?;
        let pairs = r.column(
            n.checked_mul(crate::matcher::PAIR_WORDS)
                .ok_or_else(|| FormatError("The saved search index is too large.".into()))?,
            u64::from_le_bytes,
        )?;
        let hash = r.column(n, u64::from_le_bytes)?;
        let last = r.column(n, f64::from_le_bytes)?;
        let dwell = r.column(n, f32::from_le_bytes)?;
        let boost = r.column(n, f32::from_le_bytes)?;
        let base = r.column(n, f32::from_le_bytes)?;
        let order = r.column(live, u32::from_le_bytes)?;
        for row in 0..n {
            let end = start[row] as u64
                + key_len[row] as u64
                + hay_len[row] as u64
                + fold_len[row] as u64;
            if end > buf_len as u64
                || title_len[row] as u64 + url_len[row] as u64 > hay_len[row] as u64
            {
                return Err(FormatError(format!("The saved search index's row {row} points outside its text; it will be rebuilt.")));
            }
        }
        let by_base = Some(checked_order(order, &kind, &base)?);
        Ok(SearchIndex {
            buf,
            start,
            key_len,
            title_len,
            url_len,
            hay_len,
            fold_len,
            kind,
            mask,
            pairs,
            hash,
            visits,
            last,
            dwell,
            boost,
            base,
            dead_bytes,
            live,
            by_key: None,
            cache: None,
            by_base,
            runs_cache: None,
            order_generation: 0,
            generation: 0,
        })
    }
}

/// The saved frecency order, checked: every live row once, by `base` highest first (the query's early
/// stop relies on it), with each row's place in it.
fn checked_order(rows: Vec<u32>, kind: &[u8], base: &[f32]) -> Result<Order, FormatError> {
    let wrong = || {
        FormatError(
            "The saved search index's frecency order does not list each of its rows once, best first; it will be rebuilt."
                .into(),
        )
    };
    if kind.iter().filter(|&&k| k != DEAD).count() != rows.len() {
        return Err(wrong());
    }
    let mut rank = vec![u32::MAX; kind.len()];
    for (i, &row) in rows.iter().enumerate() {
        let r = row as usize;
        if r >= kind.len() || kind[r] == DEAD || rank[r] != u32::MAX {
            return Err(wrong());
        }
        if i > 0 && base[rows[i - 1] as usize].total_cmp(&base[r]).is_lt() {
            return Err(wrong());
        }
        rank[r] = i as u32;
    }
    Ok(Order { rows, rank })
}
