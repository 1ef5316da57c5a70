//! Many runtime-built trees, one per agent, against the same tree written
//! with `bt!`: the time to build a tree and the time per agent-tick when
//! every agent is ticked each frame.
//!
//! ```text
//! reactive_fallback<
//!     "flee":        sequence<is_hurt, timeout(4000)<retry(2)<heal>>>,
//!     "fight":       reactive_sequence<enemy_visible, sequence<in_range, aim, shoot>>,
//!     "investigate": sequence<heard_noise, timeout(3000)<walk_to_noise>>,
//!     patrol,
//! >
//! ```
//!
//! 17 nodes: conditions, two timeouts on the guard's own clock, a retry
//! and four stateful actions (`heal`, `aim`, `walk_to_noise`, `patrol`)
//! that conditions changing and timeouts halt. Each frame, every guard's
//! world moves one step (100 ms, random events) and its tree is ticked
//! once. The same guards are run with the tree written with `bt!`, built
//! with [`bt::dynamic::Spec`] (`Spec::build` per agent, and
//! [`bt::dynamic::Prototype::build`], which shares one node table), from a
//! [`bt::dynamic::sync::Prototype`] (the `Send + Sync` flavour; its trees
//! ticked on this thread, then split between two threads), and, with the `xml`
//! feature, loaded from BehaviorTree.CPP XML by `bt::xml` (one load per
//! agent, and trees of one `Factory::prototype`); every kind must compute the same guards (a digest of their
//! fields), else the program fails.
//!
//! ```text
//! cargo run --release --example many_runtime_trees [--features xml] -- [agents..] [--frames F] [--runs R] [--only KIND]..
//! ```
//!
//! The default is 1,000, 10,000 and 100,000 agents, 50 frames and 5 runs;
//! a run ticks every agent `frames` times, and the figure printed is the
//! median over the runs of the nanoseconds per agent-tick (the world's
//! step included: "step only" is that step alone). `--only` runs one kind
//! (repeat it for more): `step`, `bt`, `spec`, `prototype`,
//! `sync-prototype`, `sync-threads`, `xml`, `xml-prototype`, `xml-sync`
//! and `xml-sync-threads` (a `bt::xml::sync` prototype's trees on this
//! thread, then on two).

use std::hint::black_box;
use std::time::{Duration, Instant};

use bt::dynamic::{Dynamic, Prototype, Spec, sync};
use bt::{Clock, Node, Stateful, StatefulAction, Status, Tree, bt};

/// One guard: the context of its tree.
#[derive(Clone, Debug, Default)]
struct Guard {
    rng: u64,
    now_ms: u64,
    hp: i32,
    enemy: bool,
    distance: i32,
    noise: bool,
    ammo: u32,
    position: i32,
    heals: u32,
    shots: u32,
    walks: u32,
    patrols: u32,
    halts: u32,
}

impl Guard {
    fn new(seed: u64) -> Self {
        let mut g = Self {
            rng: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            hp: 100,
            ammo: 6,
            ..Self::default()
        };
        g.hp = 40 + (g.next() % 60) as i32;
        g.distance = (g.next() % 20) as i32;
        g
    }

    /// xorshift64, one per guard.
    fn next(&mut self) -> u64 {
        let mut x = self.rng;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.rng = x;
        x
    }

    /// The world's step for this guard, once per frame before its tick.
    fn step(&mut self) {
        self.now_ms += 100;
        let r = self.next();
        match r % 64 {
            0 => self.hp -= 15,
            1..=2 => self.enemy = !self.enemy,
            3..=4 => self.noise = true,
            5 => self.noise = false,
            _ => {}
        }
        self.distance = (self.distance + ((r >> 8) % 3) as i32 - 1).clamp(0, 20);
    }

