//! The sequence and fallback family: `Sequence`, `SequenceWithMemory`,
//! `AsyncSequence`, `Fallback`, `AsyncFallback` (btcpp-semantics.md 3.1,
//! 3.2, 3.4, with G1, G5, G6 and G8).

use super::super::*;

// ---------------------------------------------------------------------------
// Rules shared by the whole family (and by the reactive nodes where noted)
// ---------------------------------------------------------------------------

/// Shape: any sequence-like or fallback-like node with **no children**,
/// built at run time (`()` or an empty `Vec`). BT.CPP's XML loader rejects
/// it; built in code it returns `Skipped` ("0 skipped == 0 children", G8),
/// and so does `bt`. Halting it does nothing.
pub fn no_children_is_skipped<N: Node<Ctx>>(shape: impl FnOnce([Script; 0]) -> N) {
    let trace = Trace::new();
    let mut tree = shape([]);
    check(
        "no_children_is_skipped",
        &mut tree,
        &trace,
        &[tick(K, []), halt([]), tick(K, [])],
    );
}

/// Shape: `X[A, B, C]` for any node of the family, reactive ones included.
/// Every child skipped: the node returns `Skipped` (G6), every time.
pub fn all_children_skipped_is_skipped<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K]), ("B", &[K]), ("C", &[K])]));
    check(
        "all_children_skipped_is_skipped",
        &mut tree,
        &trace,
        &[
            tick(K, [t("A", K), t("B", K), t("C", K)]),
            tick(K, [t("A", K), t("B", K), t("C", K)]),
            halt([]),
        ],
    );
}

/// Shape: `X[A, B, C]` for a non-reactive node of the family. A is
/// skipped, B runs and is skipped on the next tick, C is skipped: the skip
/// count lives across the ticks of one activation, so every child was
/// skipped and the node returns `Skipped` (3.1, 3.2, 3.4). The next tick
/// starts over from A.
pub fn skips_counted_across_ticks_make_all_skipped<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K]), ("B", &[R, K]), ("C", &[K])]));
    check(
        "skips_counted_across_ticks_make_all_skipped",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", K), t("B", R)]),
            tick(K, [t("B", K), t("C", K)]),
            tick(K, [t("A", K), t("B", K), t("C", K)]),
        ],
    );
}

// ---------------------------------------------------------------------------
// Sequence (3.1)
// ---------------------------------------------------------------------------

/// Shape: `Sequence[A, B, C]`. A running child is resumed without
/// re-ticking earlier children; after success the sequence starts over.
pub fn sequence_resumes_at_running_child<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[R, S]), ("C", &[S])]));
    check(
        "sequence_resumes_at_running_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R)]),
            tick(S, [t("B", S), t("C", S)]),
            // B's script repeats its last status
            tick(S, [t("A", S), t("B", S), t("C", S)]),
        ],
    );
}

/// Shape: `Sequence[A, B, C]`. A failing child ends the tick with
/// `Failure` (later children are not ticked) and the next tick starts again
/// at child 0, also when the child failed after running (3.1).
pub fn sequence_failure_restarts_at_first_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[F, R, F, S]), ("C", &[S])],
    ));
    check(
        "sequence_failure_restarts_at_first_child",
        &mut tree,
        &trace,
        &[
            tick(F, [t("A", S), t("B", F)]),
            tick(R, [t("A", S), t("B", R)]),
            tick(F, [t("B", F)]),
            tick(S, [t("A", S), t("B", S), t("C", S)]),
        ],
    );
}

/// Shape: `Sequence[A, B, C]`. Skipped children are stepped over; one
/// child that succeeded makes the result `Success` (G6).
pub fn sequence_steps_over_skipped_children<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K]), ("B", &[S, F]), ("C", &[K])]));
    check(
        "sequence_steps_over_skipped_children",
        &mut tree,
        &trace,
        &[
            tick(S, [t("A", K), t("B", S), t("C", K)]),
            tick(F, [t("A", K), t("B", F)]),
        ],
    );
}

/// Shape: `Sequence[A, B, C]`. Halting a sequence that is not running
/// reaches no leaf (G2); halting it while B runs halts B, and the next
/// tick starts again at A (3.1 halt). A second halt does nothing.
pub fn sequence_halt_restarts_at_first_child<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[R, R, S]), ("C", &[S])],
    ));
    check(
        "sequence_halt_restarts_at_first_child",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("A", S), t("B", R)]),
            halt([h("B")]),
            halt([]),
            tick(R, [t("A", S), t("B", R)]),
            tick(S, [t("B", S), t("C", S)]),
            halt([]),
        ],
    );
}

