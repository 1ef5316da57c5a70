use bt::{StatefulAction, Status, bt};

struct Agent {
    x: u32,
}

fn is_ready(_: &mut Agent) -> bool {
    true
}

/// Walks to x = 5 (a `StatefulAction`, which is a leaf only once wrapped
/// in `Stateful::new`).
#[derive(Default)]
struct Walk;

impl StatefulAction<Agent> for Walk {
    fn on_start(&mut self, agent: &mut Agent) -> Status {
        self.on_running(agent)
    }

    fn on_running(&mut self, agent: &mut Agent) -> Status {
        agent.x += 1;
        if agent.x >= 5 { Status::Success } else { Status::Running }
    }

    fn on_halted(&mut self, _: &mut Agent) {}
}

fn main() {
    let mut tree = bt!(sequence<is_ready, (Walk)>);
    tree.tick(&mut Agent { x: 0 });
}