    /// A digest of everything the trees changed.
    fn digest(&self) -> u64 {
        [
            self.rng,
            self.now_ms,
            u64::from(self.hp.unsigned_abs()),
            u64::from(self.enemy),
            u64::from(self.distance.unsigned_abs()),
            u64::from(self.noise),
            u64::from(self.ammo),
            u64::from(self.position.unsigned_abs()),
            u64::from(self.heals),
            u64::from(self.shots),
            u64::from(self.walks),
            u64::from(self.patrols),
            u64::from(self.halts),
        ]
        .iter()
        .fold(0xcbf2_9ce4_8422_2325, |h, &v| {
            (h ^ v).wrapping_mul(0x0100_0000_01b3)
        })
    }
}

impl Clock for Guard {
    fn now(&self) -> Duration {
        Duration::from_millis(self.now_ms)
    }
}

fn is_hurt(g: &mut Guard) -> bool {
    g.hp < 50
}

fn enemy_visible(g: &mut Guard) -> bool {
    g.enemy
}

fn in_range(g: &mut Guard) -> bool {
    g.distance < 8
}

fn heard_noise(g: &mut Guard) -> bool {
    g.noise
}

fn shoot(g: &mut Guard) -> Status {
    if g.ammo == 0 {
        g.ammo = 6;
        return Status::Failure;
    }
    g.ammo -= 1;
    g.shots += 1;
    Status::Success
}

/// Three ticks of bandaging; one in four fails.
#[derive(Clone, Default)]
struct Heal {
    ticks: u8,
}

impl StatefulAction<Guard> for Heal {
    fn on_start(&mut self, _: &mut Guard) -> Status {
        self.ticks = 0;
        Status::Running
    }
    fn on_running(&mut self, g: &mut Guard) -> Status {
        self.ticks += 1;
        if self.ticks < 3 {
            return Status::Running;
        }
        if g.next().is_multiple_of(4) {
            return Status::Failure;
        }
        g.hp = 100;
        g.heals += 1;
        Status::Success
    }
    fn on_halted(&mut self, g: &mut Guard) {
        g.halts += 1;
    }
}

/// Two ticks to aim.
#[derive(Clone, Default)]
struct Aim {
    ticks: u8,
}

impl StatefulAction<Guard> for Aim {
    fn on_start(&mut self, _: &mut Guard) -> Status {
        self.ticks = 0;
        Status::Running
    }
    fn on_running(&mut self, _: &mut Guard) -> Status {
        self.ticks += 1;
        if self.ticks < 2 {
            Status::Running
        } else {
            Status::Success
        }
    }
    fn on_halted(&mut self, g: &mut Guard) {
        g.halts += 1;
    }
}

/// Walks to where the noise was (the guard's position goes up to 10);
/// the noise stops when it gets there.
#[derive(Clone, Default)]
struct WalkToNoise {
    steps: u8,
}

impl StatefulAction<Guard> for WalkToNoise {
    fn on_start(&mut self, _: &mut Guard) -> Status {
        self.steps = 0;
        Status::Running
    }
    fn on_running(&mut self, g: &mut Guard) -> Status {
        self.steps += 1;
        g.position += 1;
        if self.steps < 5 {
            return Status::Running;
        }
        g.noise = false;
        g.walks += 1;
        Status::Success
    }
    fn on_halted(&mut self, g: &mut Guard) {
        g.halts += 1;
    }
}

/// Walks back and forth, forever.
#[derive(Clone, Default)]
struct Patrol {
    forward: bool,
}

impl StatefulAction<Guard> for Patrol {
    fn on_start(&mut self, g: &mut Guard) -> Status {
        self.forward = g.position <= 0;
        Status::Running
    }
    fn on_running(&mut self, g: &mut Guard) -> Status {
        if self.forward {
            g.position += 1;
            self.forward = g.position < 10;
        } else {
            g.position -= 1;
            self.forward = g.position <= 0;
        }
        g.patrols += 1;
        Status::Running
    }
    fn on_halted(&mut self, g: &mut Guard) {
        g.halts += 1;
    }
}

