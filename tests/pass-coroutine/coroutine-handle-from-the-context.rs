//! A coroutine leaf written in the tree from a closure gets its handle's
//! type from the tree's context, `Co<Guard>`, as a closure leaf gets
//! `&mut Guard`: `co.with(|g| g.x)` needs no annotation.
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
            while co.with(|g| g.x) < 2 {
                co.with(|g| g.x += 1);
                co.yield_now().await;
            }
            Status::Success
        })),
        "back": (bt::coroutine::coroutine(move |co| async move {
            co.with(|g| g.x = 0);
            true
        })),
    >);
    let mut guard = Guard { x: 0 };
    while tree.tick(&mut guard) == Status::Running {}
    assert_eq!(guard.x, 0);

    // ... and inferred from a function leaf.
    let mut tree = bt!(sequence<
        ready,
        (coroutine(|co| async move {
            co.with(|g| g.x += 10);
            Status::Success
        })),
    >);
    assert_eq!(tree.tick(&mut guard), Status::Success);
    assert_eq!(guard.x, 10);
}
