//! Every scenario table of `tests/common/tables` run on trees written with
//! `bt!`: the same leaves, the same steps, checked tick by tick, as the
//! runtime-API tests in `tests/test_<family>.rs` run them.
//!
//! Adding a table is one line in its family's module below:
//! `scenario!(table_name, |[a, b]| bt!(sequence<a, b>));`. The test
//! `every_table_runs_through_bt` fails, naming the table, until that line
//! exists. A shape that `bt!` rejects at compile time by design (an empty
//! composite) is listed with `rejected!` and the UI case that checks the
//! error instead.

mod common;

/// `scenario!(table, shape)`: a test that runs `table` of the enclosing
/// module's family on the tree `shape` builds from the table's leaves.
macro_rules! scenario {
    ($table:ident, $shape:expr) => {
        #[test]
        fn $table() {
            table::$table($shape);
        }
    };
}

/// `rejected!(table, "ui-case")`: `bt!` refuses this table's shape at compile
/// time; `tests/ui/<ui-case>.rs` and its `.stderr` check the error.
macro_rules! rejected {
    ($table:ident, $ui:literal) => {
        #[test]
        fn $table() {
            let case = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/ui/", $ui, ".rs");
            assert!(
                std::path::Path::new(case).exists(),
                "missing UI case {case}"
            );
        }
    };
}

#[rustfmt::skip] // one line per table
mod branch {
    use bt::bt;

    use super::common::tables::branch as table;

    scenario!(if_then_else_is_not_reactive, |[c, t, e]| bt!(if_then_else<c, t, e>));
    scenario!(if_then_else_condition_running, |[c, t, e]| bt!(if_then_else<c, t, e>));
    scenario!(if_then_else_two_children_fails_when_condition_fails, |[c, t]| bt!(if_then_else<c, t>));
    scenario!(if_then_else_halt_clears_selection, |[c, t, e]| bt!(if_then_else<c, t, e>));
    scenario!(if_then_else_halt_reaches_running_leaf_at_depth, |[c, a, b, e]| bt!(if_then_else<c, sequence<a, b>, e>));
    scenario!(if_then_else_skipped_condition_is_skipped, |[c, t, e]| bt!(if_then_else<c, t, e>));
    scenario!(while_do_else_checks_condition_every_tick, |[c, t, e]| bt!(while_do_else<c, t, e>));
    scenario!(while_do_else_returns_branch_result, |[c, t, e]| bt!(while_do_else<c, t, e>));
    scenario!(while_do_else_switching_halts_abandoned_branch_first, |[c, t, e]| bt!(while_do_else<c, t, e>));
    scenario!(while_do_else_condition_running_leaves_branch_alone, |[c, t, e]| bt!(while_do_else<c, t, e>));
    scenario!(while_do_else_halt_halts_condition_then_branch, |[c, t, e]| bt!(while_do_else<c, t, e>));
    scenario!(while_do_else_two_children_failure_halts_then_branch, |[c, t]| bt!(while_do_else<c, t>));
    scenario!(while_do_else_switch_halts_branch_at_depth, |[c, a, b, d, e]| bt!(while_do_else<c, parallel<a, sequence<b, d>>, e>));
    scenario!(while_do_else_skipped_condition_halts_branch, |[c, t, e]| bt!(while_do_else<c, t, e>));
}

#[rustfmt::skip] // one line per table
mod children {
    use bt::bt;

    use super::common::tables::children as table;

