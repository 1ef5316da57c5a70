//! `Parallel` and `ParallelAll` scenarios on trees built with the runtime
//! API, over tuples, arrays, `Vec<Box<dyn Node>>` and groups of more than 16
//! children.

mod common;

use bt::Node;
use bt::children::Group;
use bt::control::{ConstThresholds, Fallback, Parallel, ParallelAll, ReactiveSequence, Sequence};
use bt::leaf::{AlwaysFailure, AlwaysSuccess};
use common::Ctx;
use common::tables::parallel as table;
use common::tables::sequence as shared;

fn boxed<N: Node<Ctx> + 'static, const K: usize>(nodes: [N; K]) -> Vec<Box<dyn Node<Ctx>>> {
    nodes
        .into_iter()
        .map(|s| Box::new(s) as Box<dyn Node<Ctx>>)
        .collect()
}

#[test]
fn no_children_is_skipped_for_runtime_built_composites() {
    // BT.CPP throws on an empty Parallel / ParallelAll (default thresholds can
    // never be met); runtime-built ones here return SKIPPED (G8 difference).
    shared::no_children_is_skipped(|[]| Parallel::new(()));
    shared::no_children_is_skipped(|[]| ParallelAll::new(()));
    shared::no_children_is_skipped(|[]| Parallel::new(boxed::<AlwaysSuccess, 0>([])));
    shared::no_children_is_skipped(|[]| ParallelAll::new(boxed::<AlwaysSuccess, 0>([])));
}

// --- Parallel -------------------------------------------------------------------

#[test]
fn parallel_succeeds_when_every_child_succeeds() {
    table::parallel_succeeds_when_every_child_succeeds(|[a, b, c]| Parallel::new((a, b, c)));
    table::parallel_succeeds_when_every_child_succeeds(Parallel::new);
    table::parallel_succeeds_when_every_child_succeeds(|abc| Parallel::new(boxed(abc)));
}

#[test]
fn parallel_succeeds_when_every_child_succeeds_past_sixteen_children() {
    // 18 children: 15 AlwaysSuccess fillers after A. They succeed on the first
    // tick, are never ticked again, and n = 18 = S* still needs A, B and C.
    table::parallel_succeeds_when_every_child_succeeds(|[a, b, c]| {
        let s = AlwaysSuccess;
        let p = Parallel::new(Group((
            (a, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s),
            (b, c),
        )));
        assert_eq!((p.success_threshold(), p.failure_threshold()), (18, 1));
        p
    });
}

#[test]
fn parallel_failure_decided_mid_loop_halts_running_in_order() {
    table::parallel_failure_decided_mid_loop_halts_running_in_order(|[a, b, c, d]| {
        Parallel::new((a, b, c, d))
    });
    table::parallel_failure_decided_mid_loop_halts_running_in_order(|abcd| {
        Parallel::new(boxed(abcd))
    });
    // D sits at flat position 17 and is halted there
    table::parallel_failure_decided_mid_loop_halts_running_in_order(|[a, b, c, d]| {
        let s = AlwaysSuccess;
        Parallel::new(Group((
            (a, b, c, s, s, s, s, s, s, s, s, s, s, s, s, s),
            (s, d),
        )))
    });
}

#[test]
fn parallel_success_decided_mid_loop_halts_running_in_order() {
    table::parallel_success_decided_mid_loop_halts_running_in_order(|[a, b, c, d]| {
        Parallel::with_thresholds((a, b, c, d), 2, 1)
    });
    table::parallel_success_decided_mid_loop_halts_running_in_order(|[a, b, c, d]| {
        Parallel::<_, ConstThresholds<2, 1>>::with_const_thresholds((a, b, c, d))
    });
    table::parallel_success_decided_mid_loop_halts_running_in_order(|abcd| {
        Parallel::with_thresholds(boxed(abcd), 2, 1)
    });
}

#[test]
fn parallel_finished_children_not_ticked_again() {
    table::parallel_finished_children_not_ticked_again(|[a, b]| {
        Parallel::with_thresholds((a, b), 1, 2)
    });
    table::parallel_finished_children_not_ticked_again(|[a, b]| {
        Parallel::<_, ConstThresholds<1, 2>>::with_const_thresholds((a, b))
    });
}

#[test]
fn parallel_fails_when_success_has_become_impossible() {
    table::parallel_fails_when_success_has_become_impossible(|[a, b, c]| {
        Parallel::with_thresholds((a, b, c), 2, 3)
    });
    table::parallel_fails_when_success_has_become_impossible(|[a, b, c]| {
        Parallel::<_, ConstThresholds<2, 3>>::with_const_thresholds((a, b, c))
    });
}

#[test]
fn parallel_success_count_zero_succeeds_after_first_child() {
    table::parallel_success_count_zero_succeeds_after_first_child(|[a, b]| {
        Parallel::with_thresholds((a, b), 0, 1)
    });
    table::parallel_success_count_zero_succeeds_after_first_child(|[a, b]| {
        Parallel::<_, ConstThresholds<0, 1>>::with_const_thresholds((a, b))
    });
}

