//! The fuzzy scorer: every character of a query word appears in order in the row's folded text. Points
//! favour the start of the text, word starts and consecutive runs, and a contiguous occurrence is preferred
//! to a scattered one, so "gr" ranks "group" above "recent progress". Shorter texts rank a little higher.
//!
//! It runs on UTF-8 bytes, lower-casing ASCII on the fly: a row whose folded text differs from that (an
//! accent, a capital outside ASCII) keeps a folded copy (`lib.rs`), so no row is decoded per query. A query
//! character outside ASCII matches as its whole byte sequence, never as scattered bytes.

use crate::fold::fold_char;

/// The first of the character mask's bits for ASCII punctuation and characters outside ASCII (after 26
/// letters and 10 digits).
const OTHER_FIRST: u32 = 36;
/// How many bits punctuation and characters outside ASCII share, by their code point: one shared bit let
/// a query in another script (emoji, RTL) through every row holding any such character (a dash, a
/// quote), and none for punctuation let `a.*(b|c)[` through every row holding a, b and c.
const OTHER_BITS: u32 = 64 - OTHER_FIRST;
/// The most query characters scored (white space aside): a longer query is ranked by its first 64
/// characters, and a row must still hold every character of every word in order to be found, so a pasted
/// paragraph costs what 64 characters cost plus one in-order check per row that matched those.
pub const MAX_QUERY_CHARS: usize = 64;

fn mask_bit(c: char) -> u64 {
    match c {
        'a'..='z' => 1 << (c as u32 - 'a' as u32),
        '0'..='9' => 1 << (26 + c as u32 - '0' as u32),
        c if c.is_ascii_whitespace() || c.is_ascii_control() => 0,
        c => 1 << (OTHER_FIRST + c as u32 % OTHER_BITS),
    }
}

/// The character mask of text: a bit per folded letter or digit it holds, one of [`OTHER_BITS`] per
/// other character but white space and controls.
pub fn char_mask(text: &str) -> u64 {
    if text.is_ascii() {
        return text.bytes().fold(0, |m, b| m | mask_bit(low(b) as char));
    }
    text.chars().fold(0, |m, c| m | mask_bit(fold_char(c)))
}

/// Words of a row's bigram filter ([`pair_bits`]): 256 bits.
pub const PAIR_WORDS: usize = 4;

/// The filter bit of two adjacent (lower-cased) bytes.
#[inline]
fn pair_bit(a: u8, b: u8) -> usize {
    ((u32::from(a) << 8 | u32::from(b)).wrapping_mul(0x9E37_79B1) >> 24) as usize
}

/// A bloom filter of the adjacent byte pairs of `hay` (ASCII lower-cased, as the scorer compares):
/// a query word with a pair missing from it cannot occur in `hay` as one run.
pub fn pair_bits(hay: &[u8]) -> [u64; PAIR_WORDS] {
    let mut bits = [0u64; PAIR_WORDS];
    for w in hay.windows(2) {
        let b = pair_bit(low(w[0]), low(w[1]));
        bits[b / 64] |= 1 << (b % 64);
    }
    bits
}

/// Whether folding `text` changes more than ASCII case (then the row keeps a folded copy).
pub fn needs_folded_copy(text: &str) -> bool {
    !text.is_ascii() && text.chars().any(|c| !c.is_ascii() && fold_char(c) != c)
}

#[inline]
fn low(b: u8) -> u8 {
    b.to_ascii_lowercase()
}

/// The bytes after which a word starts.
const BREAKS: &[u8] = b" \t\n/._-:?#=&\x1f";

fn word_start(hay: &[u8], i: usize) -> bool {
    i == 0 || BREAKS.contains(&hay[i - 1])
}

/// One query character as the bytes it matches.
type Unit = Vec<u8>;

/// A query split into folded words.
pub struct QueryWords {
    /// The scored words: the query's first [`MAX_QUERY_CHARS`] characters.
    words: Vec<Vec<Unit>>,
    /// Every word, when the query is longer than the scored ones (only checked in order).
    whole: Option<Vec<Vec<Unit>>>,
    /// The bytes every word takes: no shorter row can match.
    min_len: usize,
    folded: String,
    mask: u64,
}

fn units(chars: impl Iterator<Item = char>) -> Vec<Unit> {
    chars.map(|c| c.to_string().into_bytes()).collect()
}