    scenario!(sequence_resume_failure_halt, |[a, b, c, d]| bt!(sequence<a, b, c, d>));
    scenario!(fallback_resume_success_halt, |[a, b, c]| bt!(fallback<a, b, c>));
    scenario!(parallel_halts_running_in_order, |[a, b, c, d]| bt!(parallel<a, b, c, d>));
    scenario!(reactive_sequence_restarts_each_tick, |[a, b, c]| bt!(reactive_sequence<a, b, c>));
    scenario!(nested_mixed_children, |[a, b, c]| bt!(sequence<sequence<a, b>, inverter<c>>));
    scenario!(forty_sequence_resume_failure_halt, |[l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14, l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25, l26, l27, l28, l29, l30, l31, l32, l33, l34, l35, l36, l37, l38, l39]| bt!(sequence<l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14, l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25, l26, l27, l28, l29, l30, l31, l32, l33, l34, l35, l36, l37, l38, l39>));
    scenario!(forty_fallback_resume_halt, |[l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14, l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25, l26, l27, l28, l29, l30, l31, l32, l33, l34, l35, l36, l37, l38, l39]| bt!(fallback<l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14, l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25, l26, l27, l28, l29, l30, l31, l32, l33, l34, l35, l36, l37, l38, l39>));
    scenario!(forty_parallel_halt_and_failure, |[l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14, l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25, l26, l27, l28, l29, l30, l31, l32, l33, l34, l35, l36, l37, l38, l39]| bt!(parallel<l0, l1, l2, l3, l4, l5, l6, l7, l8, l9, l10, l11, l12, l13, l14, l15, l16, l17, l18, l19, l20, l21, l22, l23, l24, l25, l26, l27, l28, l29, l30, l31, l32, l33, l34, l35, l36, l37, l38, l39>));
}

#[rustfmt::skip] // one line per table
mod decorator {
    use bt::bt;

    use super::common::tables::decorator as table;

    scenario!(inverter_maps_every_status, |[a]| bt!(inverter<a>));
    scenario!(inverter_halts_running_child, |[a]| bt!(inverter<a>));
    scenario!(force_success_maps_every_status, |[a]| bt!(force_success<a>));
    scenario!(force_failure_maps_every_status, |[a]| bt!(force_failure<a>));
    scenario!(repeat_yields_after_each_sync_cycle, |[a]| bt!(repeat(3)<a>));
    scenario!(repeat_loops_after_async_cycle, |[a]| bt!(repeat(3)<a>));
    scenario!(repeat_async_child_every_cycle, |[a]| bt!(repeat(2)<a>));
    scenario!(repeat_zero_cycles_succeeds_without_ticking, |[a]| bt!(repeat(0)<a>));
    scenario!(repeat_forever_until_failure, |[a]| bt!(repeat(-1)<a>));
    scenario!(repeat_failure_resets_count, |[a]| bt!(repeat(3)<a>));
    scenario!(repeat_skipped_keeps_count, |[a]| bt!(repeat(3)<a>));
    scenario!(repeat_halt_resets_count, |[a]| bt!(repeat(2)<a>));
    scenario!(retry_yields_after_each_sync_failure, |[a]| bt!(retry(3)<a>));
    scenario!(retry_success_resets_count, |[a]| bt!(retry(3)<a>));
    scenario!(retry_loops_after_async_failure, |[a]| bt!(retry(3)<a>));
    scenario!(retry_zero_attempts_fails_without_ticking, |[a]| bt!(retry(0)<a>));
    scenario!(retry_forever_until_success, |[a]| bt!(retry(-1)<a>));
    scenario!(retry_skipped_keeps_count, |[a]| bt!(retry(3)<a>));
    scenario!(retry_halt_resets_count, |[a]| bt!(retry(2)<a>));
    scenario!(keep_running_until_failure_maps_statuses, |[a]| bt!(keep_running_until_failure<a>));
    scenario!(keep_running_until_failure_halt, |[a]| bt!(keep_running_until_failure<a>));
    scenario!(repeat_until_failure_maps_statuses, |[a]| bt!(repeat_until_failure<a>));
    scenario!(run_once_then_skips, |[a]| bt!(run_once<a>));
    scenario!(run_once_then_returns_result, |[a]| bt!(run_once(then_skip = false)<a>));
    scenario!(run_once_not_rearmed_by_halt, |[a]| bt!(run_once<a>));
    scenario!(run_once_halt_before_completion_keeps_it_armed, |[a]| bt!(run_once<a>));
    scenario!(run_once_skipped_child_keeps_it_armed, |[a]| bt!(run_once<a>));
    scenario!(run_once_not_rearmed_by_tree_halt, |[a, b]| bt!(sequence<run_once<a>, b>));
}

#[rustfmt::skip] // one line per table
mod halting {
    use bt::bt;

    use super::common::tables::halting as table;

