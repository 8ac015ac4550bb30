use super::*;

const HISTORY: u8 = 4;
const NOTE: u8 = 6;
const ALL: u32 = u32::MAX;
const DAY: f64 = DAY_MS;

fn keys(index: &mut SearchIndex, q: &str) -> Vec<String> {
    let hits = index.query(q, ALL, 100.0 * DAY, "", 10);
    hits.iter()
        .map(|h| index.key(h.row as usize).to_owned())
        .collect()
}

fn sample() -> SearchIndex {
    let mut index = SearchIndex::new();
    index.record_visit(
        HISTORY,
        "https://example.com/cafe",
        "Le Café de Flore",
        1.0 * DAY,
        30.0,
    );
    index.record_visit(
        HISTORY,
        "https://github.com/pulls",
        "Pull requests",
        99.0 * DAY,
        60.0,
    );
    index.record_visit(
        HISTORY,
        "https://news.ycombinator.com/",
        "Hacker News",
        99.0 * DAY,
        10.0,
    );
    index.upsert(
        NOTE,
        "note:example.com",
        "example.com",
        "https://example.com",
        "Remember the croissants",
        0.0,
    );
    index
}

#[test]
fn accents_fold_both_ways() {
    let mut index = sample();
    assert_eq!(keys(&mut index, "cafe"), ["https://example.com/cafe"]);
    assert_eq!(keys(&mut index, "CAFÉ"), ["https://example.com/cafe"]);
}

#[test]
fn words_match_in_any_order_and_fuzzily() {
    let mut index = sample();
    assert_eq!(
        keys(&mut index, "pulls github"),
        ["https://github.com/pulls"]
    );
    assert_eq!(
        keys(&mut index, "hckrnws"),
        ["https://news.ycombinator.com/"]
    );
    assert_eq!(keys(&mut index, "croissants"), ["note:example.com"]);
    assert!(keys(&mut index, "zzz").is_empty());
}

#[test]
fn odd_input_is_just_text() {
    let mut index = sample();
    index.upsert(
        NOTE,
        "n:rtl",
        "שלום עולם",
        "",
        "مرحبا 😀 a.*b ' OR 1=1; --",
        0.0,
    );
    assert_eq!(keys(&mut index, "עולם"), ["n:rtl"]);
    assert_eq!(keys(&mut index, "😀"), ["n:rtl"]);
    assert_eq!(keys(&mut index, "a.*b"), ["n:rtl"]);
    assert_eq!(keys(&mut index, "' OR 1=1; --"), ["n:rtl"]);
    assert!(keys(&mut index, &"x".repeat(1000)).is_empty());
    assert!(keys(&mut index, "[(\\").is_empty());
}

#[test]
fn frecency_ranks_often_recent_and_long_visits_first() {
    let mut index = SearchIndex::new();
    index.record_visit(HISTORY, "https://a.test/docs", "Docs", 1.0 * DAY, 1.0);
    for _ in 0..20 {
        index.record_visit(HISTORY, "https://b.test/docs", "Docs", 99.0 * DAY, 120.0);
    }
    assert_eq!(
        keys(&mut index, "docs"),
        ["https://b.test/docs", "https://a.test/docs"]
    );
    let hits = index.query("docs", ALL, 100.0 * DAY, "a.test", 10);
    assert!(hits[1].score > index.clone().query("docs", ALL, 100.0 * DAY, "", 10)[1].score);
}

#[test]
fn kinds_narrow_and_empty_query_lists_by_frecency() {
    let mut index = sample();
    let notes = index.query("", 1 << NOTE, 0.0, "", 10);
    assert_eq!(notes.len(), 1);
    assert_eq!(index.kind(notes[0].row as usize), NOTE);
    assert_eq!(index.query("example", 1 << HISTORY, 0.0, "", 10).len(), 1);
}

#[test]
fn highlights_are_utf16_offsets_per_field() {
    let mut index = sample();
    let hit = index.query("flore", ALL, 0.0, "", 1).remove(0);
    let [title, url, detail] = index.highlights(&hit);
    assert_eq!(title, [11, 12, 13, 14, 15]);
    assert!(url.is_empty() && detail.is_empty());
    index.upsert(NOTE, "n:accent", "Ünï Café", "", "", 0.0);
    let hit = index.query("cafe", 1 << NOTE, 0.0, "", 1).remove(0);
    assert_eq!(index.highlights(&hit)[0], [4, 5, 6, 7]);
    index.upsert(NOTE, "n:emoji", "😀 ab", "", "", 0.0);
    let hit = index.query("ab", 1 << NOTE, 0.0, "", 1).remove(0);
    assert_eq!(index.highlights(&hit)[0], [3, 4]);
}

