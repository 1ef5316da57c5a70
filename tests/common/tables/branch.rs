//! The branching nodes: `IfThenElse` and `WhileDoElse` (btcpp-semantics.md
//! 3.8 and 3.9, with G1 and G6). Leaf C is always the condition, T the
//! then-branch and E the else-branch.

use super::super::*;

// ---------------------------------------------------------------------------
// IfThenElse (3.8)
// ---------------------------------------------------------------------------

/// Shape: `IfThenElse[C, T, E]`. The condition selects a branch, which is
/// ticked in the same tick and then resumed **without** re-checking the
/// condition (not reactive). When the branch finishes, its result is the
/// node's, and the next tick checks the condition again.
pub fn if_then_else_is_not_reactive<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[S, F, F]), ("T", &[R, R, S]), ("E", &[F, S])],
    ));
    check(
        "if_then_else_is_not_reactive",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("T", R)]),
            tick(R, [t("T", R)]),
            tick(S, [t("T", S)]),
            tick(F, [t("C", F), t("E", F)]),
            tick(S, [t("C", F), t("E", S)]),
            halt([]),
        ],
    );
}

/// Shape: `IfThenElse[C, T, E]`. A running condition makes the node
/// return `Running` and is ticked again next time; a halt halts the
/// condition, and the next tick starts with the condition again (3.8).
pub fn if_then_else_condition_running<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[R, R, S]), ("T", &[S]), ("E", &[S])],
    ));
    check(
        "if_then_else_condition_running",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", R)]),
            halt([h("C")]),
            tick(R, [t("C", R)]),
            tick(S, [t("C", S), t("T", S)]),
        ],
    );
}

/// Shape: `IfThenElse[C, T]` (two children). A failing condition makes
/// the node fail at once, ticking nothing else (3.8).
pub fn if_then_else_two_children_fails_when_condition_fails<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("C", &[F, F, S]), ("T", &[R, S])]));
    check(
        "if_then_else_two_children_fails_when_condition_fails",
        &mut tree,
        &trace,
        &[
            tick(F, [t("C", F)]),
            tick(F, [t("C", F)]),
            tick(R, [t("C", S), t("T", R)]),
            tick(S, [t("T", S)]),
        ],
    );
}

/// Shape: `IfThenElse[C, T, E]`. A halt halts the running branch and
/// clears the selection: the next tick checks the condition again and may
/// pick the other branch. A halt with nothing running reaches no leaf
/// (3.8 halt).
pub fn if_then_else_halt_clears_selection<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[S, F]), ("T", &[R]), ("E", &[R, S])],
    ));
    check(
        "if_then_else_halt_clears_selection",
        &mut tree,
        &trace,
        &[
            halt([]),
            tick(R, [t("C", S), t("T", R)]),
            halt([h("T")]),
            tick(R, [t("C", F), t("E", R)]),
            halt([h("E")]),
            halt([]),
            tick(S, [t("C", F), t("E", S)]),
            halt([]),
        ],
    );
}

/// Shape: `IfThenElse[C, Sequence[A, B], E]`. The selected branch resumes
/// at its running leaf; a halt reaches B two levels down (G1).
pub fn if_then_else_halt_reaches_running_leaf_at_depth<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 4]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[S]), ("A", &[S]), ("B", &[R]), ("E", &[S])],
    ));
    check(
        "if_then_else_halt_reaches_running_leaf_at_depth",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("A", S), t("B", R)]),
            tick(R, [t("B", R)]),
            halt([h("B")]),
            tick(R, [t("C", S), t("A", S), t("B", R)]),
        ],
    );
}

/// Shape: `IfThenElse[C, T, E]`. Deliberate difference: BT.CPP throws when
/// the condition returns `Skipped` (G6); `bt` returns `Skipped` and ticks
/// no branch.
pub fn if_then_else_skipped_condition_is_skipped<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("C", &[K, S]), ("T", &[S]), ("E", &[S])]));
    check(
        "if_then_else_skipped_condition_is_skipped",
        &mut tree,
        &trace,
        &[tick(K, [t("C", K)]), tick(S, [t("C", S), t("T", S)])],
    );
}

// ---------------------------------------------------------------------------
// WhileDoElse (3.9)
// ---------------------------------------------------------------------------

/// Shape: `WhileDoElse[C, T, E]`. The condition is ticked on every tick,
/// before the branch it selects; a running branch is ticked (not halted)
/// while the condition keeps selecting it. Ticking again after completion
/// is an ordinary tick.
pub fn while_do_else_checks_condition_every_tick<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[S]), ("T", &[R, R, S]), ("E", &[S])],
    ));
    check(
        "while_do_else_checks_condition_every_tick",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("T", R)]),
            tick(R, [t("C", S), t("T", R)]),
            tick(S, [t("C", S), t("T", S)]),
            halt([]),
            tick(S, [t("C", S), t("T", S)]),
        ],
    );
}

