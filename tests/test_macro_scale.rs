//! Scale: a composite with 1,000 children and trees nested 50 deep compile
//! (no `#![recursion_limit]` needed) and run; children beyond 16 are grouped
//! into tuples of 16. This file is generated: 50 rows of 20 leaves, and
//! nesting that alternates `sequence` and `fallback`.

use bt::{ChildList, Status, bt};

#[derive(Default)]
struct Counter {
    ticks: u32,
    fail_at: u32,
}

/// Succeeds, except on its `fail_at`-th tick overall (1-based).
fn step(c: &mut Counter) -> Status {
    c.ticks += 1;
    if c.ticks == c.fail_at {
        Status::Failure
    } else {
        Status::Success
    }
}

#[test]
fn a_sequence_of_1000_leaves() {
    let mut tree = bt!(sequence<
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
        step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step, step,
    >);
    assert_eq!(tree.root().children().len(), 1000);
    let mut counter = Counter::default();
    assert_eq!(tree.tick(&mut counter), Status::Success);
    assert_eq!(counter.ticks, 1000);

    // A failure at leaf 777 stops the sequence there; the next tick starts
    // over from the first leaf.
    let mut counter = Counter {
        ticks: 0,
        fail_at: 777,
    };
    assert_eq!(tree.tick(&mut counter), Status::Failure);
    assert_eq!(counter.ticks, 777);
    assert_eq!(tree.tick(&mut counter), Status::Success);
    assert_eq!(counter.ticks, 1777);
}

#[test]
fn a_tree_nested_50_deep() {
    let mut tree = bt!(fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<step, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>);
    let mut counter = Counter::default();
    // 25 sequences alternate with 25 fallbacks, the root being a fallback:
    // the innermost sequence runs both its leaves, every fallback above it
    // succeeds with its first child, and each of the 24 other sequences
    // runs its second leaf.
    assert_eq!(tree.tick(&mut counter), Status::Success);
    assert_eq!(counter.ticks, 2 + 24);
}
