// Cases of a type without `PartialEq`: one error, on the keyword, not a
// second one on `tree.tick`.
use bt::{Status, bt};

struct Mode;

struct Agent;

fn mode(_: &mut Agent) -> Mode {
    Mode
}

fn act(_: &mut Agent) -> Status {
    Status::Success
}

fn main() {
    let mut tree = bt!(switch(mode, Mode)<act, act>);
    tree.tick(&mut Agent);
}
