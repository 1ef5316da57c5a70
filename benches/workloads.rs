//! Criterion benchmarks of the workloads in BENCHMARKS.md: W1 sniper, W2
//! wide (N = 10, 100, 1000), W3 deep (D = 10, 50), W4 crowd (100,000
//! agents, one thread and a 2-thread rayon pool), W5 mixed and W7 script
//! (N = 20, 100, 1000), each as a `bt!` tree, hand-written code, a
//! `Box<dyn Node>` tree and bonsai-bt (W5 and W7 have no bonsai-bt version;
//! W7 has two more, `bt-array` and `dyn-fns`).
//!
//! Before any timing, every implementation of a workload must produce the
//! same digest (statuses of every frame plus every context field).
//!
//! ```text
//! cargo bench --bench workloads                                  # everything
//! cargo bench --bench workloads -- w1/                           # one workload
//! cargo bench --bench workloads -- --measurement-time 2 --warm-up-time 1
//! ```

#[path = "workloads/mod.rs"]
mod workloads;

use std::hint::black_box;

use criterion::{BenchmarkId, Criterion, Throughput, criterion_group, criterion_main};
use workloads::{IMPLS, W7_VARIANTS, sniper};

/// Frames per criterion iteration (the reported time is for this many
/// frames; divide by it for the time per tick).
const FRAMES: [(&str, usize); 10] = [
    ("w1", 1000),
    ("w2-10", 1000),
    ("w2-100", 100),
    ("w2-1000", 100),
    ("w3-10", 1000),
    ("w3-50", 1000),
    ("w5", 1000),
    ("w7-20", 1000),
    ("w7-100", 1000),
    ("w7-1000", 1000),
];

/// Agents in W4.
const AGENTS: usize = 100_000;

/// Frames compared before timing.
const CHECK_FRAMES: usize = 2000;

/// The implementations of `workload` (W5 and W7 have no bonsai-bt version,
/// W7 two more).
fn impls(workload: &str) -> impl Iterator<Item = &'static str> + '_ {
    IMPLS
        .into_iter()
        .chain(W7_VARIANTS)
        .filter(move |i| workloads::instance(workload, i).is_some())
}

fn check_digests(workload: &str) {
    let expected = workloads::digest(workload, "hand", CHECK_FRAMES);
    for implementation in impls(workload) {
        assert_eq!(
            workloads::digest(workload, implementation, CHECK_FRAMES),
            expected,
            "{workload}: {implementation} computes something else than hand-written code"
        );
    }
}

fn ticks(c: &mut Criterion) {
    for (workload, frames) in FRAMES {
        check_digests(workload);
        let mut group = c.benchmark_group(workload);
        group.throughput(Throughput::Elements(frames as u64));
        for implementation in impls(workload) {
            let mut inst = workloads::instance(workload, implementation).expect("known workload");
            let mut out = Vec::with_capacity(frames);
            group.bench_function(BenchmarkId::from_parameter(implementation), |b| {
                b.iter(|| {
                    out.clear();
                    inst.run(frames, &mut out);
                    black_box(&out);
                });
            });
        }
        group.finish();
    }
}

fn crowd(c: &mut Criterion) {
    let small = 1000;
    let expected = sniper::crowd_digest("hand", small, 50, false);
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(2)
        .build()
        .expect("a 2-thread pool");
    for implementation in IMPLS {
        assert_eq!(
            sniper::crowd_digest(implementation, small, 50, false),
            expected
        );
        assert_eq!(
            pool.install(|| sniper::crowd_digest(implementation, small, 50, true)),
            expected
        );
    }
    let mut group = c.benchmark_group("w4");
    group.throughput(Throughput::Elements(AGENTS as u64));
    group.sample_size(20);
    for implementation in IMPLS {
        let mut crowd =
            sniper::crowd_instance(implementation, AGENTS).expect("known implementation");
        let mut statuses = vec![0; AGENTS];
        group.bench_function(BenchmarkId::new(implementation, "1-thread"), |b| {
            b.iter(|| {
                crowd.frame(&mut statuses);
                black_box(&statuses);
            });
        });
        group.bench_function(BenchmarkId::new(implementation, "2-threads"), |b| {
            b.iter(|| {
                pool.install(|| crowd.frame_par(&mut statuses));
                black_box(&statuses);
            });
        });
    }
    group.finish();
}

criterion_group!(benches, ticks, crowd);
criterion_main!(benches);
