//! Reactive scenarios on trees built with the runtime API:
//! `ReactiveSequence` and `ReactiveFallback`, over tuples,
//! `Vec<Box<dyn Node>>` and groups of more than 16 children.

mod common;

use bt::children::{Children, Group};
use bt::control::{
    AsyncSequence, ReactiveFallback, ReactiveSequence, Sequence, SequenceWithMemory,
};
use bt::testing::Script;
use bt::{Node, Status, Tree};
use common::Ctx;
use common::tables::reactive as table;
use common::tables::sequence as shared;

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
