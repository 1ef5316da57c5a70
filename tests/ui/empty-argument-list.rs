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
    let mut once = bt!(run_once()<act>);
    once.tick(&mut Agent { ready: true });
    let mut plain = bt!(sequence()<is_ready, act>);
    plain.tick(&mut Agent { ready: true });
}
