use bt::{Status, bt};

struct Agent {
    ready: bool,
}

fn is_ready(agent: &mut Agent) -> bool {
    agent.ready
}

fn act(_: &mut Agent) -> Status {
    Status::Success
}

struct Dog {
    hungry: bool,
}

fn is_hungry(dog: &mut Dog) -> bool {
    dog.hungry
}

fn main() {
    let mut tree = bt!(sequence<is_ready, is_hungry>);
    tree.tick(&mut Agent { ready: true });
}
