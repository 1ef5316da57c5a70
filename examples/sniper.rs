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
//! - `--btlog FILE` (feature `btlog`): write the run to `FILE` (which ends
//!   in `.btlog`) for Groot2 to replay.
//! - `--groot2 [PORT]` (feature `groot2`): serve the tree to Groot2 on
//!   `127.0.0.1:PORT` (default 1667), a frame every 100 ms, until Ctrl-C.
//! - `--perfetto FILE`, `--html FILE` (feature `timeline`): write the run
//!   as Chrome trace-event JSON (open it in <https://ui.perfetto.dev>) or as
//!   an HTML page that replays it (frames 100 ms apart).
//!
//! The features are the `bt` crate's (`btlog` and `timeline` are on by
//! default): `cargo run --example sniper -- --btlog run.btlog --html run.html`,
//! `cargo run --example sniper --features groot2 -- --groot2`.

// Without the features `btlog`, `timeline` and `groot2`, their flags exit
// with a message, and the code that serves them is not built: what it
// reads is then unread.
#![cfg_attr(
    not(all(feature = "btlog", feature = "timeline", feature = "groot2")),
    allow(unused_variables, clippy::unused_self)
)]

use std::path::PathBuf;

#[cfg(feature = "btlog")]
use bt::btlog::BtlogWriter;
#[cfg(feature = "groot2")]
use bt::groot2::Groot2Publisher;
use bt::observe::{NodeId, Observer, Statistics, StdoutLogger};
use bt::table::{NodeTable, Nodes};
#[cfg(feature = "timeline")]
use bt::timeline::Timeline;
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

/// The observers the flags ask for.
struct Observers {
    statistics: Option<Statistics>,
    logger: Option<StdoutLogger>,
    #[cfg(feature = "btlog")]
    btlog: Option<BtlogWriter<std::io::BufWriter<std::fs::File>>>,
    #[cfg(feature = "timeline")]
    timeline: Option<Timeline>,
    #[cfg(feature = "groot2")]
    groot2: Option<Groot2Publisher>,
}

impl Observers {
    const fn new(statistics: Option<Statistics>, logger: Option<StdoutLogger>) -> Self {
        Self {
            statistics,
            logger,
            #[cfg(feature = "btlog")]
            btlog: None,
            #[cfg(feature = "timeline")]
            timeline: None,
            #[cfg(feature = "groot2")]
            groot2: None,
        }
    }

    fn each(&mut self) -> impl Iterator<Item = &mut dyn Observer> {
        let Self {
            statistics,
            logger,
            #[cfg(feature = "btlog")]
            btlog,
            #[cfg(feature = "timeline")]
            timeline,
            #[cfg(feature = "groot2")]
            groot2,
        } = self;
        let all: [Option<&mut dyn Observer>; 5] = [
            statistics.as_mut().map(|o| o as &mut dyn Observer),
            logger.as_mut().map(|o| o as &mut dyn Observer),
            #[cfg(feature = "btlog")]
            btlog.as_mut().map(|o| o as &mut dyn Observer),
            #[cfg(not(feature = "btlog"))]
            None,
            #[cfg(feature = "timeline")]
            timeline.as_mut().map(|o| o as &mut dyn Observer),
            #[cfg(not(feature = "timeline"))]
            None,
            #[cfg(feature = "groot2")]
            groot2.as_mut().map(|o| o as &mut dyn Observer),
            #[cfg(not(feature = "groot2"))]
            None,
        ];
        all.into_iter().flatten()
    }
}

impl Observer for Observers {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        self.each().for_each(|o| o.on_tick(id, status));
    }

    fn on_halt(&mut self, id: NodeId) {
        self.each().for_each(|o| o.on_halt(id));
    }
}

/// The port given with `--groot2` (1667 if none), if the flag is there;
/// exits with a message if the feature `groot2` is off.
fn groot2_port() -> Option<u16> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == "--groot2")?;
    if !cfg!(feature = "groot2") {
        eprintln!(
            "--groot2 needs the feature `groot2`: cargo run --example sniper --features groot2 -- --groot2"
        );
        std::process::exit(2);
    }
    match args.get(at + 1).filter(|a| !a.starts_with("--")) {
        None => Some(1667),
        Some(port) => {
            if let Ok(port) = port.parse() {
                Some(port)
            } else {
                eprintln!("--groot2 takes a port number, not {port}");
                std::process::exit(2);
            }
        }
    }
}

