//! C#-coroutine-style behaviours (`yield return null` once per frame) as
//! tree nodes: each tick of the tree is one frame.
//!
//! - `repeat(3)<hello>`: a printing leaf three times, one per tick (Repeat
//!   gives control back between cycles that finish within a tick);
//! - `count_to(5)`: a multi-tick leaf printing one value per tick;
//! - `async_sequence`: one step per tick; `async_fallback`: one attempt per
//!   tick;
//! - `parallel` with "any" (`success_count = 1`) and "all" (the default)
//!   thresholds over two counters;
//! - a counter that fails halfway, beside another: the default `parallel`
//!   (BehaviorTree.CPP's) fails at once and halts the other, `parallel_all`
//!   (like C#'s `ParallelAll`) lets the other finish and then fails;
//! - `sequence_with_memory` whose second step fails once: the next run
//!   resumes at that step, where a plain `sequence` starts over.
//!
//! Run with `cargo run --example coroutines`.

use bt::{Node, Stateful, StatefulAction, Status, bt};

/// The frame counter, shared by every leaf.
struct Frame(u32);

fn hello(f: &mut Frame) -> Status {
    println!("   frame {}: hello", f.0);
    Status::Success
}

/// Prints `1..=n`, one value per tick; a halt stops it (and says so).
struct CountTo {
    name: &'static str,
    n: u32,
    next: u32,
}

impl StatefulAction<Frame> for CountTo {
    fn on_start(&mut self, f: &mut Frame) -> Status {
        self.next = 1;
        self.on_running(f)
    }

    fn on_running(&mut self, f: &mut Frame) -> Status {
        println!("   frame {}: {} {}", f.0, self.name, self.next);
        if self.next == self.n {
            return Status::Success;
        }
        self.next += 1;
        Status::Running
    }

    fn on_halted(&mut self, f: &mut Frame) {
        println!("   frame {}: {} halted at {}", f.0, self.name, self.next);
    }
}

/// A leaf built by a call: counts to `n`.
fn count_to(name: &'static str, n: u32) -> Stateful<CountTo> {
    Stateful::new(CountTo { name, n, next: 1 })
}

/// A leaf built by a call: counts to `n` but fails at `fail_at`.
fn count_and_fail(name: &'static str, n: u32, fail_at: u32) -> impl FnMut(&mut Frame) -> Status {
    let mut next = 1;
    move |f: &mut Frame| {
        if next == fail_at {
            println!("   frame {}: {name} fails at {next}", f.0);
            next = 1;
            return Status::Failure;
        }
        println!("   frame {}: {name} {next}", f.0);
        if next == n {
            next = 1;
            return Status::Success;
        }
        next += 1;
        Status::Running
    }
}

/// A leaf built by a call: prints its word and returns the statuses of
/// `script` in turn (the last one repeats).
fn script(word: &'static str, script: &'static [Status]) -> impl FnMut(&mut Frame) -> Status {
    let mut i = 0;
    move |f: &mut Frame| {
        let status = script[i.min(script.len() - 1)];
        i += 1;
        println!("   frame {}: {word} -> {status}", f.0);
        status
    }
}

/// A leaf built by a call: prints its word and returns `status`.
fn say(word: &'static str, status: Status) -> impl FnMut(&mut Frame) -> Status {
    move |f: &mut Frame| {
        println!("   frame {}: {word} -> {status}", f.0);
        status
    }
}

fn run(title: &str, tree: &mut impl Node<Frame>) {
    println!("-- {title}");
    let mut frame = Frame(1);
    loop {
        let status = tree.tick(&mut frame);
        println!("   frame {} ends: {status}", frame.0);
        if status != Status::Running || frame.0 == 12 {
            break;
        }
        frame.0 += 1;
    }
}

fn main() {
    run("repeat(3)<hello>", &mut bt!(repeat(3)<hello>));
    run("count_to(5)", &mut bt!(count_to("count", 5)));
    run(
        "async_sequence<say(a), say(b), say(c)>",
        &mut bt!(async_sequence<say("a", Status::Success), say("b", Status::Success), say("c", Status::Success)>),
    );
    run(
        "async_fallback<say(x fails), say(y fails), say(z)>",
        &mut bt!(async_fallback<say("x", Status::Failure), say("y", Status::Failure), say("z", Status::Success)>),
    );
    run(
        "parallel(success_count = 1): any child succeeding wins, the other is halted",
        &mut bt!(parallel(success_count = 1)<count_to("short", 2), count_to("long", 4)>),
    );
    run(
        "parallel: all children must succeed",
        &mut bt!(parallel<count_to("short", 2), count_to("long", 4)>),
    );
    run(
        "parallel (BehaviorTree.CPP's): a child fails, so the node fails at once and halts `long`",
        &mut bt!(parallel<count_and_fail("flaky", 4, 2), count_to("long", 4)>),
    );
    run(
        "parallel_all (C#'s ParallelAll): `long` runs to its end, then the node fails",
        &mut bt!(parallel_all<count_and_fail("flaky", 4, 2), count_to("long", 4)>),
    );
    // Run until the tree fails once, then run it again: with memory the
    // second run starts at the step that failed.
    let mut memory = bt!(sequence_with_memory<
        say("step 1", Status::Success),
        script("step 2", &[Status::Failure, Status::Success]),
        say("step 3", Status::Success),
    >);
    run("sequence_with_memory, step 2 fails once", &mut memory);
    run(
        "... run again: resumes at step 2, step 1 is not repeated",
        &mut memory,
    );
    let mut plain = bt!(sequence<
        say("step 1", Status::Success),
        script("step 2", &[Status::Failure, Status::Success]),
        say("step 3", Status::Success),
    >);
    run("sequence, step 2 fails once", &mut plain);
    run("... run again: starts over at step 1", &mut plain);
}
