//! `cargo bench -p intently-search`: every keystroke of bench:bar's queries (benches/bar-index.ts) against
//! the same kind of synthetic device, natively, with each prefix's time, the p50/p95 over three rounds and
//! the bad-input queries. It is the loop to profile (`perf record` on the bench binary); the product's
//! figures are bench:bar's, through wasm.

use intently_search::SearchIndex;
use std::time::Instant;

const HISTORY: u8 = 4;
const WORDS: &str = "apple recipe github pull request focus notes tabs browsing intention rust wasm video music news docs mail calendar travel café résumé strudel kitchen garden";
const QUERIES: [&str; 6] = [
    "strudel",
    "apple recipe",
    "github pulls",
    "café",
    "zzz nothing here",
    "focus notes",
];
const DAY: f64 = 86_400_000.0;

fn main() {
    let words: Vec<&str> = WORDS.split(' ').collect();
    let mut seed: u64 = 7;
    let mut random = move || {
        seed ^= seed << 13;
        seed ^= seed >> 7;
        seed ^= seed << 17;
        (seed >> 11) as f64 / (1u64 << 53) as f64
    };
    let now = 1_800_000_000_000.0;
    let mut index = SearchIndex::new();
    let start = Instant::now();
    index.record_visit(
        HISTORY,
        "https://grandmas-kitchen.example/apple-strudel",
        "Grandma’s apple strudel, the real recipe",
        now - 400.0 * DAY,
        40.0,
    );
    let visits = 1_000_000;
    for i in 0..visits {
        let page = (200_000.0 * random().powi(3)) as usize;
        let a = words[page % words.len()];
        let b = words[(page >> 3) % words.len()];
        index.record_visit(
            HISTORY,
            &format!("https://site{}.example.org/{a}/{page}", page % 5000),
            &format!("{a} {b} — page {page}"),
            now - 3.0 * 365.0 * DAY * (1.0 - i as f64 / visits as f64),
            (random() * 120.0) as f32,
        );
    }
    for i in 0..10_000 {
        let text = format!("{} ", words[i % words.len()]).repeat(40 + (random() * 200.0) as usize);
        index.upsert(
            6,
            &format!("note:site{i}"),
            &format!("site{i}.example.org"),
            &format!("https://site{i}.example.org"),
            &text,
            1.0,
        );
    }
    for i in 0..5_000 {
        index.upsert(
            5,
            &format!("bookmark:{i}"),
            &format!("Bookmark {} {i}", words[i % words.len()]),
            &format!("https://bm{i}.example.com/"),
            "",
            1.0,
        );
    }
    for i in 0..2_000 {
        index.upsert(
            7,
            &format!("clip:{i}"),
            &format!("Clip {i}"),
            "",
            &format!("copied {} text {i}", words[(i * 7) % words.len()]),
            0.5,
        );
    }
    for i in 0..300 {
        index.upsert(
            1,
            &format!("tab:{i}"),
            &format!("Open tab {} {i}", words[i % words.len()]),
            &format!("https://tab{i}.example.com/"),
            "",
            3.0,
        );
    }
    eprintln!(
        "{} rows built in {:.0} ms",
        index.len(),
        start.elapsed().as_secs_f64() * 1e3
    );

    let mut times = Vec::new();
    let mut marks = 0;
    let rounds: usize = std::env::var("ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(3);
    for round in 0..rounds {
        for q in QUERIES {
            let chars: Vec<char> = q.chars().collect();
            for n in 1..=chars.len() {
                let prefix: String = chars[..n].iter().collect();
                let start = Instant::now();
                let hits = index.query(&prefix, u32::MAX, now, "", 50);
                for hit in &hits {
                    marks += index.highlights(hit).iter().map(Vec::len).sum::<usize>();
                }
                let ms = start.elapsed().as_secs_f64() * 1e3;
                if round == rounds - 1 {
                    eprintln!("{prefix:>18} {ms:7.2} ms");
                }
                times.push(ms);
            }
        }
    }
    times.sort_by(f64::total_cmp);
    let at = |p: f64| times[((times.len() - 1) as f64 * p).round() as usize];
    eprintln!(
        "keystrokes: p50 {:.2} ms, p95 {:.2} ms, max {:.2} ms ({marks} characters marked)",
        at(0.5),
        at(0.95),
        at(1.0)
    );
    let odd_rounds: usize = std::env::var("ODD_ROUNDS")
        .ok()
        .and_then(|r| r.parse().ok())
        .unwrap_or(1);
    let long = "x".repeat(1000);
    for q in [
        long.as_str(),
        "a.*(b|c)[",
        "'; DROP TABLE visits; --",
        "😀🎉",
        "مرحبا שלום",
        "RÉSUMÉ",
    ] {
        let start = Instant::now();
        for _ in 0..odd_rounds {
            index.query(q, u32::MAX, now, "", 50);
        }
        let label: String = q.chars().take(18).collect();
        eprintln!(
            "{label:>18} {:7.2} ms",
            start.elapsed().as_secs_f64() * 1e3 / odd_rounds as f64
        );
    }
}
