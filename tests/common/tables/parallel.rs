//! `Parallel` and `ParallelAll` (btcpp-semantics.md 3.6 and 3.7, with G1,
//! G6 and G8). Each table names the thresholds its shape must use; S* and
//! F* are the effective success and failure thresholds (a negative `t`
//! means `n + t + 1` of `n` children).

use super::super::*;

// ---------------------------------------------------------------------------
// Parallel (3.6)
// ---------------------------------------------------------------------------

/// Shape: `Parallel[A, B, C]` (defaults: `success_count = -1`, i.e. all,
/// `failure_count = 1`). Every unfinished child is ticked on every tick; a
/// finished child keeps its result and is not ticked again; the last
/// success decides. A finished node halts nothing and starts from scratch.
pub fn parallel_succeeds_when_every_child_succeeds<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[R, S]), ("B", &[S]), ("C", &[R, R, S])],
    ));
    check(
        "parallel_succeeds_when_every_child_succeeds",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R), t("B", S), t("C", R)]),
            tick(R, [t("A", S), t("C", R)]),
            tick(S, [t("C", S)]),
            halt([]),
            tick(S, [t("A", S), t("B", S), t("C", S)]),
        ],
    );
}

/// Shape: `Parallel[A, B, C, D]` (defaults). C's failure makes success
/// impossible (4 - 1 < 4): the node decides at C's position, so D is not
/// ticked; then it halts the running children in index order, D included
/// (it was running from the previous tick) (3.6).
pub fn parallel_failure_decided_mid_loop_halts_running_in_order<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 4]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[R]), ("B", &[R]), ("C", &[R, F]), ("D", &[R])],
    ));
    check(
        "parallel_failure_decided_mid_loop_halts_running_in_order",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R), t("B", R), t("C", R), t("D", R)]),
            tick(F, [t("A", R), t("B", R), t("C", F), h("A"), h("B"), h("D")]),
            // from scratch; D never ran this time, so it is not halted
            tick(F, [t("A", R), t("B", R), t("C", F), h("A"), h("B")]),
            halt([]),
        ],
    );
}

/// Shape: `Parallel(success_count = 2, failure_count = 1)[A, B, C, D]`.
/// The second success (C, on the second tick) decides at C's position: D
/// is not ticked, A and D are halted in index order (3.6).
pub fn parallel_success_decided_mid_loop_halts_running_in_order<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 4]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[R]), ("B", &[S]), ("C", &[R, S]), ("D", &[R])],
    ));
    check(
        "parallel_success_decided_mid_loop_halts_running_in_order",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R), t("B", S), t("C", R), t("D", R)]),
            tick(S, [t("A", R), t("C", S), h("A"), h("D")]),
        ],
    );
}

/// Shape: `Parallel(success_count = 1, failure_count = 2)[A, B]`. A failed
/// child is finished: it keeps its result and is not ticked again while B
/// runs (3.6).
pub fn parallel_finished_children_not_ticked_again<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[R, R, S])]));
    check(
        "parallel_finished_children_not_ticked_again",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", R)]),
            tick(R, [t("B", R)]),
            tick(S, [t("B", S)]),
        ],
    );
}

/// Shape: `Parallel(success_count = 2, failure_count = 3)[A, B, C]`. After
/// two failures only one child is left, so two successes have become
/// impossible (3 - 2 < 2): the node fails before `failure_count` is
/// reached, and halts C (3.6).
pub fn parallel_fails_when_success_has_become_impossible<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[R, F]), ("C", &[R])]));
    check(
        "parallel_fails_when_success_has_become_impossible",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", R), t("C", R)]),
            tick(F, [t("B", F), h("C")]),
        ],
    );
}

/// Shape: `Parallel(success_count = 0, failure_count = 1)[A, B]`. Success
/// is checked first and `0 >= 0` holds after the first position: the node
/// succeeds right after A, even though A failed; B is never ticked (3.6).
pub fn parallel_success_count_zero_succeeds_after_first_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F, F, R]), ("B", &[R])]));
    check(
        "parallel_success_count_zero_succeeds_after_first_child",
        &mut tree,
        &trace,
        &[
            tick(S, [t("A", F)]),
            tick(S, [t("A", F)]),
            // also when A runs: the node decides and halts it
            tick(S, [t("A", R), h("A")]),
        ],
    );
}

