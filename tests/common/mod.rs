//! Shared by the scenario tests: a tick-by-tick checker and the scenario
//! tables.
//!
//! A scenario table is a function in `tables/` that takes the *shape* of
//! the tree as a closure over scripted leaves, builds the tree, and checks
//! every step: the root status, the leaves ticked in order with their
//! results, the leaves halted in order. `tests/test_*.rs` run each table
//! with a tree built from the runtime API, and the macro tests run the same
//! tables with trees written through `bt!`.

#![allow(dead_code, unreachable_pub)] // each test crate uses part of the module

pub mod tables;

use std::fmt::Write as _;

use bt::clock::ManualClock;
use bt::testing::{Event, Script, Trace};
use bt::{Node, Status};

pub use Status::{Failure as F, Running as R, Skipped as K, Success as S};

/// The context of every scenario: a clock the steps move by hand.
pub type Ctx = ManualClock;

/// One step of a scenario: tick or halt the root, after moving the clock.
#[derive(Clone, Debug)]
pub struct Step {
    /// `None` for a halt, else the expected root status of the tick.
    pub expect: Option<Status>,
    /// The expected events of the step, in order.
    pub events: Vec<Event>,
    /// Milliseconds to advance the clock before the step.
    pub advance_ms: u64,
}

impl Step {
    /// Advances the clock by `ms` before this step.
    #[must_use]
    pub fn after_ms(mut self, ms: u64) -> Self {
        self.advance_ms = ms;
        self
    }
}

/// A tick that must return `status` with exactly these events.
pub fn tick(status: Status, events: impl Into<Vec<Event>>) -> Step {
    Step {
        expect: Some(status),
        events: events.into(),
        advance_ms: 0,
    }
}

/// A halt of the root that must produce exactly these events.
pub fn halt(events: impl Into<Vec<Event>>) -> Step {
    Step {
        expect: None,
        events: events.into(),
        advance_ms: 0,
    }
}

/// The event "leaf `name` was ticked and returned `status`".
pub const fn t(name: &'static str, status: Status) -> Event {
    Event::Tick(name, status)
}

/// The event "leaf `name` was halted while running".
pub const fn h(name: &'static str) -> Event {
    Event::Halt(name)
}

/// Scripted leaves named by `names`, with their scripts, writing to `trace`.
pub fn leaves<const K: usize>(
    trace: &Trace,
    scripts: [(&'static str, &[Status]); K],
) -> [Script; K] {
    scripts.map(|(name, script)| trace.leaf(name, script.iter().copied()))
}

/// Runs `steps` on `tree` and panics with a readable report at the first
/// step whose status or events differ.
pub fn check<N: Node<Ctx>>(name: &str, tree: &mut N, trace: &Trace, steps: &[Step]) {
    let mut clock = ManualClock::default();
    trace.take();
    for (i, step) in steps.iter().enumerate() {
        clock.advance_ms(step.advance_ms);
        let got = if step.expect.is_some() {
            Some(tree.tick(&mut clock))
        } else {
            tree.halt(&mut clock);
            None
        };
        let events = trace.take();
        if got != step.expect || events != step.events {
            let mut report = format!(
                "scenario `{name}`, step {} ({}):\n",
                i + 1,
                describe(step.expect)
            );
            let _ = writeln!(
                report,
                "  expected {}: {:?}",
                describe(step.expect),
                step.events
            );
            let _ = writeln!(report, "  got      {}: {:?}", describe(got), events);
            panic!("{report}");
        }
    }
}

fn describe(status: Option<Status>) -> String {
    status.map_or_else(|| "halt".to_owned(), |s| format!("tick -> {s}"))
}
