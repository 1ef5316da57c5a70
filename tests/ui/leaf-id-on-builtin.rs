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
    // Only a leaf has an ID of its own: BT.CPP names built-in nodes.
    let mut tree = bt!(fallback<"engage" as Engage: sequence<is_ready, act>, act>);
    tree.tick(&mut Agent { ready: true });
}