#[test]
fn parallel_failure_count_zero_fails_after_first_child() {
    table::parallel_failure_count_zero_fails_after_first_child(|[a, b]| {
        Parallel::with_thresholds((a, b), -1, 0)
    });
    table::parallel_failure_count_zero_fails_after_first_child(|[a, b]| {
        Parallel::<_, ConstThresholds<{ -1 }, 0>>::with_const_thresholds((a, b))
    });
}

#[test]
fn parallel_negative_success_count_counts_skipped() {
    table::parallel_negative_success_count_counts_skipped(|[a, b, c]| {
        Parallel::with_thresholds((a, b, c), -2, 1)
    });
    table::parallel_negative_success_count_counts_skipped(|[a, b, c]| {
        Parallel::<_, ConstThresholds<{ -2 }, 1>>::with_const_thresholds((a, b, c))
    });
}

#[test]
fn parallel_positive_success_count_ignores_skipped() {
    table::parallel_positive_success_count_ignores_skipped(|[a, b, c]| {
        Parallel::with_thresholds((a, b, c), 2, 1)
    });
    table::parallel_positive_success_count_ignores_skipped(|[a, b, c]| {
        Parallel::<_, ConstThresholds<2, 1>>::with_const_thresholds((a, b, c))
    });
}

#[test]
fn parallel_success_count_n_never_counts_skipped() {
    table::parallel_success_count_n_never_counts_skipped(|[a, b, c]| {
        Parallel::with_thresholds((a, b, c), 3, 1)
    });
    table::parallel_success_count_n_never_counts_skipped(|[a, b, c]| {
        Parallel::<_, ConstThresholds<3, 1>>::with_const_thresholds((a, b, c))
    });
}

#[test]
fn parallel_success_count_minus_one_counts_skipped() {
    table::parallel_success_count_minus_one_counts_skipped(|[a, b, c]| Parallel::new((a, b, c)));
    table::parallel_success_count_minus_one_counts_skipped(|[a, b, c]| {
        Parallel::with_thresholds((a, b, c), -1, 1)
    });
    table::parallel_success_count_minus_one_counts_skipped(|[a, b, c]| {
        Parallel::<_, ConstThresholds<{ -1 }, 1>>::with_const_thresholds((a, b, c))
    });
}

#[test]
fn parallel_all_skipped_is_skipped_with_positive_success_count() {
    table::parallel_all_skipped_is_skipped_with_positive_success_count(|[a, b, c]| {
        Parallel::with_thresholds((a, b, c), 2, 1)
    });
    table::parallel_all_skipped_is_skipped_with_positive_success_count(|[a, b, c]| {
        Parallel::<_, ConstThresholds<2, 1>>::with_const_thresholds((a, b, c))
    });
}

#[test]
fn parallel_all_skipped_succeeds_with_negative_success_count() {
    table::parallel_all_skipped_succeeds_with_negative_success_count(|[a, b, c]| {
        Parallel::new((a, b, c))
    });
}

#[test]
fn parallel_negative_failure_count_counts_from_children() {
    table::parallel_negative_failure_count_counts_from_children(|[a, b, c]| {
        Parallel::with_thresholds((a, b, c), 1, -2)
    });
    table::parallel_negative_failure_count_counts_from_children(|[a, b, c]| {
        Parallel::<_, ConstThresholds<1, { -2 }>>::with_const_thresholds((a, b, c))
    });
}

#[test]
fn parallel_failure_count_n_fails_when_every_child_failed() {
    table::parallel_failure_count_n_fails_when_every_child_failed(|[a, b, c]| {
        Parallel::with_thresholds((a, b, c), 1, 3)
    });
    table::parallel_failure_count_n_fails_when_every_child_failed(|[a, b, c]| {
        Parallel::<_, ConstThresholds<1, 3>>::with_const_thresholds((a, b, c))
    });
    table::parallel_failure_count_n_fails_when_every_child_failed(|[a, b, c]| {
        Parallel::with_thresholds((a, b, c), 1, -1)
    });
    table::parallel_failure_count_n_fails_when_every_child_failed(|[a, b, c]| {
        Parallel::<_, ConstThresholds<1, { -1 }>>::with_const_thresholds((a, b, c))
    });
}

#[test]
fn parallel_thresholds_above_children_are_clamped() {
    table::parallel_thresholds_above_children_are_clamped(|[a, b]| {
        let p = Parallel::with_thresholds((a, b), 5, 4);
        assert_eq!((p.success_threshold(), p.failure_threshold()), (2, 2));
        p
    });
    table::parallel_thresholds_above_children_are_clamped(|[a, b]| {
        let p = Parallel::<_, ConstThresholds<5, 4>>::with_const_thresholds((a, b));
        assert_eq!((p.success_threshold(), p.failure_threshold()), (2, 2));
        p
    });
}

