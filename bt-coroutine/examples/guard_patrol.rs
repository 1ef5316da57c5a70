//! A guard's patrol as one coroutine leaf: walk to A, wait 2 s, walk to B.
//! A reactive sequence checks for an intruder on every tick and, when one
//! shows up halfway, halts the patrol (the coroutine is dropped where it
//! stands and its cleanup stops the guard); the reactive fallback raises
//! the alarm. When the intruder is gone the alarm is halted and the patrol
//! starts again from the top.
//!
//! ```text
//! reactive_fallback<reactive_sequence<no_intruder, patrol>, raise_alarm>
//! ```
//!
//! The clock is the context's simulated time, 0.5 s per tick.
//! Run with `cargo run -p bt-coroutine --example guard_patrol`.

use std::time::Duration;

use bt::clock::ManualClock;
use bt::{Clock, Status, bt};
use bt_coroutine::{Co, coroutine};

struct Guard {
    x: i32,
    intruder: bool,
    clock: ManualClock,
    log: Vec<String>,
}

impl Clock for Guard {
    fn now(&self) -> Duration {
        self.clock.now()
    }
}

/// One step towards `target` per tick, until there.
async fn walk_to(co: &Co<Guard>, name: &str, target: i32) {
    co.with(|g| g.log.push(format!("walk to {name}")));
    while co.with(|g| g.x) != target {
        co.with(|g| {
            g.x += (target - g.x).signum();
            g.log.push(format!("x={}", g.x));
        });
        co.yield_now().await;
    }
    co.with(|g| g.log.push(format!("at {name}")));
}

fn no_intruder(g: &mut Guard) -> bool {
    !g.intruder
}

fn raise_alarm(g: &mut Guard) -> Status {
    g.log.push("ALARM".to_owned());
    Status::Running
}

fn main() {
    let patrol = coroutine(|co: Co<Guard>| async move {
        walk_to(&co, "A", 3).await;
        co.with(|g| g.log.push("wait 2 s".to_owned()));
        co.sleep(Duration::from_secs(2)).await;
        walk_to(&co, "B", 0).await;
        Status::Success
    })
    .on_halt(|g: &mut Guard| g.log.push("patrol halted: stop walking".to_owned()));

    let mut tree = bt!(Guard => reactive_fallback<reactive_sequence<no_intruder, "patrol": { patrol }>, raise_alarm>);
    let mut guard = Guard {
        x: 0,
        intruder: false,
        clock: ManualClock::default(),
        log: Vec::new(),
    };
    for tick in 1..=20 {
        // An intruder from tick 6 to tick 7: the guard is waiting at A.
        guard.intruder = (6..=7).contains(&tick);
        let status = tree.tick(&mut guard);
        println!(
            "tick {tick:>2} t={:>4.1}s intruder={:<5} {:<8} {}",
            guard.clock.now().as_secs_f32(),
            guard.intruder,
            status.to_string(),
            guard.log.join(", ")
        );
        guard.log.clear();
        if status == Status::Success {
            break;
        }
        guard.clock.advance(Duration::from_millis(500));
    }
}
