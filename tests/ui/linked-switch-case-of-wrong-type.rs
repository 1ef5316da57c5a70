// A tree deep enough to be cut into slices side by side (`bt::linked`):
// a `switch` whose variable (a closure) does not return the cases' type is
// one error, on the keyword, as in a shallow tree (it was only an error on
// the whole tree, from the bound of the slice's `FnOutline`).
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
    let mut tree = bt!(sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, switch(|agent| agent.ready, 1)<act, act>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    tree.tick(&mut Agent { ready: true });
}