    scenario!(deep_halt_depth_first_in_child_order, |[a, b, c, d, e, g]| bt!(sequence<a, force_success<fallback<b, parallel<retry(2)<c>, inverter<d>, sequence<e, keep_running_until_failure<g>>>>>>));
    scenario!(timeout_halts_deep_running_leaves, |[a, b, c, d]| bt!(timeout(10)<sequence<a, parallel<b, inverter<sequence<c, d>>>>>));
    scenario!(halting_idle_tree_records_nothing, |[a, b, c]| bt!(sequence<a, parallel<b, c>>));
    scenario!(halt_passes_through_every_decorator, |[a, b, c, d, e, g, h, i, j, l, p, m, q, o]| bt!(parallel<inverter<a>, force_success<b>, force_failure<c>, repeat(2)<d>, retry(2)<e>, keep_running_until_failure<g>, repeat_until_failure<h>, run_once<i>, timeout(100)<j>, delay(0)<l>, skip_if(p)<m>, while_(q)<o>>));
    scenario!(halt_reaches_only_running_leaves, |[x1, x2, x3, x4, x5, x6]| bt!(sequence<fallback<x1, inverter<x2>>, parallel<force_success<x3>, keep_running_until_failure<x4>, repeat_until_failure<x5>, x6>>));
    scenario!(halt_skips_decorators_with_idle_child, |[x1, x2, x3, x4, x5]| bt!(parallel<repeat(2)<x1>, retry(2)<x2>, delay(10)<x3>, keep_running_until_failure<x4>, x5>));
    scenario!(halt_between_repeat_cycles, |[a, b]| bt!(sequence<a, repeat(3)<b>>));
    scenario!(retick_after_completion_starts_over, |[a, b, c, d]| bt!(sequence<retry(2)<a>, repeat(2)<b>, timeout(10)<c>, delay(5)<d>>));
    scenario!(tree_as_subtree, |[a, b, c, d]| bt!(sequence<a, (bt!(fallback<b, c>)), d>));
    scenario!(subtree_halted_by_outer_reactive_sequence, |[p, a, b]| bt!(reactive_sequence<p, (bt!(sequence<a, b>))>));
}

#[rustfmt::skip] // one line per table
mod leaf {
    use bt::bt;

    use super::common::tables::leaf as table;

    scenario!(always_success_and_failure, |[a]| bt!(sequence<success, fallback<failure, a>>));
    scenario!(always_running_holds_sequence, |[a]| bt!(sequence<a, running>));
    scenario!(always_running_under_reactive_sequence, |[a]| bt!(reactive_sequence<a, running>));
    scenario!(sleep_waits_on_clock, |[a]| bt!(sequence<sleep(10), a>));
    scenario!(sleep_zero_succeeds_at_once, |[a]| bt!(sequence<sleep(0), a>));
    scenario!(sleep_halt_cancels, |[a]| bt!(sequence<sleep(10), a>));
    scenario!(sleep_halted_by_timeout_starts_over, |[a]| bt!(fallback<timeout(10)<sleep(15)>, a>));
    scenario!(stateful_action_callbacks, |[a]| bt!(a));
    scenario!(stateful_restarts_each_tick_under_reactive, |[a], [b]| bt!(reactive_sequence<a, b>));
    scenario!(stateful_halted_when_reactive_condition_fails, |[c], [a]| bt!(reactive_sequence<c, a>));
    scenario!(stateful_from_closures, |[w]| bt!(w));
    scenario!(condition_and_action_closures, |[c, x], [a]| bt!(sequence<c, x, a>));
    scenario!(condition_and_action_fn_items, |p, x, [a]| bt!(sequence<p, x, a>));
    scenario!(user_node_type_as_leaf, |[b], [a]| bt!(fallback<b, a>));
}

#[rustfmt::skip] // one line per table
mod parallel {
    use bt::bt;

    use super::common::tables::parallel as table;

