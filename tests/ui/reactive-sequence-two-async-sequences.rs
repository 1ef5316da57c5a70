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
    let mut tree = bt!(reactive_sequence<
        is_ready,
        async_sequence<act, act>,
        "second": async_sequence<act, act>,
    >);
    tree.tick(&mut Agent { ready: true });
}
