//! Precondition (`SkipIf`, `SuccessIf`, `FailureIf`, While) and SKIPPED
//! propagation scenarios on trees built with the runtime API.

mod common;

use bt::control::{Fallback, Sequence};
use bt::decorator::{
    FailureIf, ForceFailure, ForceSuccess, Inverter, KeepRunningUntilFailure, Repeat,
    RepeatUntilFailure, Retry, RunOnce, SkipIf, SuccessIf, Timeout, While,
};
use common::tables::precondition as table;

#[test]
fn skip_if_checked_only_when_child_idle() {
    table::skip_if_checked_only_when_child_idle(|[p, a]| SkipIf::new(p, a));
}

#[test]
fn skip_if_halt_rechecks_condition() {
    table::skip_if_halt_rechecks_condition(|[p, a]| SkipIf::new(p, a));
}

#[test]
fn skip_if_passes_child_result() {
    table::skip_if_passes_child_result(|[p, a]| SkipIf::new(p, a));
}

#[test]
fn success_if_checked_only_when_child_idle() {
    table::success_if_checked_only_when_child_idle(|[p, a]| SuccessIf::new(p, a));
}

#[test]
fn failure_if_checked_only_when_child_idle() {
    table::failure_if_checked_only_when_child_idle(|[p, a]| FailureIf::new(p, a));
}

#[test]
fn precondition_running_condition_counts_as_false() {
    table::precondition_running_condition_counts_as_false(|[p, a]| SkipIf::new(p, a));
}

#[test]
fn while_rechecked_while_running() {
    table::while_rechecked_while_running(|[p, a]| While::new(p, a));
}

#[test]
fn while_false_skips_without_ticking() {
    table::while_false_skips_without_ticking(|[p, a]| While::new(p, a));
}

#[test]
fn while_halt() {
    table::while_halt(|[p, a]| While::new(p, a));
}

#[test]
fn while_running_condition_halts_child() {
    table::while_running_condition_halts_child(|[p, a]| While::new(p, a));
}

#[test]
fn while_turning_false_lets_sequence_move_on() {
    table::while_turning_false_lets_sequence_move_on(|[p, a, b]| {
        Sequence::new((While::new(p, a), b))
    });
}

#[test]
fn skipped_child_stepped_over_by_sequence() {
    table::skipped_child_stepped_over_by_sequence(|[p, a, b]| {
        Sequence::new((SkipIf::new(p, a), b))
    });
}

#[test]
fn skipped_child_stepped_over_by_fallback() {
    table::skipped_child_stepped_over_by_fallback(|[p, a, b]| {
        Fallback::new((SkipIf::new(p, a), b))
    });
}

#[test]
fn all_skipped_sequence_is_skipped() {
    table::all_skipped_sequence_is_skipped(|[p, a, q, b]| {
        Sequence::new((SkipIf::new(p, a), SkipIf::new(q, b)))
    });
}

#[test]
fn skipped_passes_through_every_decorator() {
    table::skipped_passes_through_every_decorator(|[a, b, c, d, e, g, h, i, p, j, q, l]| {
        Sequence::new((
            Inverter::new(a),
            ForceSuccess::new(b),
            ForceFailure::new(c),
            Repeat::new(2, d),
            Retry::new(2, e),
            RepeatUntilFailure::new(g),
            RunOnce::new(h),
            Timeout::new(10, i),
            SkipIf::new(p, j),
            While::new(q, l),
        ))
    });
}

#[test]
fn keep_running_until_failure_turns_skip_into_running() {
    table::keep_running_until_failure_turns_skip_into_running(|[a, b, c]| {
        Sequence::new((a, KeepRunningUntilFailure::new(b), c))
    });
}
