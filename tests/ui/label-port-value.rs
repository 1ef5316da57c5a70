use bt::{Status, bt};

struct Agent {
    ready: bool,
}

fn act(_: &mut Agent) -> Status {
    Status::Success
}

fn main() {
    // A label's port value is the text the exports show, not an expression.
    let goal = 3;
    let mut tree = bt!("go" as MoveTo(goal = goal): act);
    tree.tick(&mut Agent { ready: true });
}
