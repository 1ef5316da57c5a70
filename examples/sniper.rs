//! BehaviorTree.CPP's sniper tree, ticked frame by frame:
//!
//! ```text
//! fallback< sequence<is_enemy_visible, is_in_range, aim, shoot>,
//!           reactive_sequence<has_ammo, reload>,
//!           patrol >
//! ```
//!
//! Run with `cargo run --example sniper`. Each line shows the frame, what the
//! agent sees, the leaves that ran (with their results) and the root status.
//!
//! - `--trace`: after each tick, the tree as text with the status each node
//!   returned in that tick (`Tree::to_text` over `Statistics`).
//! - `--log`: BehaviorTree.CPP's `StdCoutLogger` lines (`StdoutLogger`).
//! - `--dot`, `--mermaid`, `--xml`: print the tree as Graphviz, Mermaid or
//!   BehaviorTree.CPP XML and exit (scripts/render-svg.sh draws the README's
//!   picture from `--dot`).

use bt::observe::{Statistics, StdoutLogger};
use bt::table::NodeTable;
use bt::{Node, Status, Tree, bt};

/// The agent: what it sees, its ammunition, and what the leaves did.
pub struct Agent {
    rng: u64,
    enemy_visible: bool,
    enemy_dist: u32,
    mag: u32,
    reserve: u32,
    aim_progress: u32,
    patrol_progress: u32,
    hits: u32,
    log: Vec<String>,
}

impl Agent {
    /// An agent whose world is drawn from `seed`.
    pub fn new(seed: u64) -> Self {
        Self {
            rng: seed | 1,
            enemy_visible: false,
            enemy_dist: u32::MAX,
            mag: 2,
            reserve: 3,
            aim_progress: 0,
            patrol_progress: 0,
            hits: 0,
            log: Vec::new(),
        }
    }

    /// The world moves: the enemy shows up and hides, near or far.
    pub fn begin_frame(&mut self) {
        let mut r = self.rng;
        r ^= r << 13;
        r ^= r >> 7;
        r ^= r << 17;
        self.rng = r;
        self.enemy_visible = !r.is_multiple_of(3);
        self.enemy_dist = u32::try_from((r >> 8) & 63).unwrap_or(u32::MAX);
        self.log.clear();
    }

    fn note(&mut self, leaf: &str, status: Status) -> Status {
        self.log.push(format!("{leaf}={status}"));
        status
    }
}

fn is_enemy_visible(a: &mut Agent) -> bool {
    let visible = a.enemy_visible;
    a.note("is_enemy_visible", visible.into());
    visible
}

fn is_in_range(a: &mut Agent) -> bool {
    let near = a.enemy_dist < 40;
    a.note("is_in_range", near.into());
    near
}

fn aim(a: &mut Agent) -> Status {
    a.aim_progress += 1;
    let status = if a.aim_progress >= 2 {
        a.aim_progress = 0;
        Status::Success
    } else {
        Status::Running
    };
    a.note("aim", status)
}

fn shoot(a: &mut Agent) -> Status {
    if a.mag == 0 {
        return a.note("shoot", Status::Failure);
    }
    a.mag -= 1;
    a.hits += 1;
    a.note("shoot", Status::Success)
}

fn has_ammo(a: &mut Agent) -> bool {
    let some = a.reserve > 0;
    a.note("has_ammo", some.into());
    some
}

fn reload(a: &mut Agent) -> Status {
    if a.mag >= 2 || a.reserve == 0 {
        return a.note("reload", Status::Failure);
    }
    a.mag += 1;
    a.reserve -= 1;
    let status = if a.mag == 2 {
        Status::Success
    } else {
        Status::Running
    };
    a.note("reload", status)
}

fn patrol(a: &mut Agent) -> Status {
    a.patrol_progress += 1;
    let status = if a.patrol_progress >= 3 {
        a.patrol_progress = 0;
        Status::Success
    } else {
        Status::Running
    };
    a.note("patrol", status)
}

/// BehaviorTree.CPP's sniper tree.
pub fn tree() -> Tree<impl Node<Agent> + NodeTable, Agent> {
    bt!(fallback<
        "engage": sequence<is_enemy_visible, is_in_range, aim, shoot>,
        "rearm": reactive_sequence<has_ammo, reload>,
        patrol,
    >)
}

fn main() {
    let arg = |name: &str| std::env::args().any(|a| a == name);
    let mut tree = tree();
    for (flag, export) in [
        ("--dot", Tree::to_dot as fn(&_) -> String),
        ("--mermaid", Tree::to_mermaid),
        ("--xml", Tree::to_btcpp_xml),
    ] {
        if arg(flag) {
            print!("{}", export(&tree));
            return;
        }
    }
    let (trace, log) = (arg("--trace"), arg("--log"));
    let mut statistics = Statistics::new(tree.nodes());
    let mut logger = StdoutLogger::new(tree.nodes());
    let mut agent = Agent::new(0x5EED);
    println!("frame  enemy        ammo  | leaves ticked                                   => root");
    for frame in 1..=16 {
        agent.begin_frame();
        let status = match (trace, log) {
            (false, false) => tree.tick(&mut agent),
            (true, false) => tree.tick_with(&mut agent, &mut statistics),
            (false, true) => tree.tick_with(&mut agent, &mut logger),
            (true, true) => tree.tick_with(&mut agent, &mut (&mut statistics, &mut logger)),
        };
        let enemy = if agent.enemy_visible {
            format!("seen @{:>2}m", agent.enemy_dist)
        } else {
            "hidden".to_owned()
        };
        println!(
            "{frame:>5}  {enemy:<11}  {}+{}   | {:<47} => {status}",
            agent.mag,
            agent.reserve,
            agent.log.join(" "),
        );
        if trace {
            println!("{}", tree.to_text(Some(&statistics)));
        }
    }
    println!("hits: {}", agent.hits);
}
