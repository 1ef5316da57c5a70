//! Leaves: the built-in ones (`AlwaysSuccess`, `AlwaysFailure`, `AlwaysRunning`,
//! Sleep), the stateful-action helper (BT.CPP's `StatefulActionNode`:
//! `onStart` on a tick from idle, `onRunning` on a tick while running,
//! `onHalted` only when halted while running), condition and action leaves
//! made of closures and fn items, and a user type implementing `Node`.
//!
//! Leaves that are not scripted leaves come with their own types here, and
//! the shape receives them ready-made.
use std::time::Duration;

use bt::leaf::{action, condition};
use bt::{Clock, Stateful, StatefulAction, stateful};

use super::super::*;

// --------------------------------------------------------- built-in leaves

/// Shape: `Sequence[AlwaysSuccess, Fallback[AlwaysFailure, A]]`.
/// `AlwaysSuccess` lets the sequence go on, `AlwaysFailure` makes the fallback
/// try A; the result is A's.
pub fn always_success_and_failure<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, F])]));
    check(
        "always_success_and_failure",
        &mut tree,
        &trace,
        &[tick(S, [t("A", S)]), tick(F, [t("A", F)]), halt([])],
    );
}

/// Shape: `Sequence[A, AlwaysRunning]`. The sequence waits on `AlwaysRunning`
/// without re-ticking A; a halt records nothing (`AlwaysRunning` has no user
/// code) and the sequence then starts over at A.
pub fn always_running_holds_sequence<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S])]));
    check(
        "always_running_holds_sequence",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(R, []),
            tick(R, []),
            halt([]),
            tick(R, [t("A", S)]),
        ],
    );
}

/// Shape: `ReactiveSequence[A, AlwaysRunning]`. A is re-checked on every
/// tick; its failure ends the running branch.
pub fn always_running_under_reactive_sequence<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, S, F, S])]));
    check(
        "always_running_under_reactive_sequence",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S)]),
            tick(R, [t("A", S)]),
            tick(F, [t("A", F)]),
            tick(R, [t("A", S)]),
        ],
    );
}

/// Shape: `Sequence[Sleep(msec=10), A]`. Sleep returns R until the clock
/// reaches the deadline set by its first tick, then S; the next activation
/// sleeps again.
pub fn sleep_waits_on_clock<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S])]));
    check(
        "sleep_waits_on_clock",
        &mut tree,
        &trace,
        &[
            tick(R, []),
            tick(R, []).after_ms(9),
            tick(S, [t("A", S)]).after_ms(1),
            // t = 10: a new sleep until t = 20
            tick(R, []),
            tick(R, []).after_ms(9),
            tick(S, [t("A", S)]).after_ms(1),
        ],
    );
}

/// Shape: `Sequence[Sleep(msec=0), A]`. A 0 ms sleep succeeds at once.
pub fn sleep_zero_succeeds_at_once<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S, F])]));
    check(
        "sleep_zero_succeeds_at_once",
        &mut tree,
        &trace,
        &[tick(S, [t("A", S)]), tick(F, [t("A", F)])],
    );
}

/// Shape: `Sequence[Sleep(msec=10), A]`. A halt cancels the sleep: the next
/// tick starts a new one, so the old deadline (t = 10) does not end it.
pub fn sleep_halt_cancels<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S])]));
    check(
        "sleep_halt_cancels",
        &mut tree,
        &trace,
        &[
            tick(R, []),
            halt([]).after_ms(5),
            tick(R, []).after_ms(5),
            tick(R, []).after_ms(9),
            tick(S, [t("A", S)]).after_ms(1),
        ],
    );
}

/// Shape: `Fallback[Timeout(msec=10)[Sleep(msec=15)], A]`. The timeout
/// halts the sleep at t = 10 and the fallback runs A. The halted sleep
/// starts over in the next activation (deadline t = 25), so at t = 15 it is
/// still running, and the timeout ends it again at t = 20.
pub fn sleep_halted_by_timeout_starts_over<N: Node<Ctx>>(shape: impl FnOnce([Script; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("A", &[S])]));
    check(
        "sleep_halted_by_timeout_starts_over",
        &mut tree,
        &trace,
        &[
            tick(R, []),
            tick(S, [t("A", S)]).after_ms(10),
            tick(R, []),
            tick(R, []).after_ms(5),
            tick(S, [t("A", S)]).after_ms(5),
        ],
    );
}

// ------------------------------------------------------- stateful actions

/// A [`StatefulAction`] that plays a script of statuses, one per callback,
/// and records `"<name>.start"` / `"<name>.running"` ticks and halts.
#[derive(Debug)]
pub struct Phases {
    start: &'static str,
    running: &'static str,
    name: &'static str,
    script: Vec<Status>,
    next: usize,
    trace: Trace,
}

