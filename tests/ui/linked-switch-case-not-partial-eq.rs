// A tree deep enough to be cut into slices side by side (`bt::linked`):
// cases of a type without `PartialEq` are one error, on the keyword, as in
// a shallow tree.
use bt::{Status, bt};

struct Mode;

struct Agent {
    ready: bool,
}

fn is_ready(agent: &mut Agent) -> bool {
    agent.ready
}

fn act(_: &mut Agent) -> Status {
    Status::Success
}

fn mode(_: &mut Agent) -> Mode {
    Mode
}

fn main() {
    let mut tree = bt!(sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, switch(mode, Mode)<act, act>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    tree.tick(&mut Agent { ready: true });
}
