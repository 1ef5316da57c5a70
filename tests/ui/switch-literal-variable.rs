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
    // The cases written without the variable: one error, on the literal.
    let mut tree = bt!(switch(1, 2)<act, act, act>);
    tree.tick(&mut Agent { ready: true });
}
