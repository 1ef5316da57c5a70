use bt::{Status, bt};

struct Agent {
    hp: u32,
}

impl Agent {
    fn is_alive(&self) -> bool {
        self.hp > 0
    }
}

fn act(_: &mut Agent) -> Status {
    Status::Success
}

fn main() {
    // A method of the context, called as if the context were in scope.
    let mut tree = bt!(sequence<agent.is_alive(), act>);
    tree.tick(&mut Agent { hp: 1 });
}