impl QueryWords {
    /// Folds and splits `query` on white space; scores its first [`MAX_QUERY_CHARS`] characters.
    pub fn new(query: &str) -> Self {
        let folded_words: Vec<String> = query.split_whitespace().map(crate::fold::fold).collect();
        let mut budget = MAX_QUERY_CHARS;
        let mut words = Vec::new();
        for word in &folded_words {
            if budget == 0 {
                break;
            }
            let scored = units(word.chars().take(budget));
            budget -= scored.len();
            words.push(scored);
        }
        let longer = folded_words
            .iter()
            .map(|w| w.chars().count())
            .sum::<usize>()
            > MAX_QUERY_CHARS;
        let whole = longer.then(|| folded_words.iter().map(|w| units(w.chars())).collect());
        let min_len = folded_words.iter().map(String::len).sum();
        let folded = folded_words.join(" ");
        let mask = char_mask(&folded);
        QueryWords {
            words,
            whole,
            min_len,
            folded,
            mask,
        }
    }

    /// The folded words joined by one space.
    pub fn folded(&self) -> &str {
        &self.folded
    }

    /// No row scores more than this before frecency: the first character at a word start, each next one
    /// in a run (a word start too only after a break character in the query itself), and the start of the
    /// text taken by as many words as begin with one same character (only a word's first character can
    /// be there).
    pub fn max_score(&self) -> f32 {
        let is_break = |u: &Unit| u.len() == 1 && BREAKS.contains(&u[0]);
        let at_start = self
            .words
            .iter()
            .filter_map(|w| w.first())
            .map(|first| {
                self.words
                    .iter()
                    .filter(|w| w.first() == Some(first))
                    .count()
            })
            .max()
            .unwrap_or(0);
        let not_at_start = self.words.iter().filter(|w| !w.is_empty()).count() - at_start;
        -8.0 * not_at_start as f32
            + self
                .words
                .iter()
                .map(|w| {
                    (1..w.len()).fold(13.0, |sum, k| {
                        sum + 1.0
                            + 3.0 * (k + 1) as f32
                            + if is_break(&w[k - 1]) { 4.0 } else { 0.0 }
                    })
                })
                .sum::<f32>()
    }

    /// What each word of two or more characters costs a row that cannot hold it as one run, with the
    /// pair bits the run needs: splitting a word of n characters into runs loses at least 3n - 4 points
    /// against [`QueryWords::max_score`] (wherever the split, a run restarts and the rest of the run
    /// bonus shrinks by 3 a character), so such a row's ceiling is lower by that much.
    pub fn run_costs(&self) -> Vec<([u64; PAIR_WORDS], f32)> {
        self.words
            .iter()
            .filter(|w| w.len() >= 2)
            .map(|w| (pair_bits(&w.concat()), 3.0 * w.len() as f32 - 4.0))
            .collect()
    }

    /// Whether every word appears in order (no scoring), the words past the scored ones too.
    pub fn matches(&self, hay: &[u8]) -> bool {
        hay.len() >= self.min_len
            && self
                .whole
                .as_ref()
                .unwrap_or(&self.words)
                .iter()
                .all(|word| {
                    let mut at = 0;
                    word.iter().all(|unit| match find_unit(hay, unit, at) {
                        Some(p) => {
                            at = p + unit.len();
                            true
                        }
                        None => false,
                    })
                })
    }

    /// The bits a row's mask must hold to match.
    pub fn mask(&self) -> u64 {
        self.mask
    }

    /// The row's score over its (folded) haystack bytes, or None when a word does not match; the byte
    /// offsets of matched characters go to `positions`.
    pub fn score(&self, hay: &[u8], mut positions: Option<&mut Vec<u32>>) -> Option<f32> {
        if hay.len() < self.min_len {
            return None;
        }
        let mut total = 0.0;
        for word in &self.words {
            total += word_score(word, hay, positions.as_deref_mut())?;
        }
        if self.whole.is_some() && !self.matches(hay) {
            return None;
        }
        Some(total - hay.len().min(500) as f32 / 100.0)
    }
}

