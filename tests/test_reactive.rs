//! Reactive scenarios on trees built with the runtime API:
//! `ReactiveSequence` and `ReactiveFallback`, over tuples,
//! `Vec<Box<dyn Node>>` and groups of more than 16 children.

mod common;

use bt::children::{Children, Group};
use bt::control::{
    AsyncSequence, ReactiveFallback, ReactiveSequence, Sequence, SequenceWithMemory,
};
use bt::testing::{Event, Script, Trace};
use bt::{Condition, Node, Status, Tree};
use common::tables::reactive as table;
use common::tables::sequence as shared;
use common::{Ctx, F, R, S};

/// A child that is always skipped. Fifteen of them pad a [`Group`] past 16
/// children without changing what the scripted children see: reactive
/// nodes step over skipped children (G6).
#[derive(Clone, Copy, Debug)]
struct Pad;

impl Node<Ctx> for Pad {
    fn tick(&mut self, _: &mut Ctx) -> Status {
        Status::Skipped
    }
}

const P: Pad = Pad;

/// The 18 children `a, 15 pads, b, c` as a group: `b` and `c` sit at flat
/// positions 16 and 17, in the group's second member.
fn padded([a, b, c]: [Script; 3]) -> impl Children<Ctx> {
    Group(((a, P, P, P, P, P, P, P, P, P, P, P, P, P, P, P), (b, c)))
}

fn boxed<const K: usize>(scripts: [Script; K]) -> Vec<Box<dyn Node<Ctx>>> {
    scripts
        .into_iter()
        .map(|s| Box::new(s) as Box<dyn Node<Ctx>>)
        .collect()
}

// --- rules shared with the sequence family ----------------------------------

#[test]
fn no_children_is_skipped_for_runtime_built_composites() {
    // BT.CPP's XML loader rejects them; built in code they return SKIPPED (G8)
    shared::no_children_is_skipped(|[]| ReactiveSequence::new(()));
    shared::no_children_is_skipped(|[]| ReactiveFallback::new(()));
    shared::no_children_is_skipped(|[]| ReactiveSequence::new(boxed([])));
    shared::no_children_is_skipped(|[]| ReactiveFallback::new(boxed([])));
}

#[test]
fn all_children_skipped_is_skipped() {
    shared::all_children_skipped_is_skipped(|[a, b, c]| ReactiveSequence::new((a, b, c)));
    shared::all_children_skipped_is_skipped(|[a, b, c]| ReactiveFallback::new((a, b, c)));
}

#[test]
fn reactive_skips_counted_per_tick() {
    table::reactive_skips_counted_per_tick(|[a, b, c]| ReactiveSequence::new((a, b, c)));
    table::reactive_skips_counted_per_tick(|[a, b, c]| ReactiveFallback::new((a, b, c)));
    table::reactive_skips_counted_per_tick(|abc| ReactiveSequence::new(padded(abc)));
}

#[test]
fn reactive_sequence_steps_over_skipped_children() {
    // the same events as a plain Sequence: nothing runs, so nothing differs
    shared::sequence_steps_over_skipped_children(|[a, b, c]| ReactiveSequence::new((a, b, c)));
}

#[test]
fn reactive_fallback_steps_over_skipped_children() {
    shared::fallback_steps_over_skipped_children(|[a, b, c]| ReactiveFallback::new((a, b, c)));
}

// --- ReactiveSequence ---------------------------------------------------------

#[test]
fn reactive_sequence_rechecks_from_first_child() {
    table::reactive_sequence_rechecks_from_first_child(|[a, b, c]| {
        ReactiveSequence::new((a, b, c))
    });
    table::reactive_sequence_rechecks_from_first_child(|abc| ReactiveSequence::new(boxed(abc)));
    table::reactive_sequence_rechecks_from_first_child(|abc| ReactiveSequence::new(padded(abc)));
}

#[test]
fn reactive_sequence_earlier_failure_halts_running_child() {
    table::reactive_sequence_earlier_failure_halts_running_child(|[a, b, c]| {
        ReactiveSequence::new((a, b, c))
    });
    table::reactive_sequence_earlier_failure_halts_running_child(|abc| {
        ReactiveSequence::new(boxed(abc))
    });
    // C runs at flat position 17 of a group and is halted there
    table::reactive_sequence_earlier_failure_halts_running_child(|abc| {
        ReactiveSequence::new(padded(abc))
    });
}

#[test]
fn reactive_sequence_earlier_running_halts_later_running_child() {
    table::reactive_sequence_earlier_running_halts_later_running_child(|[a, b, c]| {
        ReactiveSequence::new((a, b, c))
    });
    table::reactive_sequence_earlier_running_halts_later_running_child(|abc| {
        ReactiveSequence::new(padded(abc))
    });
}

#[test]
fn reactive_sequence_halt_halts_running_child() {
    table::reactive_sequence_halt_halts_running_child(|[a, b]| ReactiveSequence::new((a, b)));
    table::reactive_sequence_halt_halts_running_child(|[a, b]| {
        Tree::new(ReactiveSequence::new((a, b)))
    });
}

