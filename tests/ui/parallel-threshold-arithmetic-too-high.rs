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
    let mut tree = bt!(parallel(success_count = 3 + 1)<act, act, is_ready>);
    tree.tick(&mut Agent { ready: true });
}
