//! The C# coroutine design's own example tree, in `bt`:
//!
//! ```text
//! Sequence[Repeat(WriteLine("repeat"), 3), WriteLineRange(10, 5), WriteLine("done")]
//! ```
//!
//! `WriteLineRange` is a coroutine leaf: a `for` loop that prints a value
//! and yields, once per tick, as C#'s `for (..) { Console.WriteLine(i);
//! yield return null; }` does. Each tick of the tree is one frame.
//!
//! Where the timing differs from C#'s: bt follows BehaviorTree.CPP, whose
//! `Sequence` goes on to the next child in the same tick when a child
//! succeeds (C#'s sequence pauses a frame between every pair of children),
//! and whose `Repeat` gives control back after each cycle that finished
//! within a tick (so "repeat" is printed once per tick, as in C#, but the
//! third one is followed at once by the range's first value).
//!
//! Run with `cargo run -p bt-coroutine --example csharp_sequence`.

use bt::{Status, bt};
use bt_coroutine::{Co, coroutine};

/// One line of output per call, as C#'s `WriteLine` node.
fn write_line(text: &'static str) -> impl FnMut(&mut Vec<String>) -> Status {
    move |out: &mut Vec<String>| {
        out.push(text.to_owned());
        Status::Success
    }
}

/// `count` values from `start`, one per tick: C#'s `WriteLineRange`.
fn write_line_range(start: u32, count: u32) -> impl bt::Node<Vec<String>> {
    coroutine(move |co: Co<Vec<String>>| async move {
        for i in start..start + count {
            co.with(|out| out.push(i.to_string()));
            co.yield_now().await; // C#: yield return null
        }
        Status::Success
    })
}

fn main() {
    let mut tree = bt!(sequence<
        repeat(3)<write_line("repeat")>,
        write_line_range(10, 5),
        write_line("done"),
    >);
    let mut out = Vec::new();
    for tick in 1.. {
        let status = tree.tick(&mut out);
        println!("tick {tick}: {:<24} -> {status}", out.join(" "));
        out.clear();
        if status != Status::Running {
            break;
        }
    }
    // C# prints the same lines in the same order; it takes one more frame
    // between each pair of the sequence's children.
}