    scenario!(parallel_succeeds_when_every_child_succeeds, |[a, b, c]| bt!(parallel<a, b, c>));
    scenario!(parallel_failure_decided_mid_loop_halts_running_in_order, |[a, b, c, d]| bt!(parallel<a, b, c, d>));
    scenario!(parallel_success_decided_mid_loop_halts_running_in_order, |[a, b, c, d]| bt!(parallel(success_count = 2, failure_count = 1)<a, b, c, d>));
    scenario!(parallel_finished_children_not_ticked_again, |[a, b]| bt!(parallel(success_count = 1, failure_count = 2)<a, b>));
    scenario!(parallel_fails_when_success_has_become_impossible, |[a, b, c]| bt!(parallel(success_count = 2, failure_count = 3)<a, b, c>));
    scenario!(parallel_success_count_zero_succeeds_after_first_child, |[a, b]| bt!(parallel(success_count = 0, failure_count = 1)<a, b>));
    scenario!(parallel_failure_count_zero_fails_after_first_child, |[a, b]| bt!(parallel(success_count = -1, failure_count = 0)<a, b>));
    scenario!(parallel_negative_success_count_counts_skipped, |[a, b, c]| bt!(parallel(success_count = -2, failure_count = 1)<a, b, c>));
    scenario!(parallel_positive_success_count_ignores_skipped, |[a, b, c]| bt!(parallel(success_count = 2, failure_count = 1)<a, b, c>));
    scenario!(parallel_success_count_n_never_counts_skipped, |[a, b, c]| bt!(parallel(success_count = 3, failure_count = 1)<a, b, c>));
    scenario!(parallel_success_count_minus_one_counts_skipped, |[a, b, c]| bt!(parallel<a, b, c>));
    scenario!(parallel_all_skipped_is_skipped_with_positive_success_count, |[a, b, c]| bt!(parallel(success_count = 2, failure_count = 1)<a, b, c>));
    scenario!(parallel_all_skipped_succeeds_with_negative_success_count, |[a, b, c]| bt!(parallel<a, b, c>));
    scenario!(parallel_negative_failure_count_counts_from_children, |[a, b, c]| bt!(parallel(success_count = 1, failure_count = -2)<a, b, c>));
    scenario!(parallel_failure_count_n_fails_when_every_child_failed, |[a, b, c]| bt!(parallel(success_count = 1, failure_count = 3)<a, b, c>));
    scenario!(parallel_thresholds_above_children_are_clamped, |[a, b]| {
        // Literal or constant thresholds above the child count are compile errors
        // (tests/ui/parallel-*-too-high.rs); values known only at run time are clamped.
        let (success_count, failure_count) = (std::hint::black_box(5), std::hint::black_box(4));
        bt!(parallel(success_count = success_count, failure_count = failure_count)<a, b>)
    });
    scenario!(parallel_halt_halts_running_children_and_forgets_results, |[a, b, c]| bt!(parallel<a, b, c>));
    scenario!(parallel_halts_running_leaves_at_depth_in_child_order, |[a, b, c, d, e, g]| bt!(parallel<sequence<a, b>, fallback<c, d>, reactive_sequence<e, g>>));
    scenario!(parallel_all_succeeds_when_every_child_finished, |[a, b, c]| bt!(parallel_all<a, b, c>));
    scenario!(parallel_all_fails_only_after_every_child_finished, |[a, b, c]| bt!(parallel_all<a, b, c>));
    scenario!(parallel_all_max_failures_zero_always_fails, |[a, b]| bt!(parallel_all(max_failures = 0)<a, b>));
    scenario!(parallel_all_max_failures_minus_one_means_all, |[a, b, c]| bt!(parallel_all(max_failures = -1)<a, b, c>));
    scenario!(parallel_all_max_failures_minus_two, |[a, b, c]| bt!(parallel_all(max_failures = -2)<a, b, c>));
    scenario!(parallel_all_skipped_children, |[a, b, c]| bt!(parallel_all<a, b, c>));
    scenario!(parallel_all_halt_halts_running_children, |[a, b, c]| bt!(parallel_all<a, b, c>));
}

#[rustfmt::skip] // one line per table
mod precondition {
    use bt::bt;

    use super::common::tables::precondition as table;