#[test]
fn visits_accumulate_on_one_row_and_titles_follow() {
    let mut index = SearchIndex::new();
    index.record_visit(HISTORY, "https://x.test/", "Old", 1.0, 1.0);
    index.record_visit(HISTORY, "https://x.test/", "New title", 5.0, 1.0);
    index.record_visit(HISTORY, "https://x.test/", "", 3.0, 1.0);
    assert_eq!(index.len(), 1);
    assert!(keys(&mut index, "old").is_empty());
    let hits = index.query("new", ALL, 0.0, "", 5);
    assert_eq!(index.visits(hits[0].row as usize), (3, 5.0));
}

#[test]
fn removal_keeps_the_index_exact_and_the_cache_fresh() {
    let mut index = sample();
    assert_eq!(keys(&mut index, "e").len(), 4);
    assert!(index.remove("https://example.com/cafe"));
    assert!(!index.remove("https://example.com/cafe"));
    assert_eq!(
        keys(&mut index, "ex").len(),
        1,
        "the cached matches of \"e\" must not hold the removed row"
    );
    assert_eq!(index.remove_kind(HISTORY), 2);
    assert_eq!(index.len(), 1);
    index.record_visit(HISTORY, "https://late.test/", "Late", 50.0 * DAY, 0.0);
    index.record_visit(HISTORY, "https://early.test/", "Early", 5.0 * DAY, 0.0);
    assert_eq!(
        index.remove_visited_between(1 << HISTORY, 40.0 * DAY, 60.0 * DAY),
        1
    );
    assert_eq!(keys(&mut index, "early"), ["https://early.test/"]);
    assert!(!keys(&mut index, "late").contains(&"https://late.test/".to_owned()));
}

#[test]
fn compaction_drops_dead_rows_and_keeps_counts() {
    let mut index = SearchIndex::new();
    let big = "word ".repeat(300_000);
    for i in 0..4 {
        index.upsert(NOTE, &format!("n:{i}"), "Big", "", &big, 0.0);
    }
    index.record_visit(HISTORY, "https://kept.test/", "Kept", 9.0, 2.0);
    for i in 0..3 {
        index.remove(&format!("n:{i}"));
    }
    assert!(
        index.buf.len() < 2 * big.len(),
        "compacted: {}",
        index.buf.len()
    );
    assert_eq!(index.len(), 2);
    let hits = index.query("kept", ALL, 0.0, "", 5);
    assert_eq!(index.visits(hits[0].row as usize), (1, 9.0));
    assert_eq!(keys(&mut index, "big"), ["n:3"]);
}

#[test]
fn bytes_round_trip_and_garbage_is_refused_with_a_sentence() {
    let mut index = sample();
    let mut back = SearchIndex::from_bytes(&index.to_bytes()).unwrap();
    assert_eq!(keys(&mut back, "cafe"), keys(&mut index, "cafe"));
    assert_eq!(back.len(), index.len());
    back.record_visit(HISTORY, "https://example.com/cafe", "", 2.0 * DAY, 0.0);
    assert_eq!(
        back.len(),
        index.len(),
        "the key map is rebuilt on the first write"
    );
    let bytes = index.to_bytes();
    let err = SearchIndex::from_bytes(&bytes[..bytes.len() - 3]).unwrap_err();
    assert!(err.0.contains("ends early"), "{}", err.0);
    assert!(SearchIndex::from_bytes(b"nope")
        .unwrap_err()
        .0
        .contains("ISX6"));
}