/// The tree written with `bt!`.
fn macro_tree() -> Tree<impl Node<Guard> + Clone, Guard> {
    bt!(reactive_fallback<
        "flee": sequence<is_hurt, timeout(4000)<retry(2)<(Stateful::new(Heal::default()))>>>,
        "fight": reactive_sequence<enemy_visible, sequence<in_range, (Stateful::new(Aim::default())), shoot>>,
        "investigate": sequence<heard_noise, timeout(3000)<(Stateful::new(WalkToNoise::default()))>>,
        (Stateful::new(Patrol::default())),
    >)
}

/// The same tree described at run time, with either flavour's `Spec`
/// (`bt::dynamic::Spec` or the `Send + Sync` `bt::dynamic::sync::Spec`).
macro_rules! guard_spec {
    ($spec:ty) => {
        <$spec>::reactive_fallback([
            <$spec>::sequence([
                <$spec>::condition("is_hurt", is_hurt),
                <$spec>::timeout(
                    4000,
                    <$spec>::retry(2, <$spec>::leaf("heal", Stateful::new(Heal::default()))),
                ),
            ])
            .label("flee"),
            <$spec>::reactive_sequence([
                <$spec>::condition("enemy_visible", enemy_visible),
                <$spec>::sequence([
                    <$spec>::condition("in_range", in_range),
                    <$spec>::leaf("aim", Stateful::new(Aim::default())),
                    <$spec>::action("shoot", shoot),
                ]),
            ])
            .label("fight"),
            <$spec>::sequence([
                <$spec>::condition("heard_noise", heard_noise),
                <$spec>::timeout(
                    3000,
                    <$spec>::leaf("walk_to_noise", Stateful::new(WalkToNoise::default())),
                ),
            ])
            .label("investigate"),
            <$spec>::leaf("patrol", Stateful::new(Patrol::default())),
        ])
    };
}

fn spec() -> Spec<Guard> {
    guard_spec!(Spec<Guard>)
}

fn sync_spec() -> sync::Spec<Guard> {
    guard_spec!(sync::Spec<Guard>)
}

#[cfg(feature = "xml")]
const XML: &str = r#"<root BTCPP_format="4">
  <BehaviorTree ID="Guard">
    <ReactiveFallback>
      <Sequence name="flee">
        <IsHurt/>
        <Timeout msec="4000"><RetryUntilSuccessful num_attempts="2"><Heal/></RetryUntilSuccessful></Timeout>
      </Sequence>
      <ReactiveSequence name="fight">
        <EnemyVisible/>
        <Sequence><InRange/><Aim/><Shoot/></Sequence>
      </ReactiveSequence>
      <Sequence name="investigate">
        <HeardNoise/>
        <Timeout msec="3000"><WalkToNoise/></Timeout>
      </Sequence>
      <Patrol/>
    </ReactiveFallback>
  </BehaviorTree>
</root>"#;

/// The factory of the XML guard, for either flavour (`bt::xml::Factory`
/// or the `Send + Sync` `bt::xml::sync::Factory`).
#[cfg(feature = "xml")]
macro_rules! guard_factory {
    ($factory:ty) => {{
        let mut f = <$factory>::new().with_clock();
        f.condition("IsHurt", is_hurt)
            .condition("EnemyVisible", enemy_visible)
            .condition("InRange", in_range)
            .condition("HeardNoise", heard_noise)
            .action("Shoot", shoot)
            .node("Heal", || Stateful::new(Heal::default()))
            .node("Aim", || Stateful::new(Aim::default()))
            .node("WalkToNoise", || Stateful::new(WalkToNoise::default()))
            .node("Patrol", || Stateful::new(Patrol::default()));
        f
    }};
}

#[cfg(feature = "xml")]
fn factory() -> bt::xml::Factory<Guard> {
    guard_factory!(bt::xml::Factory<Guard>)
}

#[cfg(feature = "xml")]
fn sync_factory() -> bt::xml::sync::Factory<Guard> {
    guard_factory!(bt::xml::sync::Factory<Guard>)
}

/// A guard and its tree, side by side.
struct Agent<B> {
    guard: Guard,
    brain: B,
}

