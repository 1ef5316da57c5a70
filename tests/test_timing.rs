//! Timeout and Delay scenarios on trees built with the runtime API.

mod common;

use bt::control::Sequence;
use bt::decorator::{Delay, Timeout};
use common::tables::timing as table;

#[test]
fn timeout_halts_running_child_at_deadline() {
    table::timeout_halts_running_child_at_deadline(|[a]| Timeout::new(10, a));
}

#[test]
fn timeout_late_tick_still_times_out() {
    table::timeout_late_tick_still_times_out(|[a]| Timeout::new(10, a));
}

#[test]
fn timeout_child_finishes_before_deadline() {
    table::timeout_child_finishes_before_deadline(|[a]| Timeout::new(10, a));
}

#[test]
fn timeout_sync_child_passes_through() {
    table::timeout_sync_child_passes_through(|[a]| Timeout::new(10, a));
}

#[test]
fn timeout_zero_never_times_out() {
    table::timeout_zero_never_times_out(|[a]| Timeout::new(0, a));
}

#[test]
fn timeout_halt_drops_deadline() {
    table::timeout_halt_drops_deadline(|[a]| Timeout::new(10, a));
}

#[test]
fn timeout_over_sequence_halts_second_child() {
    table::timeout_over_sequence_halts_second_child(|[a, b]| {
        Timeout::new(35, Sequence::new((a, b)))
    });
}

#[test]
fn timeout_deadline_passing_while_child_idle() {
    table::timeout_deadline_passing_while_child_idle(|[a]| Timeout::new(10, a));
}

#[test]
fn delay_waits_then_ticks_child() {
    table::delay_waits_then_ticks_child(|[a]| Delay::new(10, a));
}

#[test]
fn delay_zero_still_yields_once() {
    table::delay_zero_still_yields_once(|[a]| Delay::new(0, a));
}

#[test]
fn delay_halt_while_waiting_restarts_wait() {
    table::delay_halt_while_waiting_restarts_wait(|[a]| Delay::new(10, a));
}

#[test]
fn delay_halt_while_child_runs() {
    table::delay_halt_while_child_runs(|[a]| Delay::new(10, a));
}

#[test]
fn delay_skipped_child_keeps_activation() {
    table::delay_skipped_child_keeps_activation(|[a]| Delay::new(5, a));
}

#[test]
fn timeout_over_longer_delay_never_ticks_child() {
    table::timeout_over_longer_delay_never_ticks_child(|[a]| Timeout::new(10, Delay::new(20, a)));
}

#[test]
fn timeout_over_shorter_delay_halts_child() {
    table::timeout_over_shorter_delay_halts_child(|[a]| Timeout::new(30, Delay::new(10, a)));
}