#[test]
fn the_frecency_order_is_saved_and_a_wrong_one_is_refused() {
    let mut index = sample();
    let bytes = index.to_bytes();
    let back = SearchIndex::from_bytes(&bytes).unwrap();
    let order = back
        .by_base
        .as_ref()
        .expect("read back, not sorted at the first query");
    assert_eq!(order.rows, index.base_order());
    assert!(order
        .rows
        .iter()
        .enumerate()
        .all(|(i, &r)| order.rank[r as usize] == i as u32));
    // The order is the last `live` u32s: swapping the best and the worst breaks it.
    let mut wrong = bytes.clone();
    let at = wrong.len() - 4 * index.len();
    let (first, last) = (at, wrong.len() - 4);
    for i in 0..4 {
        wrong.swap(first + i, last + i);
    }
    let err = SearchIndex::from_bytes(&wrong).unwrap_err();
    assert!(err.0.contains("frecency order"), "{}", err.0);
    let mut twice = bytes.clone();
    twice.copy_within(at..at + 4, at + 4);
    assert!(SearchIndex::from_bytes(&twice).is_err());
    assert_eq!(
        keys(&mut SearchIndex::from_bytes(&bytes).unwrap(), "e"),
        keys(&mut index, "e")
    );
}

/// The bar frame's own index (extension/search-index/frame-search.ts): every kind is "big", so only the
/// most frecent rows of all kinds are kept, and a query ranks them as the whole index does.
#[test]
fn a_head_of_every_kind_keeps_the_most_frecent_rows_of_all_kinds() {
    let mut index = SearchIndex::new();
    let now = 1000.0 * DAY;
    // Page i: one visit i days ago (frecency falls with i).
    for i in 0..50 {
        index.record_visit(
            HISTORY,
            &format!("https://p{i}.example/"),
            &format!("page {i}"),
            now - i as f64 * DAY,
            5.0,
        );
    }
    index.upsert(
        2,
        "tab:1:1",
        "An open tab page",
        "https://tab.example/",
        "",
        30.0,
    );
    index.upsert(NOTE, "note:a", "a", "", "a page of notes", 0.0);
    let mut head = SearchIndex::from_bytes(&index.head(ALL, 10, 64, now).to_bytes()).unwrap();
    let mut kept: Vec<String> = (0..head.len()).map(|r| head.key(r).to_owned()).collect();
    kept.sort();
    let mut want: Vec<String> = (0..9).map(|i| format!("https://p{i}.example/")).collect();
    want.push("tab:1:1".to_owned());
    want.sort();
    assert_eq!(
        kept, want,
        "the tab and the nine most recent pages; not the note nor older pages"
    );
    let top = |ix: &mut SearchIndex| -> Vec<String> {
        let hits = ix.query("page", ALL, now, "", 5);
        hits.iter()
            .map(|h| ix.key(h.row as usize).to_owned())
            .collect()
    };
    let whole = top(&mut index);
    assert_eq!(whole[0], "tab:1:1");
    assert_eq!(top(&mut head), whole);
}

#[test]
fn the_head_keeps_every_small_row_and_the_most_frecent_visits_with_short_details() {
    let mut index = SearchIndex::new();
    let now = 1000.0 * DAY;
    for i in 0..200 {
        // Page i: visited i times, the last time i days ago at most.
        for v in 0..=i % 7 {
            index.record_visit(
                HISTORY,
                &format!("https://p{i}.example/"),
                &format!("page {i}"),
                now - (v * 10 + i) as f64 * DAY,
                5.0,
            );
        }
    }
    let long = format!("{}needle", "é".repeat(500));
    index.upsert(NOTE, "note:a", "a", "", &long, 1.0);
    index.upsert(2, "tab:1:1", "An open tab", "https://tab.example/", "", 3.0);
    index.remove("https://p3.example/");
    let head = index.head(1 << HISTORY, 20, 64, now);
    assert_eq!(head.len(), 22);
    // The 20 pages kept are the 20 with the highest frecency now.
    let mut frecent: Vec<(f32, String)> = (0..index.kind.len())
        .filter(|&r| index.kind[r] == HISTORY)
        .map(|r| (index.frecency(r, now, ""), index.key(r).to_owned()))
        .collect();
    frecent.sort_by(|a, b| b.0.total_cmp(&a.0));
    let mut kept: Vec<String> = (0..head.kind.len())
        .filter(|&r| head.kind[r] == HISTORY)
        .map(|r| head.key(r).to_owned())
        .collect();
    let mut want: Vec<String> = frecent[..20].iter().map(|f| f.1.clone()).collect();
    kept.sort();
    want.sort();
    assert_eq!(kept, want);
    assert!(
        !kept.contains(&"https://p3.example/".to_owned()),
        "a removed row stays out"
    );
    // Same counts, so the same rank; the note cut on a character boundary (é is two bytes).
    let mut head = SearchIndex::from_bytes(&head.to_bytes()).unwrap();
    let top: Vec<String> = index
        .query("page", 1 << HISTORY, now, "", 5)
        .iter()
        .map(|h| index.key(h.row as usize).to_owned())
        .collect();
    let head_top: Vec<String> = head
        .query("page", 1 << HISTORY, now, "", 5)
        .iter()
        .map(|h| head.key(h.row as usize).to_owned())
        .collect();
    assert_eq!(head_top, top);
    let note = (0..head.kind.len())
        .find(|&r| head.kind[r] == NOTE)
        .unwrap();
    assert_eq!(head.detail(note), "é".repeat(32));
    assert_eq!(
        keys(&mut head, "tab").first().map(String::as_str),
        Some("tab:1:1")
    );
    assert!(
        keys(&mut head, "needle").is_empty(),
        "the cut part is found in the whole index only"
    );
}

