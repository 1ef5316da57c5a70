//! A coroutine leaf whose handle's closure names the context
//! (`co.with(|g: &mut Guard| ..)`) gives the context's type to the closure
//! leaves after it, in a tree with no `Ctx =>`.
#![deny(warnings)]

use bt::coroutine::coroutine;
use bt::{Status, bt};

struct Guard {
    x: i32,
}

fn main() {
    let mut tree = bt!(sequence<
        (coroutine(|co| async move {
            co.with(|g: &mut Guard| g.x += 1);
            true
        })),
        (|g| g.x > 0),
    >);
    assert_eq!(tree.tick(&mut Guard { x: 0 }), Status::Success);
}
