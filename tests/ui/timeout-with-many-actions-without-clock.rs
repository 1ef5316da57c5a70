use bt::{Status, bt};

struct Agent;

fn act(_: &mut Agent) -> Status {
    Status::Running
}

// More than eight leaves that may run: the resume plan is a table of its
// arms, whose walks from the root probe the root instead of requiring it
// to be a node. The missing clock is still one error, on the keyword.
fn main() {
    let mut tree = bt!(sequence<act, act, act, act, timeout(50)<sequence<act, act, act, act, act>>>);
    tree.tick(&mut Agent);
}
