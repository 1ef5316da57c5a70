// A coroutine whose run never ends after a function leaf: the coroutine's
// own error, then (rustc's, on the tick) that the children are not a
// node's, which the expansion cannot spare.
use bt::coroutine::coroutine;
use bt::{Status, bt};

struct Guard {
    x: i32,
}

fn ready(g: &mut Guard) -> bool {
    g.x >= 0
}

fn main() {
    let mut tree = bt!(Guard => sequence<
        ready,
        (coroutine(|co| async move {
            loop {
                co.with(|g| g.x += 1);
                co.yield_now().await;
            }
        })),
    >);
    let _ = tree.tick(&mut Guard { x: 0 }) == Status::Running;
}