    scenario!(skip_if_checked_only_when_child_idle, |[p, a]| bt!(skip_if(p)<a>));
    scenario!(skip_if_halt_rechecks_condition, |[p, a]| bt!(skip_if(p)<a>));
    scenario!(skip_if_passes_child_result, |[p, a]| bt!(skip_if(p)<a>));
    scenario!(success_if_checked_only_when_child_idle, |[p, a]| bt!(success_if(p)<a>));
    scenario!(failure_if_checked_only_when_child_idle, |[p, a]| bt!(failure_if(p)<a>));
    scenario!(precondition_running_condition_counts_as_false, |[p, a]| bt!(skip_if(p)<a>));
    scenario!(while_rechecked_while_running, |[p, a]| bt!(while_(p)<a>));
    scenario!(while_false_skips_without_ticking, |[p, a]| bt!(while_(p)<a>));
    scenario!(while_halt, |[p, a]| bt!(while_(p)<a>));
    scenario!(while_running_condition_halts_child, |[p, a]| bt!(while_(p)<a>));
    scenario!(while_turning_false_lets_sequence_move_on, |[p, a, b]| bt!(sequence<while_(p)<a>, b>));
    scenario!(skipped_child_stepped_over_by_sequence, |[p, a, b]| bt!(sequence<skip_if(p)<a>, b>));
    scenario!(skipped_child_stepped_over_by_fallback, |[p, a, b]| bt!(fallback<skip_if(p)<a>, b>));
    scenario!(all_skipped_sequence_is_skipped, |[p, a, q, b]| bt!(sequence<skip_if(p)<a>, skip_if(q)<b>>));
    scenario!(skipped_passes_through_every_decorator, |[a, b, c, d, e, g, h, i, p, j, q, l]| bt!(sequence<inverter<a>, force_success<b>, force_failure<c>, repeat(2)<d>, retry(2)<e>, repeat_until_failure<g>, run_once<h>, timeout(10)<i>, skip_if(p)<j>, while_(q)<l>>));
    scenario!(keep_running_until_failure_turns_skip_into_running, |[a, b, c]| bt!(sequence<a, keep_running_until_failure<b>, c>));
}

#[rustfmt::skip] // one line per table
mod reactive {
    use bt::bt;

    use super::common::tables::reactive as table;

    scenario!(reactive_skips_counted_per_tick, |[a, b, c]| bt!(reactive_sequence<a, b, c>));
    scenario!(reactive_sequence_rechecks_from_first_child, |[a, b, c]| bt!(reactive_sequence<a, b, c>));
    scenario!(reactive_sequence_earlier_failure_halts_running_child, |[a, b, c]| bt!(reactive_sequence<a, b, c>));
    scenario!(reactive_sequence_earlier_running_halts_later_running_child, |[a, b, c]| bt!(reactive_sequence<a, b, c>));
    scenario!(reactive_sequence_halt_halts_running_child, |[a, b]| bt!(reactive_sequence<a, b>));
    scenario!(reactive_halt_reaches_running_leaf_at_depth, |[a, b, c, d]| bt!(reactive_sequence<a, reactive_fallback<b, sequence<c, d>>>));
    scenario!(reactive_fallback_rechecks_from_first_child, |[a, b, c]| bt!(reactive_fallback<a, b, c>));
    scenario!(reactive_fallback_earlier_success_halts_running_child, |[a, b, c]| bt!(reactive_fallback<a, b, c>));
    scenario!(reactive_fallback_earlier_running_halts_later_running_child, |[a, b, c]| bt!(reactive_fallback<a, b, c>));
    scenario!(reactive_fallback_fails_when_every_child_fails, |[a, b, c]| bt!(reactive_fallback<a, b, c>));
    scenario!(reactive_fallback_halt_halts_running_child, |[a, b]| bt!(reactive_fallback<a, b>));
    scenario!(reactive_sequence_rechecks_between_yield_steps, |[c, a, b]| bt!(reactive_sequence<c, async_sequence<a, b>>));
    scenario!(reactive_sequence_halt_keeps_sequence_with_memory_index, |[c, a, b]| bt!(reactive_sequence<c, sequence_with_memory<a, b>>));
}

#[rustfmt::skip] // one line per table
mod sequence {
    use bt::bt;

    use super::common::tables::sequence as table;