#[test]
fn reactive_halt_reaches_running_leaf_at_depth() {
    table::reactive_halt_reaches_running_leaf_at_depth(|[a, b, c, d]| {
        ReactiveSequence::new((a, ReactiveFallback::new((b, Sequence::new((c, d))))))
    });
    table::reactive_halt_reaches_running_leaf_at_depth(|[a, b, c, d]| {
        let inner: Vec<Box<dyn Node<Ctx>>> = vec![Box::new(c), Box::new(d)];
        let middle: Vec<Box<dyn Node<Ctx>>> = vec![Box::new(b), Box::new(Sequence::new(inner))];
        ReactiveSequence::new(vec![
            Box::new(a) as Box<dyn Node<Ctx>>,
            Box::new(ReactiveFallback::new(middle)),
        ])
    });
}

// --- ReactiveFallback -----------------------------------------------------------

#[test]
fn reactive_fallback_rechecks_from_first_child() {
    table::reactive_fallback_rechecks_from_first_child(|[a, b, c]| {
        ReactiveFallback::new((a, b, c))
    });
    table::reactive_fallback_rechecks_from_first_child(|abc| ReactiveFallback::new(boxed(abc)));
}

#[test]
fn reactive_fallback_earlier_success_halts_running_child() {
    table::reactive_fallback_earlier_success_halts_running_child(|[a, b, c]| {
        ReactiveFallback::new((a, b, c))
    });
    table::reactive_fallback_earlier_success_halts_running_child(|abc| {
        ReactiveFallback::new(boxed(abc))
    });
    table::reactive_fallback_earlier_success_halts_running_child(|abc| {
        ReactiveFallback::new(padded(abc))
    });
}

#[test]
fn reactive_fallback_earlier_running_halts_later_running_child() {
    table::reactive_fallback_earlier_running_halts_later_running_child(|[a, b, c]| {
        ReactiveFallback::new((a, b, c))
    });
}

#[test]
fn reactive_fallback_fails_when_every_child_fails() {
    table::reactive_fallback_fails_when_every_child_fails(|[a, b, c]| {
        ReactiveFallback::new((a, b, c))
    });
    table::reactive_fallback_fails_when_every_child_fails(|abc| ReactiveFallback::new(padded(abc)));
}

#[test]
fn reactive_fallback_halt_halts_running_child() {
    table::reactive_fallback_halt_halts_running_child(|[a, b]| ReactiveFallback::new((a, b)));
    table::reactive_fallback_halt_halts_running_child(|ab| ReactiveFallback::new(boxed(ab)));
}

// --- reactive parents over yielding children --------------------------------------

#[test]
fn reactive_sequence_rechecks_between_yield_steps() {
    table::reactive_sequence_rechecks_between_yield_steps(|[c, a, b]| {
        ReactiveSequence::new((c, AsyncSequence::new((a, b))))
    });
}

#[test]
fn reactive_sequence_halt_keeps_sequence_with_memory_index() {
    table::reactive_sequence_halt_keeps_sequence_with_memory_index(|[c, a, b]| {
        ReactiveSequence::new((c, SequenceWithMemory::new((a, b))))
    });
}

// --- conditions before one action ---------------------------------------------------

/// A condition (`FnMut(&mut Ctx) -> bool`, so its node says it never runs)
/// that plays `script` one value per tick, repeating the last, and records
/// its ticks in `trace` like a scripted leaf.
fn condition(
    trace: &Trace,
    name: &'static str,
    script: &'static [bool],
) -> impl FnMut(&mut Ctx) -> bool + use<> {
    let trace = trace.clone();
    let mut next = 0;
    move |_: &mut Ctx| {
        let value = script[next.min(script.len() - 1)];
        next += 1;
        let status = if value { S } else { F };
        trace.push(Event::Tick(name, status));
        value
    }
}

