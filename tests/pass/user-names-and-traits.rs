//! The expansion cannot be hijacked by the user's names: a trait with
//! `tick` and `halt` methods for every type, items called `Node`, `Tree`,
//! `Witness`, `Option`, a module called `__private`, and locals with the
//! names the expansion uses internally.
#![deny(warnings)]

use bt::{Status, bt};

trait Tick {
    fn tick(&mut self, by: u8) -> u8;
    fn halt(&mut self);
}

impl<T> Tick for T {
    fn tick(&mut self, by: u8) -> u8 {
        by
    }
    fn halt(&mut self) {}
}

#[allow(dead_code)]
trait Node {
    fn tick(&mut self);
}

#[allow(dead_code)]
struct Tree;
#[allow(dead_code)]
struct Witness;
#[allow(dead_code)]
enum Option {
    Nothing,
}

#[allow(dead_code)]
mod __private {
    pub fn as_leaf() {}
    pub fn tree() {}
}

struct Agent {
    n: u32,
}

fn act(agent: &mut Agent) -> Status {
    agent.n += 1;
    Status::Success
}

fn main() {
    // The names the expansion gives its own locals: they stay the user's.
    let bt_witness = 10;
    let bt_leaf_1 = 100;
    let mut tree =
        bt!(sequence<act, (move |agent| agent.n + bt_witness + bt_leaf_1 > 0), inverter<failure>>);
    let mut agent = Agent { n: 0 };
    assert_eq!(bt::Tree::tick(&mut tree, &mut agent), Status::Success);
    bt::Tree::halt(&mut tree, &mut agent);
    assert_eq!(agent.n, 1);
    // The user's trait is in scope; calling it on the tree picks the trait's
    // method only when asked for explicitly.
    assert_eq!(Tick::tick(&mut tree, 3), 3);
    Tick::halt(&mut tree);
}
