//! Runs one workload of BENCHMARKS.md with one implementation, for
//! `scripts/instructions.sh` (callgrind).
//!
//! ```text
//! cargo run --release --example bench_runner -- <workload> <impl> [frames] [resumes]
//! ```
//!
//! `<workload>`: `w1`, `w2-10`, `w2-100`, `w2-1000`, `w3-10`, `w3-50`, `w3-300`, `w4`,
//! `w5` (`bt`, `hand`, `dyn`), `w6-force`, `w6-retry`, `w6-parallel`,
//! `w6-timeout`, `w6-status` (`bt`, `hand`), `w7-20`, `w7-100`, `w7-1000`
//! (`bt`, `hand`, `dyn`, `bt-array`, `dyn-fns`);
//! `<impl>`: `bt`, `hand`, `dyn`, `bonsai`, and W7's `bt-array`, `dyn-fns`. W1 to W3 run `frames` frames with
//! the tick inlined (`run_frames`), then as many again with every tick
//! through the never-inlined `measured_tick`, whose inclusive instruction
//! count divided by `frames` is the cost of one tick. With `resumes` (W3),
//! only the ticks that resume the running leaf go through `measured_tick`.
//! W4 runs `frames`
//! frames of 100,000 agents through the never-inlined `crowd_frame`.
//! The program prints the digest of what it computed.

#[path = "../benches/workloads/mod.rs"]
mod workloads;

use std::process::ExitCode;

use workloads::{Digest, sniper};

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let (Some(workload), Some(implementation)) = (args.first(), args.get(1)) else {
        eprintln!(
            "usage: bench_runner <w1|w2-10|w2-100|w2-1000|w3-10|w3-50|w3-300|w4|w5|w6-KIND|w7-20|w7-100|w7-1000> <bt|hand|dyn|bonsai|bt-array|dyn-fns> [frames] [resumes]"
        );
        return ExitCode::FAILURE;
    };
    let frames: usize = match args.get(2).map(|f| f.parse()) {
        None => 10_000,
        Some(Ok(f)) => f,
        Some(Err(e)) => {
            eprintln!("frames: {e}");
            return ExitCode::FAILURE;
        }
    };

    let mut digest = Digest::default();
    if workload == "w4" {
        let agents = 100_000;
        let Some(mut crowd) = sniper::crowd_instance(implementation, agents) else {
            eprintln!("unknown implementation {implementation}");
            return ExitCode::FAILURE;
        };
        let mut statuses = vec![0; agents];
        for _ in 0..frames {
            crowd.frame(&mut statuses);
            digest.bytes(&statuses);
        }
        crowd.fields(&mut digest);
        println!(
            "{workload} {implementation} agents={agents} frames={frames} digest={:016x}",
            digest.0
        );
        return ExitCode::SUCCESS;
    }

    let Some(mut inst) = workloads::instance(workload, implementation) else {
        eprintln!("unknown workload or implementation: {workload} {implementation}");
        return ExitCode::FAILURE;
    };
    let mut out = Vec::with_capacity(2 * frames);
    inst.run(frames, &mut out);
    inst.run_measured(
        frames,
        &mut out,
        args.get(3).is_some_and(|a| a == "resumes"),
    );
    digest.bytes(&out);
    inst.fields(&mut digest);
    println!(
        "{workload} {implementation} frames={frames} digest={:016x}",
        digest.0
    );
    ExitCode::SUCCESS
}