/// One frame: each guard's step, then its tick.
#[inline(never)]
fn frame<B: Node<Guard>>(agents: &mut [Agent<B>]) {
    for a in agents {
        a.guard.step();
        black_box(a.brain.tick(&mut a.guard));
    }
}

/// One frame of the world alone.
#[inline(never)]
fn step_only(guards: &mut [Guard]) {
    for g in guards {
        g.step();
        black_box(&*g);
    }
}

/// Nanoseconds per item: `elapsed` over `items` (measured times and
/// counts are far below the precision `f64` loses).
#[allow(clippy::cast_precision_loss)]
fn per(elapsed: Duration, items: usize) -> f64 {
    elapsed.as_nanos() as f64 / items as f64
}

fn median(mut xs: Vec<f64>) -> f64 {
    xs.sort_by(f64::total_cmp);
    xs[xs.len() / 2]
}

struct Settings {
    frames: u32,
    runs: u32,
}

/// Builds `n` agents with `make`, then runs them, every agent ticked each
/// frame on this thread; prints one line and returns the digest of the
/// guards.
fn measure<B: Node<Guard>>(name: &str, n: usize, s: &Settings, make: impl FnMut() -> B) -> u64 {
    measure_with(name, n, s, make, |agents| {
        for _ in 0..s.frames {
            frame(agents);
        }
    })
}

/// As [`measure`], the agents split between `threads` threads, each
/// running all the frames of its share (the guards do not meet, so the
/// order between shares changes nothing): wall-clock time per agent-tick.
fn measure_on_threads<B: Node<Guard> + Send>(
    name: &str,
    n: usize,
    s: &Settings,
    threads: usize,
    make: impl FnMut() -> B,
) -> u64 {
    let frames = s.frames;
    measure_with(name, n, s, make, |agents| {
        let share = agents.len().div_ceil(threads).max(1);
        std::thread::scope(|scope| {
            for chunk in agents.chunks_mut(share) {
                scope.spawn(move || {
                    for _ in 0..frames {
                        frame(chunk);
                    }
                });
            }
        });
    })
}

/// Builds `n` agents with `make`, then times `run` (all the frames of a
/// run) `s.runs` times; prints one line and returns the digest of the
/// guards.
fn measure_with<B: Node<Guard>>(
    name: &str,
    n: usize,
    s: &Settings,
    mut make: impl FnMut() -> B,
    mut run: impl FnMut(&mut [Agent<B>]),
) -> u64 {
    let start = Instant::now();
    let mut agents: Vec<Agent<B>> = (0..n)
        .map(|i| Agent {
            guard: Guard::new(i as u64),
            brain: make(),
        })
        .collect();
    let build = per(start.elapsed(), n);
    let per_tick: Vec<f64> = (0..s.runs)
        .map(|_| {
            let start = Instant::now();
            run(&mut agents);
            per(start.elapsed(), n * s.frames as usize)
        })
        .collect();
    let digest = agents
        .iter()
        .fold(0, |h: u64, a| h.rotate_left(5) ^ a.guard.digest());
    println!(
        "{name:<16} {n:>7} agents: {:>8.1} ns/agent-tick (median of {}; min {:.1}), build {:>9.0} ns/tree",
        median(per_tick.clone()),
        s.runs,
        per_tick.iter().copied().fold(f64::INFINITY, f64::min),
        build,
    );
    digest
}

/// The command line: the numbers of agents, the settings, and the kinds
/// of tree to run (`--only`, repeated; all if none).
fn arguments() -> (Vec<usize>, Settings, Vec<String>) {
    let mut sizes = Vec::new();
    let mut s = Settings {
        frames: 50,
        runs: 5,
    };
    let mut kinds: Vec<String> = Vec::new();
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--frames" => s.frames = args.next().and_then(|v| v.parse().ok()).unwrap_or(50),
            "--runs" => s.runs = args.next().and_then(|v| v.parse().ok()).unwrap_or(5),
            "--only" => kinds.extend(args.next()),
            n => sizes.push(
                n.replace(['_', ','], "")
                    .parse::<usize>()
                    .expect("a number of agents"),
            ),
        }
    }
    if sizes.is_empty() {
        sizes = vec![1_000, 10_000, 100_000];
    }
    (sizes, s, kinds)
}

