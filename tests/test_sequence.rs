//! Sequence-family scenarios on trees built with the runtime API:
//! `Sequence`, `SequenceWithMemory`, `AsyncSequence`, `Fallback`,
//! `AsyncFallback`, over tuples, arrays, `Vec<Box<dyn Node>>` and groups of
//! more than 16 children.

mod common;

use bt::children::{Children, Group};
use bt::control::{AsyncFallback, AsyncSequence, Fallback, Sequence, SequenceWithMemory};
use bt::testing::Script;
use bt::{Node, Status, Tree};
use common::Ctx;
use common::tables::sequence as table;

/// A child that is always skipped. Fifteen of them pad a [`Group`] past 16
/// children without changing what the scripted children see: skipped
/// children are stepped over (G6) and never yield (G5).
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

// --- rules shared by the family -------------------------------------------

#[test]
fn no_children_is_skipped_for_runtime_built_composites() {
    // BT.CPP rejects empty composites in XML; built in code they return
    // SKIPPED (G8). `()` and an empty `Vec` are the runtime-built forms.
    table::no_children_is_skipped(|[]| Sequence::new(()));
    table::no_children_is_skipped(|[]| SequenceWithMemory::new(()));
    table::no_children_is_skipped(|[]| AsyncSequence::new(()));
    table::no_children_is_skipped(|[]| Fallback::new(()));
    table::no_children_is_skipped(|[]| AsyncFallback::new(()));
    table::no_children_is_skipped(|[]| Sequence::new(boxed([])));
    table::no_children_is_skipped(|[]| SequenceWithMemory::new(boxed([])));
    table::no_children_is_skipped(|[]| AsyncSequence::new(boxed([])));
    table::no_children_is_skipped(|[]| Fallback::new(boxed([])));
    table::no_children_is_skipped(|[]| AsyncFallback::new(boxed([])));
}

#[test]
fn all_children_skipped_is_skipped() {
    table::all_children_skipped_is_skipped(|[a, b, c]| Sequence::new((a, b, c)));
    table::all_children_skipped_is_skipped(|[a, b, c]| SequenceWithMemory::new((a, b, c)));
    table::all_children_skipped_is_skipped(|[a, b, c]| AsyncSequence::new((a, b, c)));
    table::all_children_skipped_is_skipped(|[a, b, c]| Fallback::new((a, b, c)));
    table::all_children_skipped_is_skipped(|[a, b, c]| AsyncFallback::new((a, b, c)));
    table::all_children_skipped_is_skipped(|abc| Sequence::new(boxed(abc)));
}

#[test]
fn skips_counted_across_ticks_make_all_skipped() {
    table::skips_counted_across_ticks_make_all_skipped(|[a, b, c]| Sequence::new((a, b, c)));
    table::skips_counted_across_ticks_make_all_skipped(|[a, b, c]| {
        SequenceWithMemory::new((a, b, c))
    });
    table::skips_counted_across_ticks_make_all_skipped(|[a, b, c]| AsyncSequence::new((a, b, c)));
    table::skips_counted_across_ticks_make_all_skipped(|[a, b, c]| Fallback::new((a, b, c)));
    table::skips_counted_across_ticks_make_all_skipped(|[a, b, c]| AsyncFallback::new((a, b, c)));
    table::skips_counted_across_ticks_make_all_skipped(|abc| Fallback::new(boxed(abc)));
    table::skips_counted_across_ticks_make_all_skipped(|abc| Sequence::new(padded(abc)));
}

// --- Sequence ---------------------------------------------------------------

#[test]
fn sequence_resumes_at_running_child() {
    table::sequence_resumes_at_running_child(|[a, b, c]| Sequence::new((a, b, c)));
}

#[test]
fn sequence_resumes_at_running_child_over_other_child_lists() {
    table::sequence_resumes_at_running_child(Sequence::new);
    table::sequence_resumes_at_running_child(|abc| Sequence::new(Vec::from(abc)));
    table::sequence_resumes_at_running_child(|abc| Sequence::new(boxed(abc)));
    table::sequence_resumes_at_running_child(|abc| Sequence::new(padded(abc)));
    table::sequence_resumes_at_running_child(|[a, b, c]| Tree::new(Sequence::new((a, b, c))));
}

#[test]
fn sequence_failure_restarts_at_first_child() {
    table::sequence_failure_restarts_at_first_child(|[a, b, c]| Sequence::new((a, b, c)));
    table::sequence_failure_restarts_at_first_child(|abc| Sequence::new(boxed(abc)));
    table::sequence_failure_restarts_at_first_child(|abc| Sequence::new(padded(abc)));
}

#[test]
fn sequence_steps_over_skipped_children() {
    table::sequence_steps_over_skipped_children(|[a, b, c]| Sequence::new((a, b, c)));
}

#[test]
fn sequence_halt_restarts_at_first_child() {
    table::sequence_halt_restarts_at_first_child(|[a, b, c]| Sequence::new((a, b, c)));
    table::sequence_halt_restarts_at_first_child(|abc| Sequence::new(boxed(abc)));
    table::sequence_halt_restarts_at_first_child(|abc| Sequence::new(padded(abc)));
}

