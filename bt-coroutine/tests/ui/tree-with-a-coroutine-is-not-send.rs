use bt::{Status, bt};
use bt_coroutine::{Co, coroutine};

struct Ctx;

fn needs_send<T: Send>(_: T) {}

fn main() {
    let walk = coroutine(|co: Co<Ctx>| async move {
        co.yield_now().await;
        Status::Success
    });
    needs_send(bt!(Ctx => sequence<walk, success>));
}
