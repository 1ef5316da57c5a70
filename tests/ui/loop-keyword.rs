// `loop` is a Rust keyword: the node that repeats forever is `repeat(-1)`.
use bt::{Status, bt};

struct Agent {
    ready: bool,
}

fn act(_: &mut Agent) -> Status {
    Status::Success
}

fn main() {
    let mut tree = bt!(loop<act>);
    tree.tick(&mut Agent { ready: true });
}
