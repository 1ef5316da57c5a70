// A coroutine written in the tree whose run never ends (`loop { .. }`, an
// `async` block of type `!`): the coroutine's own error, which says how to
// write one, not "cannot be a leaf".
use bt::coroutine::coroutine;
use bt::{Status, bt};

struct Guard {
    x: i32,
}

fn main() {
    let mut tree = bt!(Guard => sequence<
        (coroutine(|co| async move {
            loop {
                co.with(|g| g.x += 1);
                co.yield_now().await;
            }
        })
        .on_halt(|g| g.x = 0)),
        success,
    >);
    let _ = tree.tick(&mut Guard { x: 0 }) == Status::Running;
}
