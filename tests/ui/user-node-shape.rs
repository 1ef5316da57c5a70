// `decorator(node)` takes exactly one child and `control(node)` at least
// one; both need their node.
use bt::{Status, bt};

struct Agent;

fn act(_: &mut Agent) -> Status {
    Status::Success
}

fn main() {
    let _a = bt!(decorator(Twice)<act, act>);
    let _b = bt!(control<act>);
    let _c = bt!(control(RoundRobin::default()));
}
