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
    // A subtree is one tree: its child is the tree's root.
    let mut tree = bt!(fallback<"engage" as Engage: subtree<is_ready, act>, act>);
    tree.tick(&mut Agent { ready: true });
}
