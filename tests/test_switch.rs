//! `Switch` scenarios on trees built with the runtime API: enum and integer
//! cases, tuples, `Vec<Box<dyn Node>>` and a group of more than 16 children.

mod common;

use bt::children::Group;
use bt::control::{ReactiveSequence, Sequence, Switch};
use bt::testing::Script;
use bt::{Node, Status, Tree};
use common::Ctx;
use common::tables::sequence as shared;
use common::tables::switch::{self as table, Mode};

fn boxed<const K: usize>(scripts: [Script; K]) -> Vec<Box<dyn Node<Ctx>>> {
    scripts
        .into_iter()
        .map(|s| Box::new(s) as Box<dyn Node<Ctx>>)
        .collect()
}

/// A child never selected in the group test; it fails the test if ticked.
#[derive(Clone, Copy, Debug)]
struct Unreached;

impl Node<Ctx> for Unreached {
    fn tick(&mut self, _: &mut Ctx) -> Status {
        panic!("a case that never matches was selected")
    }
}

#[test]
fn no_children_is_skipped_for_runtime_built_switches() {
    // BT.CPP throws unless there are cases + 1 children; a runtime-built
    // switch with no children returns SKIPPED without reading the value.
    shared::no_children_is_skipped(|[]| Switch::new(table::mode, [], ()));
    shared::no_children_is_skipped(|[]| Switch::new(table::mode, [Mode::Patrol], boxed([])));
}

#[test]
fn switch_ticks_child_of_matching_case() {
    table::switch_ticks_child_of_matching_case(|mode, [p, c, f, d]| {
        Switch::new(mode, [Mode::Patrol, Mode::Chase, Mode::Flee], (p, c, f, d))
    });
    table::switch_ticks_child_of_matching_case(|mode, children| {
        Switch::new(
            mode,
            [Mode::Patrol, Mode::Chase, Mode::Flee],
            boxed(children),
        )
    });
    table::switch_ticks_child_of_matching_case(|mode, children| {
        Switch::new(mode, [Mode::Patrol, Mode::Chase, Mode::Flee], children)
    });
}

#[test]
fn switch_halts_running_child_when_selection_changes() {
    table::switch_halts_running_child_when_selection_changes(|mode, [p, c, f, d]| {
        Switch::new(mode, [Mode::Patrol, Mode::Chase, Mode::Flee], (p, c, f, d))
    });
    table::switch_halts_running_child_when_selection_changes(|mode, children| {
        Switch::new(
            mode,
            [Mode::Patrol, Mode::Chase, Mode::Flee],
            boxed(children),
        )
    });
    table::switch_halts_running_child_when_selection_changes(|mode, [p, c, f, d]| {
        Tree::new(Switch::new(
            mode,
            [Mode::Patrol, Mode::Chase, Mode::Flee],
            (p, c, f, d),
        ))
    });
}

#[test]
fn switch_first_matching_case_wins() {
    table::switch_first_matching_case_wins(|mode, [first, second, d]| {
        Switch::new(mode, [Mode::Patrol, Mode::Patrol], (first, second, d))
    });
}

#[test]
fn switch_passes_skipped_up() {
    table::switch_passes_skipped_up(|mode, [p, c, d]| {
        Switch::new(mode, [Mode::Patrol, Mode::Chase], (p, c, d))
    });
}

#[test]
fn switch_halts_previous_branch_at_depth() {
    table::switch_halts_previous_branch_at_depth(|mode, [a, b, c, g, d]| {
        Switch::new(
            mode,
            [Mode::Patrol, Mode::Chase],
            (Sequence::new((a, b)), ReactiveSequence::new((c, g)), d),
        )
    });
}

#[test]
fn switch_integer_cases() {
    table::switch_integer_cases(|seconds, [one, two, d]| {
        Switch::new(seconds, [1, 2], (one, two, d))
    });
}

#[test]
fn switch_integer_cases_past_sixteen_children() {
    // 17 cases and 18 children: `one` and `two` at positions 0 and 1, 15
    // children whose cases never match, the default at flat position 17.
    table::switch_integer_cases(|seconds, [one, two, d]| {
        let u = Unreached;
        let mut cases = [0; 17];
        for (i, case) in cases.iter_mut().enumerate() {
            *case = 100 + i as u64;
        }
        cases[0] = 1;
        cases[1] = 2;
        Switch::new(
            seconds,
            cases,
            Group(((one, two, u, u, u, u, u, u, u, u, u, u, u, u, u, u), (u, d))),
        )
    });
}
