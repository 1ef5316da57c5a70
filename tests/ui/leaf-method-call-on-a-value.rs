use bt::{Node, Status, bt};

struct Agent;

/// A leaf with a builder method.
struct Walk {
    speed: u32,
}

impl Walk {
    fn fast(self) -> Self {
        Self { speed: self.speed * 2 }
    }
}

impl Node<Agent> for Walk {
    fn tick(&mut self, _: &mut Agent) -> Status {
        if self.speed > 1 { Status::Success } else { Status::Running }
    }
}

fn main() {
    // A method of a leaf value: the fix is the parentheses, and no other
    // error follows from the macro's guess.
    let walk = Walk { speed: 1 };
    let mut tree = bt!(sequence<walk.fast()>);
    tree.tick(&mut Agent);
}