/// Shape: `Parallel(success_count = -1, failure_count = 0)[A, B]`. The
/// failure test is `failures == 0`, true after the first position: the node
/// fails right after A, even though A succeeded (3.6).
pub fn parallel_failure_count_zero_fails_after_first_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, S, R]), ("B", &[R])]));
    check(
        "parallel_failure_count_zero_fails_after_first_child",
        &mut tree,
        &trace,
        &[
            tick(F, [t("A", S)]),
            tick(F, [t("A", S)]),
            // also when A runs: the node decides and halts it
            tick(F, [t("A", R), h("A")]),
        ],
    );
}

/// Shape: `Parallel(success_count = -2, failure_count = 1)[A, B, C]`, so
/// S* = 3 - 2 + 1 = 2. With a negative `success_count`, children skipped
/// this tick count toward success: skipped A plus successful B reach 2 at
/// B's position, and C is not ticked (3.6, G6).
pub fn parallel_negative_success_count_counts_skipped<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K]), ("B", &[S]), ("C", &[R])]));
    check(
        "parallel_negative_success_count_counts_skipped",
        &mut tree,
        &trace,
        &[
            tick(S, [t("A", K), t("B", S)]),
            tick(S, [t("A", K), t("B", S)]),
        ],
    );
}

/// Shape: `Parallel(success_count = 2, failure_count = 1)[A, B, C]`. With
/// a non-negative `success_count`, skipped children do not count: A is not
/// finished, so it is ticked again on the next tick, and only C's success
/// reaches 2 (3.6, G6).
pub fn parallel_positive_success_count_ignores_skipped<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K]), ("B", &[S]), ("C", &[R, S])]));
    check(
        "parallel_positive_success_count_ignores_skipped",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", K), t("B", S), t("C", R)]),
            tick(S, [t("A", K), t("C", S)]),
        ],
    );
}

/// Shape: `Parallel(success_count = 3, failure_count = 1)[A, B, C]`
/// (`success_count` = n, written as a number). B is skipped on every tick
/// and never counts, so two successes are not enough: the node keeps
/// running, ticking B each time (3.6).
pub fn parallel_success_count_n_never_counts_skipped<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[K]), ("C", &[S])]));
    check(
        "parallel_success_count_n_never_counts_skipped",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", K), t("C", S)]),
            tick(R, [t("B", K)]),
            halt([]),
            tick(R, [t("A", S), t("B", K), t("C", S)]),
        ],
    );
}

/// Shape: `Parallel[A, B, C]` (defaults, `success_count = -1` = n). The
/// same children as the previous table: now skipped B counts, and two
/// successes plus one skip reach S* = 3 at C's position (3.6).
pub fn parallel_success_count_minus_one_counts_skipped<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[K]), ("C", &[S])]));
    check(
        "parallel_success_count_minus_one_counts_skipped",
        &mut tree,
        &trace,
        &[tick(S, [t("A", S), t("B", K), t("C", S)])],
    );
}

/// Shape: `Parallel(success_count = 2, failure_count = 1)[A, B, C]`. Every
/// child skipped, and skips do not count with a non-negative threshold: the
/// node returns `Skipped` (3.6, G6).
pub fn parallel_all_skipped_is_skipped_with_positive_success_count<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K]), ("B", &[K]), ("C", &[K])]));
    check(
        "parallel_all_skipped_is_skipped_with_positive_success_count",
        &mut tree,
        &trace,
        &[
            tick(K, [t("A", K), t("B", K), t("C", K)]),
            tick(K, [t("A", K), t("B", K), t("C", K)]),
        ],
    );
}

