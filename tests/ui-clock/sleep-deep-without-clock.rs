use bt::{Status, bt};

struct Agent {
    ready: bool,
}

fn is_ready(agent: &mut Agent) -> bool {
    agent.ready
}

fn act(_: &mut Agent) -> Status {
    Status::Running
}

// `sleep` three levels down and `timeout` on the way to `act`: the tree
// resumes both without a walk from the root, and still the missing clock
// is reported once per keyword, on the keyword.
fn main() {
    let mut tree = bt!(sequence<is_ready, fallback<act, sequence<act, sleep(10), timeout(50)<act>>>>);
    tree.tick(&mut Agent { ready: true });
}
