use bt::Status;
use bt_coroutine::{Co, coroutine};

struct Ctx {
    n: u32,
}

fn main() {
    let _leaf = coroutine(|co: Co<Ctx>| async move {
        std::thread::spawn(move || co.with(|c| c.n += 1));
        Status::Success
    });
}