#[test]
fn refining_a_query_gives_what_a_fresh_query_gives() {
    let mut index = SearchIndex::new();
    for i in 0..2000 {
        index.record_visit(
            HISTORY,
            &format!("https://s{i}.test/p{}", i % 37),
            &format!("Page {i} about rust"),
            i as f64,
            0.0,
        );
    }
    let typed: Vec<Vec<String>> = ["r", "ru", "rus", "rust", "rust 1", "rust 12"]
        .iter()
        .map(|q| keys(&mut index, q))
        .collect();
    let mut fresh = index.clone();
    fresh.cache = None;
    assert_eq!(typed[5], keys(&mut fresh, "rust 12"));
}

#[test]
fn one_megabyte_note_matches_its_end() {
    let mut index = SearchIndex::new();
    let mut text = "lorem ipsum ".repeat(90_000);
    text.push_str("needle");
    index.upsert(NOTE, "n:big", "Big note", "", &text, 0.0);
    assert_eq!(keys(&mut index, "needle"), ["n:big"]);
}

#[test]
fn skipping_rows_that_cannot_win_never_changes_the_top() {
    let mut index = SearchIndex::new();
    let words = ["apple", "recipe", "a.b", "git-hub", "Strudel", "café"];
    for i in 0..3000usize {
        let title = format!("{} {} {}", words[i % 6], words[(i / 6) % 6], i);
        for _ in 0..(i % 7) {
            index.record_visit(
                HISTORY,
                &format!("https://s{}.test/{}", i % 50, i),
                &title,
                (i % 97) as f64 * DAY,
                5.0,
            );
        }
        index.record_visit(
            HISTORY,
            &format!("https://s{}.test/{}", i % 50, i),
            &title,
            1.0,
            0.0,
        );
    }
    for q in ["a", "ap", "apple r", "a.b", "git-h", "str cafe", "e"] {
        let mut fresh = index.clone();
        fresh.cache = None;
        let all: Vec<u32> = fresh
            .query(q, ALL, 100.0 * DAY, "", 100_000)
            .iter()
            .take(5)
            .map(|h| h.row)
            .collect();
        fresh.cache = None;
        let top: Vec<u32> = fresh
            .query(q, ALL, 100.0 * DAY, "", 5)
            .iter()
            .map(|h| h.row)
            .collect();
        assert_eq!(top, all, "{q}");
    }
}

/// The top `limit` rows by brute force: every row scored, the way a full scan ranks them.
fn brute_force_top(index: &SearchIndex, q: &str, now: f64, site: &str, limit: usize) -> Vec<u32> {
    let words = QueryWords::new(q);
    let mut all: Vec<(f32, u32)> = (0..index.kind.len())
        .filter(|&r| index.kind[r] != DEAD)
        .filter_map(|r| {
            let s = words.score(index.match_hay(r), None)?;
            Some((s + index.frecency(r, now, site), r as u32))
        })
        .collect();
    all.sort_by(|a, b| b.0.total_cmp(&a.0).then(a.1.cmp(&b.1)));
    all.into_iter().take(limit).map(|(_, r)| r).collect()
}

