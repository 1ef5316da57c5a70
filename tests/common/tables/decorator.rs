//! The one-child decorators without time: Inverter, `ForceSuccess`,
//! `ForceFailure`, Repeat, `RetryUntilSuccessful`, `KeepRunningUntilFailure`,
//! `RepeatUntilFailure` and `RunOnce` (btcpp-semantics.md section 4, G3, G5,
//! G6).
use super::super::*;

// ---------------------------------------------------------------- Inverter

/// Shape: `Inverter[A]`. S and F are swapped; R and K pass through; a
/// finished child is ticked afresh next time.
pub fn inverter_maps_every_status<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, F, R, S, K])]));
    check(
        "inverter_maps_every_status",
        &mut tree,
        &trace,
        &[
            tick(F, [t("A", S)]),
            tick(S, [t("A", F)]),
            tick(R, [t("A", R)]),
            tick(F, [t("A", S)]),
            tick(K, [t("A", K)]),
            tick(K, [t("A", K)]),
        ],
    );
}

/// Shape: `Inverter[A]`. A halt reaches the running child once; a second
/// halt, on a node no longer running, records nothing; the halted child
/// starts over on the next tick.
pub fn inverter_halts_running_child<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, R, F])]));
    check(
        "inverter_halts_running_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            halt([h("A")]),
            halt([]),
            tick(R, [t("A", R)]),
            tick(S, [t("A", F)]),
            // the child finished: nothing is running, nothing to halt
            halt([]),
        ],
    );
}

// ------------------------------------------------- ForceSuccess / Failure

/// Shape: `ForceSuccess[A]`. A finished child gives S; R and K pass
/// through; a halt reaches the running child.
pub fn force_success_maps_every_status<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F, S, R, F, K, R])]));
    check(
        "force_success_maps_every_status",
        &mut tree,
        &trace,
        &[
            tick(S, [t("A", F)]),
            tick(S, [t("A", S)]),
            tick(R, [t("A", R)]),
            tick(S, [t("A", F)]),
            tick(K, [t("A", K)]),
            tick(R, [t("A", R)]),
            halt([h("A")]),
        ],
    );
}

/// Shape: `ForceFailure[A]`. A finished child gives F; R and K pass
/// through; a halt reaches the running child.
pub fn force_failure_maps_every_status<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, F, R, S, K, R])]));
    check(
        "force_failure_maps_every_status",
        &mut tree,
        &trace,
        &[
            tick(F, [t("A", S)]),
            tick(F, [t("A", F)]),
            tick(R, [t("A", R)]),
            tick(F, [t("A", S)]),
            tick(K, [t("A", K)]),
            tick(R, [t("A", R)]),
            halt([h("A")]),
        ],
    );
}

// ------------------------------------------------------------------ Repeat

/// Shape: `Repeat(num_cycles=3)[A]`. A child that succeeds synchronously
/// (it was idle before the tick) makes Repeat yield while cycles remain
/// (G5): one cycle per tick, and the last cycle returns S without a yield.
/// Ticked again after S, the count starts over.
pub fn repeat_yields_after_each_sync_cycle<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S])]));
    check(
        "repeat_yields_after_each_sync_cycle",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(R, [t("A", S)]),
            tick(S, [t("A", S)]),
            tick(R, [t("A", S)]),
            tick(R, [t("A", S)]),
            tick(S, [t("A", S)]),
        ],
    );
}

/// Shape: `Repeat(num_cycles=3)[A]`. A child that was running and succeeds
/// does not yield: Repeat ticks it again in the same tick. That new cycle
/// started from idle, so its synchronous success yields.
pub fn repeat_loops_after_async_cycle<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, S, S, R, S])]));
    check(
        "repeat_loops_after_async_cycle",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            // cycle 1 ends (A was running): loop at once; cycle 2 is
            // synchronous and one cycle remains: yield
            tick(R, [t("A", S), t("A", S)]),
            tick(R, [t("A", R)]),
            // cycle 3 ends: no cycles remain
            tick(S, [t("A", S)]),
        ],
    );
}

/// Shape: `Repeat(num_cycles=2)[A]`, a child that runs for a tick in every
/// cycle. The end of cycle 1 starts cycle 2 in the same tick; the end of
/// the last cycle returns S.
pub fn repeat_async_child_every_cycle<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, S, R, S, R])]));
    check(
        "repeat_async_child_every_cycle",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(R, [t("A", S), t("A", R)]),
            tick(S, [t("A", S)]),
            tick(R, [t("A", R)]),
        ],
    );
}

/// Shape: `Repeat(num_cycles=0)[A]`. S without ticking the child, every
/// time.
pub fn repeat_zero_cycles_succeeds_without_ticking<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 1]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F])]));
    check(
        "repeat_zero_cycles_succeeds_without_ticking",
        &mut tree,
        &trace,
        &[tick(S, []), tick(S, []), halt([])],
    );
}

