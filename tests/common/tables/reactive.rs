//! The reactive nodes: `ReactiveSequence` and `ReactiveFallback`
//! (btcpp-semantics.md 3.3 and 3.5, with G1 and G6). The tables of
//! `sequence.rs` about skipped and empty nodes apply to them too.

use super::super::*;

/// Shape: `ReactiveSequence[A, B, C]` or `ReactiveFallback[A, B, C]`. Each
/// tick starts again at A, so the skip count is per tick: A skipped, B
/// running, then B skipped too makes every child skipped on that tick, and
/// the node returns `Skipped` (3.3, 3.5).
pub fn reactive_skips_counted_per_tick<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K]), ("B", &[R, K]), ("C", &[K])]));
    check(
        "reactive_skips_counted_per_tick",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", K), t("B", R)]),
            tick(K, [t("A", K), t("B", K), t("C", K)]),
        ],
    );
}

// ---------------------------------------------------------------------------
// ReactiveSequence (3.3)
// ---------------------------------------------------------------------------

/// Shape: `ReactiveSequence[A, B, C]`. Every tick starts at A: the children
/// before the running one are ticked again, and the running child is
/// ticked, not halted. Ticking again after `Success` is an ordinary tick.
pub fn reactive_sequence_rechecks_from_first_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[S]), ("C", &[R, R, S])],
    ));
    check(
        "reactive_sequence_rechecks_from_first_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", S), t("C", R)]),
            tick(R, [t("A", S), t("B", S), t("C", R)]),
            tick(S, [t("A", S), t("B", S), t("C", S)]),
            tick(S, [t("A", S), t("B", S), t("C", S)]),
        ],
    );
}

/// Shape: `ReactiveSequence[A, B, C]`. When A fails while C runs, the node
/// halts C (after ticking A, without ticking B or C) and fails; a failure
/// with nothing running halts nothing (3.3).
pub fn reactive_sequence_earlier_failure_halts_running_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S, F, F, S]), ("B", &[S]), ("C", &[R])],
    ));
    check(
        "reactive_sequence_earlier_failure_halts_running_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", S), t("C", R)]),
            tick(F, [t("A", F), h("C")]),
            tick(F, [t("A", F)]),
            tick(R, [t("A", S), t("B", S), t("C", R)]),
            halt([h("C")]),
        ],
    );
}

/// Shape: `ReactiveSequence[A, B, C]`. When A starts running while C runs,
/// A takes over: C is halted after A's tick and B is not ticked. C starts
/// fresh once A succeeds again (3.3).
pub fn reactive_sequence_earlier_running_halts_later_running_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S, R, S]), ("B", &[S]), ("C", &[R, S])],
    ));
    check(
        "reactive_sequence_earlier_running_halts_later_running_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", S), t("C", R)]),
            tick(R, [t("A", R), h("C")]),
            tick(S, [t("A", S), t("B", S), t("C", S)]),
        ],
    );
}

/// Shape: `ReactiveSequence[A, B]`. A halt reaches the running child only;
/// a halt with nothing running reaches no leaf (3.3 halt, G2).
pub fn reactive_sequence_halt_halts_running_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[R, R, S])]));
    check(
        "reactive_sequence_halt_halts_running_child",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("A", S), t("B", R)]),
            halt([h("B")]),
            halt([]),
            tick(R, [t("A", S), t("B", R)]),
            tick(S, [t("A", S), t("B", S)]),
            halt([]),
        ],
    );
}

/// Shape: `ReactiveSequence[A, ReactiveFallback[B, Sequence[C, D]]]`. The
/// reactive levels re-tick A and B on every tick while the plain sequence
/// resumes at D; when A fails, the halt goes down both reactive levels to
/// D (G1).
pub fn reactive_halt_reaches_running_leaf_at_depth<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 4]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S, S, F]), ("B", &[F]), ("C", &[S]), ("D", &[R])],
    ));
    check(
        "reactive_halt_reaches_running_leaf_at_depth",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", F), t("C", S), t("D", R)]),
            tick(R, [t("A", S), t("B", F), t("D", R)]),
            tick(F, [t("A", F), h("D")]),
            halt([]),
        ],
    );
}

// ---------------------------------------------------------------------------
// ReactiveFallback (3.5)
// ---------------------------------------------------------------------------

