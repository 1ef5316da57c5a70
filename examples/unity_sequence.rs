//! A Unity-style sequence, case by case: all children succeed; the first
//! fails; a middle one fails; a running child resumes across three ticks.
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
        println!("   tick {}: sequence -> {status}", i + 1);
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