/// Shape: `Repeat(num_cycles=-1)[A]`. Forever: every synchronous success
/// yields, and only a failure ends it.
pub fn repeat_forever_until_failure<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, S, S, S, F, S])]));
    check(
        "repeat_forever_until_failure",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(R, [t("A", S)]),
            tick(R, [t("A", S)]),
            tick(R, [t("A", S)]),
            tick(F, [t("A", F)]),
            tick(R, [t("A", S)]),
        ],
    );
}

/// Shape: `Repeat(num_cycles=3)[A]`. A failure returns F and resets the
/// count: the next activation needs three cycles again.
pub fn repeat_failure_resets_count<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, S, F, S])]));
    check(
        "repeat_failure_resets_count",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(R, [t("A", S)]),
            tick(F, [t("A", F)]),
            tick(R, [t("A", S)]),
            tick(R, [t("A", S)]),
            tick(S, [t("A", S)]),
        ],
    );
}

/// Shape: `Repeat(num_cycles=3)[A]`. A skipped child makes Repeat return K
/// but keeps the count: after the skip only two cycles remain.
pub fn repeat_skipped_keeps_count<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, K, S])]));
    check(
        "repeat_skipped_keeps_count",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(K, [t("A", K)]),
            tick(R, [t("A", S)]),
            tick(S, [t("A", S)]),
        ],
    );
}

/// Shape: `Repeat(num_cycles=2)[A]`. A halt halts the running child and
/// resets the count; a halt between cycles (Repeat yielded, the child is
/// idle) records nothing but also resets the count.
pub fn repeat_halt_resets_count<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, R, S, S, S, S])]));
    check(
        "repeat_halt_resets_count",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(R, [t("A", R)]),
            halt([h("A")]),
            // two cycles again: the first one yields
            tick(R, [t("A", S)]),
            halt([]),
            tick(R, [t("A", S)]),
            tick(S, [t("A", S)]),
        ],
    );
}

// ------------------------------------------------------------------- Retry

/// Shape: `RetryUntilSuccessful(num_attempts=3)[A]`. A synchronous failure
/// yields while attempts remain (G5); the last one returns F. Ticked again
/// after F, the count starts over.
pub fn retry_yields_after_each_sync_failure<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F])]));
    check(
        "retry_yields_after_each_sync_failure",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F)]),
            tick(R, [t("A", F)]),
            tick(F, [t("A", F)]),
            tick(R, [t("A", F)]),
        ],
    );
}

/// Shape: `RetryUntilSuccessful(num_attempts=3)[A]`. Success returns S and
/// resets the count: the next activation has three attempts again.
pub fn retry_success_resets_count<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F, F, S, F])]));
    check(
        "retry_success_resets_count",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F)]),
            tick(R, [t("A", F)]),
            tick(S, [t("A", S)]),
            tick(R, [t("A", F)]),
            tick(R, [t("A", F)]),
            tick(F, [t("A", F)]),
        ],
    );
}

/// Shape: `RetryUntilSuccessful(num_attempts=3)[A]`. A child that was
/// running and fails is retried in the same tick; that retry started from
/// idle, so its synchronous failure yields.
pub fn retry_loops_after_async_failure<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, F, F, R, F])]));
    check(
        "retry_loops_after_async_failure",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(R, [t("A", F), t("A", F)]),
            tick(R, [t("A", R)]),
            // third failure: no attempts remain
            tick(F, [t("A", F)]),
        ],
    );
}

/// Shape: `RetryUntilSuccessful(num_attempts=0)[A]`. F without ticking the
/// child.
pub fn retry_zero_attempts_fails_without_ticking<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 1]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S])]));
    check(
        "retry_zero_attempts_fails_without_ticking",
        &mut tree,
        &trace,
        &[tick(F, []), tick(F, []), halt([])],
    );
}

/// Shape: `RetryUntilSuccessful(num_attempts=-1)[A]`. Retries forever, one
/// synchronous failure per tick, until the child succeeds.
pub fn retry_forever_until_success<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F, F, F, F, F, S])]));
    check(
        "retry_forever_until_success",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F)]),
            tick(R, [t("A", F)]),
            tick(R, [t("A", F)]),
            tick(R, [t("A", F)]),
            tick(R, [t("A", F)]),
            tick(S, [t("A", S)]),
        ],
    );
}

/// Shape: `RetryUntilSuccessful(num_attempts=3)[A]`. A skipped child makes
/// Retry return K and keeps the count.
pub fn retry_skipped_keeps_count<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F, K, F])]));
    check(
        "retry_skipped_keeps_count",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F)]),
            tick(K, [t("A", K)]),
            tick(R, [t("A", F)]),
            tick(F, [t("A", F)]),
        ],
    );
}

