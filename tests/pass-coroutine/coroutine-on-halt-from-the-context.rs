//! A coroutine leaf written in the tree from a closure and given a cleanup,
//! `coroutine(|co| ..).on_halt(|g| ..)`: its handle still gets its type
//! from the tree's context, `Co<Guard>`, and the cleanup's parameter
//! `&mut Guard`, with no annotation on either.
#![deny(warnings)]

use bt::coroutine::coroutine;
use bt::{Status, bt};

struct Guard {
    x: i32,
}

fn ready(g: &mut Guard) -> bool {
    g.x >= 0
}

fn main() {
    // With the context named...
    let mut tree = bt!(Guard => sequence<
        (coroutine(|co| async move {
            co.with(|g| g.x += 1);
            co.yield_now().await;
            Status::Success
        })
        .on_halt(|g| g.x = 0)),
    >);
    let mut guard = Guard { x: 0 };
    assert_eq!(tree.tick(&mut guard), Status::Running);
    assert_eq!(guard.x, 1);
    tree.halt(&mut guard);
    assert_eq!(guard.x, 0);

    // ... with the cleanup's parameter typed, as the review wrote it...
    let mut tree = bt!(Guard => sequence<
        (coroutine(|co| async move {
            co.with(|g| g.x += 1);
            Status::Success
        })
        .on_halt(|g: &mut Guard| g.x = 0)),
    >);
    assert_eq!(tree.tick(&mut guard), Status::Success);
    assert_eq!(guard.x, 1);

    // ... and inferred from a function leaf, the coroutine in parentheses.
    let mut tree = bt!(sequence<
        ready,
        ((bt::coroutine::coroutine(|co| async move {
            co.with(|g| g.x += 10);
            co.yield_now().await;
            true
        }))
        .on_halt(|g| g.x = -1)),
    >);
    assert_eq!(tree.tick(&mut guard), Status::Running);
    assert_eq!(guard.x, 11);
    tree.halt(&mut guard);
    assert_eq!(guard.x, -1);
}
