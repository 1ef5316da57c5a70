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

const NEEDED: i32 = 3;

fn main() {
    let mut tree = bt!(parallel(success_count = NEEDED)<act, act>);
    tree.tick(&mut Agent { ready: true });
}
