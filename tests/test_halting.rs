//! Cross-cutting scenarios (halting at every depth, halts reaching only
//! running nodes, re-ticking, trees as subtrees) on trees built with the
//! runtime API.

mod common;

use bt::Tree;
use bt::control::{Fallback, Parallel, ReactiveSequence, Sequence};
use bt::decorator::{
    Delay, ForceFailure, ForceSuccess, Inverter, KeepRunningUntilFailure, Repeat,
    RepeatUntilFailure, Retry, RunOnce, SkipIf, Timeout, While,
};
use common::tables::halting as table;

#[test]
fn deep_halt_depth_first_in_child_order() {
    table::deep_halt_depth_first_in_child_order(|[a, b, c, d, e, g]| {
        Tree::new(Sequence::new((
            a,
            ForceSuccess::new(Fallback::new((
                b,
                Parallel::new((
                    Retry::new(2, c),
                    Inverter::new(d),
                    Sequence::new((e, KeepRunningUntilFailure::new(g))),
                )),
            ))),
        )))
    });
}

#[test]
fn timeout_halts_deep_running_leaves() {
    table::timeout_halts_deep_running_leaves(|[a, b, c, d]| {
        Timeout::new(
            10,
            Sequence::new((a, Parallel::new((b, Inverter::new(Sequence::new((c, d))))))),
        )
    });
}

#[test]
fn halting_idle_tree_records_nothing() {
    table::halting_idle_tree_records_nothing(|[a, b, c]| {
        Tree::new(Sequence::new((a, Parallel::new((b, c)))))
    });
}

#[test]
fn halt_passes_through_every_decorator() {
    table::halt_passes_through_every_decorator(|[a, b, c, d, e, g, h, i, j, l, p, m, q, o]| {
        Tree::new(Parallel::new((
            Inverter::new(a),
            ForceSuccess::new(b),
            ForceFailure::new(c),
            Repeat::new(2, d),
            Retry::new(2, e),
            KeepRunningUntilFailure::new(g),
            RepeatUntilFailure::new(h),
            RunOnce::new(i),
            Timeout::new(100, j),
            Delay::new(0, l),
            SkipIf::new(p, m),
            While::new(q, o),
        )))
    });
}

#[test]
fn halt_reaches_only_running_leaves() {
    table::halt_reaches_only_running_leaves(|[x1, x2, x3, x4, x5, x6]| {
        Tree::new(Sequence::new((
            Fallback::new((x1, Inverter::new(x2))),
            Parallel::new((
                ForceSuccess::new(x3),
                KeepRunningUntilFailure::new(x4),
                RepeatUntilFailure::new(x5),
                x6,
            )),
        )))
    });
}

#[test]
fn halt_skips_decorators_with_idle_child() {
    table::halt_skips_decorators_with_idle_child(|[x1, x2, x3, x4, x5]| {
        Tree::new(Parallel::new((
            Repeat::new(2, x1),
            Retry::new(2, x2),
            Delay::new(10, x3),
            KeepRunningUntilFailure::new(x4),
            x5,
        )))
    });
}

#[test]
fn halt_between_repeat_cycles() {
    table::halt_between_repeat_cycles(|[a, b]| Tree::new(Sequence::new((a, Repeat::new(3, b)))));
}

#[test]
fn retick_after_completion_starts_over() {
    table::retick_after_completion_starts_over(|[a, b, c, d]| {
        Tree::new(Sequence::new((
            Retry::new(2, a),
            Repeat::new(2, b),
            Timeout::new(10, c),
            Delay::new(5, d),
        )))
    });
}

#[test]
fn tree_as_subtree() {
    table::tree_as_subtree(|[a, b, c, d]| {
        Tree::new(Sequence::new((a, Tree::new(Fallback::new((b, c))), d)))
    });
}

#[test]
fn subtree_halted_by_outer_reactive_sequence() {
    table::subtree_halted_by_outer_reactive_sequence(|[p, a, b]| {
        Tree::new(ReactiveSequence::new((p, Tree::new(Sequence::new((a, b))))))
    });
}
