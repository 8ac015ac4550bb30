//! Native core at 1k / 10k / 100k / 1M synthetic visits (sessions + links + layout + buckets).
//! Criterion ids are `core/<visits>`; `npm run bench:layout` reads their medians for the
//! native/WASM ratio. `trail/100000` times the trail (issue 37) of 1,000 nodes spread over a 100k-visit day.

use criterion::{criterion_group, criterion_main, BenchmarkId, Criterion, Throughput};
use graph_layout::{compute, synthetic::synthetic_history, Options};
use std::time::Duration;

/// Seed shared with `benches/layout.ts`, so both benches time the same input.
const SEED: u64 = 42;

fn core(c: &mut Criterion) {
    let mut group = c.benchmark_group("core");
    for n in [1_000usize, 10_000, 100_000, 1_000_000] {
        let columns = synthetic_history(n, SEED);
        let visits = columns.visits();
        group.throughput(Throughput::Elements(n as u64));
        group.sample_size(if n >= 1_000_000 { 10 } else { 30 });
        group.measurement_time(Duration::from_secs(if n >= 1_000_000 { 8 } else { 3 }));
        group.bench_with_input(BenchmarkId::from_parameter(n), &visits, |b, v| {
            b.iter(|| compute(v, &Options::default()));
        });
    }
    group.finish();
}

/// Page keys as `syntheticVisits` (ts/synthetic-history.ts) makes its urls: a video page per visit, 97 searches,
/// 500 pages per other domain.
fn synthetic_pages(domains: &[u32]) -> Vec<u32> {
    (0..domains.len() as u32)
        .zip(domains)
        .map(|(row, &domain)| match domain {
            0 => row,
            1 => 2_000_000 + row % 97,
            d => 3_000_000 + d * 1_000 + row % 500,
        })
        .collect()
}

fn trail(c: &mut Criterion) {
    let n = 100_000;
    let columns = synthetic_history(n, SEED);
    let pages = synthetic_pages(&columns.domains);
    let g = compute(&columns.visits(), &Options::default());
    let nodes: Vec<u32> = (0..1_000).map(|i| (i * g.len() / 1_000) as u32).collect();
    let mut group = c.benchmark_group("trail");
    group.throughput(Throughput::Elements(nodes.len() as u64));
    group.bench_function(BenchmarkId::from_parameter(n), |b| {
        b.iter(|| {
            nodes
                .iter()
                .map(|&node| g.trail(node, &pages, 0).len())
                .sum::<usize>()
        });
    });
    group.finish();
}

criterion_group!(benches, core, trail);
criterion_main!(benches);
