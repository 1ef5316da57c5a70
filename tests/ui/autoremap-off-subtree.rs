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
    // `_autoremap` is an attribute of BT.CPP's `<SubTree>`: a `subtree`'s
    // label takes it, a leaf's does not.
    let mut tree = bt!(sequence<
        "engage" as Engage(_autoremap = "true"): subtree<is_ready>,
        "act" as Act(_autoremap = "true"): act,
    >);
    tree.tick(&mut Agent { ready: true });
}
