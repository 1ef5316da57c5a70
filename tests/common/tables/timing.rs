//! The timed decorators, Timeout and Delay (btcpp-semantics.md 4.7), on the
//! scenario clock: `.after_ms(n)` moves it before a step. `bt` decides at
//! tick time what BT.CPP's timer thread does between ticks (DESIGN.md
//! section 4): the first tick at or past Timeout's deadline halts the
//! running child and returns F without ticking it.
use super::super::*;

// ----------------------------------------------------------------- Timeout

/// Shape: `Timeout(msec=10)[A]`. The first tick sets the deadline (t=10) and
/// ticks A; ticks before it tick A; the tick at the deadline halts A and
/// returns F without ticking it. The next tick starts a new activation with
/// a new deadline.
pub fn timeout_halts_running_child_at_deadline<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R])]));
    check(
        "timeout_halts_running_child_at_deadline",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(R, [t("A", R)]).after_ms(5),
            tick(R, [t("A", R)]).after_ms(4),
            // t = 10
            tick(F, [h("A")]).after_ms(1),
            // new activation at t = 10: deadline t = 20
            tick(R, [t("A", R)]),
            tick(R, [t("A", R)]).after_ms(9),
            tick(F, [h("A")]).after_ms(1),
        ],
    );
}

/// Shape: `Timeout(msec=10)[A]`. A tick long past the deadline also halts
/// the running child without ticking it.
pub fn timeout_late_tick_still_times_out<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R])]));
    check(
        "timeout_late_tick_still_times_out",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(F, [h("A")]).after_ms(1000),
            halt([]),
        ],
    );
}

/// Shape: `Timeout(msec=10)[A]`. A child that finishes before the deadline
/// gives its result; the next tick starts a new activation whose deadline
/// counts from that tick.
pub fn timeout_child_finishes_before_deadline<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, S, R, F, R])]));
    check(
        "timeout_child_finishes_before_deadline",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(S, [t("A", S)]).after_ms(9),
            // t = 14: new deadline t = 24 (the old one, t = 10, is gone)
            tick(R, [t("A", R)]).after_ms(5),
            tick(F, [t("A", F)]).after_ms(9),
            // t = 23: new deadline t = 33
            tick(R, [t("A", R)]),
            tick(R, [t("A", R)]).after_ms(9),
            tick(F, [h("A")]).after_ms(1),
        ],
    );
}

/// Shape: `Timeout(msec=10)[A]`. A child that finishes on the first tick
/// never meets a deadline; each tick is a new activation.
pub fn timeout_sync_child_passes_through<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, F, S])]));
    check(
        "timeout_sync_child_passes_through",
        &mut tree,
        &trace,
        &[
            tick(S, [t("A", S)]),
            tick(F, [t("A", F)]).after_ms(50),
            tick(S, [t("A", S)]).after_ms(50),
        ],
    );
}

/// Shape: `Timeout(msec=0)[A]`. `msec = 0` never times out.
pub fn timeout_zero_never_times_out<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, R, R, S])]));
    check(
        "timeout_zero_never_times_out",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(R, [t("A", R)]).after_ms(1),
            tick(R, [t("A", R)]).after_ms(1_000_000),
            tick(S, [t("A", S)]).after_ms(1_000_000),
        ],
    );
}

/// Shape: `Timeout(msec=10)[A]`. A halt halts the running child and drops
/// the deadline: the next tick starts a new activation, so t = 10 (the
/// old deadline) does not time it out.
pub fn timeout_halt_drops_deadline<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R])]));
    check(
        "timeout_halt_drops_deadline",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            halt([h("A")]).after_ms(5),
            // t = 10: new activation, deadline t = 20
            tick(R, [t("A", R)]).after_ms(5),
            tick(R, [t("A", R)]).after_ms(9),
            tick(F, [h("A")]).after_ms(1),
        ],
    );
}

/// Shape: `Timeout(msec=35)[Sequence[A, B]]` (BT.CPP's coroutine test with
/// a scripted clock). A finishes at t = 20, B starts and is still running at
/// t = 35: B is halted and the result is F.
pub fn timeout_over_sequence_halts_second_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, S]), ("B", &[R])]));
    check(
        "timeout_over_sequence_halts_second_child",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", R)]),
            tick(R, [t("A", S), t("B", R)]).after_ms(20),
            tick(F, [h("B")]).after_ms(15),
        ],
    );
}

