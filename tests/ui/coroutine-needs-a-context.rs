// Coroutine leaves made in the tree read the context through their handle
// (`co.with(|g| g.x)`) and their cleanup (`.on_halt(|g| ..)`) as closure
// leaves do: in a tree of such closures alone, one error on the first that
// reads its parameter, with the fix, not rustc's "type annotations needed"
// that suggests `|g: &mut C|`.
use bt::{Status, bt};
use bt_coroutine::coroutine;

struct Guard {
    x: i32,
}

fn main() {
    let mut beside_a_closure = bt!(sequence<
        (|g| g.x > 3),
        (coroutine(|co| async move {
            co.yield_now().await;
            true
        })),
    >);
    beside_a_closure.tick(&mut Guard { x: 0 });
    let mut through_the_handle = bt!(sequence<
        (coroutine(|co| async move {
            co.yield_now().await;
            co.with(|g| g.x += 1);
            Status::Success
        })),
    >);
    through_the_handle.tick(&mut Guard { x: 0 });
    let mut in_the_cleanup = bt!(sequence<
        (coroutine(|co| async move {
            co.yield_now().await;
            true
        })
        .on_halt(|g| g.x = 0)),
    >);
    in_the_cleanup.tick(&mut Guard { x: 0 });
}
