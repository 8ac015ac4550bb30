//! Seeded synthetic browsing history shared by tests and both benchmarks (natively, and via the
//! wasm binding for TS, which turns domain ids into urls and titles). Bursty days, several windows
//! and tabs, every creationMode, session gaps, and YouTube (domain 0) and search-result
//! (domain 1) pages.

use crate::constants::{HOUR_MS, MINUTE_MS};
use crate::input::{VisitColumns, NONE};

/// Number of domain ids the generator uses; the TS side names each of them.
pub const DOMAIN_COUNT: u32 = 24;
/// 2025-09-23 08:00 UTC, the SPEC sample data date.
const FIRST_START_MS: f64 = 1_758_614_400_000.0;
const MAX_OPEN_TABS: usize = 8;

/// SplitMix64: tiny, seedable, and identical on every platform.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1).
    fn unit(&mut self) -> f64 {
        (self.next() >> 11) as f64 / (1u64 << 53) as f64
    }

    fn below(&mut self, n: u32) -> u32 {
        (self.unit() * n as f64) as u32
    }

    /// Exponential with the given mean: short gaps are common, long ones rare (bursty).
    fn exp(&mut self, mean: f64) -> f64 {
        -mean * (1.0 - self.unit()).ln()
    }
}

/// An open tab: its id, window and last visit row.
#[derive(Clone, Copy)]
struct Tab {
    id: i32,
    window: i32,
    last: u32,
}

/// `n` visits from `seed`; the same arguments always give the same columns.
pub fn synthetic_history(n: usize, seed: u64) -> VisitColumns {
    let mut rng = Rng(seed);
    let mut c = VisitColumns::default();
    let mut tabs: Vec<Tab> = Vec::with_capacity(MAX_OPEN_TABS);
    let (mut now, mut next_tab, mut current) = (FIRST_START_MS, 1i32, 0usize);
    for row in 0..n as u32 {
        let roll = rng.unit();
        if roll < 0.02 {
            now += HOUR_MS + rng.exp(6.0 * HOUR_MS); // session gap: a break, a night
            tabs.clear();
        } else {
            now += 1000.0
                + rng.exp(if roll < 0.2 {
                    8.0 * MINUTE_MS
                } else {
                    40_000.0
                });
        }
        let (mode, source) = if tabs.is_empty() || roll > 0.93 && tabs.len() < MAX_OPEN_TABS {
            let opener = tabs.get(current).map(|t| t.last);
            let window = if rng.unit() < 0.1 {
                1 + rng.below(3) as i32
            } else {
                tabs.get(current).map_or(1, |t| t.window)
            };
            tabs.push(Tab {
                id: next_tab,
                window,
                last: row,
            });
            next_tab += 1;
            current = tabs.len() - 1;
            match opener {
                Some(from) if rng.unit() < 0.6 => (1, if rng.unit() < 0.7 { from } else { NONE }),
                _ => (0, NONE),
            }
        } else {
            if roll > 0.85 {
                current = rng.below(tabs.len() as u32) as usize;
            }
            if roll > 0.98 && tabs.len() > 1 {
                tabs.swap_remove(current);
                current = 0;
            }
            (if rng.unit() < 0.85 { 2 } else { 0 }, NONE)
        };
        let tab = &mut tabs[current];
        tab.last = row;
        let duration = 2000.0 + rng.exp(3.0 * MINUTE_MS);
        let domain = match rng.unit() {
            u if u < 0.1 => 0,
            u if u < 0.25 => 1,
            u => 2 + ((u - 0.25) * (u - 0.25) / 0.5625 * (DOMAIN_COUNT - 2) as f64) as u32,
        };
        c.ids.push(row);
        c.sources.push(source);
        c.tabs.push(tab.id);
        c.windows.push(tab.window);
        c.domains.push(domain.min(DOMAIN_COUNT - 1));
        c.modes.push(mode);
        c.starts.push(now.round());
        c.ends.push((now + duration).round());
        c.durations.push(duration.round());
        c.active.push((duration * (0.2 + 0.8 * rng.unit())).round());
    }
    c
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn is_seeded_and_covers_every_mode_and_domain_kind() {
        let a = synthetic_history(5000, 7);
        assert_eq!(a, synthetic_history(5000, 7));
        assert_ne!(a, synthetic_history(5000, 8));
        for mode in 0..3u8 {
            assert!(a.modes.contains(&mode), "mode {mode}");
        }
        assert!(a.domains.contains(&0) && a.domains.contains(&1));
        assert!(a.sources.iter().any(|&s| s != NONE));
        assert!(a.windows.iter().any(|&w| w != 1));
        assert!(
            a.starts.windows(2).all(|w| w[0] < w[1]),
            "strictly increasing starts make ids unique"
        );
        assert!(
            a.starts.windows(2).any(|w| w[1] - w[0] >= HOUR_MS),
            "has session gaps"
        );
    }
}
