// A tree whose context has no clock under `timeout`, used as a subtree of
// another tree and returned as an `impl Node`: one error, on the keyword.
use bt::table::NodeTable;
use bt::{Node, Status, Tree, bt};

struct Agent {
    ready: bool,
}

fn act(agent: &mut Agent) -> Status {
    if agent.ready { Status::Success } else { Status::Running }
}

fn brain() -> Tree<impl Node<Agent> + NodeTable + Clone + Send + Sync, Agent> {
    let guarded = bt!(timeout(50)<act>);
    bt!(sequence<act, (guarded)>)
}

fn main() {
    let mut tree = brain();
    tree.tick(&mut Agent { ready: true });
}
