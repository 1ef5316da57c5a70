// A macro call written as a leaf: one error at the call that says to put it
// in parentheses, not "expected `,` or `>`" at the `!` and rustc's
// "expected value, found macro" on its name.
use bt::{Status, bt};

struct Agent {
    hp: i32,
}

fn is_alive(agent: &mut Agent) -> bool {
    agent.hp > 0
}

fn move_to(_x: i32, _speed: f32) -> impl FnMut(&mut Agent) -> Status {
    |_| Status::Success
}

macro_rules! mk {
    ($x:expr) => {
        move_to($x, 1.0)
    };
}

fn main() {
    let mut tree = bt!(sequence<is_alive, mk!(3)>);
    tree.tick(&mut Agent { hp: 3 });
}
