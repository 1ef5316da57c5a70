//! C#-coroutine-style behaviours (`yield return null` once per frame) as
//! tree nodes: each tick of the tree is one frame.
//!
//! - `repeat(3)<hello>`: a printing leaf three times, one per tick (Repeat
//!   gives control back between cycles that finish within a tick);
//! - `count_to(5)`: a multi-tick leaf printing one value per tick;
//! - `async_sequence`: one step per tick; `async_fallback`: one attempt per
//!   tick;
//! - `parallel` with "any" (`success_count = 1`) and "all" (the default)
//!   thresholds over two counters.
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
}