/// The file given after `flag`, if the flag is there; exits with a message
/// if the file is missing, or if the feature the flag needs is off.
fn file_arg(flag: &str, feature: &str, enabled: bool) -> Option<PathBuf> {
    let args: Vec<String> = std::env::args().collect();
    let at = args.iter().position(|a| a == flag)?;
    let Some(file) = args.get(at + 1).filter(|f| !f.starts_with("--")) else {
        eprintln!(
            "{flag} needs a file: cargo run --example sniper --features {feature} -- {flag} FILE"
        );
        std::process::exit(2);
    };
    if !enabled {
        eprintln!(
            "{flag} needs the feature `{feature}`: cargo run --example sniper --features {feature} -- {flag} {file}"
        );
        std::process::exit(2);
    }
    Some(PathBuf::from(file))
}

/// What the flags ask for beyond the frames themselves.
#[cfg_attr(
    not(all(feature = "btlog", feature = "timeline", feature = "groot2")),
    allow(dead_code)
)]
struct Outputs {
    btlog: Option<PathBuf>,
    perfetto: Option<PathBuf>,
    html: Option<PathBuf>,
    groot2: Option<u16>,
}

impl Outputs {
    fn from_args() -> Self {
        Self {
            btlog: file_arg("--btlog", "btlog", cfg!(feature = "btlog")),
            perfetto: file_arg("--perfetto", "timeline", cfg!(feature = "timeline")),
            html: file_arg("--html", "timeline", cfg!(feature = "timeline")),
            groot2: groot2_port(),
        }
    }
}

/// Exits with `message` about `what`.
#[cfg_attr(
    not(any(feature = "btlog", feature = "timeline", feature = "groot2")),
    allow(dead_code)
)]
fn fail(what: &dyn std::fmt::Display, message: &dyn std::fmt::Display) -> ! {
    eprintln!("{what}: {message}");
    std::process::exit(1);
}

impl Observers {
    /// Adds the observers that `outputs` need.
    fn open(&mut self, nodes: &Nodes, outputs: &Outputs) {
        #[cfg(feature = "btlog")]
        if let Some(path) = &outputs.btlog {
            let writer =
                BtlogWriter::create(path, nodes).unwrap_or_else(|e| fail(&path.display(), &e));
            self.btlog = Some(writer);
        }
        #[cfg(feature = "timeline")]
        if outputs.perfetto.is_some() || outputs.html.is_some() {
            self.timeline = Some(Timeline::by_ticks(
                nodes.clone(),
                std::time::Duration::from_millis(100),
            ));
        }
        #[cfg(feature = "groot2")]
        if let Some(port) = outputs.groot2 {
            let publisher = Groot2Publisher::new(nodes, port).unwrap_or_else(|e| fail(&port, &e));
            self.groot2 = Some(publisher);
            println!("Groot2: connect to 127.0.0.1, port {port}; Ctrl-C to stop");
        }
    }

    /// Writes the files of `outputs`.
    fn finish(&mut self, outputs: &Outputs) {
        #[cfg(feature = "btlog")]
        if let (Some(writer), Some(path)) = (self.btlog.take(), &outputs.btlog) {
            writer
                .finish()
                .unwrap_or_else(|e| fail(&path.display(), &e));
            println!("wrote {} (open it in Groot2)", path.display());
        }
        #[cfg(feature = "timeline")]
        if let Some(timeline) = &self.timeline {
            for (path, text, what) in [
                (
                    &outputs.perfetto,
                    timeline.to_chrome_trace(),
                    "open it in https://ui.perfetto.dev",
                ),
                (&outputs.html, timeline.to_html(), "open it in a browser"),
            ] {
                let Some(path) = path else { continue };
                std::fs::write(path, text).unwrap_or_else(|e| fail(&path.display(), &e));
                println!("wrote {} ({what})", path.display());
            }
        }
    }
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
    let outputs = Outputs::from_args();
    let mut observers = Observers::new(
        arg("--trace").then(|| Statistics::new(tree.nodes())),
        arg("--log").then(|| StdoutLogger::new(tree.nodes())),
    );
    observers.open(&tree.nodes(), &outputs);
    let observed = observers.each().next().is_some();
    let mut agent = Agent::new(0x5EED);
    println!("frame  enemy        ammo  | leaves ticked                                   => root");
    // With Groot2 watching, the frames go on (100 ms apart) until Ctrl-C.
    let frames = if outputs.groot2.is_some() {
        u32::MAX
    } else {
        16
    };
    for frame in 1..=frames {
        if outputs.groot2.is_some() {
            std::thread::sleep(std::time::Duration::from_millis(100));
        }
        agent.begin_frame();
        // Without observers the tree ticks with no reports at all.
        let status = if observed {
            tree.tick_with(&mut agent, &mut observers)
        } else {
            tree.tick(&mut agent)
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
        if let Some(statistics) = &observers.statistics {
            println!("{}", tree.to_text(Some(statistics)));
        }
    }
    println!("hits: {}", agent.hits);
    observers.finish(&outputs);
}
