//! A village of 20,000 villagers, each with a tree of its own, ticked once
//! per frame: first on one thread, then spread over every core, with the
//! same result.
//!
//! ```text
//! reactive_fallback<
//!     "eat":   sequence<is_hungry, fallback<sequence<has_food, eat>, sequence<walk_to(HOME), fetch_food>>>,
//!     "sleep": sequence<is_tired, walk_to(HOME), rest>,
//!     "work":  sequence<walk_to(FIELD), harvest, walk_to(HOME), store>,
//! >
//! ```
//!
//! The pattern a game uses: build the tree once in a function, clone it
//! into every agent (a tree is a few bytes of cursors; its leaves are
//! functions, zero bytes), keep each tree beside its agent, and tick them
//! all in the frame loop. The tree's type names the leaf functions, which
//! Rust cannot write out, so it is an `impl Node<..>` where it is returned
//! and a type parameter where it is stored.
//!
//! Run with `cargo run --release --example crowd`.

use std::time::Instant;

use bt::table::NodeTable;
use bt::{Node, Status, Tree, bt};

/// Where a villager lives and where it works.
const HOME: i32 = 0;
const FIELD: i32 = 12;

/// One villager: the context of its tree.
#[derive(Clone, Debug, PartialEq)]
struct Villager {
    rng: u64,
    position: i32,
    hunger: u32,
    energy: u32,
    /// Food carried from the field and food in the larder.
    carried: u32,
    larder: u32,
    /// Ticks spent on the current step of `harvest` or `sleep`.
    busy: u32,
    meals: u32,
    nights: u32,
    harvests: u32,
}

impl Villager {
    fn new(seed: u64) -> Self {
        let mut v = Self {
            rng: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1,
            position: HOME,
            hunger: 0,
            energy: 100,
            carried: 0,
            larder: 2,
            busy: 0,
            meals: 0,
            nights: 0,
            harvests: 0,
        };
        // Not everyone starts the day in the same state.
        v.hunger = (v.next() % 60) as u32;
        v.energy = 40 + (v.next() % 60) as u32;
        v
    }

    /// xorshift64: each villager has its own, so the run does not depend
    /// on the order in which villagers are ticked.
    fn next(&mut self) -> u64 {
        let mut x = self.rng;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.rng = x;
        x
    }

    /// The world's step for this villager, once per frame before its tick.
    fn step(&mut self) {
        self.hunger += 1 + (self.next() % 2) as u32;
        self.energy = self
            .energy
            .saturating_sub(u32::from(self.next().is_multiple_of(3)));
    }
}

fn is_hungry(v: &mut Villager) -> bool {
    v.hunger >= 80
}

fn has_food(v: &mut Villager) -> bool {
    v.larder > 0
}

fn eat(v: &mut Villager) -> Status {
    v.larder -= 1;
    v.hunger = 0;
    v.meals += 1;
    Status::Success
}

/// Takes food from the common store when the larder is empty (it always
/// has some: the village shares).
fn fetch_food(v: &mut Villager) -> Status {
    v.larder += 1;
    Status::Success
}

fn is_tired(v: &mut Villager) -> bool {
    v.energy < 20
}

/// A leaf built by a call: one step a tick towards `x`.
fn walk_to(x: i32) -> impl FnMut(&mut Villager) -> Status + Clone + Send {
    move |v: &mut Villager| {
        if v.position == x {
            return Status::Success;
        }
        v.position += (x - v.position).signum();
        Status::Running
    }
}

fn rest(v: &mut Villager) -> Status {
    v.energy = (v.energy + 10).min(100);
    if v.energy < 100 {
        return Status::Running;
    }
    v.nights += 1;
    Status::Success
}

/// Three ticks of work for two baskets of food.
fn harvest(v: &mut Villager) -> Status {
    v.busy += 1;
    if v.busy < 3 {
        return Status::Running;
    }
    v.busy = 0;
    v.carried += 2;
    v.harvests += 1;
    Status::Success
}

fn store(v: &mut Villager) -> Status {
    v.larder += v.carried;
    v.carried = 0;
    Status::Success
}

/// The tree every villager runs, built once. `Clone` so that each
/// villager gets a copy, `Send` so that the copies can be ticked on other
/// threads.
fn brain() -> Tree<impl Node<Villager> + NodeTable + Clone + Send, Villager> {
    bt!(reactive_fallback<
        "eat": sequence<is_hungry, fallback<sequence<has_food, eat>, sequence<walk_to(HOME), fetch_food>>>,
        "sleep": sequence<is_tired, walk_to(HOME), rest>,
        "work": sequence<walk_to(FIELD), harvest, walk_to(HOME), store>,
    >)
}

/// A villager and its tree, side by side. `B` is the tree's type, which
/// the compiler infers from `brain()`.
#[derive(Clone)]
struct Npc<B> {
    villager: Villager,
    brain: B,
}

/// One frame for a slice of the village: each villager's step, then its
/// tick. Returns how many trees are still running.
fn frame<B: Node<Villager>>(npcs: &mut [Npc<B>]) -> usize {
    let mut running = 0;
    for npc in npcs {
        npc.villager.step();
        if npc.brain.tick(&mut npc.villager) == Status::Running {
            running += 1;
        }
    }
    running
}

const VILLAGERS: u32 = 20_000;
const FRAMES: u32 = 600;

fn main() {
    let template = brain();
    println!(
        "one brain: {} bytes ({} nodes)",
        size_of_val(&template),
        template.nodes().len()
    );
    let village: Vec<_> = (0..VILLAGERS)
        .map(|i| Npc {
            villager: Villager::new(u64::from(i)),
            brain: template.clone(),
        })
        .collect();

    // One thread.
    let mut alone = village.clone();
    let start = Instant::now();
    let mut running = 0;
    for _ in 0..FRAMES {
        running = frame(&mut alone);
    }
    let elapsed = start.elapsed();
    println!(
        "one thread: {FRAMES} frames of {VILLAGERS} villagers in {:.1} ms ({:.1} ns per villager and frame), {running} trees running at the end",
        elapsed.as_secs_f64() * 1e3,
        elapsed.as_secs_f64() * 1e9 / (f64::from(FRAMES) * f64::from(VILLAGERS)),
    );

    // Every core: each thread ticks its own chunk of villagers, and the
    // trees need nothing shared.
    let threads = std::thread::available_parallelism().map_or(2, usize::from);
    let mut spread = village;
    let chunk = spread.len().div_ceil(threads);
    let start = Instant::now();
    std::thread::scope(|scope| {
        for part in spread.chunks_mut(chunk) {
            scope.spawn(move || {
                for _ in 0..FRAMES {
                    frame(part);
                }
            });
        }
    });
    let elapsed = start.elapsed();
    println!(
        "{threads} threads: the same frames in {:.1} ms",
        elapsed.as_secs_f64() * 1e3
    );

    // The same village either way: every villager is on its own.
    let same = alone
        .iter()
        .zip(&spread)
        .all(|(a, b)| a.villager == b.villager);
    assert!(same, "the threads changed the outcome");
    let total = |f: fn(&Villager) -> u32| alone.iter().map(|n| f(&n.villager)).sum::<u32>();
    println!(
        "the village ate {} meals, slept {} nights and brought in {} harvests (the same on every thread count)",
        total(|v| v.meals),
        total(|v| v.nights),
        total(|v| v.harvests),
    );
    let first = &alone[0].villager;
    println!(
        "villager 0: {} meals, {} nights, {} harvests, at x = {}",
        first.meals, first.nights, first.harvests, first.position
    );
}