#[test]
fn sequence_halt_reaches_running_leaf_at_depth() {
    table::sequence_halt_reaches_running_leaf_at_depth(|[a, b, c, d]| {
        Sequence::new((a, Fallback::new((b, Sequence::new((c, d))))))
    });
    table::sequence_halt_reaches_running_leaf_at_depth(|[a, b, c, d]| {
        let inner: Vec<Box<dyn Node<Ctx>>> = vec![Box::new(c), Box::new(d)];
        let middle: Vec<Box<dyn Node<Ctx>>> = vec![Box::new(b), Box::new(Sequence::new(inner))];
        Tree::new(Sequence::new((a, Fallback::new(middle))))
    });
}

// --- SequenceWithMemory and AsyncSequence ---------------------------------

#[test]
fn yields_after_synchronous_success() {
    table::yields_after_synchronous_success(|[a, b, c]| SequenceWithMemory::new((a, b, c)));
    table::yields_after_synchronous_success(|[a, b, c]| AsyncSequence::new((a, b, c)));
    table::yields_after_synchronous_success(|abc| SequenceWithMemory::new(boxed(abc)));
    table::yields_after_synchronous_success(|abc| AsyncSequence::new(padded(abc)));
}

#[test]
fn no_yield_after_child_that_was_running() {
    table::no_yield_after_child_that_was_running(|[a, b, c]| SequenceWithMemory::new((a, b, c)));
    table::no_yield_after_child_that_was_running(|[a, b, c]| AsyncSequence::new((a, b, c)));
    table::no_yield_after_child_that_was_running(|abc| SequenceWithMemory::new(padded(abc)));
}

#[test]
fn yielding_sequence_steps_over_skipped_children() {
    table::yielding_sequence_steps_over_skipped_children(|[a, b, c]| {
        SequenceWithMemory::new((a, b, c))
    });
    table::yielding_sequence_steps_over_skipped_children(|[a, b, c]| AsyncSequence::new((a, b, c)));
}

#[test]
fn sequence_with_memory_resumes_at_failed_child() {
    table::sequence_with_memory_resumes_at_failed_child(|[a, b, c]| {
        SequenceWithMemory::new((a, b, c))
    });
    table::sequence_with_memory_resumes_at_failed_child(|abc| SequenceWithMemory::new(boxed(abc)));
    // B fails at flat position 16, in the group's second member
    table::sequence_with_memory_resumes_at_failed_child(|abc| SequenceWithMemory::new(padded(abc)));
}

#[test]
fn sequence_with_memory_keeps_index_across_halt() {
    table::sequence_with_memory_keeps_index_across_halt(|[a, b, c]| {
        SequenceWithMemory::new((a, b, c))
    });
    table::sequence_with_memory_keeps_index_across_halt(|abc| SequenceWithMemory::new(padded(abc)));
}

#[test]
fn sequence_with_memory_keeps_index_across_halt_between_children() {
    table::sequence_with_memory_keeps_index_across_halt_between_children(|[a, b, c]| {
        SequenceWithMemory::new((a, b, c))
    });
}

#[test]
fn sequence_with_memory_keeps_index_when_parent_halts() {
    table::sequence_with_memory_keeps_index_when_parent_halts(|[a, b, c]| {
        Sequence::new((a, SequenceWithMemory::new((b, c))))
    });
}

#[test]
fn async_sequence_failure_restarts_at_first_child() {
    table::async_sequence_failure_restarts_at_first_child(|[a, b, c]| {
        AsyncSequence::new((a, b, c))
    });
}

#[test]
fn async_sequence_halt_restarts_at_first_child() {
    table::async_sequence_halt_restarts_at_first_child(|[a, b, c]| AsyncSequence::new((a, b, c)));
    table::async_sequence_halt_restarts_at_first_child(|abc| AsyncSequence::new(boxed(abc)));
}

// --- Fallback and AsyncFallback --------------------------------------------

#[test]
fn fallback_resumes_at_running_child() {
    table::fallback_resumes_at_running_child(|[a, b, c]| Fallback::new((a, b, c)));
    table::fallback_resumes_at_running_child(|abc| Fallback::new(boxed(abc)));
    table::fallback_resumes_at_running_child(|abc| Fallback::new(padded(abc)));
}

#[test]
fn fallback_fails_when_every_child_fails() {
    table::fallback_fails_when_every_child_fails(|[a, b, c]| Fallback::new((a, b, c)));
    table::fallback_fails_when_every_child_fails(|abc| Fallback::new(padded(abc)));
}

#[test]
fn fallback_steps_over_skipped_children() {
    table::fallback_steps_over_skipped_children(|[a, b, c]| Fallback::new((a, b, c)));
}

#[test]
fn fallback_halt_restarts_at_first_child() {
    table::fallback_halt_restarts_at_first_child(|[a, b, c]| Fallback::new((a, b, c)));
    table::fallback_halt_restarts_at_first_child(|abc| Fallback::new(boxed(abc)));
}

#[test]
fn async_fallback_yields_after_synchronous_failure() {
    table::async_fallback_yields_after_synchronous_failure(|[a, b, c]| {
        AsyncFallback::new((a, b, c))
    });
    table::async_fallback_yields_after_synchronous_failure(|abc| AsyncFallback::new(padded(abc)));
}

#[test]
fn async_fallback_no_yield_after_child_that_was_running() {
    table::async_fallback_no_yield_after_child_that_was_running(|[a, b, c]| {
        AsyncFallback::new((a, b, c))
    });
}

#[test]
fn async_fallback_halt_restarts_at_first_child() {
    table::async_fallback_halt_restarts_at_first_child(|[a, b, c]| AsyncFallback::new((a, b, c)));
    table::async_fallback_halt_restarts_at_first_child(|abc| AsyncFallback::new(boxed(abc)));
}
