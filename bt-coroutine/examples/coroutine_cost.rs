//! The cost of a coroutine leaf against the same action as a
//! `StatefulAction`, for `scripts/coroutine-cost.sh` (callgrind): an action
//! that counts ten ticks and then succeeds, as the root of a `bt!` tree,
//! ticked `frames` times behind the never-inlined `measured_tick`.
//!
//! `coroutine_cost <stateful|coroutine> <frames>` prints the count reached.

use bt::{Node, Stateful, StatefulAction, Status, bt};
use bt_coroutine::{Co, coroutine};

/// The context: the count and the number of completed actions.
#[derive(Default)]
struct Counter {
    n: u64,
    done: u64,
}

/// Counts ten ticks (the state machine a `StatefulAction` needs).
struct CountTen {
    left: u8,
}

impl StatefulAction<Counter> for CountTen {
    fn on_start(&mut self, c: &mut Counter) -> Status {
        self.left = 10;
        self.on_running(c)
    }

    fn on_running(&mut self, c: &mut Counter) -> Status {
        c.n += 1;
        self.left -= 1;
        if self.left == 0 {
            c.done += 1;
            Status::Success
        } else {
            Status::Running
        }
    }

    fn on_halted(&mut self, _: &mut Counter) {}
}

/// One tick, behind a call that is never inlined: callgrind counts this
/// function, inclusive.
#[inline(never)]
fn measured_tick<N: Node<Counter>>(tree: &mut N, c: &mut Counter) -> Status {
    tree.tick(c)
}

fn run<N: Node<Counter>>(mut tree: N, frames: u64) -> Counter {
    let mut c = Counter::default();
    for _ in 0..frames {
        std::hint::black_box(measured_tick(&mut tree, &mut c));
    }
    c
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let frames: u64 = args.get(2).and_then(|f| f.parse().ok()).unwrap_or(100_000);
    let c = match args.get(1).map(String::as_str) {
        Some("stateful") => run(
            bt!(Counter => { Stateful::new(CountTen { left: 0 }) }),
            frames,
        ),
        Some("coroutine") => run(
            bt!(Counter => {
                coroutine(|co: Co<Counter>| async move {
                    for _ in 0..9 {
                        co.with(|c| c.n += 1);
                        co.yield_now().await;
                    }
                    co.with(|c| {
                        c.n += 1;
                        c.done += 1;
                    });
                    Status::Success
                })
            }),
            frames,
        ),
        _ => {
            eprintln!("usage: coroutine_cost <stateful|coroutine> [frames]");
            std::process::exit(2);
        }
    };
    println!("n={} done={}", c.n, c.done);
}