/// Shape: `ReactiveFallback[A, B, C]`. Every tick starts at A. A running
/// child returns `Running` at once: C is never ticked while B runs (the
/// header's "continues to the next sibling" is not what the code does).
pub fn reactive_fallback_rechecks_from_first_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[F]), ("B", &[R, R, S]), ("C", &[S])],
    ));
    check(
        "reactive_fallback_rechecks_from_first_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", R)]),
            tick(R, [t("A", F), t("B", R)]),
            tick(S, [t("A", F), t("B", S)]),
            tick(S, [t("A", F), t("B", S)]),
        ],
    );
}

/// Shape: `ReactiveFallback[A, B, C]`. When A succeeds while C runs, the
/// node halts C after A's tick and succeeds; a success with nothing running
/// halts nothing (3.5).
pub fn reactive_fallback_earlier_success_halts_running_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F, S]), ("B", &[F]), ("C", &[R])]));
    check(
        "reactive_fallback_earlier_success_halts_running_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", F), t("C", R)]),
            tick(S, [t("A", S), h("C")]),
            tick(S, [t("A", S)]),
        ],
    );
}

/// Shape: `ReactiveFallback[A, B, C]`. When A starts running while C runs,
/// C is halted after A's tick and B is not ticked (3.5).
pub fn reactive_fallback_earlier_running_halts_later_running_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[F, R, F]), ("B", &[F]), ("C", &[R, S])],
    ));
    check(
        "reactive_fallback_earlier_running_halts_later_running_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", F), t("C", R)]),
            tick(R, [t("A", R), h("C")]),
            tick(S, [t("A", F), t("B", F), t("C", S)]),
        ],
    );
}

/// Shape: `ReactiveFallback[A, B, C]`. Every child failing makes it fail;
/// the running C failing is not halted (it finished) (3.5).
pub fn reactive_fallback_fails_when_every_child_fails<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[F]), ("C", &[R, F])]));
    check(
        "reactive_fallback_fails_when_every_child_fails",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F), t("B", F), t("C", R)]),
            tick(F, [t("A", F), t("B", F), t("C", F)]),
            halt([]),
            tick(F, [t("A", F), t("B", F), t("C", F)]),
        ],
    );
}

/// Shape: `ReactiveFallback[A, B]`. A halt reaches the running child only
/// (3.5 halt, G2).
pub fn reactive_fallback_halt_halts_running_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F]), ("B", &[R, R, F])]));
    check(
        "reactive_fallback_halt_halts_running_child",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("A", F), t("B", R)]),
            halt([h("B")]),
            tick(R, [t("A", F), t("B", R)]),
            tick(F, [t("A", F), t("B", F)]),
            halt([]),
        ],
    );
}

// ---------------------------------------------------------------------------
// Reactive parents over yielding children (G5 with 3.3)
// ---------------------------------------------------------------------------

/// Shape: `ReactiveSequence[C, AsyncSequence[A, B]]`. The async sequence
/// yields after A, so the reactive parent re-checks C before B runs (G5).
/// When C then fails, the parent halts the async sequence (it is running,
/// standing before B): no leaf runs, so no leaf is halted, but the async
/// sequence starts again at A next time (3.1 halt).
pub fn reactive_sequence_rechecks_between_yield_steps<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[S, F, S]), ("A", &[S]), ("B", &[S])],
    ));
    check(
        "reactive_sequence_rechecks_between_yield_steps",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("A", S)]),
            tick(F, [t("C", F)]),
            tick(R, [t("C", S), t("A", S)]),
            tick(S, [t("C", S), t("B", S)]),
        ],
    );
}

/// Shape: `ReactiveSequence[C, SequenceWithMemory[A, B]]`. As above, but
/// the halted `SequenceWithMemory` keeps its index (3.2 halt): after C
/// fails and succeeds again, it resumes at B and A is not run again.
pub fn reactive_sequence_halt_keeps_sequence_with_memory_index<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[S, F, S]), ("A", &[S]), ("B", &[S])],
    ));
    check(
        "reactive_sequence_halt_keeps_sequence_with_memory_index",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("A", S)]),
            tick(F, [t("C", F)]),
            tick(S, [t("C", S), t("B", S)]),
            tick(R, [t("C", S), t("A", S)]),
        ],
    );
}