#[test]
fn walking_rows_by_frecency_gives_the_full_scans_top() {
    let mut index = SearchIndex::new();
    let mut seed: u32 = 12345;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed
    };
    let words = [
        "apple", "recipe", "GitHub", "strudel", "café", "notes", "zebra",
    ];
    for i in 0..5000u32 {
        let (a, b) = (next() as usize % 7, next() as usize % 7);
        let url = format!("https://s{}.test/{}/{i}", next() % 40, words[a]);
        let title = format!("{} {} {i}", words[b], words[a]);
        for _ in 0..(next() % 50).pow(2) / 100 + 1 {
            index.record_visit(
                HISTORY,
                &url,
                &title,
                (next() % 400) as f64 * DAY,
                (next() % 90) as f32,
            );
        }
    }
    for i in 0..300u32 {
        index.upsert(
            NOTE,
            &format!("note:{i}"),
            &format!("note {i}"),
            "",
            words[i as usize % 7],
            1.0,
        );
    }
    // One keystroke at a time, so refinements and walks that stopped early are both exercised.
    for (typed, site) in [
        ("apple rec", ""),
        ("github", "s3.test"),
        ("é", ""),
        ("zebra n", "s7.test"),
        ("notes 1", ""),
        ("apple app a", ""),
        ("apple re", ""),
        ("github pulls", "s5.test"),
        ("strudel café apple", ""),
        ("ppl rcp", ""),
        ("test/ap", ""),
    ] {
        for n in 1..=typed.chars().count() {
            let q: String = typed.chars().take(n).collect();
            let now = 400.0 * DAY;
            let want = brute_force_top(&index, &q, now, site, 5);
            let got: Vec<u32> = index
                .query(&q, ALL, now, site, 5)
                .iter()
                .map(|h| h.row)
                .collect();
            assert_eq!(got, want, "{q}");
        }
    }
    index.query("a", ALL, 400.0 * DAY, "", 5);
    let resume = index.cache.as_ref().and_then(|c| c.resume);
    assert!(
        resume.map_or(false, |at| at < index.len()),
        "a one-letter query settles its top among the frecent rows: {resume:?}"
    );
    // A write in between reorders: the order is rebuilt, so the new favourite comes first.
    for _ in 0..500 {
        index.record_visit(HISTORY, "https://fav.test/", "Favourite", 400.0 * DAY, 60.0);
    }
    let first = index.query("f", ALL, 400.0 * DAY, "", 5)[0].row as usize;
    assert_eq!(index.key(first), "https://fav.test/");
    assert_eq!(index.query("fa", ALL, 400.0 * DAY, "", 5).len(), 5);
}

#[test]
fn other_scripts_have_mask_bits_of_their_own() {
    let dash_row = matcher::char_mask("apple — page 7 ’");
    for q in ["😀🎉", "مرحبا", "שלום", "a(b|c)["] {
        let m = matcher::char_mask(q);
        assert_ne!(
            dash_row & m,
            m,
            "{q} must not pass a row holding only a dash and a quote"
        );
    }
    let mut index = sample();
    index.upsert(NOTE, "n:emoji", "party 🎉", "", "", 0.0);
    assert_eq!(keys(&mut index, "🎉"), ["n:emoji"]);
}

#[test]
fn the_bigram_prefilter_keeps_the_full_scans_top_when_runs_are_broken() {
    // Rows hold the query's words whole, broken in one place (the least a broken run can lose) or
    // scattered, with frecency from none to much: the prefilter's lower ceiling for broken runs must
    // never drop a row the full scan ranks in the top.
    let mut index = SearchIndex::new();
    let mut seed: u32 = 777;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed
    };
    let parts = [
        "apple",
        "appl e",
        "a/pple",
        "ap.ple",
        "xapple",
        "recipe",
        "r e",
        "re",
        "pulls",
        "pull-s",
        "p u l l s",
        "github",
        "git hub",
        "gith_ub",
        "zz",
    ];
    for i in 0..4000u32 {
        let title: Vec<&str> = (0..3)
            .map(|_| parts[next() as usize % parts.len()])
            .collect();
        let url = format!(
            "https://h{}.test/{}/{i}",
            next() % 9,
            parts[next() as usize % parts.len()]
        );
        for _ in 0..(next() % 30).pow(2) / 60 + 1 {
            index.record_visit(
                HISTORY,
                &url,
                &title.join(" "),
                (next() % 300) as f64 * DAY,
                (next() % 600) as f32,
            );
        }
    }
    for (q, site) in [
        ("apple re", ""),
        ("apple", "h3.test"),
        ("github pulls", ""),
        ("pulls apple recipe", "h1.test"),
        ("appl", ""),
    ] {
        for limit in [5, 50] {
            let now = 300.0 * DAY;
            let want = brute_force_top(&index, q, now, site, limit);
            let got: Vec<u32> = index
                .query(q, ALL, now, site, limit)
                .iter()
                .map(|h| h.row)
                .collect();
            assert_eq!(got, want, "{q} (top {limit})");
        }
    }
}

