// `bt::xml::sync::Factory` loads trees that are `Send + Sync`: an action
// holding an `Rc` is an error on the closure, saying what it holds.
use std::cell::Cell;
use std::rc::Rc;

use bt::Status;
use bt::xml::sync::Factory;

fn main() {
    let seen = Rc::new(Cell::new(0));
    let mut factory = Factory::<()>::new();
    factory.action("Count", move |_| {
        seen.set(seen.get() + 1);
        Status::Success
    });
}
