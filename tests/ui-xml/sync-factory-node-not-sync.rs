// `bt::xml::sync::Factory` loads trees that are `Send + Sync`: a node of
// the user's that is not `Sync` is an error naming the field that is not.
use std::cell::Cell;

use bt::xml::sync::Factory;
use bt::{Node, Status};

struct Counter {
    ticks: Cell<u32>,
}

impl Node<()> for Counter {
    fn tick(&mut self, _: &mut ()) -> Status {
        self.ticks.set(self.ticks.get() + 1);
        Status::Success
    }
}

fn main() {
    let mut factory = Factory::<()>::new();
    factory.node("Counter", || Counter { ticks: Cell::new(0) });
}