/// Shape: `Parallel[A, B, C]` (defaults). Every child skipped, but with the
/// default `success_count = -1` the skips count as successes and reach
/// S* = 3 at the last position, before the "all skipped" test: the node
/// succeeds (3.6, as in BT.CPP).
pub fn parallel_all_skipped_succeeds_with_negative_success_count<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K]), ("B", &[K]), ("C", &[K])]));
    check(
        "parallel_all_skipped_succeeds_with_negative_success_count",
        &mut tree,
        &trace,
        &[tick(S, [t("A", K), t("B", K), t("C", K)])],
    );
}

/// Shape: `Parallel(success_count = 1, failure_count = -2)[A, B, C]`, so
/// F* = 3 - 2 + 1 = 2. The second failure (B) decides at B's position and
/// C is halted (3.6).
pub fn parallel_negative_failure_count_counts_from_children<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[R, F]), ("C", &[R])]));
    check(
        "parallel_negative_failure_count_counts_from_children",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", R), t("C", R)]),
            tick(F, [t("B", F), h("C")]),
        ],
    );
}

/// Shape: `Parallel(success_count = 1, failure_count = 3)[A, B, C]`
/// (`failure_count` = n). Two failures are not enough; the third one fails
/// the node (3.6).
pub fn parallel_failure_count_n_fails_when_every_child_failed<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[F]), ("C", &[R, F])]));
    check(
        "parallel_failure_count_n_fails_when_every_child_failed",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", F), t("C", R)]),
            tick(F, [t("C", F)]),
        ],
    );
}

/// Shape: `Parallel(success_count = 5, failure_count = 4)[A, B]`. BT.CPP
/// throws on thresholds above the number of children and `bt!` rejects
/// them at compile time; a runtime-built node clamps them to n = 2, so it
/// behaves as `Parallel(success_count = 2, failure_count = 2)`.
pub fn parallel_thresholds_above_children_are_clamped<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, F]), ("B", &[R, S, F])]));
    check(
        "parallel_thresholds_above_children_are_clamped",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R)]),
            tick(S, [t("B", S)]),
            // one failure is below F* = 2, but 2 - 1 < S* = 2: impossible
            tick(F, [t("A", F)]),
        ],
    );
}

/// Shape: `Parallel[A, B, C]` (defaults). A halt halts the running
/// children in index order and forgets the finished ones: the next tick
/// ticks B again. A halt with nothing running reaches no leaf (3.6 halt).
pub fn parallel_halt_halts_running_children_and_forgets_results<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R]), ("B", &[S]), ("C", &[R])]));
    check(
        "parallel_halt_halts_running_children_and_forgets_results",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("A", R), t("B", S), t("C", R)]),
            tick(R, [t("A", R), t("C", R)]),
            halt([h("A"), h("C")]),
            halt([]),
            tick(R, [t("A", R), t("B", S), t("C", R)]),
        ],
    );
}

/// Shape: `Parallel[Sequence[A, B], Fallback[C, D], ReactiveSequence[E,
/// G]]` (defaults). Three running leaves two levels down: a halt reaches
/// them depth-first in child order (G1). Later, D's failure fails the
/// fallback and the parallel, which halts the two running branches in
/// index order, each down to its running leaf.
pub fn parallel_halts_running_leaves_at_depth_in_child_order<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 6]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [
            ("A", &[S]),
            ("B", &[R]),
            ("C", &[F]),
            ("D", &[R, R, F]),
            ("E", &[S]),
            ("G", &[R]),
        ],
    ));
    let all_running = [
        t("A", S),
        t("B", R),
        t("C", F),
        t("D", R),
        t("E", S),
        t("G", R),
    ];
    check(
        "parallel_halts_running_leaves_at_depth_in_child_order",
        &mut tree,
        &trace,
        &[
            tick(R, all_running),
            halt([h("B"), h("D"), h("G")]),
            tick(R, all_running),
            tick(F, [t("B", R), t("D", F), h("B"), h("G")]),
            halt([]),
        ],
    );
}

// ---------------------------------------------------------------------------
// ParallelAll (3.7)
// ---------------------------------------------------------------------------