/// Shape: `Sequence[A, Fallback[B, Sequence[C, D]]]`. Every level resumes
/// at its running child, so only D is re-ticked; halting the root reaches
/// D three levels down (G1), and every level starts over afterwards.
pub fn sequence_halt_reaches_running_leaf_at_depth<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 4]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[F]), ("C", &[S]), ("D", &[R, R, S])],
    ));
    check(
        "sequence_halt_reaches_running_leaf_at_depth",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", F), t("C", S), t("D", R)]),
            tick(R, [t("D", R)]),
            halt([h("D")]),
            tick(S, [t("A", S), t("B", F), t("C", S), t("D", S)]),
            halt([]),
        ],
    );
}

// ---------------------------------------------------------------------------
// SequenceWithMemory (3.2) and AsyncSequence (3.1): the wake-up yields (G5)
// ---------------------------------------------------------------------------

/// Shape: `SequenceWithMemory[A, B, C]` or `AsyncSequence[A, B, C]`. A
/// child that was not running and succeeds makes the node yield `Running`
/// while children remain (G5); the last child does not yield. After
/// `Success` the node starts over at A.
pub fn yields_after_synchronous_success<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[S]), ("C", &[S])]));
    check(
        "yields_after_synchronous_success",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(R, [t("B", S)]),
            tick(S, [t("C", S)]),
            tick(R, [t("A", S)]),
        ],
    );
}

/// Shape: `SequenceWithMemory[A, B, C]` or `AsyncSequence[A, B, C]`. A
/// child that was running before the tick and succeeds does not yield: the
/// node goes on to B in the same tick; B succeeds synchronously and yields
/// (G5).
pub fn no_yield_after_child_that_was_running<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[R, S]), ("B", &[S]), ("C", &[R, S])],
    ));
    check(
        "no_yield_after_child_that_was_running",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(R, [t("A", S), t("B", S)]),
            tick(R, [t("C", R)]),
            tick(S, [t("C", S)]),
            halt([]),
        ],
    );
}

/// Shape: `SequenceWithMemory[A, B, C]` or `AsyncSequence[A, B, C]`.
/// Skipped children are stepped over without yielding; B's synchronous
/// success yields because C remains, and C's skip ends the node with
/// `Success` (G5, G6).
pub fn yielding_sequence_steps_over_skipped_children<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K]), ("B", &[S]), ("C", &[K])]));
    check(
        "yielding_sequence_steps_over_skipped_children",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", K), t("B", S)]),
            tick(S, [t("C", K)]),
            tick(R, [t("A", K), t("B", S)]),
        ],
    );
}

/// Shape: `SequenceWithMemory[A, B, C]`. After a failure the index stays
/// on the failed child: the next tick resumes at B without re-running A,
/// also after a halt (which has nothing running to reach). B was reset
/// after failing, so its later success is synchronous and yields (3.2).
/// After `Success` the node starts over at A.
pub fn sequence_with_memory_resumes_at_failed_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[F, F, S]), ("C", &[S])],
    ));
    check(
        "sequence_with_memory_resumes_at_failed_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(F, [t("B", F)]),
            halt([]),
            tick(F, [t("B", F)]),
            tick(R, [t("B", S)]),
            tick(S, [t("C", S)]),
            tick(R, [t("A", S)]),
        ],
    );
}

/// Shape: `SequenceWithMemory[A, B, C]`. A halt halts the running child
/// but keeps the index: the next tick resumes at B, and A is not run again
/// (3.2 halt). B was running before its success, so no yield follows it.
pub fn sequence_with_memory_keeps_index_across_halt<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[R, R, S]), ("C", &[S])],
    ));
    check(
        "sequence_with_memory_keeps_index_across_halt",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(R, [t("B", R)]),
            halt([h("B")]),
            tick(R, [t("B", R)]),
            tick(S, [t("B", S), t("C", S)]),
            tick(R, [t("A", S)]),
        ],
    );
}

/// Shape: `SequenceWithMemory[A, B, C]`. A halt between two yields has no
/// running child to reach and keeps the index too (3.2 halt).
pub fn sequence_with_memory_keeps_index_across_halt_between_children<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[S]), ("C", &[S])]));
    check(
        "sequence_with_memory_keeps_index_across_halt_between_children",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            halt([]),
            tick(R, [t("B", S)]),
            halt([]),
            tick(S, [t("C", S)]),
            halt([]),
            tick(R, [t("A", S)]),
        ],
    );
}

/// Shape: `Sequence[A, SequenceWithMemory[B, C]]`. Halting the outer
/// sequence halts C through the inner node, which keeps its index: the
/// outer sequence restarts at A, and the inner one resumes at C without
/// re-running B. C was halted, so its success is synchronous, but no child
/// remains after it: no yield (3.1 halt, 3.2 halt, G5).
pub fn sequence_with_memory_keeps_index_when_parent_halts<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[S]), ("C", &[R, S])]));
    check(
        "sequence_with_memory_keeps_index_when_parent_halts",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", S)]),
            tick(R, [t("C", R)]),
            halt([h("C")]),
            tick(S, [t("A", S), t("C", S)]),
            tick(R, [t("A", S), t("B", S)]),
        ],
    );
}

