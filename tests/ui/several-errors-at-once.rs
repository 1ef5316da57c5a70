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
    let mut tree = bt!(fallback<sequnce<is_ready, act>, repeat<act>, inverter<act, act>, timeout(msc = 5)<act>>);
    tree.tick(&mut Agent { ready: true });
}