/// Shape: `WhileDoElse[C, T, E]`. The branch's result is the node's: the
/// else-branch runs and succeeds while the condition fails, the
/// then-branch's failure is returned as is (3.9).
pub fn while_do_else_returns_branch_result<N: Node<Ctx>>(shape: impl FnOnce([Script; 3]) -> N) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[F, F, S]), ("T", &[F]), ("E", &[R, S])],
    ));
    check(
        "while_do_else_returns_branch_result",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", F), t("E", R)]),
            tick(S, [t("C", F), t("E", S)]),
            tick(F, [t("C", S), t("T", F)]),
        ],
    );
}

/// Shape: `WhileDoElse[C, T, E]`. When the condition flips, the branch
/// that was running is halted **before** the other branch is ticked, in
/// the same tick, both ways (3.9 switching).
pub fn while_do_else_switching_halts_abandoned_branch_first<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[S, F, S]), ("T", &[R]), ("E", &[R])],
    ));
    check(
        "while_do_else_switching_halts_abandoned_branch_first",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("T", R)]),
            tick(R, [t("C", F), h("T"), t("E", R)]),
            tick(R, [t("C", S), h("E"), t("T", R)]),
            halt([h("T")]),
            halt([]),
        ],
    );
}

/// Shape: `WhileDoElse[C, T, E]`. While the condition runs, the node
/// returns `Running` and the running branch is neither ticked nor halted;
/// it resumes when the condition succeeds again (3.9).
pub fn while_do_else_condition_running_leaves_branch_alone<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[S, R, S]), ("T", &[R, R, S]), ("E", &[S])],
    ));
    check(
        "while_do_else_condition_running_leaves_branch_alone",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("T", R)]),
            tick(R, [t("C", R)]),
            tick(R, [t("C", S), t("T", R)]),
            tick(S, [t("C", S), t("T", S)]),
        ],
    );
}

/// Shape: `WhileDoElse[C, T, E]`. A halt while both the condition and the
/// then-branch run halts them in child order, condition first (3.9 halt,
/// G1); the halted branch starts fresh.
pub fn while_do_else_halt_halts_condition_then_branch<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [("C", &[S, R, S]), ("T", &[R, S]), ("E", &[S])],
    ));
    check(
        "while_do_else_halt_halts_condition_then_branch",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("T", R)]),
            tick(R, [t("C", R)]),
            halt([h("C"), h("T")]),
            halt([]),
            tick(S, [t("C", S), t("T", S)]),
        ],
    );
}

/// Shape: `WhileDoElse[C, T]` (two children). A failing condition makes
/// the node fail, halting the running then-branch (3.9).
pub fn while_do_else_two_children_failure_halts_then_branch<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 2]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("C", &[S, F, F, S]), ("T", &[R, S])]));
    check(
        "while_do_else_two_children_failure_halts_then_branch",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("T", R)]),
            tick(F, [t("C", F), h("T")]),
            tick(F, [t("C", F)]),
            tick(S, [t("C", S), t("T", S)]),
        ],
    );
}

/// Shape: `WhileDoElse[C, Parallel[A, Sequence[B, D]], E]`. When the
/// condition flips, the abandoned branch is halted down to its running
/// leaves, depth-first in child order (A, then D), before E is ticked (G1,
/// 3.9).
pub fn while_do_else_switch_halts_branch_at_depth<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 5]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(
        &trace,
        [
            ("C", &[S, F]),
            ("A", &[R]),
            ("B", &[S]),
            ("D", &[R]),
            ("E", &[S]),
        ],
    ));
    check(
        "while_do_else_switch_halts_branch_at_depth",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("A", R), t("B", S), t("D", R)]),
            tick(S, [t("C", F), h("A"), h("D"), t("E", S)]),
        ],
    );
}

/// Shape: `WhileDoElse[C, T, E]`. Deliberate difference: BT.CPP throws
/// when the condition returns `Skipped` (G6); `bt` halts the running
/// branch and returns `Skipped`.
pub fn while_do_else_skipped_condition_halts_branch<N: Node<Ctx>>(
    shape: impl FnOnce([Script; 3]) -> N,
) {
    let trace = Trace::new();
    let mut tree = shape(leaves(&trace, [("C", &[S, K]), ("T", &[R]), ("E", &[S])]));
    check(
        "while_do_else_skipped_condition_halts_branch",
        &mut tree,
        &trace,
        &[
            tick(R, [t("C", S), t("T", R)]),
            tick(K, [t("C", K), h("T")]),
            halt([]),
        ],
    );
}