#[test]
fn parallel_halt_halts_running_children_and_forgets_results() {
    table::parallel_halt_halts_running_children_and_forgets_results(|[a, b, c]| {
        Parallel::new((a, b, c))
    });
    table::parallel_halt_halts_running_children_and_forgets_results(|abc| {
        Parallel::new(boxed(abc))
    });
}

#[test]
fn parallel_halts_running_leaves_at_depth_in_child_order() {
    table::parallel_halts_running_leaves_at_depth_in_child_order(|[a, b, c, d, e, g]| {
        Parallel::new((
            Sequence::new((a, b)),
            Fallback::new((c, d)),
            ReactiveSequence::new((e, g)),
        ))
    });
    table::parallel_halts_running_leaves_at_depth_in_child_order(|[a, b, c, d, e, g]| {
        Parallel::new(vec![
            Box::new(Sequence::new(boxed([a, b]))) as Box<dyn Node<Ctx>>,
            Box::new(Fallback::new(boxed([c, d]))),
            Box::new(ReactiveSequence::new(boxed([e, g]))),
        ])
    });
}

// --- ParallelAll -----------------------------------------------------------------

#[test]
fn parallel_all_succeeds_when_every_child_finished() {
    table::parallel_all_succeeds_when_every_child_finished(|[a, b, c]| ParallelAll::new((a, b, c)));
    table::parallel_all_succeeds_when_every_child_finished(|abc| ParallelAll::new(boxed(abc)));
    table::parallel_all_succeeds_when_every_child_finished(|[a, b, c]| {
        let s = AlwaysSuccess;
        ParallelAll::new(Group((
            (a, s, s, s, s, s, s, s, s, s, s, s, s, s, s, s),
            (b, c),
        )))
    });
}

#[test]
fn parallel_all_fails_only_after_every_child_finished() {
    table::parallel_all_fails_only_after_every_child_finished(|[a, b, c]| {
        ParallelAll::new((a, b, c))
    });
    table::parallel_all_fails_only_after_every_child_finished(|[a, b, c]| {
        ParallelAll::with_max_failures((a, b, c), 1)
    });
}

#[test]
fn parallel_all_max_failures_zero_always_fails() {
    table::parallel_all_max_failures_zero_always_fails(|[a, b]| {
        ParallelAll::with_max_failures((a, b), 0)
    });
}

#[test]
fn parallel_all_max_failures_minus_one_means_all() {
    table::parallel_all_max_failures_minus_one_means_all(|[a, b, c]| {
        ParallelAll::with_max_failures((a, b, c), -1)
    });
    // 18 children, 15 of them AlwaysFailure: -1 means all 18 must fail, so
    // 17 failures succeed and 18 fail, as with three children
    table::parallel_all_max_failures_minus_one_means_all(|[a, b, c]| {
        let f = AlwaysFailure;
        ParallelAll::with_max_failures(
            Group(((a, f, f, f, f, f, f, f, f, f, f, f, f, f, f, f), (b, c))),
            -1,
        )
    });
}

#[test]
fn parallel_all_max_failures_minus_two() {
    table::parallel_all_max_failures_minus_two(|[a, b, c]| {
        ParallelAll::with_max_failures((a, b, c), -2)
    });
}

#[test]
fn parallel_all_skipped_children() {
    table::parallel_all_skipped_children(|[a, b, c]| ParallelAll::new((a, b, c)));
    table::parallel_all_skipped_children(|abc| ParallelAll::new(boxed(abc)));
}

#[test]
fn parallel_all_halt_halts_running_children() {
    table::parallel_all_halt_halts_running_children(|[a, b, c]| ParallelAll::new((a, b, c)));
    table::parallel_all_halt_halts_running_children(|abc| ParallelAll::new(boxed(abc)));
}

/// A `bt!` tree with parallels can be cloned (a crowd copies one tree per
/// agent), and a clone taken while children run goes on exactly as the
/// original: same statuses, same counts of finished children.
#[test]
fn a_tree_with_parallels_clones_mid_run() {
    fn count_to_3(n: &mut u32) -> bt::Status {
        *n += 1;
        if n.is_multiple_of(3) {
            bt::Status::Success
        } else {
            bt::Status::Running
        }
    }
    fn yes(_: &mut u32) -> bool {
        true
    }
    let mut tree = bt::bt!(sequence<
        parallel(success_count = 2)<count_to_3, yes, count_to_3>,
        parallel_all<count_to_3, yes>,
    >);
    let mut n = 0;
    assert_eq!(tree.tick(&mut n), bt::Status::Running);
    let mut copy = tree.clone();
    let mut m = n;
    for _ in 0..12 {
        assert_eq!(tree.tick(&mut n), copy.tick(&mut m));
        assert_eq!(n, m);
    }
}
