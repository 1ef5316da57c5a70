use bt::Status;
use bt_coroutine::{Co, coroutine};

struct Ctx {
    n: u32,
}

fn main() {
    let _leaf = coroutine(|co: Co<Ctx>| async move {
        let n: &mut u32 = co.with(|c| &mut c.n);
        co.yield_now().await;
        *n += 1;
        Status::Success
    });
}