/// Shape: `Timeout(msec=10)[A]`. The deadline passes while the activation
/// is still on (the child was skipped) but the child is not running:
/// BT.CPP's timer fires with nothing to halt and is spent, so this
/// activation no longer times out.
pub fn timeout_deadline_passing_while_child_idle<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 1]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K, R, R, S, R])]));
    check(
        "timeout_deadline_passing_while_child_idle",
        &mut tree,
        &trace,
        &[
            tick(K, [t("A", K)]),
            tick(R, [t("A", R)]).after_ms(10),
            tick(R, [t("A", R)]).after_ms(100),
            tick(S, [t("A", S)]).after_ms(100),
            // t = 210: a new activation has a deadline again (t = 220)
            tick(R, [t("A", R)]),
            tick(F, [h("A")]).after_ms(10),
        ],
    );
}

// ------------------------------------------------------------------- Delay

/// Shape: `Delay(delay_msec=10)[A]`. The first tick starts the wait and
/// returns R without ticking A; ticks before t = 10 return R; from then on
/// A is ticked until it finishes. The next activation waits again.
pub fn delay_waits_then_ticks_child<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R, S, F])]));
    check(
        "delay_waits_then_ticks_child",
        &mut tree,
        &trace,
        &[
            tick(R, []),
            tick(R, []).after_ms(5),
            tick(R, []).after_ms(4),
            tick(R, [t("A", R)]).after_ms(1),
            tick(S, [t("A", S)]),
            // new activation at t = 10: wait until t = 20
            tick(R, []),
            tick(R, []).after_ms(9),
            tick(F, [t("A", F)]).after_ms(1),
        ],
    );
}

/// Shape: `Delay(delay_msec=0)[A]`. Even a 0 ms delay returns R on the
/// first tick of every activation; the child is ticked on the next one.
pub fn delay_zero_still_yields_once<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S])]));
    check(
        "delay_zero_still_yields_once",
        &mut tree,
        &trace,
        &[
            tick(R, []),
            tick(S, [t("A", S)]),
            tick(R, []),
            tick(S, [t("A", S)]),
        ],
    );
}

/// Shape: `Delay(delay_msec=10)[A]`. A halt during the wait records nothing
/// and forgets the wait: the next tick starts a new one.
pub fn delay_halt_while_waiting_restarts_wait<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S])]));
    check(
        "delay_halt_while_waiting_restarts_wait",
        &mut tree,
        &trace,
        &[
            tick(R, []),
            halt([]).after_ms(5),
            // t = 10: the old wait would be over; a new one runs to t = 20
            tick(R, []).after_ms(5),
            tick(R, []).after_ms(9),
            tick(S, [t("A", S)]).after_ms(1),
        ],
    );
}

/// Shape: `Delay(delay_msec=10)[A]`. A halt while the child runs halts the
/// child; the next activation waits again before ticking it.
pub fn delay_halt_while_child_runs<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R])]));
    check(
        "delay_halt_while_child_runs",
        &mut tree,
        &trace,
        &[
            tick(R, []),
            tick(R, [t("A", R)]).after_ms(10),
            halt([h("A")]),
            halt([]),
            tick(R, []),
            tick(R, []).after_ms(9),
            tick(R, [t("A", R)]).after_ms(1),
        ],
    );
}

/// Shape: `Delay(delay_msec=5)[A]`. A skipped child does not end the
/// activation: the wait is over, so the next tick ticks the child at once.
pub fn delay_skipped_child_keeps_activation<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[K, S])]));
    check(
        "delay_skipped_child_keeps_activation",
        &mut tree,
        &trace,
        &[
            tick(R, []),
            tick(K, [t("A", K)]).after_ms(5),
            tick(S, [t("A", S)]),
            tick(R, []),
        ],
    );
}

// ---------------------------------------------------------- combinations

/// Shape: `Timeout(msec=10)[Delay(delay_msec=20)[A]]`. The delay outlasts
/// the timeout: at t = 10 the Timeout halts the waiting Delay (nothing
/// reaches A) and fails; the halt made the Delay forget its wait, so each
/// activation fails the same way and A is never ticked.
pub fn timeout_over_longer_delay_never_ticks_child<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 1]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S])]));
    check(
        "timeout_over_longer_delay_never_ticks_child",
        &mut tree,
        &trace,
        &[
            tick(R, []),
            tick(F, []).after_ms(10),
            tick(R, []),
            tick(R, []).after_ms(9),
            tick(F, []).after_ms(1),
        ],
    );
}

/// Shape: `Timeout(msec=30)[Delay(delay_msec=10)[A]]`. The delay ends in
/// time and A runs; A still running at t = 30 is halted through the Delay.
pub fn timeout_over_shorter_delay_halts_child<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[R])]));
    check(
        "timeout_over_shorter_delay_halts_child",
        &mut tree,
        &trace,
        &[
            tick(R, []),
            tick(R, [t("A", R)]).after_ms(10),
            tick(R, [t("A", R)]).after_ms(19),
            tick(F, [h("A")]).after_ms(1),
        ],
    );
}
