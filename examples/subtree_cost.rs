//! The cost of `subtree` nodes, for `scripts/subtree-cost.sh` (callgrind):
//! BehaviorTree.CPP's sniper tree written plain and with three of its
//! parts under `subtree` (one nested in another), each ticked `frames`
//! times behind the never-inlined `measured_tick`. A `subtree` returns its
//! child's status unchanged: the two should cost the same.
//!
//! `subtree_cost <plain|subtrees> <frames>` prints what the leaves did.

use bt::{Node, Status, Tree, bt};

/// The agent: the frame, and what the leaves did.
#[derive(Default)]
struct Agent {
    frame: u64,
    loaded: bool,
    shots: u64,
}

fn is_enemy_visible(a: &mut Agent) -> bool {
    a.frame % 7 < 3
}

fn is_in_range(a: &mut Agent) -> bool {
    a.frame % 5 < 3
}

fn aim(a: &mut Agent) -> Status {
    if a.frame.is_multiple_of(3) {
        Status::Success
    } else {
        Status::Running
    }
}

fn shoot(a: &mut Agent) -> Status {
    a.shots += 1;
    Status::Success
}

fn has_ammo(a: &mut Agent) -> bool {
    a.loaded
}

fn reload(a: &mut Agent) -> Status {
    a.loaded = !a.loaded;
    Status::Running
}

fn patrol(a: &mut Agent) -> Status {
    if a.frame.is_multiple_of(4) {
        Status::Success
    } else {
        Status::Running
    }
}

/// One tick, never inlined: what callgrind counts.
#[inline(never)]
fn measured_tick<N: Node<Agent>>(tree: &mut Tree<N, Agent>, agent: &mut Agent) -> Status {
    tree.tick(agent)
}

fn run<N: Node<Agent>>(mut tree: Tree<N, Agent>, frames: u64) -> (u64, u64) {
    let mut agent = Agent::default();
    let mut successes = 0;
    for frame in 0..frames {
        agent.frame = frame;
        if measured_tick(&mut tree, &mut agent) == Status::Success {
            successes += 1;
        }
    }
    (successes, agent.shots)
}

fn main() {
    let mut args = std::env::args().skip(1);
    let which = args.next().unwrap_or_default();
    let frames: u64 = args.next().and_then(|f| f.parse().ok()).unwrap_or(100_000);
    let (successes, shots) = match which.as_str() {
        "plain" => run(
            bt!(
                fallback<
                    sequence<is_enemy_visible, is_in_range, aim, shoot>,
                    reactive_sequence<has_ammo, reload>,
                    patrol,
                >
            ),
            frames,
        ),
        "subtrees" => run(
            bt!(fallback<
                "engage" as Engage: subtree<sequence<is_enemy_visible, is_in_range, "aim" as Aim: subtree<aim>, shoot>>,
                "reload" as Reload: subtree<reactive_sequence<has_ammo, reload>>,
                patrol,
            >),
            frames,
        ),
        _ => {
            eprintln!("usage: subtree_cost <plain|subtrees> <frames>");
            std::process::exit(2);
        }
    };
    println!("{successes} successes, {shots} shots");
}