    rejected!(no_children_is_skipped, "sequence-empty");
    scenario!(all_children_skipped_is_skipped, |[a, b, c]| bt!(sequence<a, b, c>));
    scenario!(skips_counted_across_ticks_make_all_skipped, |[a, b, c]| bt!(sequence<a, b, c>));
    scenario!(sequence_resumes_at_running_child, |[a, b, c]| bt!(sequence<a, b, c>));
    scenario!(sequence_failure_restarts_at_first_child, |[a, b, c]| bt!(sequence<a, b, c>));
    scenario!(sequence_steps_over_skipped_children, |[a, b, c]| bt!(sequence<a, b, c>));
    scenario!(sequence_halt_restarts_at_first_child, |[a, b, c]| bt!(sequence<a, b, c>));
    scenario!(sequence_halt_reaches_running_leaf_at_depth, |[a, b, c, d]| bt!(sequence<a, fallback<b, sequence<c, d>>>));
    scenario!(yields_after_synchronous_success, |[a, b, c]| bt!(sequence_with_memory<a, b, c>));
    scenario!(no_yield_after_child_that_was_running, |[a, b, c]| bt!(sequence_with_memory<a, b, c>));
    scenario!(yielding_sequence_steps_over_skipped_children, |[a, b, c]| bt!(sequence_with_memory<a, b, c>));
    scenario!(sequence_with_memory_resumes_at_failed_child, |[a, b, c]| bt!(sequence_with_memory<a, b, c>));
    scenario!(sequence_with_memory_keeps_index_across_halt, |[a, b, c]| bt!(sequence_with_memory<a, b, c>));
    scenario!(sequence_with_memory_keeps_index_across_halt_between_children, |[a, b, c]| bt!(sequence_with_memory<a, b, c>));
    scenario!(sequence_with_memory_keeps_index_when_parent_halts, |[a, b, c]| bt!(sequence<a, sequence_with_memory<b, c>>));
    scenario!(async_sequence_failure_restarts_at_first_child, |[a, b, c]| bt!(async_sequence<a, b, c>));
    scenario!(async_sequence_halt_restarts_at_first_child, |[a, b, c]| bt!(async_sequence<a, b, c>));
    scenario!(fallback_resumes_at_running_child, |[a, b, c]| bt!(fallback<a, b, c>));
    scenario!(fallback_fails_when_every_child_fails, |[a, b, c]| bt!(fallback<a, b, c>));
    scenario!(fallback_steps_over_skipped_children, |[a, b, c]| bt!(fallback<a, b, c>));
    scenario!(fallback_halt_restarts_at_first_child, |[a, b, c]| bt!(fallback<a, b, c>));
    scenario!(async_fallback_yields_after_synchronous_failure, |[a, b, c]| bt!(async_fallback<a, b, c>));
    scenario!(async_fallback_no_yield_after_child_that_was_running, |[a, b, c]| bt!(async_fallback<a, b, c>));
    scenario!(async_fallback_halt_restarts_at_first_child, |[a, b, c]| bt!(async_fallback<a, b, c>));
}

#[rustfmt::skip] // one line per table
mod switch {
    use bt::bt;
    use super::common::tables::switch::Mode;

    use super::common::tables::switch as table;

    scenario!(switch_ticks_child_of_matching_case, |mode, [p, c, f, d]| bt!(switch(mode, Mode::Patrol, Mode::Chase, Mode::Flee)<p, c, f, d>));
    scenario!(switch_halts_running_child_when_selection_changes, |mode, [p, c, f, d]| bt!(switch(mode, Mode::Patrol, Mode::Chase, Mode::Flee)<p, c, f, d>));
    // Two literally equal cases are a compile error in `bt!` (the second
    // could never run: tests/ui/switch-duplicate-case.rs); the rule still
    // holds for values the macro cannot compare, such as a block.
    scenario!(switch_first_matching_case_wins, |mode, [first, second, d]| bt!(switch(mode, Mode::Patrol, { Mode::Patrol })<first, second, d>));
    scenario!(switch_passes_skipped_up, |mode, [p, c, d]| bt!(switch(mode, Mode::Patrol, Mode::Chase)<p, c, d>));
    scenario!(switch_halts_previous_branch_at_depth, |mode, [a, b, c, g, d]| bt!(switch(mode, Mode::Patrol, Mode::Chase)<sequence<a, b>, reactive_sequence<c, g>, d>));
    scenario!(switch_integer_cases, |seconds, [one, two, d]| bt!(switch(seconds, 1, 2)<one, two, d>));
}

#[rustfmt::skip] // one line per table
mod timing {
    use bt::bt;

    use super::common::tables::timing as table;

