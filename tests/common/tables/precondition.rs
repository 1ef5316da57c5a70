//! The preconditions (BT.CPP's `_skipIf`, `_successIf`, `_failureIf`,
//! `_while`, as decorators whose first leaf is the condition;
//! btcpp-semantics.md section 6) and how SKIPPED travels up (G6).
//!
//! In every shape `P` and `Q` are condition leaves (S = true, F = false).
use super::super::*;

// ---------------------------------------------- SkipIf / SuccessIf / FailureIf

/// Shape: `SkipIf(P)[A]`. The condition is checked only when the child is
/// not running: true gives K without ticking A; false ticks A. While A runs
/// the condition is not ticked at all.
pub fn skip_if_checked_only_when_child_idle<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[F, S]), ("A", &[R, S])]));
    check(
        "skip_if_checked_only_when_child_idle",
        &mut tree,
        &trace,
        &[
            tick(R, [t("P", F), t("A", R)]),
            tick(S, [t("A", S)]),
            tick(K, [t("P", S)]),
            tick(K, [t("P", S)]),
        ],
    );
}

/// Shape: `SkipIf(P)[A]`. A halt reaches the running child once; afterwards
/// the child is idle, so the next tick checks the condition again.
pub fn skip_if_halt_rechecks_condition<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[F, S]), ("A", &[R])]));
    check(
        "skip_if_halt_rechecks_condition",
        &mut tree,
        &trace,
        &[
            tick(R, [t("P", F), t("A", R)]),
            halt([h("A")]),
            halt([]),
            tick(K, [t("P", S)]),
        ],
    );
}

/// Shape: `SkipIf(P)[A]`. With the condition false, the child's result
/// passes through, K included.
pub fn skip_if_passes_child_result<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[F]), ("A", &[S, F, K])]));
    check(
        "skip_if_passes_child_result",
        &mut tree,
        &trace,
        &[
            tick(S, [t("P", F), t("A", S)]),
            tick(F, [t("P", F), t("A", F)]),
            tick(K, [t("P", F), t("A", K)]),
        ],
    );
}

/// Shape: `SuccessIf(P)[A]`. True when the child is idle: S without
/// ticking A. Not checked while A runs.
pub fn success_if_checked_only_when_child_idle<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[S, F, S]), ("A", &[R, F])]));
    check(
        "success_if_checked_only_when_child_idle",
        &mut tree,
        &trace,
        &[
            tick(S, [t("P", S)]),
            tick(R, [t("P", F), t("A", R)]),
            tick(F, [t("A", F)]),
            tick(S, [t("P", S)]),
        ],
    );
}

/// Shape: `FailureIf(P)[A]`. True when the child is idle: F without
/// ticking A. Not checked while A runs; a halt makes it checked again.
pub fn failure_if_checked_only_when_child_idle<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[S, F, F, S]), ("A", &[R, S, R])]));
    check(
        "failure_if_checked_only_when_child_idle",
        &mut tree,
        &trace,
        &[
            tick(F, [t("P", S)]),
            tick(R, [t("P", F), t("A", R)]),
            tick(S, [t("A", S)]),
            tick(R, [t("P", F), t("A", R)]),
            halt([h("A")]),
            tick(F, [t("P", S)]),
        ],
    );
}

/// Shape: `SkipIf(P)[A]`. A condition leaf that returns R counts as false
/// and is halted at once, so it never stays running behind the decorator
/// (`bt`'s documented rule: BT.CPP's preconditions are scripts and cannot
/// run).
pub fn precondition_running_condition_counts_as_false<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[R, S]), ("A", &[S])]));
    check(
        "precondition_running_condition_counts_as_false",
        &mut tree,
        &trace,
        &[
            tick(S, [t("P", R), h("P"), t("A", S)]),
            tick(K, [t("P", S)]),
        ],
    );
}

// ------------------------------------------------------------------- While

/// Shape: `While(P)[A]`. Checked on every tick, also while A runs: false
/// while A runs halts A and returns K; false while A is idle returns K
/// without ticking it; true ticks A.
pub fn while_rechecked_while_running<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[S, S, F, S, F]), ("A", &[R, R, S])]));
    check(
        "while_rechecked_while_running",
        &mut tree,
        &trace,
        &[
            tick(R, [t("P", S), t("A", R)]),
            tick(R, [t("P", S), t("A", R)]),
            tick(K, [t("P", F), h("A")]),
            tick(S, [t("P", S), t("A", S)]),
            tick(K, [t("P", F)]),
        ],
    );
}

/// Shape: `While(P)[A]`. False from the start: K every tick, A never
/// ticked; once true, A runs.
pub fn while_false_skips_without_ticking<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[F, F, S]), ("A", &[F])]));
    check(
        "while_false_skips_without_ticking",
        &mut tree,
        &trace,
        &[
            tick(K, [t("P", F)]),
            tick(K, [t("P", F)]),
            tick(F, [t("P", S), t("A", F)]),
        ],
    );
}