#[test]
fn a_limit_past_the_rows_returns_them_all_without_reserving_it() {
    let mut index = sample();
    for limit in [usize::MAX, u32::MAX as usize, 1 << 40] {
        let hits = index.query("e", ALL, 100.0 * DAY, "", limit);
        assert_eq!(hits.len(), 4, "limit {limit}");
        assert!(index.query("", ALL, 100.0 * DAY, "", limit).len() == 4);
        assert!(index.query("cafe flore", ALL, 100.0 * DAY, "", limit).len() == 1);
    }
}

#[test]
fn a_query_past_64_characters_is_ranked_by_them_and_still_needs_the_rest() {
    let mut index = SearchIndex::new();
    let head =
        "the quick brown fox jumps over the lazy dog and keeps on running far across the fields";
    let scored = head.chars().filter(|c| !c.is_whitespace()).count();
    assert!(scored > matcher::MAX_QUERY_CHARS, "{scored}");
    let tail = " into the distant hills before nightfall";
    index.upsert(NOTE, "n:both", "Both", "", &format!("{head}{tail}"), 0.0);
    // As long as the whole query, holding its first 64 characters but not the rest.
    index.upsert(
        NOTE,
        "n:head",
        "Head only",
        "",
        &format!("{head}{}", " zz".repeat(30)),
        0.0,
    );
    let long = format!("{head}{tail}");
    assert!(long.chars().count() > matcher::MAX_QUERY_CHARS);
    assert_eq!(keys(&mut index, &long), ["n:both"]);
    // Typing it out keystroke by keystroke (the refinement caches) agrees with a fresh query.
    let typed: Vec<Vec<String>> = (1..=long.len())
        .map(|n| keys(&mut index, &long[..n]))
        .collect();
    let mut at_head = typed[head.len() - 1].clone();
    at_head.sort();
    assert_eq!(at_head, ["n:both", "n:head"]);
    assert_eq!(typed[long.len() - 1], ["n:both"]);
    // A pasted paragraph of 1,000 characters finds what holds it, and nothing that does not.
    let paragraph = "lorem ipsum dolor sit amet ".repeat(40);
    index.upsert(NOTE, "n:para", "Paragraph", "", &paragraph, 0.0);
    assert_eq!(keys(&mut index, &paragraph[..1000]), ["n:para"]);
    assert!(keys(&mut index, &format!("{} zebra", &paragraph[..1000])).is_empty());
}

#[test]
fn odd_input_in_other_scripts_accents_and_symbols_finds_its_rows_only() {
    let mut index = sample();
    index.upsert(
        NOTE,
        "n:ar",
        "مرحبا بالعالم",
        "https://ar.example/",
        "",
        0.0,
    );
    index.upsert(NOTE, "n:he", "שלום עולם", "https://he.example/", "", 0.0);
    index.upsert(NOTE, "n:emoji", "Party 🎉 time 👩‍👩‍👧", "", "", 0.0);
    index.upsert(
        NOTE,
        "n:sql",
        "Robert'); DROP TABLE students;--",
        "",
        "",
        0.0,
    );
    index.upsert(NOTE, "n:regex", "Regex ^a.*(b|c)[d]$ \\w+", "", "", 0.0);
    index.upsert(NOTE, "n:accent", "Crème brûlée à Ærø", "", "", 0.0);
    assert_eq!(keys(&mut index, "بالعالم"), ["n:ar"]);
    assert_eq!(keys(&mut index, "עולם"), ["n:he"]);
    assert_eq!(keys(&mut index, "👩‍👩‍👧"), ["n:emoji"]);
    assert_eq!(keys(&mut index, "🎉 party"), ["n:emoji"]);
    assert_eq!(keys(&mut index, "drop table students"), ["n:sql"]);
    assert_eq!(keys(&mut index, "'); DROP"), ["n:sql"]);
    assert_eq!(keys(&mut index, "^a.*(b|c)[d]$"), ["n:regex"]);
    assert_eq!(keys(&mut index, "\\w+"), ["n:regex"]);
    assert_eq!(keys(&mut index, "creme brulee"), ["n:accent"]);
    assert_eq!(keys(&mut index, "CRÈME BRÛLÉE"), ["n:accent"]);
    for q in ["%", "_%' OR ''='", ".*?", "(((", "\u{202e}", "\u{0}"] {
        assert!(keys(&mut index, q).is_empty(), "{q:?} must find nothing");
    }
    let hits = index.query("brulee", ALL, 100.0 * DAY, "", 10);
    let [title, _, _] = index.highlights(&hits[0]);
    assert_eq!(
        title,
        [6, 7, 8, 9, 10, 11],
        "the accented letters are the ones marked"
    );
}

