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

fn count(_: &mut Agent) -> u32 {
    1
}

fn main() {
    let mut tree = bt!(sequence<is_ready, count>);
    tree.tick(&mut Agent { ready: true });
}
