//! SPEC §9 timeline layout: x follows time in interval columns, sessions are separated by the
//! session spacing, nodes of one (interval, session) block fill a small grid in time order.

use crate::constants::*;

/// Node positions plus the interval columns and axis markers of the timeline.
#[derive(Default)]
pub struct Timeline {
    pub interval_ms: f64,
    pub x: Vec<f32>,
    pub y: Vec<f32>,
    pub interval_start: Vec<f64>,
    pub interval_x: Vec<f32>,
    pub interval_width: Vec<f32>,
    pub interval_count: Vec<u32>,
    pub marker_x: Vec<f32>,
    pub marker_time: Vec<f64>,
}

/// Lays out `order` (timed nodes in time order, starting at `order_start`, `session[node]` their
/// session) on the timeline and the other of the `n` nodes (untimed) in a separate grid below it.
/// `tz_ms` aligns intervals to the local clock (README "Timeline layout").
pub fn lay_out(
    n: usize,
    order: &[u32],
    order_start: &[f64],
    session: &[u32],
    tz_ms: f64,
) -> Timeline {
    let start = |pos: usize| order_start[pos];
    let mut t = Timeline {
        x: vec![f32::NAN; n],
        y: vec![f32::NAN; n],
        ..Timeline::default()
    };
    let mut bottom = -SESSION_SPACING;
    if !order.is_empty() {
        let interval = interval_ms(start(order.len() - 1) - start(0));
        t.interval_ms = interval;
        let origin = ((start(0) + tz_ms) / interval).floor() * interval;
        let interval_of = |pos: usize| ((start(pos) + tz_ms - origin) / interval).floor();
        let (mut pos, mut x) = (0, 0.0f32);
        while pos < order.len() {
            let (k, interval_x, first) = (interval_of(pos), x, pos);
            while pos < order.len() && interval_of(pos) == k {
                let s = session[order[pos] as usize];
                let mut end = pos + 1;
                while end < order.len()
                    && interval_of(end) == k
                    && session[order[end] as usize] == s
                {
                    end += 1;
                }
                let (width, height) = place_block(&order[pos..end], x, &mut t);
                bottom = bottom.max(height);
                pos = end;
                let same_session = pos < order.len() && session[order[pos] as usize] == s;
                x += width
                    + if same_session {
                        COLUMN_SPACING
                    } else {
                        SESSION_SPACING
                    };
            }
            x = x.max(interval_x + MIN_INTERVAL_WIDTH);
            t.interval_start.push(origin + k * interval - tz_ms);
            t.interval_x.push(interval_x);
            t.interval_width.push(x - interval_x);
            t.interval_count.push((pos - first) as u32);
        }
        place_markers(&mut t);
    }
    place_untimed(&mut t, bottom + SESSION_SPACING);
    t
}

/// Grid of about 8 nodes per column, at most 6 columns (SPEC: 6 nodes per row), filled column
/// by column so x keeps time order. Returns the block's width and lowest y.
fn place_block(block: &[u32], x0: f32, t: &mut Timeline) -> (f32, f32) {
    let m = block.len();
    let columns = ((m + NODES_PER_INTERVAL - 1) / NODES_PER_INTERVAL).clamp(1, MAX_NODES_PER_ROW);
    let rows = (m + columns - 1) / columns;
    for (j, &node) in block.iter().enumerate() {
        t.x[node as usize] = x0 + (j / rows) as f32 * NODE_SPACING;
        t.y[node as usize] = (j % rows) as f32 * NODE_SPACING;
    }
    let used_columns = (m + rows - 1) / rows;
    (
        (used_columns - 1) as f32 * NODE_SPACING,
        (rows - 1) as f32 * NODE_SPACING,
    )
}

/// SPEC §9: at most 12 markers, on interval starts (intervals are at least 150 px wide, so
/// markers are always more than 80 px apart).
fn place_markers(t: &mut Timeline) {
    let stride = (t.interval_x.len() + MAX_MARKERS - 1) / MAX_MARKERS;
    for i in (0..t.interval_x.len()).step_by(stride) {
        t.marker_x.push(t.interval_x[i]);
        t.marker_time.push(t.interval_start[i]);
    }
}

/// SPEC §5: nodes without a visit timestamp are placed separately, in rows of 6 below the
/// timeline, in node order.
fn place_untimed(t: &mut Timeline, top: f32) {
    let mut j = 0usize;
    for node in 0..t.x.len() {
        if t.x[node].is_nan() {
            t.x[node] = (j % MAX_NODES_PER_ROW) as f32 * NODE_SPACING;
            t.y[node] = top + (j / MAX_NODES_PER_ROW) as f32 * NODE_SPACING;
            j += 1;
        }
    }
}