impl Phases {
    /// A stateful leaf. `start` and `running` are the event names of the two
    /// tick callbacks, `name` the one of the halt callback.
    pub fn leaf(
        trace: &Trace,
        [start, running, name]: [&'static str; 3],
        script: &[Status],
    ) -> Stateful<Self> {
        Stateful::new(Self {
            start,
            running,
            name,
            script: script.to_vec(),
            next: 0,
            trace: trace.clone(),
        })
    }

    fn play(&mut self, event: &'static str) -> Status {
        let status = self.script[self.next.min(self.script.len() - 1)];
        self.next += 1;
        self.trace.push(t(event, status));
        status
    }
}

impl StatefulAction<Ctx> for Phases {
    fn on_start(&mut self, _: &mut Ctx) -> Status {
        self.play(self.start)
    }
    fn on_running(&mut self, _: &mut Ctx) -> Status {
        self.play(self.running)
    }
    fn on_halted(&mut self, _: &mut Ctx) {
        self.trace.push(h(self.name));
    }
}

/// Shape: `A`, a stateful action (a `StatefulAction` in `Stateful`). A tick
/// from idle runs `on_start`, a tick while running `on_running`; after S/F
/// or a halt the next tick starts again. `on_halted` runs only when halted
/// while running.
pub fn stateful_action_callbacks<N: Node<Ctx>>(shape: impl FnOnce([Stateful<Phases>; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape([Phases::leaf(
        &trace,
        ["A.start", "A.running", "A"],
        &[R, R, S, R, F, R, R, S],
    )]);
    check(
        "stateful_action_callbacks",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A.start", R)]),
            tick(R, [t("A.running", R)]),
            tick(S, [t("A.running", S)]),
            halt([]),
            tick(R, [t("A.start", R)]),
            halt([h("A")]),
            halt([]),
            tick(F, [t("A.start", F)]),
            tick(R, [t("A.start", R)]),
            tick(R, [t("A.running", R)]),
            tick(S, [t("A.running", S)]),
        ],
    );
}

/// Shape: `ReactiveSequence[A, B]` with A a stateful action and B a
/// scripted leaf. A finishes on every tick, so every tick starts it afresh
/// (`on_start`), while the running B is resumed.
pub fn stateful_restarts_each_tick_under_reactive<N: Node<Ctx>>(
    shape: impl FnOnce([Stateful<Phases>; 1], [Script; 1]) -> N,
) {
    let trace = Trace::new();
    let a = Phases::leaf(&trace, ["A.start", "A.running", "A"], &[S]);
    let mut tree = shape([a], leaves(&trace, [("B", &[R, R, S])]));
    check(
        "stateful_restarts_each_tick_under_reactive",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A.start", S), t("B", R)]),
            tick(R, [t("A.start", S), t("B", R)]),
            tick(S, [t("A.start", S), t("B", S)]),
        ],
    );
}

/// Shape: `ReactiveSequence[C, A]` with C a scripted condition and A a
/// stateful action. While C holds, A goes `on_start` then `on_running`;
/// when C fails the running A gets `on_halted`, and the next activation
/// starts it again.
pub fn stateful_halted_when_reactive_condition_fails<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 1], [Stateful<Phases>; 1]) -> N,
) {
    let trace = Trace::new();
    let a = Phases::leaf(&trace, ["A.start", "A.running", "A"], &[R]);
    let mut tree = shape(leaves(&trace, [("C", &[S, S, F, S])]), [a]);
    check(
        "stateful_halted_when_reactive_condition_fails",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("A.start", R)]),
            tick(R, [t("C", S), t("A.running", R)]),
            tick(F, [t("C", F), h("A")]),
            tick(R, [t("C", S), t("A.start", R)]),
        ],
    );
}

/// Shape: `A`, a stateful action made by `stateful(start, running,
/// halted)` from three closures (boxed here because closure types have no
/// name). `start` returns R; `running` alternates R and S on its own
/// counter; `halted` runs only for a halt while running.
pub fn stateful_from_closures<N: Node<Ctx>>(shape: impl FnOnce([Box<dyn Node<Ctx>>; 1]) -> N) {
    let trace = Trace::new();
    let (on_start, on_running, on_halted) = (trace.clone(), trace.clone(), trace.clone());
    let mut n = 0;
    let leaf = stateful(
        move |_: &mut Ctx| {
            on_start.push(t("W.start", R));
            R
        },
        move |_: &mut Ctx| {
            n += 1;
            let status = if n % 2 == 0 { S } else { R };
            on_running.push(t("W.running", status));
            status
        },
        move |_: &mut Ctx| on_halted.push(h("W")),
    );
    let mut tree = shape([Box::new(leaf)]);
    check(
        "stateful_from_closures",
        &mut tree,
        &trace,
        &[
            tick(R, [t("W.start", R)]),
            tick(R, [t("W.running", R)]),
            tick(S, [t("W.running", S)]),
            halt([]),
            tick(R, [t("W.start", R)]),
            halt([h("W")]),
            tick(R, [t("W.start", R)]),
            tick(R, [t("W.running", R)]),
            tick(S, [t("W.running", S)]),
        ],
    );
}

// ------------------------------------------------ closures and fn items

