//! `Switch` (btcpp-semantics.md 3.10, with G1 and G6), with typed cases.
//!
//! The value a switch reads comes from the context, which in the scenarios
//! is the manual clock: [`mode`] maps the clock's whole seconds to a
//! [`Mode`], so a step written `.after_ms(1000)` moves to the next mode.
//! Each table hands its shape the function to read the value with.

use super::super::*;
use bt::Clock;

/// The value the switch tables select on.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mode {
    /// Seconds 0, 4, 8, ...
    Patrol,
    /// Seconds 1, 5, 9, ...
    Chase,
    /// Seconds 2, 6, 10, ...
    Flee,
    /// Seconds 3, 7, 11, ...: no case of the tables matches it.
    Rest,
}

/// Reads the mode from the context: the clock's whole seconds, modulo 4.
pub fn mode(ctx: &mut Ctx) -> Mode {
    match ctx.now().as_secs() % 4 {
        0 => Mode::Patrol,
        1 => Mode::Chase,
        2 => Mode::Flee,
        _ => Mode::Rest,
    }
}

/// Reads the clock's whole seconds modulo 4, for the tables with integer
/// cases.
pub fn seconds(ctx: &mut Ctx) -> u64 {
    ctx.now().as_secs() % 4
}

/// The function a switch reads its value with.
pub type Variable<T> = fn(&mut Ctx) -> T;

/// Shape: `Switch(variable = mode, case_1 = Patrol, case_2 = Chase,
/// case_3 = Flee)[patrol, chase, flee, default]`. Each tick reads the value
/// and ticks the child of the matching case, or the default child when no
/// case matches (`Rest`); the child's result is the node's (3.10).
pub fn switch_ticks_child_of_matching_case<N: Node<Ctx>>(
    shape: impl FnOnce(Variable<Mode>, [Script; 4]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(
        mode,
        leaves(
            &trace,
            [
                ("patrol", &[S]),
                ("chase", &[F]),
                ("flee", &[S]),
                ("default", &[S]),
            ],
        ),
    );
    check(
        "switch_ticks_child_of_matching_case",
        &mut tree,
        &trace,
        &[
            tick(S, [t("patrol", S)]),
            tick(F, [t("chase", F)]).after_ms(1000),
            tick(S, [t("flee", S)]).after_ms(1000),
            tick(S, [t("default", S)]).after_ms(1000),
            tick(S, [t("patrol", S)]).after_ms(1000),
        ],
    );
}

/// Shape: `Switch(variable = mode, case_1 = Patrol, case_2 = Chase,
/// case_3 = Flee)[patrol, chase, flee, default]`. A running child keeps
/// being ticked while the value selects it; when the selection changes it
/// is halted **before** the new child is ticked. A child that finished is
/// not halted. A halt reaches the running child only (3.10).
pub fn switch_halts_running_child_when_selection_changes<N: Node<Ctx>>(
    shape: impl FnOnce(Variable<Mode>, [Script; 4]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(
        mode,
        leaves(
            &trace,
            [
                ("patrol", &[R]),
                ("chase", &[R, S]),
                ("flee", &[S]),
                ("default", &[R]),
            ],
        ),
    );
    check(
        "switch_halts_running_child_when_selection_changes",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("patrol", R)]),
            tick(R, [t("patrol", R)]),
            tick(R, [h("patrol"), t("chase", R)]).after_ms(1000),
            tick(S, [t("chase", S)]),
            // chase finished: moving on to the default halts nothing
            tick(R, [t("default", R)]).after_ms(2000),
            halt([h("default")]),
            halt([]),
            tick(R, [t("patrol", R)]).after_ms(1000),
        ],
    );
}

/// Shape: `Switch(variable = mode, case_1 = Patrol, case_2 = Patrol)[first,
/// second, default]`. The **first** matching case wins; `second` is never
/// ticked (3.10).
pub fn switch_first_matching_case_wins<N: Node<Ctx>>(
    shape: impl FnOnce(Variable<Mode>, [Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(
        mode,
        leaves(
            &trace,
            [("first", &[S]), ("second", &[S]), ("default", &[F])],
        ),
    );
    check(
        "switch_first_matching_case_wins",
        &mut tree,
        &trace,
        &[
            tick(S, [t("first", S)]),
            tick(F, [t("default", F)]).after_ms(1000),
            tick(S, [t("first", S)]).after_ms(3000),
        ],
    );
}

/// Shape: `Switch(variable = mode, case_1 = Patrol, case_2 = Chase)[patrol,
/// chase, default]`. A skipped child makes the switch return `Skipped`
/// (G6: Switch passes it up) and forgets the running child (3.10).
pub fn switch_passes_skipped_up<N: Node<Ctx>>(
    shape: impl FnOnce(Variable<Mode>, [Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(
        mode,
        leaves(
            &trace,
            [("patrol", &[R, K]), ("chase", &[S]), ("default", &[K])],
        ),
    );
    check(
        "switch_passes_skipped_up",
        &mut tree,
        &trace,
        &[
            tick(R, [t("patrol", R)]),
            tick(K, [t("patrol", K)]),
            tick(S, [t("chase", S)]).after_ms(1000),
            tick(K, [t("default", K)]).after_ms(1000),
            halt([]),
        ],
    );
}

/// Shape: `Switch(variable = mode, case_1 = Patrol, case_2 =
/// Chase)[Sequence[A, B], ReactiveSequence[C, G], default]`. A change of
/// selection halts the previous branch down to its running leaf (B) before
/// ticking the new one; a halt of the switch reaches G two levels down
/// (G1, 3.10).
pub fn switch_halts_previous_branch_at_depth<N: Node<Ctx>>(
    shape: impl FnOnce(Variable<Mode>, [Script; 5]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(
        mode,
        leaves(
            &trace,
            [
                ("A", &[S]),
                ("B", &[R]),
                ("C", &[S]),
                ("G", &[R]),
                ("default", &[S]),
            ],
        ),
    );
    check(
        "switch_halts_previous_branch_at_depth",
        &mut tree,
        &trace,
        &[
            tick(R, [t("A", S), t("B", R)]),
            tick(R, [t("B", R)]),
            tick(R, [h("B"), t("C", S), t("G", R)]).after_ms(1000),
            halt([h("G")]),
            tick(R, [t("C", S), t("G", R)]),
            tick(S, [h("G"), t("default", S)]).after_ms(1000),
        ],
    );
}

/// Shape: `Switch(variable = seconds, case_1 = 1, case_2 = 2)[one, two,
/// default]`: integer cases, compared by value. The running child is
/// halted when the value moves on, whichever child comes next (3.10).
pub fn switch_integer_cases<N: Node<Ctx>>(shape: impl FnOnce(Variable<u64>, [Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(
        seconds,
        leaves(
            &trace,
            [("one", &[R, S, R]), ("two", &[S]), ("default", &[S, R])],
        ),
    );
    check(
        "switch_integer_cases",
        &mut tree,
        &trace,
        &[
            tick(S, [t("default", S)]),
            tick(R, [t("one", R)]).after_ms(1000),
            tick(S, [t("one", S)]).after_ms(500),
            tick(S, [t("two", S)]).after_ms(500),
            tick(R, [t("default", R)]).after_ms(1000),
            halt([h("default")]),
            tick(R, [t("one", R)]).after_ms(2000),
            tick(S, [h("one"), t("two", S)]).after_ms(1000),
        ],
    );
}
