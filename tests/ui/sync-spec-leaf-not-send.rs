// A leaf that holds an `Rc` given to `bt::dynamic::sync::Spec`, whose trees
// are `Send + Sync`: the error is on the closure, saying what it holds.
use std::cell::Cell;
use std::rc::Rc;

use bt::dynamic::sync::Spec;

fn main() {
    let ticks = Rc::new(Cell::new(0));
    let _tree = Spec::<()>::sequence([
        Spec::success(),
        Spec::condition("counted", move |_| {
            ticks.set(ticks.get() + 1);
            true
        }),
    ])
    .build();
}