/// With conditions around one child that may run, the reactive nodes know
/// which child was running from whether one was: these steps check that
/// they still halt it when an earlier condition decides, keep it running
/// tick after tick, forget it when it finishes, and halt it when halted.
#[test]
fn reactive_nodes_with_one_child_that_may_run() {
    use common::{check, h, halt, t, tick};

    // sequence<c1, c2, act>: act is the only child that may run
    let steps = [
        tick(R, [t("c1", S), t("c2", S), t("act", R)]),
        tick(R, [t("c1", S), t("c2", S), t("act", R)]),
        tick(F, [t("c1", S), t("c2", F), h("act")]),
        tick(R, [t("c1", S), t("c2", S), t("act", R)]),
        tick(F, [t("c1", F), h("act")]),
        tick(R, [t("c1", S), t("c2", S), t("act", R)]),
        tick(S, [t("c1", S), t("c2", S), t("act", S)]),
        tick(F, [t("c1", F)]),
        tick(R, [t("c1", S), t("c2", S), t("act", R)]),
        halt([h("act")]),
        tick(S, [t("c1", S), t("c2", S), t("act", S)]),
    ];
    let c1 = &[true, true, true, true, false, true, true, false, true, true];
    let c2 = &[true, true, false, true, true, true, true, true];
    let act = &[R, R, R, R, S, R, S];
    let trace = Trace::new();
    let mut tree = ReactiveSequence::new((
        Condition(condition(&trace, "c1", c1)),
        Condition(condition(&trace, "c2", c2)),
        trace.leaf("act", act.iter().copied()),
    ));
    check("reactive sequence, runtime API", &mut tree, &trace, &steps);
    let trace = Trace::new();
    let (c1, c2, act) = (
        condition(&trace, "c1", c1),
        condition(&trace, "c2", c2),
        trace.leaf("act", act.iter().copied()),
    );
    let mut tree = bt::bt!(Ctx => reactive_sequence<(c1), (c2), (act)>);
    check("reactive sequence, bt!", &mut tree, &trace, &steps);

    // fallback<c1, act, c2>: the one that may run sits between conditions
    let steps = [
        tick(R, [t("c1", F), t("act", R)]),
        tick(R, [t("c1", F), t("act", R)]),
        tick(S, [t("c1", S), h("act")]),
        tick(R, [t("c1", F), t("act", R)]),
        tick(S, [t("c1", F), t("act", F), t("c2", S)]),
        tick(S, [t("c1", S)]),
        tick(R, [t("c1", F), t("act", R)]),
        halt([h("act")]),
        tick(F, [t("c1", F), t("act", F), t("c2", F)]),
    ];
    let c1 = &[false, false, true, false, false, true, false, false];
    let c2 = &[true, false];
    let act = &[R, R, R, F, R, F];
    let trace = Trace::new();
    let mut tree = ReactiveFallback::new((
        Condition(condition(&trace, "c1", c1)),
        trace.leaf("act", act.iter().copied()),
        Condition(condition(&trace, "c2", c2)),
    ));
    check("reactive fallback, runtime API", &mut tree, &trace, &steps);
    let trace = Trace::new();
    let (c1, act, c2) = (
        condition(&trace, "c1", c1),
        trace.leaf("act", act.iter().copied()),
        condition(&trace, "c2", c2),
    );
    let mut tree = bt::bt!(Ctx => reactive_fallback<(c1), (act), (c2)>);
    check("reactive fallback, bt!", &mut tree, &trace, &steps);
}

/// A child that failed is not running: when an earlier condition decides
/// on a later tick, the reactive node halts nothing, and an observer hears
/// of no halt.
#[test]
fn reactive_nodes_forget_a_child_that_failed() {
    use bt::observe::{Record, TraceRecorder};
    use std::cell::Cell;

    let ok = Cell::new(true);
    let mut act = [R, F].into_iter().cycle();
    let mut tree = bt::bt!(reactive_sequence<
        (|(): &mut ()| ok.get()),
        (|(): &mut ()| act.next().unwrap_or(F)),
    >);
    let mut trace = TraceRecorder::new();
    assert_eq!(tree.tick_with(&mut (), &mut trace), R);
    assert_eq!(tree.tick_with(&mut (), &mut trace), F);
    trace.take();
    ok.set(false);
    assert_eq!(tree.tick_with(&mut (), &mut trace), F);
    assert_eq!(
        trace.take(),
        [Record::Tick(1, F), Record::Tick(0, F)],
        "no halt of the action that failed"
    );
    // and one that runs is halted
    ok.set(true);
    assert_eq!(tree.tick_with(&mut (), &mut trace), R);
    trace.take();
    ok.set(false);
    assert_eq!(tree.tick_with(&mut (), &mut trace), F);
    assert_eq!(
        trace.take(),
        [Record::Tick(1, F), Record::Halt(2), Record::Tick(0, F)]
    );
}

/// The same with two children that may run, where an optimized build tells
/// the usual tick apart where a child decides (the one running runs on): a
/// running child that finishes is forgotten too (here it succeeds, in a
/// reactive fallback; the sequence's code is the same with the results
/// swapped).
#[test]
fn reactive_nodes_with_two_actions_forget_a_child_that_finished() {
    use bt::observe::{Record, TraceRecorder};
    use std::cell::Cell;

    let mut trace = TraceRecorder::new();
    let done = Cell::new(false);
    let mut act = [R, S].into_iter().cycle();
    let mut tree = bt::bt!(reactive_fallback<
        (|(): &mut ()| done.get()),
        (|(): &mut ()| act.next().unwrap_or(S)),
        (|(): &mut ()| R),
    >);
    assert_eq!(tree.tick_with(&mut (), &mut trace), R);
    assert_eq!(tree.tick_with(&mut (), &mut trace), S);
    trace.take();
    done.set(true);
    assert_eq!(tree.tick_with(&mut (), &mut trace), S);
    assert_eq!(
        trace.take(),
        [Record::Tick(1, S), Record::Tick(0, S)],
        "no halt of the action that succeeded"
    );
    // and one that runs is halted
    done.set(false);
    assert_eq!(tree.tick_with(&mut (), &mut trace), R);
    trace.take();
    done.set(true);
    assert_eq!(tree.tick_with(&mut (), &mut trace), S);
    assert_eq!(
        trace.take(),
        [Record::Tick(1, S), Record::Halt(2), Record::Tick(0, S)]
    );
}
