use bt::{Status, bt};

struct Agent {
    ready: bool,
}

fn is_ready(agent: &mut Agent) -> bool {
    agent.ready
}

fn act(_: &mut Agent) -> Status {
    Status::Success
}

fn main() {
    // A suffixed literal of another type is the type error it is anywhere
    // an `i32` is expected; it does not become a threshold in the type.
    let mut tree = bt!(parallel(success_count = 2u64)<act, is_ready>);
    tree.tick(&mut Agent { ready: true });
}