    scenario!(timeout_halts_running_child_at_deadline, |[a]| bt!(timeout(10)<a>));
    scenario!(timeout_late_tick_still_times_out, |[a]| bt!(timeout(10)<a>));
    scenario!(timeout_child_finishes_before_deadline, |[a]| bt!(timeout(10)<a>));
    scenario!(timeout_sync_child_passes_through, |[a]| bt!(timeout(10)<a>));
    scenario!(timeout_zero_never_times_out, |[a]| bt!(timeout(0)<a>));
    scenario!(timeout_halt_drops_deadline, |[a]| bt!(timeout(10)<a>));
    scenario!(timeout_over_sequence_halts_second_child, |[a, b]| bt!(timeout(35)<sequence<a, b>>));
    scenario!(timeout_deadline_passing_while_child_idle, |[a]| bt!(timeout(10)<a>));
    scenario!(delay_waits_then_ticks_child, |[a]| bt!(delay(10)<a>));
    scenario!(delay_zero_still_yields_once, |[a]| bt!(delay(0)<a>));
    scenario!(delay_halt_while_waiting_restarts_wait, |[a]| bt!(delay(10)<a>));
    scenario!(delay_halt_while_child_runs, |[a]| bt!(delay(10)<a>));
    scenario!(delay_skipped_child_keeps_activation, |[a]| bt!(delay(5)<a>));
    scenario!(timeout_over_longer_delay_never_ticks_child, |[a]| bt!(timeout(10)<delay(20)<a>>));
    scenario!(timeout_over_shorter_delay_halts_child, |[a]| bt!(timeout(30)<delay(10)<a>>));
}

#[rustfmt::skip] // one line per table
mod try_catch {
    use bt::bt;

    use super::common::tables::try_catch as table;

    scenario!(try_catch_try_block_runs_like_sequence, |[a, b, x]| bt!(try_catch<a, b, x>));
    scenario!(try_catch_failure_ticks_catch_in_same_tick, |[a, b, x]| bt!(try_catch<a, b, x>));
    scenario!(try_catch_always_fails_after_catch, |[a, x]| bt!(try_catch<a, x>));
    scenario!(try_catch_running_catch_is_resumed, |[a, b, x]| bt!(try_catch<a, b, x>));
    scenario!(try_catch_skipped_try_children, |[a, b, x]| bt!(try_catch<a, b, x>));
    scenario!(try_catch_halt_without_catch_on_halt, |[a, b, x]| bt!(try_catch<a, b, x>));
    scenario!(try_catch_catch_on_halt_ticks_catch_once, |[a, b, x]| bt!(try_catch(catch_on_halt = true)<a, b, x>));
    scenario!(try_catch_catch_on_halt_halts_running_catch, |[a, b, x]| bt!(try_catch(catch_on_halt = true)<a, b, x>));
    scenario!(try_catch_halt_while_catching, |[a, x]| bt!(try_catch<a, x>));
    scenario!(try_catch_at_depth, |[a, b, c, x]| bt!(try_catch(catch_on_halt = true)<sequence<a, parallel<b, c>>, x>));
    rejected!(try_catch_empty_try_block_is_skipped, "try-catch-one-child");
}

/// Every table in `tests/common/tables` has its line above.
#[test]
fn every_table_runs_through_bt() {
    let root = env!("CARGO_MANIFEST_DIR");
    let this = std::fs::read_to_string(format!("{root}/tests/test_macro_scenarios.rs"))
        .expect("this file");
    let tables = std::fs::read_dir(format!("{root}/tests/common/tables")).expect("tables");
    let mut missing = Vec::new();
    for entry in tables {
        let path = entry.expect("a table file").path();
        let family = path
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default()
            .to_owned();
        if family == "mod" {
            continue;
        }
        let source = std::fs::read_to_string(&path).expect("a table file");
        // A table is a `pub fn` that takes the tree's `shape`.
        for item in source.split("\npub fn ").skip(1) {
            let name: String = item
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let signature = item.split('{').next().unwrap_or_default();
            if !signature.contains("shape") {
                continue;
            }
            let module = this.find(&format!("\nmod {family} {{")).map(|start| {
                let body = &this[start..];
                &body[..body.find("\n}\n").unwrap_or(body.len())]
            });
            let listed = module.is_some_and(|body| {
                let body: String = body.chars().filter(|c| !c.is_whitespace()).collect();
                body.contains(&format!("scenario!({name},"))
                    || body.contains(&format!("rejected!({name},"))
            });
            if !listed {
                missing.push(format!("{family}::{name}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "tables without a `bt!` shape in tests/test_macro_scenarios.rs (add one \
         `scenario!(name, |leaves| bt!(...));` line each): {missing:?}"
    );
}
