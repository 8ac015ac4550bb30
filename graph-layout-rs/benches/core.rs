//! Native core at 1k / 10k / 100k / 1M synthetic visits (sessions + links + layout + buckets).
//! Criterion ids are `core/<visits>`; `npm run bench:layout` reads their medians for the
//! native/WASM ratio.

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

criterion_group!(benches, core);
criterion_main!(benches);