#[test]
fn every_keystroke_gives_the_full_scans_top_past_the_frecency_walk() {
    // More rows than the frecency walk takes before it turns to storage order, rare and common words,
    // and queries typed letter by letter (each refining the last): every answer is the full scan's.
    let mut index = SearchIndex::new();
    let mut seed: u32 = 4242;
    let mut next = move || {
        seed ^= seed << 13;
        seed ^= seed >> 17;
        seed ^= seed << 5;
        seed
    };
    let words = [
        "apple", "recipe", "github", "pulls", "notes", "focus", "kitchen", "zebra",
    ];
    for i in 0..(SEQUENTIAL_AFTER as u32 * 3) {
        let rare = if i % 997 == 0 { "quokka" } else { "" };
        let title = format!(
            "{} {} {rare} {}",
            words[next() as usize % words.len()],
            words[next() as usize % words.len()],
            i
        );
        let url = format!(
            "https://h{}.test/{}/{i}",
            next() % 50,
            words[next() as usize % 8]
        );
        for _ in 0..(next() % 20).pow(2) / 40 + 1 {
            index.record_visit(
                HISTORY,
                &url,
                &title,
                (next() % 300) as f64 * DAY,
                (next() % 300) as f32,
            );
        }
    }
    let now = 300.0 * DAY;
    for q in [
        "apple recipe",
        "quokka apple",
        "github pulls 1",
        "zebra zz",
        "xyzzy",
    ] {
        for n in 1..=q.len() {
            let prefix = &q[..n];
            let got: Vec<u32> = index
                .query(prefix, ALL, now, "", 10)
                .iter()
                .map(|h| h.row)
                .collect();
            assert_eq!(
                got,
                brute_force_top(&index, prefix, now, "", 10),
                "{prefix}"
            );
        }
    }
}

#[test]
fn a_kind_is_updated_in_place() {
    let mut index = SearchIndex::new();
    let notes = |n: usize, changed: &str| -> Vec<(String, String)> {
        (0..n)
            .map(|i| {
                let text = if i == 1 {
                    changed.to_owned()
                } else {
                    format!("note number {i} about gardening")
                };
                (format!("note:site{i}.org"), text)
            })
            .collect()
    };
    // (rows written, rows removed)
    let sync = |index: &mut SearchIndex, rows: &[(String, String)]| {
        let written = rows
            .iter()
            .filter(|(key, text)| index.upsert(NOTE, key, &key[5..], "", text, 1.0))
            .count();
        let removed = index.retain_keys(1 << NOTE, rows.iter().map(|(k, _)| k.as_str()));
        (written, removed)
    };
    assert_eq!(sync(&mut index, &notes(3, "strudel recipe")), (3, 0));
    index.record_visit(HISTORY, "https://example.com/", "Example", DAY, 5.0);
    let (buf, generation) = (index.buf.len(), index.generation);
    // The same rows again: nothing is written, nothing removed, the caches hold.
    assert_eq!(sync(&mut index, &notes(3, "strudel recipe")), (0, 0));
    assert_eq!((index.buf.len(), index.generation), (buf, generation));
    assert_eq!(index.len(), 4);
    // Note 1 changed and note 2 deleted: only note 1 is written, note 2's row is gone, the visit stays.
    let mut next = notes(2, "goulash recipe");
    next.truncate(2);
    assert_eq!(sync(&mut index, &next), (1, 1));
    assert_eq!(index.len(), 3);
    let note1 = index.find("note:site1.org").expect("kept");
    assert_eq!(
        index.start[note1] as usize, buf,
        "the changed row was rewritten, alone"
    );
    assert_eq!(keys(&mut index, "goulash"), vec!["note:site1.org"]);
    assert!(keys(&mut index, "strudel").is_empty());
    assert!(index.find("note:site2.org").is_none());
    assert!(keys(&mut index, "number 2").is_empty());
    assert_eq!(keys(&mut index, "example"), vec!["https://example.com/"]);
}