/// Shape: `ParallelAll[A, B, C]` (`max_failures = 1`). Every unfinished
/// child is ticked on every tick until all have finished; finished ones are
/// not ticked again (3.7).
pub fn parallel_all_succeeds_when_every_child_finished<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[R, S]), ("B", &[S]), ("C", &[R, R, S])],
    ));
    check(
        "parallel_all_succeeds_when_every_child_finished",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R), t("B", S), t("C", R)]),
            tick(R, [t("A", S), t("C", R)]),
            tick(S, [t("C", S)]),
            halt([]),
            tick(S, [t("A", S), t("B", S), t("C", S)]),
        ],
    );
}

/// Shape: `ParallelAll[A, B, C]` (`max_failures = 1`). No early exit: A's
/// failure does not stop B and C; once all have finished, one failure
/// `>= max_failures` makes the node fail (3.7).
pub fn parallel_all_fails_only_after_every_child_finished<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[F]), ("B", &[R, S]), ("C", &[R, R, S])],
    ));
    check(
        "parallel_all_fails_only_after_every_child_finished",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", R), t("C", R)]),
            tick(R, [t("B", S), t("C", R)]),
            tick(F, [t("C", S)]),
        ],
    );
}

/// Shape: `ParallelAll(max_failures = 0)[A, B]`. The test is
/// `failures >= max_failures`, so `max_failures = 0` fails even when every
/// child succeeded (3.7, doc versus code).
pub fn parallel_all_max_failures_zero_always_fails<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[R, S])]));
    check(
        "parallel_all_max_failures_zero_always_fails",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R)]),
            tick(F, [t("B", S)]),
            tick(F, [t("A", S), t("B", S)]),
        ],
    );
}

/// Shape: `ParallelAll(max_failures = -1)[A, B, C]`, so the threshold is
/// n = 3: two failures still succeed, three fail (3.7).
pub fn parallel_all_max_failures_minus_one_means_all<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[F]), ("C", &[S, F])]));
    check(
        "parallel_all_max_failures_minus_one_means_all",
        &mut tree,
        &trace,
        &[
            tick(S, [t("A", F), t("B", F), t("C", S)]),
            tick(F, [t("A", F), t("B", F), t("C", F)]),
        ],
    );
}

/// Shape: `ParallelAll(max_failures = -2)[A, B, C]`, so the threshold is
/// 3 - 2 + 1 = 2: one failure succeeds, two fail (3.7).
pub fn parallel_all_max_failures_minus_two<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[S, F]), ("C", &[S])]));
    check(
        "parallel_all_max_failures_minus_two",
        &mut tree,
        &trace,
        &[
            tick(S, [t("A", F), t("B", S), t("C", S)]),
            tick(F, [t("A", F), t("B", F), t("C", S)]),
        ],
    );
}

/// Shape: `ParallelAll[A, B, C]` (`max_failures = 1`). A skipped child is
/// not finished: it is ticked again on the next tick, and it counts toward
/// "every child done" only on the tick it is skipped. Every child skipped
/// on one tick makes the node return `Skipped` (3.7, G6).
pub fn parallel_all_skipped_children<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[K]), ("B", &[S, K]), ("C", &[R, S, K])],
    ));
    check(
        "parallel_all_skipped_children",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", K), t("B", S), t("C", R)]),
            tick(S, [t("A", K), t("C", S)]),
            tick(K, [t("A", K), t("B", K), t("C", K)]),
        ],
    );
}

/// Shape: `ParallelAll[A, B, C]` (`max_failures = 1`). A halt halts the
/// running children in index order and forgets the finished ones (3.7
/// halt); a halt with nothing running reaches no leaf.
pub fn parallel_all_halt_halts_running_children<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R]), ("B", &[S]), ("C", &[R])]));
    check(
        "parallel_all_halt_halts_running_children",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("A", R), t("B", S), t("C", R)]),
            halt([h("A"), h("C")]),
            tick(R, [t("A", R), t("B", S), t("C", R)]),
        ],
    );
}
