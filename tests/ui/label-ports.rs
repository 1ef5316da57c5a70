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
    // A port given twice, and ports BT.CPP reads as its own attributes:
    // all reported at once.
    let mut tree = bt!(sequence<
        "ready" as IsReady(at = "1", at = "2"): is_ready,
        "act" as Act(name = "x", _skipIf = "y"): act,
    >);
    tree.tick(&mut Agent { ready: true });
}