/// Shape: `RetryUntilSuccessful(num_attempts=2)[A]`. A halt halts the
/// running child and resets the count.
pub fn retry_halt_resets_count<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[F, R, F])]));
    check(
        "retry_halt_resets_count",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", F)]),
            tick(R, [t("A", R)]),
            halt([h("A")]),
            tick(R, [t("A", F)]),
            tick(F, [t("A", F)]),
        ],
    );
}

// ------------------------------------------------- KeepRunningUntilFailure

/// Shape: `KeepRunningUntilFailure[A]`. S and K become R (no yields: one
/// child tick per tick), F is F, R passes through. After F it starts over.
pub fn keep_running_until_failure_maps_statuses<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 1]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, R, K, S, F, S])]));
    check(
        "keep_running_until_failure_maps_statuses",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(R, [t("A", R)]),
            tick(R, [t("A", K)]),
            tick(R, [t("A", S)]),
            tick(F, [t("A", F)]),
            tick(R, [t("A", S)]),
        ],
    );
}

/// Shape: `KeepRunningUntilFailure[A]`. A halt reaches the child only while
/// the child itself runs: after a success (the decorator is running but the
/// child is not) it records nothing.
pub fn keep_running_until_failure_halt<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, R, R, F])]));
    check(
        "keep_running_until_failure_halt",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            halt([]),
            tick(R, [t("A", R)]),
            halt([h("A")]),
            tick(R, [t("A", R)]),
            tick(F, [t("A", F)]),
        ],
    );
}

// ------------------------------------------------------ RepeatUntilFailure

/// Shape: `RepeatUntilFailure[A]`. R while the child succeeds, S when it
/// fails; R and K pass through; a halt reaches the running child.
pub fn repeat_until_failure_maps_statuses<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, S, R, K, F, R])]));
    check(
        "repeat_until_failure_maps_statuses",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(R, [t("A", S)]),
            tick(R, [t("A", R)]),
            tick(K, [t("A", K)]),
            tick(S, [t("A", F)]),
            tick(R, [t("A", R)]),
            halt([h("A")]),
            halt([]),
        ],
    );
}

// ----------------------------------------------------------------- RunOnce

/// Shape: `RunOnce[A]` (`then_skip = true`). The child runs to completion
/// once, its result passed through; after that it is never ticked again
/// and `RunOnce` returns K.
pub fn run_once_then_skips<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, F, S])]));
    check(
        "run_once_then_skips",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(F, [t("A", F)]),
            tick(K, []),
            tick(K, []),
        ],
    );
}

/// Shape: `RunOnce(then_skip=false)[A]`. After the child finished, `RunOnce`
/// returns the stored result without ticking it.
pub fn run_once_then_returns_result<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, F])]));
    check(
        "run_once_then_returns_result",
        &mut tree,
        &trace,
        &[tick(S, [t("A", S)]), tick(S, []), tick(S, [])],
    );
}

/// Shape: `RunOnce[A]`. A halt after completion does not re-arm it: the
/// halt records nothing and the node stays skipped.
pub fn run_once_not_rearmed_by_halt<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S])]));
    check(
        "run_once_not_rearmed_by_halt",
        &mut tree,
        &trace,
        &[
            tick(S, [t("A", S)]),
            halt([]),
            tick(K, []),
            halt([]),
            tick(K, []),
        ],
    );
}

/// Shape: `RunOnce[A]`. A halt before the child finished halts it and
/// leaves `RunOnce` armed: the child runs again from the start.
pub fn run_once_halt_before_completion_keeps_it_armed<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 1]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, R, F])]));
    check(
        "run_once_halt_before_completion_keeps_it_armed",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            halt([h("A")]),
            tick(R, [t("A", R)]),
            tick(F, [t("A", F)]),
            tick(K, []),
        ],
    );
}

/// Shape: `RunOnce[A]`. A skipped child has not finished: K passes through
/// and `RunOnce` stays armed.
pub fn run_once_skipped_child_keeps_it_armed<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K, K, S])]));
    check(
        "run_once_skipped_child_keeps_it_armed",
        &mut tree,
        &trace,
        &[
            tick(K, [t("A", K)]),
            tick(K, [t("A", K)]),
            tick(S, [t("A", S)]),
            tick(K, []),
        ],
    );
}

/// Shape: `Sequence[RunOnce[A], B]` in a tree. Halting the whole tree while
/// B runs does not re-arm `RunOnce`: after the halt the sequence starts over
/// and steps over the skipped `RunOnce`.
pub fn run_once_not_rearmed_by_tree_halt<N: Node<Ctx>>(shape: impl FnOnce([Script; 2]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S]), ("B", &[R, S])]));
    check(
        "run_once_not_rearmed_by_tree_halt",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R)]),
            halt([h("B")]),
            tick(S, [t("B", S)]),
            tick(S, [t("B", S)]),
        ],
    );
}
