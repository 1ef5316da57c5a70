// A tree deep enough to be cut into slices side by side (`bt::linked`):
// a `timeout` over a context without a clock is reported on the keyword,
// as in a shallow tree.
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
    let mut tree = bt!(sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, sequence<is_ready, fallback<is_ready, timeout(50)<act>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>);
    tree.tick(&mut Agent { ready: true });
}