/// Shape: `AsyncSequence[A, B, C]`. Unlike `SequenceWithMemory`, a failure
/// sends the node back to A (3.1).
pub fn async_sequence_failure_restarts_at_first_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[F, S]), ("C", &[S])]));
    check(
        "async_sequence_failure_restarts_at_first_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(F, [t("B", F)]),
            tick(R, [t("A", S)]),
            tick(R, [t("B", S)]),
            tick(S, [t("C", S)]),
        ],
    );
}

/// Shape: `AsyncSequence[A, B, C]`. A halt sends the node back to A
/// (3.1 halt); B was halted, so its later success is synchronous and
/// yields (G5).
pub fn async_sequence_halt_restarts_at_first_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[R, S]), ("C", &[S])]));
    check(
        "async_sequence_halt_restarts_at_first_child",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("A", S)]),
            tick(R, [t("B", R)]),
            halt([h("B")]),
            tick(R, [t("A", S)]),
            tick(R, [t("B", S)]),
            tick(S, [t("C", S)]),
            halt([]),
        ],
    );
}

// ---------------------------------------------------------------------------
// Fallback and AsyncFallback (3.4)
// ---------------------------------------------------------------------------

/// Shape: `Fallback[A, B, C]`. A running child is resumed without
/// re-checking the earlier, failed ones; a success ends the node and the
/// next tick starts again at A. C is never reached.
pub fn fallback_resumes_at_running_child<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[R, S]), ("C", &[S])]));
    check(
        "fallback_resumes_at_running_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", R)]),
            tick(S, [t("B", S)]),
            tick(S, [t("A", F), t("B", S)]),
        ],
    );
}

/// Shape: `Fallback[A, B, C]`. Every child failing makes it fail, and the
/// next tick starts again at A.
pub fn fallback_fails_when_every_child_fails<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[F]), ("B", &[F, R, F]), ("C", &[F])],
    ));
    check(
        "fallback_fails_when_every_child_fails",
        &mut tree,
        &trace,
        &[
            tick(F, [t("A", F), t("B", F), t("C", F)]),
            tick(R, [t("A", F), t("B", R)]),
            tick(F, [t("B", F), t("C", F)]),
            tick(F, [t("A", F), t("B", F), t("C", F)]),
        ],
    );
}

/// Shape: `Fallback[A, B, C]`. Skipped children are stepped over; with one
/// failure and the rest skipped the result is `Failure` (G6).
pub fn fallback_steps_over_skipped_children<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K]), ("B", &[F, S]), ("C", &[K])]));
    check(
        "fallback_steps_over_skipped_children",
        &mut tree,
        &trace,
        &[
            tick(F, [t("A", K), t("B", F), t("C", K)]),
            tick(S, [t("A", K), t("B", S)]),
        ],
    );
}

/// Shape: `Fallback[A, B, C]`. A halt halts the running child and the next
/// tick starts again at A (3.4 halt); a halt with nothing running reaches
/// no leaf.
pub fn fallback_halt_restarts_at_first_child<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[F]), ("B", &[R, R, F]), ("C", &[S])],
    ));
    check(
        "fallback_halt_restarts_at_first_child",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("A", F), t("B", R)]),
            halt([h("B")]),
            tick(R, [t("A", F), t("B", R)]),
            tick(S, [t("B", F), t("C", S)]),
            halt([]),
        ],
    );
}

/// Shape: `AsyncFallback[A, B, C]`. A child that was not running and fails
/// makes the node yield `Running` while children remain (G5); the last
/// child does not yield; after `Failure` the node starts over at A.
pub fn async_fallback_yields_after_synchronous_failure<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[F]), ("C", &[F])]));
    check(
        "async_fallback_yields_after_synchronous_failure",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F)]),
            tick(R, [t("B", F)]),
            tick(F, [t("C", F)]),
            tick(R, [t("A", F)]),
        ],
    );
}

/// Shape: `AsyncFallback[A, B, C]`. A child that fails after running does
/// not yield; B's synchronous failure does; a success ends the node with
/// no yield (G5).
pub fn async_fallback_no_yield_after_child_that_was_running<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, F]), ("B", &[F]), ("C", &[S])]));
    check(
        "async_fallback_no_yield_after_child_that_was_running",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(R, [t("A", F), t("B", F)]),
            tick(S, [t("C", S)]),
            halt([]),
            tick(R, [t("A", F)]),
        ],
    );
}

/// Shape: `AsyncFallback[A, B, C]`. A halt halts the running child and
/// sends the node back to A (3.4 halt).
pub fn async_fallback_halt_restarts_at_first_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[R, S]), ("C", &[S])]));
    check(
        "async_fallback_halt_restarts_at_first_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F)]),
            tick(R, [t("B", R)]),
            halt([h("B")]),
            tick(R, [t("A", F)]),
            tick(S, [t("B", S)]),
        ],
    );
}
