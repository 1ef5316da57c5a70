//! Runs one golden scenario: ticks and halts a tree built with `bt!`, step by
//! step, and compares each step with the trace BehaviorTree.CPP 4.8.2
//! recorded for the same scenario (the root status, the leaves ticked with
//! what they returned and the leaves halted, in order, and how many times
//! each precondition was evaluated).
//!
//! Not generated: the scenario files next to this one are (see
//! `scripts/regen-golden.sh`).

use std::collections::HashMap;
use std::fmt::Write as _;

use bt::testing::{Event, Trace};
use bt::{Node, Status, Tree};

pub(crate) use Status::{Failure as F, Running as R, Skipped as K, Success as S};

/// The seed the golden scenarios were drawn with, by the conformance
/// generator (`tests/conformance/generate.rs`, differential mode).
use crate::SEED;

/// The context of the golden trees: the step being run (switch variables are
/// read by step) and the two traces, so that leaves written as closures
/// record their evaluations like the scripted leaves do.
pub(crate) struct Ctx {
    /// The index of the current step (0-based).
    pub(crate) step: usize,
    trace: Trace,
    guards: Trace,
    /// How many times each condition written as a closure was evaluated.
    evaluations: HashMap<&'static str, usize>,
    /// The same for the guards: their own count, since a leaf and a guard
    /// may share a name (leaf 58 is `G2`, as is the second guard).
    guard_evaluations: HashMap<&'static str, usize>,
}

impl Ctx {
    /// A scripted condition written as a closure: returns the next status of
    /// `script` (the last one repeats) as a `bool` and records the tick in
    /// the leaves' trace, as `Trace::leaf` does.
    pub(crate) fn condition(&mut self, name: &'static str, script: &[Status]) -> bool {
        let status = next(&mut self.evaluations, name, script);
        self.trace.push(Event::Tick(name, status));
        status == Status::Success
    }

    /// The condition of a precondition written as a closure: the next value
    /// of `script`, recorded in the guards' trace.
    pub(crate) fn guard(&mut self, name: &'static str, script: &[bool]) -> bool {
        let statuses: Vec<Status> = script.iter().map(|&b| Status::from_bool(b)).collect();
        let status = next(&mut self.guard_evaluations, name, &statuses);
        self.guards.push(Event::Tick(name, status));
        status == Status::Success
    }
}

fn next(
    evaluations: &mut HashMap<&'static str, usize>,
    name: &'static str,
    script: &[Status],
) -> Status {
    let i = evaluations.entry(name).or_default();
    let status = script[(*i).min(script.len() - 1)];
    *i += 1;
    status
}

/// One step and what BT.CPP did in it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Step {
    /// `None` for a halt of the tree, else the root status of the tick.
    status: Option<Status>,
    events: Vec<Event>,
    /// Evaluations of each precondition's condition (only the non-zero ones,
    /// by name).
    guards: Vec<(&'static str, usize)>,
}

impl Step {
    /// The preconditions evaluated during the step, and how many times.
    #[must_use]
    pub(crate) fn guards<const N: usize>(mut self, guards: [(&'static str, usize); N]) -> Self {
        self.guards = guards.to_vec();
        self.guards.sort_unstable();
        self
    }
}

/// A tick of the tree that returned `status` with these events.
pub(crate) fn tick<const N: usize>(status: Status, events: [Event; N]) -> Step {
    Step {
        status: Some(status),
        events: events.to_vec(),
        guards: Vec::new(),
    }
}

/// A halt of the tree with these events.
pub(crate) fn halt<const N: usize>(events: [Event; N]) -> Step {
    Step {
        status: None,
        events: events.to_vec(),
        guards: Vec::new(),
    }
}

/// Leaf `name` was ticked and returned `status`.
pub(crate) const fn t(name: &'static str, status: Status) -> Event {
    Event::Tick(name, status)
}

/// Leaf `name` was halted while running.
pub(crate) const fn h(name: &'static str) -> Event {
    Event::Halt(name)
}

/// The traces of one scenario: the leaves', and the preconditions'
/// conditions' (compared by count, as BT.CPP gives no order for them).
pub(crate) fn traces() -> (Trace, Trace) {
    (Trace::new(), Trace::new())
}

/// Runs `steps` on `tree` and panics, naming the scenario, at the first
/// step that differs from BT.CPP's trace.
pub(crate) fn run<N: Node<Ctx>>(
    index: u64,
    tree: &mut Tree<N, Ctx>,
    trace: &Trace,
    guards: &Trace,
    steps: &[Step],
) {
    let mut ctx = Ctx {
        step: 0,
        trace: trace.clone(),
        guards: guards.clone(),
        evaluations: HashMap::new(),
        guard_evaluations: HashMap::new(),
    };
    trace.take();
    guards.take();
    let mut done = Vec::new();
    for (i, expected) in steps.iter().enumerate() {
        ctx.step = i;
        let status = if expected.status.is_some() {
            Some(tree.tick(&mut ctx))
        } else {
            tree.halt(&mut ctx);
            None
        };
        let mut counts: Vec<(&'static str, usize)> = Vec::new();
        for event in guards.take() {
            if let Event::Tick(name, _) = event {
                match counts.iter_mut().find(|(n, _)| *n == name) {
                    Some((_, k)) => *k += 1,
                    None => counts.push((name, 1)),
                }
            }
        }
        counts.sort_unstable();
        let got = Step {
            status,
            events: trace.take(),
            guards: counts,
        };
        assert!(
            got == *expected,
            "{}",
            report(index, i, &done, expected, &got)
        );
        done.push(got);
    }
}

fn describe(step: &Step) -> String {
    let mut out = step
        .status
        .map_or_else(|| "halt".to_owned(), |s| format!("tick -> {s}"));
    let _ = write!(out, " {:?}", step.events);
    if !step.guards.is_empty() {
        let _ = write!(out, ", guard evaluations {:?}", step.guards);
    }
    out
}

fn report(index: u64, i: usize, done: &[Step], expected: &Step, got: &Step) -> String {
    let mut out = format!(
        "golden scenario golden_{index:04} (seed {SEED:#x}, index {index}) differs from BehaviorTree.CPP at step {} of its bt! tree:\n",
        i + 1
    );
    for (k, step) in done.iter().enumerate() {
        let _ = writeln!(out, "  step {} (same):   {}", k + 1, describe(step));
    }
    let _ = writeln!(out, "  step {} BT.CPP:   {}", i + 1, describe(expected));
    let _ = writeln!(out, "  step {} bt!:      {}", i + 1, describe(got));
    out.push_str(
        "The expected trace is BT.CPP's (recorded by scripts/regen-golden.sh); a difference is a bug of bt! or of bt, not of the golden file.",
    );
    out
}
