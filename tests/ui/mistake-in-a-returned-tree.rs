// A tree with a mistake, returned as an `impl` type with the traits a game
// asks of a tree it clones into its agents: the mistake is the only error.
use bt::table::NodeTable;
use bt::{Node, Status, Tree, bt};

struct Agent {
    energy: u32,
}

fn is_tired(a: &mut Agent) -> bool {
    a.energy < 20
}

fn rest(a: &mut Agent) -> Status {
    a.energy += 10;
    Status::Running
}

fn brain() -> Tree<impl Node<Agent> + NodeTable + Clone + Copy + Send + Sync + Default, Agent> {
    bt!(sequence<is_tired, sleep, rest>)
}

fn main() {
    let mut agent = Agent { energy: 0 };
    let template = brain();
    let mut copy = template.clone();
    copy.tick(&mut agent);
}
