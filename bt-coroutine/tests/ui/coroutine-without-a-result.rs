//! A coroutine whose `async` block ends with no status: one error that
//! says what to end it with.
use bt::Status;
use bt_coroutine::{Co, coroutine};

struct Guard {
    x: i32,
}

fn main() {
    let walk = coroutine(|co: Co<Guard>| async move {
        co.with(|g| g.x += 1);
        co.yield_now().await;
    });
    let mut tree = bt::bt!(sequence<walk>);
    assert_eq!(tree.tick(&mut Guard { x: 0 }), Status::Running);
}
