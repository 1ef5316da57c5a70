//! Trees nested deeper than rustc's default `#![recursion_limit]` allows
//! (about 62 levels of composites) compile once the crate raises it, as
//! the error `bt!` gives for them says. This file is generated.
#![recursion_limit = "256"]

use bt::{Status, bt};

fn step(ticks: &mut u32) -> Status {
    *ticks += 1;
    Status::Success
}

#[test]
fn a_tree_nested_100_deep_with_a_raised_recursion_limit() {
    let mut tree = bt!(fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<fallback<sequence<step, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>, step>);
    let mut ticks = 0;
    assert_eq!(tree.tick(&mut ticks), Status::Success);
    // 50 sequences: the innermost runs 2 leaves, the 49 others 1 each.
    assert_eq!(ticks, 2 + 49);
}
