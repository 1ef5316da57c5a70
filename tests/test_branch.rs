//! `IfThenElse` and `WhileDoElse` scenarios on trees built with the runtime
//! API (two- and three-child forms, branches that are subtrees).

mod common;

use bt::control::{IfThenElse, Parallel, Sequence, WhileDoElse};
use bt::{Node, Tree};
use common::Ctx;
use common::tables::branch as table;

// --- IfThenElse -----------------------------------------------------------------

#[test]
fn if_then_else_is_not_reactive() {
    table::if_then_else_is_not_reactive(|[c, t, e]| IfThenElse::with_else(c, t, e));
    table::if_then_else_is_not_reactive(|[c, t, e]| {
        let boxed = |s| Box::new(s) as Box<dyn Node<Ctx>>;
        IfThenElse::with_else(boxed(c), boxed(t), boxed(e))
    });
}

#[test]
fn if_then_else_condition_running() {
    table::if_then_else_condition_running(|[c, t, e]| IfThenElse::with_else(c, t, e));
}

#[test]
fn if_then_else_two_children_fails_when_condition_fails() {
    table::if_then_else_two_children_fails_when_condition_fails(|[c, t]| IfThenElse::new(c, t));
}

#[test]
fn if_then_else_halt_clears_selection() {
    table::if_then_else_halt_clears_selection(|[c, t, e]| IfThenElse::with_else(c, t, e));
    table::if_then_else_halt_clears_selection(|[c, t, e]| {
        Tree::new(IfThenElse::with_else(c, t, e))
    });
}

#[test]
fn if_then_else_halt_reaches_running_leaf_at_depth() {
    table::if_then_else_halt_reaches_running_leaf_at_depth(|[c, a, b, e]| {
        IfThenElse::with_else(c, Sequence::new((a, b)), e)
    });
}

#[test]
fn if_then_else_skipped_condition_is_skipped() {
    table::if_then_else_skipped_condition_is_skipped(|[c, t, e]| IfThenElse::with_else(c, t, e));
}

// --- WhileDoElse ----------------------------------------------------------------

#[test]
fn while_do_else_checks_condition_every_tick() {
    table::while_do_else_checks_condition_every_tick(|[c, t, e]| WhileDoElse::with_else(c, t, e));
}

#[test]
fn while_do_else_returns_branch_result() {
    table::while_do_else_returns_branch_result(|[c, t, e]| WhileDoElse::with_else(c, t, e));
}

#[test]
fn while_do_else_switching_halts_abandoned_branch_first() {
    table::while_do_else_switching_halts_abandoned_branch_first(|[c, t, e]| {
        WhileDoElse::with_else(c, t, e)
    });
    table::while_do_else_switching_halts_abandoned_branch_first(|[c, t, e]| {
        let boxed = |s| Box::new(s) as Box<dyn Node<Ctx>>;
        WhileDoElse::with_else(boxed(c), boxed(t), boxed(e))
    });
}

#[test]
fn while_do_else_condition_running_leaves_branch_alone() {
    table::while_do_else_condition_running_leaves_branch_alone(|[c, t, e]| {
        WhileDoElse::with_else(c, t, e)
    });
}

#[test]
fn while_do_else_halt_halts_condition_then_branch() {
    table::while_do_else_halt_halts_condition_then_branch(|[c, t, e]| {
        WhileDoElse::with_else(c, t, e)
    });
}

#[test]
fn while_do_else_two_children_failure_halts_then_branch() {
    table::while_do_else_two_children_failure_halts_then_branch(|[c, t]| WhileDoElse::new(c, t));
}

#[test]
fn while_do_else_switch_halts_branch_at_depth() {
    table::while_do_else_switch_halts_branch_at_depth(|[c, a, b, d, e]| {
        WhileDoElse::with_else(c, Parallel::new((a, Sequence::new((b, d)))), e)
    });
}

#[test]
fn while_do_else_skipped_condition_halts_branch() {
    table::while_do_else_skipped_condition_halts_branch(|[c, t, e]| {
        WhileDoElse::with_else(c, t, e)
    });
}
