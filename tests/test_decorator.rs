//! Decorator scenarios (Inverter, `ForceSuccess`, `ForceFailure`, Repeat, Retry,
//! `KeepRunningUntilFailure`, `RepeatUntilFailure`, `RunOnce`) on trees built
//! with the runtime API.

mod common;

use bt::Tree;
use bt::control::Sequence;
use bt::decorator::{
    ConstLimit, ForceFailure, ForceSuccess, Inverter, KeepRunningUntilFailure, Repeat,
    RepeatUntilFailure, Retry, RunOnce,
};
use common::tables::decorator as table;

#[test]
fn inverter_maps_every_status() {
    table::inverter_maps_every_status(|[a]| Inverter::new(a));
}

#[test]
fn inverter_halts_running_child() {
    table::inverter_halts_running_child(|[a]| Inverter::new(a));
}

#[test]
fn force_success_maps_every_status() {
    table::force_success_maps_every_status(|[a]| ForceSuccess::new(a));
}

#[test]
fn force_failure_maps_every_status() {
    table::force_failure_maps_every_status(|[a]| ForceFailure::new(a));
}

#[test]
fn repeat_yields_after_each_sync_cycle() {
    table::repeat_yields_after_each_sync_cycle(|[a]| Repeat::new(3, a));
}

#[test]
fn repeat_loops_after_async_cycle() {
    table::repeat_loops_after_async_cycle(|[a]| Repeat::new(3, a));
}

#[test]
fn repeat_async_child_every_cycle() {
    table::repeat_async_child_every_cycle(|[a]| Repeat::new(2, a));
}

#[test]
fn repeat_zero_cycles_succeeds_without_ticking() {
    table::repeat_zero_cycles_succeeds_without_ticking(|[a]| Repeat::new(0, a));
}

#[test]
fn repeat_other_negative_cycles_behave_like_zero() {
    table::repeat_zero_cycles_succeeds_without_ticking(|[a]| Repeat::new(-5, a));
}

#[test]
fn repeat_forever_until_failure() {
    table::repeat_forever_until_failure(|[a]| Repeat::new(-1, a));
}

#[test]
fn repeat_failure_resets_count() {
    table::repeat_failure_resets_count(|[a]| Repeat::new(3, a));
}

#[test]
fn repeat_skipped_keeps_count() {
    table::repeat_skipped_keeps_count(|[a]| Repeat::new(3, a));
}

#[test]
fn repeat_halt_resets_count() {
    table::repeat_halt_resets_count(|[a]| Repeat::new(2, a));
}

#[test]
fn retry_yields_after_each_sync_failure() {
    table::retry_yields_after_each_sync_failure(|[a]| Retry::new(3, a));
}

#[test]
fn retry_success_resets_count() {
    table::retry_success_resets_count(|[a]| Retry::new(3, a));
}

#[test]
fn retry_loops_after_async_failure() {
    table::retry_loops_after_async_failure(|[a]| Retry::new(3, a));
}

#[test]
fn retry_zero_attempts_fails_without_ticking() {
    table::retry_zero_attempts_fails_without_ticking(|[a]| Retry::new(0, a));
}

#[test]
fn retry_other_negative_attempts_behave_like_zero() {
    table::retry_zero_attempts_fails_without_ticking(|[a]| Retry::new(-5, a));
}

#[test]
fn retry_forever_until_success() {
    table::retry_forever_until_success(|[a]| Retry::new(-1, a));
}

#[test]
fn retry_skipped_keeps_count() {
    table::retry_skipped_keeps_count(|[a]| Retry::new(3, a));
}

#[test]
fn retry_halt_resets_count() {
    table::retry_halt_resets_count(|[a]| Retry::new(2, a));
}

// A count fixed in the type (`ConstLimit`, what `bt!` writes for a literal
// count: tests/test_macro_scenarios.rs runs every loop table that way)
// follows the same rules, including the ones for `-1` and for other
// negative counts.
#[test]
fn repeat_with_a_const_limit() {
    table::repeat_yields_after_each_sync_cycle(|[a]| {
        Repeat::<_, ConstLimit<3>>::with_const_limit(a)
    });
    table::repeat_forever_until_failure(|[a]| Repeat::<_, ConstLimit<{ -1 }>>::with_const_limit(a));
    table::repeat_zero_cycles_succeeds_without_ticking(|[a]| {
        Repeat::<_, ConstLimit<{ -5 }>>::with_const_limit(a)
    });
    assert_eq!(
        Repeat::<_, ConstLimit<7>>::with_const_limit(()).num_cycles(),
        7
    );
    assert_eq!(Repeat::new(-1, ()).num_cycles(), -1);
}

#[test]
fn retry_with_a_const_limit() {
    table::retry_yields_after_each_sync_failure(|[a]| {
        Retry::<_, ConstLimit<3>>::with_const_limit(a)
    });
    table::retry_forever_until_success(|[a]| Retry::<_, ConstLimit<{ -1 }>>::with_const_limit(a));
    table::retry_zero_attempts_fails_without_ticking(|[a]| {
        Retry::<_, ConstLimit<{ -5 }>>::with_const_limit(a)
    });
    assert_eq!(
        Retry::<_, ConstLimit<{ -1 }>>::with_const_limit(()).num_attempts(),
        -1
    );
    assert_eq!(Retry::new(4, ()).num_attempts(), 4);
}

#[test]
fn keep_running_until_failure_maps_statuses() {
    table::keep_running_until_failure_maps_statuses(|[a]| KeepRunningUntilFailure::new(a));
}

#[test]
fn keep_running_until_failure_halt() {
    table::keep_running_until_failure_halt(|[a]| KeepRunningUntilFailure::new(a));
}

#[test]
fn repeat_until_failure_maps_statuses() {
    table::repeat_until_failure_maps_statuses(|[a]| RepeatUntilFailure::new(a));
}

#[test]
fn run_once_then_skips() {
    table::run_once_then_skips(|[a]| RunOnce::new(a));
}

#[test]
fn run_once_then_returns_result() {
    table::run_once_then_returns_result(|[a]| RunOnce::with_then_skip(false, a));
}

#[test]
fn run_once_not_rearmed_by_halt() {
    table::run_once_not_rearmed_by_halt(|[a]| RunOnce::new(a));
}

#[test]
fn run_once_halt_before_completion_keeps_it_armed() {
    table::run_once_halt_before_completion_keeps_it_armed(|[a]| RunOnce::new(a));
}

#[test]
fn run_once_skipped_child_keeps_it_armed() {
    table::run_once_skipped_child_keeps_it_armed(|[a]| RunOnce::new(a));
}

#[test]
fn run_once_not_rearmed_by_tree_halt() {
    table::run_once_not_rearmed_by_tree_halt(|[a, b]| {
        Tree::new(Sequence::new((RunOnce::new(a), b)))
    });
}
