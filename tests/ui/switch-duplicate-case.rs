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

#[derive(PartialEq)]
enum Mode {
    Attack,
    Flee,
}

fn main() {
    let mut by_number = bt!(switch(|agent| u8::from(agent.ready), 1, 2, 0x1)<act, act, act, act>);
    by_number.tick(&mut Agent { ready: true });
    let mut by_variant = bt!(switch(|_| Mode::Flee, Mode::Attack, Mode::Flee, Mode::Attack)<act, act, act, act>);
    by_variant.tick(&mut Agent { ready: true });
}
