//! The cost of a coroutine leaf against the same action as a
//! `StatefulAction`, for `scripts/coroutine-cost.sh` (callgrind), on the
//! kind of action a coroutine is for: a guard's patrol, walk to x = 5 one
//! step per tick, wait 2 s on the context's clock (0.25 s per frame), walk
//! back to 0, succeed (17 ticks a run). The root of a `bt!` tree, ticked
//! `frames` times behind the never-inlined `measured_tick`.
//!
//! A binary of its own, apart from `coroutine_cost`'s counting action: with
//! two coroutine types in one program the optimizer inlines and allocates
//! registers differently for each, and the counting action's figures would
//! no longer be the ones measured before.
//!
//! `coroutine_cost_patrol <stateful|coroutine> <frames>` prints the
//! context's counters.

use core::time::Duration;

use bt::{Clock, Node, Stateful, StatefulAction, Status, bt};
use bt_coroutine::{Co, coroutine};

/// The context: the steps taken, the patrols completed, the guard's
/// position and the simulated time.
#[derive(Default)]
struct Guard {
    steps: u64,
    done: u64,
    x: i32,
    time: Duration,
}

impl Clock for Guard {
    fn now(&self) -> Duration {
        self.time
    }
}

/// Where the patrol turns back, and how long the guard waits there.
const POST: i32 = 5;
const WAIT: Duration = Duration::from_secs(2);
/// The time a frame advances the clock.
const FRAME: Duration = Duration::from_millis(250);

/// One step of the guard towards `target`; `true` when there.
fn step_to(g: &mut Guard, target: i32) -> bool {
    g.x += (target - g.x).signum();
    g.steps += 1;
    g.x == target
}

/// The patrol's state machine, as a `StatefulAction` needs it written.
enum Patrol {
    Out,
    Wait { until: Duration },
    Back,
}

impl StatefulAction<Guard> for Patrol {
    fn on_start(&mut self, g: &mut Guard) -> Status {
        *self = Patrol::Out;
        self.on_running(g)
    }

    // In line, as the coroutine's body is in its tick (on_start calls it
    // too, so the optimizer would not take it in line on its own).
    #[allow(clippy::inline_always)] // a measured choice, as in the workspace
    #[inline(always)]
    fn on_running(&mut self, g: &mut Guard) -> Status {
        match *self {
            Patrol::Out => {
                if step_to(g, POST) {
                    *self = Patrol::Wait {
                        until: g.now() + WAIT,
                    };
                }
                return Status::Running;
            }
            Patrol::Wait { until } => {
                if g.now() < until {
                    return Status::Running;
                }
                // The wait is over: the walk back starts in this tick.
                *self = Patrol::Back;
            }
            Patrol::Back => {}
        }
        if step_to(g, 0) {
            g.done += 1;
            Status::Success
        } else {
            Status::Running
        }
    }

    fn on_halted(&mut self, _: &mut Guard) {}
}

/// One tick, behind a call that is never inlined: callgrind counts this
/// function, inclusive.
#[inline(never)]
fn measured_tick<N: Node<Guard>>(tree: &mut N, g: &mut Guard) -> Status {
    tree.tick(g)
}

fn run<N: Node<Guard>>(mut tree: N, frames: u64) -> Guard {
    let mut g = Guard::default();
    for _ in 0..frames {
        std::hint::black_box(measured_tick(&mut tree, &mut g));
        g.time += FRAME;
    }
    g
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let frames: u64 = args.get(2).and_then(|f| f.parse().ok()).unwrap_or(100_000);
    let g = match args.get(1).map(String::as_str) {
        Some("stateful") => run(bt!(Guard => { Stateful::new(Patrol::Out) }), frames),
        Some("coroutine") => run(
            bt!(Guard => {
                coroutine(|co: Co<Guard>| async move {
                    while !co.with(|g| step_to(g, POST)) {
                        co.yield_now().await;
                    }
                    // The wait starts in the tick that arrives, as the
                    // state machine's deadline does.
                    co.sleep(WAIT).await;
                    while !co.with(|g| step_to(g, 0)) {
                        co.yield_now().await;
                    }
                    co.with(|g| g.done += 1);
                    Status::Success
                })
            }),
            frames,
        ),
        _ => {
            eprintln!("usage: coroutine_cost_patrol <stateful|coroutine> [frames]");
            std::process::exit(2);
        }
    };
    println!("steps={} done={} x={}", g.steps, g.done, g.x);
}
