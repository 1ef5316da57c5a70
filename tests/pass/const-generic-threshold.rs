//! A threshold written with a const generic parameter (`N`, `N - 1`) is
//! checked in an inline `const` block, which may name the parameter (a
//! `const _` item may not).
use bt::{Status, bt};

struct Agent {
    done: u32,
}

fn act(agent: &mut Agent) -> Status {
    agent.done += 1;
    Status::Success
}

fn all_but_one<const N: i32>(agent: &mut Agent) -> Status {
    let mut tree = bt!(parallel(success_count = N - 1)<act, act, act>);
    tree.tick(agent)
}

fn exactly<const N: i32>(agent: &mut Agent) -> Status {
    let mut tree = bt!(parallel(success_count = N)<act, act, act>);
    tree.tick(agent)
}

fn main() {
    let mut agent = Agent { done: 0 };
    assert_eq!(all_but_one::<3>(&mut agent), Status::Success);
    assert_eq!(exactly::<2>(&mut agent), Status::Success);
    assert!(agent.done >= 4);
}
