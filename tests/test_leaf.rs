//! Leaf scenarios (built-in leaves, Sleep, stateful actions, closures, fn
//! items, user types) on trees built with the runtime API.

mod common;

use bt::IntoNode;
use bt::control::{Fallback, ReactiveSequence, Sequence};
use bt::decorator::Timeout;
use bt::leaf::{AlwaysFailure, AlwaysRunning, AlwaysSuccess, Sleep, action, condition};
use common::tables::leaf as table;

#[test]
fn always_success_and_failure() {
    table::always_success_and_failure(|[a]| {
        Sequence::new((AlwaysSuccess, Fallback::new((AlwaysFailure, a))))
    });
}

#[test]
fn always_running_holds_sequence() {
    table::always_running_holds_sequence(|[a]| Sequence::new((a, AlwaysRunning)));
}

#[test]
fn always_running_under_reactive_sequence() {
    table::always_running_under_reactive_sequence(|[a]| ReactiveSequence::new((a, AlwaysRunning)));
}

#[test]
fn sleep_waits_on_clock() {
    table::sleep_waits_on_clock(|[a]| Sequence::new((Sleep::new(10), a)));
}

#[test]
fn sleep_zero_succeeds_at_once() {
    table::sleep_zero_succeeds_at_once(|[a]| Sequence::new((Sleep::new(0), a)));
}

#[test]
fn sleep_halt_cancels() {
    table::sleep_halt_cancels(|[a]| Sequence::new((Sleep::new(10), a)));
}

#[test]
fn sleep_halted_by_timeout_starts_over() {
    table::sleep_halted_by_timeout_starts_over(|[a]| {
        Fallback::new((Timeout::new(10, Sleep::new(15)), a))
    });
}

#[test]
fn stateful_action_callbacks() {
    table::stateful_action_callbacks(|[a]| a);
}

#[test]
fn stateful_restarts_each_tick_under_reactive() {
    table::stateful_restarts_each_tick_under_reactive(|[a], [b]| ReactiveSequence::new((a, b)));
}

#[test]
fn stateful_halted_when_reactive_condition_fails() {
    table::stateful_halted_when_reactive_condition_fails(|[c], [a]| ReactiveSequence::new((c, a)));
}

#[test]
fn stateful_from_closures() {
    table::stateful_from_closures(|[w]| w);
}

#[test]
fn condition_and_action_closures() {
    table::condition_and_action_closures(|[c, x], [a]| Sequence::new((c, x, a)));
}

#[test]
fn condition_and_action_fn_items() {
    table::condition_and_action_fn_items(|p, x, [a]| Sequence::new((condition(p), action(x), a)));
}

#[test]
fn condition_and_action_fn_items_through_into_node() {
    table::condition_and_action_fn_items(|p, x, [a]| {
        Sequence::new((p.into_node(), x.into_node(), a))
    });
}

#[test]
fn user_node_type_as_leaf() {
    table::user_node_type_as_leaf(|[b], [a]| Fallback::new((b, a)));
}

/// A tree of fn and closure leaves is `Debug` (fn items and closures are
/// not): a leaf shows its function's type name, so a game's `struct Npc`
/// holding its tree can derive `Debug`.
#[test]
fn trees_of_functions_and_closures_are_debug() {
    use bt::Status;
    struct Npc {
        hp: i32,
    }
    fn is_alive(npc: &mut Npc) -> bool {
        npc.hp > 0
    }
    fn fire(_: &mut Npc) -> Status {
        Status::Success
    }
    let tree = bt::bt!(fallback<
        sequence<is_alive, fire>,
        (|npc: &mut Npc| {
            npc.hp -= 1;
            Status::Running
        }),
    >);
    let shown = format!("{tree:?}");
    assert!(shown.contains("Condition(test_leaf::"), "{shown}");
    assert!(shown.contains("::is_alive)"), "{shown}");
    assert!(shown.contains("Action(test_leaf::"), "{shown}");
    assert!(shown.contains("{{closure}}"), "{shown}");
}