/// The kinds loaded from XML: each pushes the digest of its guards.
#[cfg(feature = "xml")]
fn xml_kinds(n: usize, s: &Settings, run: &impl Fn(&str) -> bool, digests: &mut Vec<(&str, u64)>) {
    if run("xml") {
        let factory = factory();
        digests.push((
            "xml",
            measure("xml load_str", n, s, || {
                factory.load_str(XML).expect("the guard's XML loads")
            }),
        ));
    }
    if run("xml-prototype") {
        let mut factory = factory();
        factory.register_str(XML).expect("the guard's XML loads");
        let prototype = factory.prototype("Guard").expect("the guard's tree");
        digests.push((
            "xml-prototype",
            measure("xml prototype", n, s, || prototype.build()),
        ));
    }
    if run("xml-sync") {
        let mut factory = sync_factory();
        factory.register_str(XML).expect("the guard's XML loads");
        let prototype = factory.prototype("Guard").expect("the guard's tree");
        digests.push((
            "xml-sync",
            measure("xml sync proto", n, s, || prototype.build()),
        ));
    }
    if run("xml-sync-threads") {
        let mut factory = sync_factory();
        factory.register_str(XML).expect("the guard's XML loads");
        let prototype = factory.prototype("Guard").expect("the guard's tree");
        digests.push((
            "xml-sync-threads",
            measure_on_threads("xml sync, 2 thr", n, s, 2, || prototype.build()),
        ));
    }
}

fn main() {
    let (sizes, s, kinds) = arguments();
    let run = |kind: &str| kinds.is_empty() || kinds.iter().any(|k| k == kind);
    println!(
        "a 17-node guard tree per agent; {} frames per run, {} runs",
        s.frames, s.runs
    );
    for &n in &sizes {
        let mut digests = Vec::new();
        if run("step") {
            let mut guards: Vec<Guard> = (0..n).map(|i| Guard::new(i as u64)).collect();
            let per_tick: Vec<f64> = (0..s.runs)
                .map(|_| {
                    let start = Instant::now();
                    for _ in 0..s.frames {
                        step_only(&mut guards);
                    }
                    per(start.elapsed(), n * s.frames as usize)
                })
                .collect();
            println!(
                "{:<16} {n:>7} agents: {:>8.1} ns/agent-tick (median of {})",
                "step only",
                median(per_tick),
                s.runs
            );
        }
        if run("bt") {
            let template = macro_tree();
            digests.push(("bt!", measure("bt! (clone)", n, &s, || template.clone())));
        }
        if run("spec") {
            digests.push((
                "spec",
                measure("Spec::build", n, &s, || -> Tree<Dynamic<Guard>, Guard> {
                    spec().build()
                }),
            ));
        }
        if run("prototype") {
            let prototype = Prototype::new(spec);
            digests.push((
                "prototype",
                measure("Prototype::build", n, &s, || prototype.build()),
            ));
        }
        if run("sync-prototype") {
            let prototype = sync::Prototype::new(sync_spec);
            digests.push((
                "sync-prototype",
                measure("sync Prototype", n, &s, || prototype.build()),
            ));
        }
        if run("sync-threads") {
            let prototype = sync::Prototype::new(sync_spec);
            digests.push((
                "sync-threads",
                measure_on_threads("sync, 2 threads", n, &s, 2, || prototype.build()),
            ));
        }
        #[cfg(feature = "xml")]
        xml_kinds(n, &s, &run, &mut digests);
        if let Some((_, first)) = digests.first()
            && let Some((name, _)) = digests.iter().find(|(_, d)| d != first)
        {
            eprintln!(
                "{name} computed other guards than {}: {digests:x?}",
                digests[0].0
            );
            std::process::exit(1);
        }
    }
}
