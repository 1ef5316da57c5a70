use bt::{Status, bt};

struct Agent;

fn act(_: &mut Agent) -> Status {
    Status::Success
}

const QUORUM: u64 = 1;

fn main() {
    // A threshold that is not an `i32`: one error, on the value (its check
    // against the number of children adds none).
    let mut tree = bt!(parallel(success_count = true)<act, act>);
    tree.tick(&mut Agent);
    let mut tree = bt!(parallel_all(max_failures = QUORUM)<act, act>);
    tree.tick(&mut Agent);
}