/// Shape: `Sequence[C, X, A]`: C a condition closure (`condition`, true
/// from t = 10 ms), X an action closure (`action`, R on odd calls and S on
/// even ones, counting its own calls), both recording their results;
/// boxed because closure types have no name. Both run their code on every
/// tick; neither has a halt callback, so a halt records nothing, and X
/// keeps its captured counter across the halt.
pub fn condition_and_action_closures<N: Node<Ctx>>(
    shape: impl FnOnce([Box<dyn Node<Ctx>>; 2], [Script; 1]) -> N,
) {
    let trace = Trace::new();
    let (c_trace, x_trace) = (trace.clone(), trace.clone());
    let c = condition(move |clock: &mut Ctx| {
        let ok = clock.now() >= Duration::from_millis(10);
        c_trace.push(t("C", Status::from_bool(ok)));
        ok
    });
    let mut n = 0;
    let x = action(move |_: &mut Ctx| {
        n += 1;
        let status = if n % 2 == 0 { S } else { R };
        x_trace.push(t("X", status));
        status
    });
    let mut tree = shape([Box::new(c), Box::new(x)], leaves(&trace, [("A", &[S])]));
    check(
        "condition_and_action_closures",
        &mut tree,
        &trace,
        &[
            tick(F, [t("C", F)]),
            tick(R, [t("C", S), t("X", R)]).after_ms(10),
            tick(S, [t("X", S), t("A", S)]),
            tick(R, [t("C", S), t("X", R)]),
            halt([]),
            // the sequence starts over; X's counter goes on (4th call: S)
            tick(S, [t("C", S), t("X", S), t("A", S)]),
        ],
    );
}

/// A condition fn item: true from t = 10 ms.
pub fn after_10ms(clock: &mut Ctx) -> bool {
    clock.now() >= Duration::from_millis(10)
}

/// An action fn item: running until t = 20 ms, then success.
pub fn until_20ms(clock: &mut Ctx) -> Status {
    if clock.now() >= Duration::from_millis(20) {
        S
    } else {
        R
    }
}

/// Shape: `Sequence[P, X, A]` with P = [`after_10ms`] (a condition fn item)
/// and X = [`until_20ms`] (an action fn item), as fn pointers. They read
/// the context on every tick; A shows when the sequence gets past them.
pub fn condition_and_action_fn_items<N: Node<Ctx>>(
    shape: impl FnOnce(fn(&mut Ctx) -> bool, fn(&mut Ctx) -> Status, [Script; 1]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(after_10ms, until_20ms, leaves(&trace, [("A", &[S])]));
    check(
        "condition_and_action_fn_items",
        &mut tree,
        &trace,
        &[
            tick(F, []),
            tick(F, []).after_ms(9),
            tick(R, []).after_ms(1),
            tick(R, []).after_ms(9),
            tick(S, [t("A", S)]).after_ms(1),
            tick(S, [t("A", S)]),
        ],
    );
}

// ------------------------------------------------- a user type as a leaf

/// A user leaf implementing `Node` directly: it runs for `ticks` ticks (R,
/// then S on the last), starting over after it finishes or is halted, and
/// records its ticks and the halts that find it running.
#[derive(Debug)]
pub struct Countdown {
    name: &'static str,
    ticks: u32,
    left: u32,
    trace: Trace,
}

impl Countdown {
    /// A leaf named `name` that succeeds on its `ticks`-th tick.
    pub fn new(trace: &Trace, name: &'static str, ticks: u32) -> Self {
        Self {
            name,
            ticks,
            left: 0,
            trace: trace.clone(),
        }
    }
}

impl Node<Ctx> for Countdown {
    fn tick(&mut self, _: &mut Ctx) -> Status {
        if self.left == 0 {
            self.left = self.ticks;
        }
        self.left -= 1;
        let status = if self.left == 0 { S } else { R };
        self.trace.push(t(self.name, status));
        status
    }

    fn halt(&mut self, _: &mut Ctx) {
        if self.left > 0 {
            self.left = 0;
            self.trace.push(h(self.name));
        }
    }
}

/// Shape: `Fallback[B, A]`, B scripted, A a [`Countdown`] of 3 ticks. The
/// user type is a leaf like any other: resumed while running, halted by the
/// tree, started over after the halt.
pub fn user_node_type_as_leaf<N: Node<Ctx>>(shape: impl FnOnce([Script; 1], [Countdown; 1]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(
        leaves(&trace, [("B", &[F])]),
        [Countdown::new(&trace, "A", 3)],
    );
    check(
        "user_node_type_as_leaf",
        &mut tree,
        &trace,
        &[
            tick(R, [t("B", F), t("A", R)]),
            tick(R, [t("A", R)]),
            tick(S, [t("A", S)]),
            tick(R, [t("B", F), t("A", R)]),
            halt([h("A")]),
            halt([]),
            tick(R, [t("B", F), t("A", R)]),
            tick(R, [t("A", R)]),
            tick(S, [t("A", S)]),
        ],
    );
}
