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
    // BT.CPP's spelling is also bt's own node type, `bt::leaf::AlwaysSuccess`
    // (a leaf once imported: tests/pass/btcpp-node-type-as-leaf.rs), so the
    // macro does not take it: rustc's "cannot find value".
    let mut tree = bt!(fallback<sequence<is_ready, act>, AlwaysSuccess>);
    tree.tick(&mut Agent { ready: true });
    let mut tree = bt!(sequence<is_ready, always_failure, act>);
    tree.tick(&mut Agent { ready: true });
}
