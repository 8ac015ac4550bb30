//! SPEC §9 "Graph" constants, in the units the core works in (milliseconds, pixels).

/// One minute in milliseconds.
pub const MINUTE_MS: f64 = 60_000.0;
/// One hour in milliseconds.
pub const HOUR_MS: f64 = 3_600_000.0;
/// SPEC §9: a gap of this length or more starts a new session.
pub const SESSION_GAP_MS: f64 = 60.0 * MINUTE_MS;
/// SPEC §9: hyperlink (new-tab) link window.
pub const HYPERLINK_WINDOW_MS: f64 = 30.0 * MINUTE_MS;
/// SPEC §9: session (consecutive tab sessions) link window.
pub const SESSION_LINK_WINDOW_MS: f64 = 10.0 * MINUTE_MS;
/// SPEC §9: at most this many nodes side by side in one row.
pub const MAX_NODES_PER_ROW: usize = 6;
/// SPEC §9: about this many nodes per time interval column.
pub const NODES_PER_INTERVAL: usize = 8;
/// SPEC §9: distance between neighbouring nodes.
pub const NODE_SPACING: f32 = 80.0;
/// SPEC §9: horizontal gap where a new session starts.
pub const SESSION_SPACING: f32 = 150.0;
/// SPEC §9: horizontal gap between interval columns of one session.
pub const COLUMN_SPACING: f32 = 100.0;
/// SPEC §9: narrowest interval column.
pub const MIN_INTERVAL_WIDTH: f32 = 150.0;
/// SPEC §9: at most this many axis markers.
pub const MAX_MARKERS: usize = 12;
/// SPEC §9: axis markers are at least this far apart.
pub const MIN_MARKER_SPACING: f32 = 80.0;
/// SPEC §2: at most this many hour brackets are offered for an empty range.
pub const MAX_BRACKETS: usize = 9;

/// SPEC §9: timeline interval for a time span: 15/30/60/120 min for spans up to 2 h/6 h/12 h/longer.
pub fn interval_ms(span_ms: f64) -> f64 {
    let minutes = if span_ms <= 2.0 * HOUR_MS {
        15.0
    } else if span_ms <= 6.0 * HOUR_MS {
        30.0
    } else if span_ms <= 12.0 * HOUR_MS {
        60.0
    } else {
        120.0
    };
    minutes * MINUTE_MS
}

/// SPEC §9 filter buckets by active time: 0 = under 5 min, 1 = 5 to 15 min, 2 = over 15 min.
pub fn active_bucket(active_ms: f64) -> u8 {
    if active_ms < 5.0 * MINUTE_MS {
        0
    } else if active_ms <= 15.0 * MINUTE_MS {
        1
    } else {
        2
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interval_follows_span_table() {
        let cases = [
            (0.0, 15.0),
            (2.0 * HOUR_MS, 15.0),
            (2.0 * HOUR_MS + 1.0, 30.0),
            (6.0 * HOUR_MS, 30.0),
            (6.0 * HOUR_MS + 1.0, 60.0),
            (12.0 * HOUR_MS, 60.0),
            (12.0 * HOUR_MS + 1.0, 120.0),
            (400.0 * HOUR_MS, 120.0),
        ];
        for (span, minutes) in cases {
            assert_eq!(interval_ms(span), minutes * MINUTE_MS, "span {span}");
        }
    }

    #[test]
    fn buckets_split_at_5_and_15_minutes() {
        let cases = [
            (0.0, 0),
            (5.0 * MINUTE_MS - 1.0, 0),
            (5.0 * MINUTE_MS, 1),
            (15.0 * MINUTE_MS, 1),
            (15.0 * MINUTE_MS + 1.0, 2),
        ];
        for (active, bucket) in cases {
            assert_eq!(active_bucket(active), bucket, "active {active}");
        }
    }
}
