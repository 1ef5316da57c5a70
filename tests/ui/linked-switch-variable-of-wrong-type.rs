// A tree deep enough to be cut into slices side by side (`bt::linked`):
// a `switch` whose variable (a function) does not return the cases' type is
// one error, on the keyword, as in a shallow tree.
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

fn mode(agent: &mut Agent) -> bool {
    agent.ready
}

fn main() {
    let mut tree = bt!(sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, switch(mode, 1, 2)<act, act, act>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    tree.tick(&mut Agent { ready: true });
}