/// Where the lower-case ASCII `letter` or its capital occurs at or after `from` (b | 0x20 folds only
/// those two onto a lower-case letter). Eight bytes at a time: every query scans rows' text with it.
#[inline]
fn find_letter(hay: &[u8], letter: u8, from: usize) -> Option<usize> {
    const ONES: u64 = 0x0101_0101_0101_0101;
    const HIGH: u64 = 0x8080_8080_8080_8080;
    let target = ONES * u64::from(letter);
    let mut i = from;
    while i + 8 <= hay.len() {
        let chunk = u64::from_le_bytes(hay[i..i + 8].try_into().expect("eight bytes"));
        // A zero byte where the letter is; the lowest flagged byte is always a true one.
        let x = (chunk | (ONES * 0x20)) ^ target;
        let zero = x.wrapping_sub(ONES) & !x & HIGH;
        if zero != 0 {
            return Some(i + (zero.trailing_zeros() / 8) as usize);
        }
        i += 8;
    }
    hay.get(i..)?
        .iter()
        .position(|&b| b | 0x20 == letter)
        .map(|p| p + i)
}

/// Where `unit` occurs at or after `from`.
#[inline]
fn find_unit(hay: &[u8], unit: &[u8], from: usize) -> Option<usize> {
    let first = unit[0];
    if unit.len() == 1 && first.is_ascii_lowercase() {
        return find_letter(hay, first, from);
    }
    // Anything else has no case to fold (units are folded; a letter is handled above): its first byte
    // as it is, then the rest compared.
    let mut i = from;
    while i + unit.len() <= hay.len() {
        i += hay[i..=hay.len() - unit.len()]
            .iter()
            .position(|&b| b == first)?;
        if hay[i + 1..i + unit.len()] == unit[1..] {
            return Some(i);
        }
        i += 1;
    }
    None
}

fn points(
    hay: &[u8],
    positions: impl Iterator<Item = (usize, usize)>,
    mut out: Option<&mut Vec<u32>>,
) -> f32 {
    let mut score = 0.0;
    let mut run = 0u32;
    let mut prev_end = usize::MAX;
    for (p, len) in positions {
        run = if p == prev_end { run + 1 } else { 1 };
        score += 1.0
            + if p == 0 { 8.0 } else { 0.0 }
            + if word_start(hay, p) { 4.0 } else { 0.0 }
            + if run > 1 { 3.0 * run as f32 } else { 0.0 };
        if let Some(out) = out.as_deref_mut() {
            out.push(p as u32);
        }
        prev_end = p + len;
    }
    score
}

fn word_score(word: &[Unit], hay: &[u8], out: Option<&mut Vec<u32>>) -> Option<f32> {
    if word.is_empty() {
        return Some(0.0);
    }
    if word.len() > hay.len() {
        return None;
    }
    // In order: the first place for each character (checked before anything is scored).
    let mut at = 0;
    let mut first = usize::MAX;
    for unit in word {
        let p = find_unit(hay, unit, at)?;
        first = first.min(p);
        at = p + unit.len();
    }
    if let Some(p) = contiguous(word, hay, first) {
        let mut at = p;
        let run = word.iter().map(|u| {
            let place = (at, u.len());
            at += u.len();
            place
        });
        return Some(points(hay, run, out));
    }
    let mut at = 0;
    let greedy = word.iter().map(|u| {
        let p = find_unit(hay, u, at).expect("found above");
        at = p + u.len();
        (p, u.len())
    });
    Some(points(hay, greedy, out))
}

/// Where the word occurs as one run, at a word start if it does there, searching from `from`.
fn contiguous(word: &[Unit], hay: &[u8], from: usize) -> Option<usize> {
    let mut best = None;
    let mut from = from;
    while let Some(p) = find_unit(hay, &word[0], from) {
        let mut end = p + word[0].len();
        let whole = word[1..].iter().all(|u| {
            let ok = hay.len() >= end + u.len()
                && hay[end..end + u.len()]
                    .iter()
                    .zip(u)
                    .all(|(&h, &q)| low(h) == q);
            end += u.len();
            ok
        });
        if whole {
            if word_start(hay, p) {
                return Some(p);
            }
            best.get_or_insert(p);
        }
        from = p + 1;
    }
    best
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn finding_a_letter_eight_bytes_at_a_time_finds_the_first_either_case() {
        let hay = b"0123456789abcdefXyZ-x_Ax\x1fqq";
        for letter in b'a'..=b'z' {
            for from in 0..=hay.len() + 1 {
                let want = hay
                    .get(from..)
                    .and_then(|h| h.iter().position(|&b| b | 0x20 == letter))
                    .map(|p| p + from);
                assert_eq!(
                    find_letter(hay, letter, from),
                    want,
                    "{} from {from}",
                    letter as char
                );
            }
        }
    }
}