/// Shape: `While(P)[A]`. A halt reaches the running child once; the next
/// tick checks the condition and starts A afresh.
pub fn while_halt<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[S]), ("A", &[R])]));
    check(
        "while_halt",
        &mut tree,
        &trace,
        &[
            tick(R, [t("P", S), t("A", R)]),
            halt([h("A")]),
            halt([]),
            tick(R, [t("P", S), t("A", R)]),
        ],
    );
}

/// Shape: `While(P)[A]`. A running condition counts as false and is halted;
/// here it also halts the running child.
pub fn while_running_condition_halts_child<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[S, R]), ("A", &[R])]));
    check(
        "while_running_condition_halts_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("P", S), t("A", R)]),
            tick(K, [t("P", R), h("P"), h("A")]),
        ],
    );
}

/// Shape: `Sequence[While(P)[A], B]`. When the condition turns false the
/// running A is halted, the While is skipped, and the sequence steps over
/// it to B in the same tick.
pub fn while_turning_false_lets_sequence_move_on<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[S, F]), ("A", &[R]), ("B", &[S])]));
    check(
        "while_turning_false_lets_sequence_move_on",
        &mut tree,
        &trace,
        &[
            tick(R, [t("P", S), t("A", R)]),
            tick(S, [t("P", F), h("A"), t("B", S)]),
            tick(S, [t("P", F), t("B", S)]),
        ],
    );
}

// ------------------------------------------------------ SKIPPED upward (G6)

/// Shape: `Sequence[SkipIf(P)[A], B]`. A skipped child is stepped over; the
/// sequence succeeds through the others.
pub fn skipped_child_stepped_over_by_sequence<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[S, F]), ("A", &[S]), ("B", &[S])]));
    check(
        "skipped_child_stepped_over_by_sequence",
        &mut tree,
        &trace,
        &[
            tick(S, [t("P", S), t("B", S)]),
            tick(S, [t("P", F), t("A", S), t("B", S)]),
        ],
    );
}

/// Shape: `Fallback[SkipIf(P)[A], B]`. A skipped child is stepped over; the
/// fallback fails through the others (a skip is not a success).
pub fn skipped_child_stepped_over_by_fallback<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("P", &[S, F]), ("A", &[S]), ("B", &[F])]));
    check(
        "skipped_child_stepped_over_by_fallback",
        &mut tree,
        &trace,
        &[
            tick(F, [t("P", S), t("B", F)]),
            tick(S, [t("P", F), t("A", S)]),
        ],
    );
}

/// Shape: `Sequence[SkipIf(P)[A], SkipIf(Q)[B]]`. Every child skipped: the
/// sequence is skipped itself; one child not skipped: it is not.
pub fn all_skipped_sequence_is_skipped<N: Node<Ctx>>(shape: impl FnOnce([Script; 4]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("P", &[S, S]), ("A", &[F]), ("Q", &[S, F]), ("B", &[S])],
    ));
    check(
        "all_skipped_sequence_is_skipped",
        &mut tree,
        &trace,
        &[
            tick(K, [t("P", S), t("Q", S)]),
            tick(S, [t("P", S), t("Q", F), t("B", S)]),
        ],
    );
}

/// Shape: `Sequence[Inverter[A], ForceSuccess[B], ForceFailure[C],
/// Repeat(2)[D], RetryUntilSuccessful(2)[E], RepeatUntilFailure[G],
/// RunOnce[H], Timeout(10)[I], SkipIf(P)[J], While(Q)[L]]` with every leaf
/// skipped and both conditions false. Each decorator passes K upward, so
/// every child is ticked once and the sequence is skipped; the same again
/// on the next tick (nothing counted a skip as progress).
pub fn skipped_passes_through_every_decorator<N: Node<Ctx>>(shape: impl FnOnce([Script; 12]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [
            ("A", &[K]),
            ("B", &[K]),
            ("C", &[K]),
            ("D", &[K]),
            ("E", &[K]),
            ("G", &[K]),
            ("H", &[K]),
            ("I", &[K]),
            ("P", &[F]),
            ("J", &[K]),
            ("Q", &[S]),
            ("L", &[K]),
        ],
    ));
    let all = [
        t("A", K),
        t("B", K),
        t("C", K),
        t("D", K),
        t("E", K),
        t("G", K),
        t("H", K),
        t("I", K),
        t("P", F),
        t("J", K),
        t("Q", S),
        t("L", K),
    ];
    check(
        "skipped_passes_through_every_decorator",
        &mut tree,
        &trace,
        &[tick(K, all), tick(K, all).after_ms(100)],
    );
}

/// Shape: `Sequence[A, KeepRunningUntilFailure[B], C]`. `KeepRunningUntilFailure`
/// turns a skipped child into R, so the sequence waits on it instead of
/// stepping over it; B's failure then fails the sequence.
pub fn keep_running_until_failure_turns_skip_into_running<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("A", &[S]), ("B", &[K, K, F]), ("C", &[S])],
    ));
    check(
        "keep_running_until_failure_turns_skip_into_running",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", K)]),
            tick(R, [t("B", K)]),
            tick(F, [t("B", F)]),
        ],
    );
}
