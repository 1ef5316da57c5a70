//! A Unity-style sequence, case by case: all children succeed; the first
//! fails; a middle one fails; a running child resumes across three ticks.
//! Then the two nodes most often confused when coming from C# libraries:
//! `sequence_with_memory` after a failure (it resumes at the failed child;
//! a plain `sequence` starts over), and `parallel` (BehaviorTree.CPP's: fails
//! as soon as one child fails, halting the others) beside `parallel_all`
//! (runs every child to the end, then fails if any failed, like C#'s
//! `ParallelAll`).
//!
//! The leaves are the scripted leaves of `bt::testing`: each returns a given
//! list of statuses, one per tick, and records what happened in a trace.
//! Run with `cargo run --example unity_sequence`.

use bt::testing::{Event, Trace};
use bt::{Status, bt};

use Status::{Failure, Running, Success};

fn show(title: &str, trace: &Trace, ticks: &[Status]) {
    println!("-- {title}");
    for (i, status) in ticks.iter().enumerate() {
        println!("   tick {}: tree -> {status}", i + 1);
    }
    let events: Vec<String> = trace
        .take()
        .into_iter()
        .map(|event| match event {
            Event::Tick(name, status) => format!("{name}={status}"),
            Event::Halt(name) => format!("halt {name}"),
        })
        .collect();
    println!("   children ticked: {}", events.join(" "));
}

fn main() {
    let trace = Trace::new();

    let mut all_succeed = bt!(sequence<(trace.leaf("open_door", [Success])), (trace.leaf("walk_in", [Success])), (trace.leaf("close_door", [Success]))>);
    let status = all_succeed.tick(&mut ());
    show(
        "all children succeed: the sequence succeeds in one tick",
        &trace,
        &[status],
    );

    let mut first_fails = bt!(sequence<(trace.leaf("open_door", [Failure])), (trace.leaf("walk_in", [Success])), (trace.leaf("close_door", [Success]))>);
    let status = first_fails.tick(&mut ());
    show(
        "the first child fails: nothing after it runs",
        &trace,
        &[status],
    );

    let mut middle_fails = bt!(sequence<(trace.leaf("open_door", [Success])), (trace.leaf("walk_in", [Failure])), (trace.leaf("close_door", [Success]))>);
    let status = middle_fails.tick(&mut ());
    show(
        "a middle child fails: the sequence fails, the last child never runs",
        &trace,
        &[status],
    );

    let mut resumes = bt!(sequence<
        (trace.leaf("open_door", [Success])),
        (trace.leaf("walk_in", [Running, Running, Success])),
        (trace.leaf("close_door", [Success])),
    >);
    let statuses = [
        resumes.tick(&mut ()),
        resumes.tick(&mut ()),
        resumes.tick(&mut ()),
    ];
    show(
        "a running child resumes across three ticks: open_door is not re-run",
        &trace,
        &statuses,
    );

    memory_after_failure(&trace);
    parallel_beside_parallel_all(&trace);

    println!("-- an empty sequence");
    println!(
        "   In Unity-style libraries an empty sequence succeeds vacuously. Here `bt!(sequence<>)`"
    );
    println!(
        "   is a compile error (\"`sequence` needs at least one child\"): an empty composite is"
    );
    println!(
        "   almost always a mistake, and BehaviorTree.CPP rejects it too. When success is what you"
    );
    println!("   mean, say so with the leaf `success`:");
    let mut vacuous = bt!(success);
    println!("   bt!(success).tick() -> {}", vacuous.tick(&mut ()));
}

/// `sequence` and `sequence_with_memory` after a failure.
fn memory_after_failure(trace: &Trace) {
    // A failure in the middle, then a second tick: the plain sequence
    // starts over at `open_door`, `sequence_with_memory` resumes at the
    // child that failed and does not re-run the ones before it.
    let mut plain = bt!(sequence<
        (trace.leaf("open_door", [Success])),
        (trace.leaf("walk_in", [Failure, Success])),
        (trace.leaf("close_door", [Success])),
    >);
    let statuses = [plain.tick(&mut ()), plain.tick(&mut ())];
    show(
        "sequence, a middle child fails, then succeeds: the retry starts over at open_door",
        trace,
        &statuses,
    );
    let mut memory = bt!(sequence_with_memory<
        (trace.leaf("open_door", [Success])),
        (trace.leaf("walk_in", [Failure, Success])),
        (trace.leaf("close_door", [Success])),
    >);
    let statuses = [
        memory.tick(&mut ()),
        memory.tick(&mut ()),
        memory.tick(&mut ()),
        memory.tick(&mut ()),
    ];
    show(
        "sequence_with_memory, same children: the retry resumes at walk_in (open_door is not \
         re-run); it gives control back after each child that finishes, as BehaviorTree.CPP's does",
        trace,
        &statuses,
    );
}

/// BehaviorTree.CPP's `parallel` beside `parallel_all`.
fn parallel_beside_parallel_all(trace: &Trace) {
    // One child fails on its second tick while another still runs.
    let mut parallel = bt!(parallel<
        (trace.leaf("walk", [Running, Running, Running, Success])),
        (trace.leaf("scan", [Running, Failure])),
    >);
    let statuses = [parallel.tick(&mut ()), parallel.tick(&mut ())];
    show(
        "parallel (BehaviorTree.CPP's default): fails as soon as one child fails, halting walk",
        trace,
        &statuses,
    );
    let mut parallel_all = bt!(parallel_all<
        (trace.leaf("walk", [Running, Running, Running, Success])),
        (trace.leaf("scan", [Running, Failure])),
    >);
    let statuses = [
        parallel_all.tick(&mut ()),
        parallel_all.tick(&mut ()),
        parallel_all.tick(&mut ()),
        parallel_all.tick(&mut ()),
    ];
    show(
        "parallel_all (C#'s ParallelAll): walk runs to its end, then the node fails because scan \
         failed",
        trace,
        &statuses,
    );
}
