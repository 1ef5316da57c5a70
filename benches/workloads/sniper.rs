//! W1 "sniper" (BehaviorTree.CPP's sniper example) and W4 "crowd" (100,000
//! agents, each with its own sniper tree).
//!
//! ```text
//! fallback< sequence<is_enemy_visible, is_in_range, aim, shoot>,
//!           reactive_sequence<has_ammo, reload>,
//!           patrol >
//! ```

use bt::control::{Fallback, ReactiveSequence, Sequence};
use bt::{Action, Condition, Node, Status, bt};
use rayon::prelude::*;

use super::{Bonsai, Bt, Context, Digest, Instance, Ticker, bonsai_bool, bonsai_status};

/// The agent: the context of a sniper tree.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Agent {
    pub rng: u64,
    pub enemy_visible: bool,
    pub enemy_dist: u32,
    pub mag: u32,
    pub reserve: u32,
    pub aim_progress: u32,
    pub patrol_progress: u32,
    pub shots: u32,
    pub hits: u32,
    pub rounds_loaded: u32,
    pub patrol_legs: u32,
    pub evals: u32,
}

impl Agent {
    /// Agent `i` (W1 uses agent 0).
    pub const fn new(i: u64) -> Self {
        Self {
            rng: super::splitmix64(0x5EED_0000_0000_0000 ^ i),
            enemy_visible: false,
            enemy_dist: u32::MAX,
            mag: 6,
            reserve: 12,
            aim_progress: 0,
            patrol_progress: 0,
            shots: 0,
            hits: 0,
            rounds_loaded: 0,
            patrol_legs: 0,
            evals: 0,
        }
    }
}

impl Context for Agent {
    /// The world step: the enemy moves, sometimes ammunition is found.
    #[inline(always)]
    fn begin_frame(&mut self) {
        let r = super::xorshift64(self.rng);
        self.rng = r;
        self.enemy_visible = r & 1 == 1;
        #[allow(clippy::cast_possible_truncation)] // masked to 6 bits
        {
            self.enemy_dist = ((r >> 8) & 63) as u32;
        }
        #[allow(clippy::verbose_bit_mask)] // as BENCHMARKS.md writes it
        if (r >> 20) & 127 == 0 {
            self.reserve += 8;
        }
    }

    fn fields(&self, d: &mut Digest) {
        d.field(self.rng)
            .field(self.enemy_visible)
            .field(self.enemy_dist)
            .field(self.mag)
            .field(self.reserve)
            .field(self.aim_progress)
            .field(self.patrol_progress)
            .field(self.shots)
            .field(self.hits)
            .field(self.rounds_loaded)
            .field(self.patrol_legs)
            .field(self.evals);
    }
}

// --- the leaves, shared by every implementation -----------------------------
//
// Every leaf is `#[inline]` so that each implementation may inline it
// wherever it calls it: without the hint, whether a leaf is inlined depends
// on which codegen unit its caller lands in, which is noise, not cost.

#[inline]
pub fn is_enemy_visible(a: &mut Agent) -> bool {
    a.evals += 1;
    a.enemy_visible
}

#[inline]
pub fn is_in_range(a: &mut Agent) -> bool {
    a.evals += 1;
    a.enemy_dist < 40
}

#[inline]
pub fn aim(a: &mut Agent) -> Status {
    a.evals += 1;
    a.aim_progress += 1;
    if a.aim_progress >= 3 {
        a.aim_progress = 0;
        Status::Success
    } else {
        Status::Running
    }
}

#[inline]
pub fn shoot(a: &mut Agent) -> Status {
    a.evals += 1;
    if a.mag == 0 {
        return Status::Failure;
    }
    a.mag -= 1;
    a.shots += 1;
    if a.enemy_visible && a.enemy_dist < 40 {
        a.hits += 1;
    }
    Status::Success
}

#[inline]
pub fn has_ammo(a: &mut Agent) -> bool {
    a.evals += 1;
    a.reserve > 0
}

#[inline]
pub fn reload(a: &mut Agent) -> Status {
    a.evals += 1;
    if a.mag >= 6 || a.reserve == 0 {
        return Status::Failure;
    }
    a.mag += 1;
    a.reserve -= 1;
    a.rounds_loaded += 1;
    if a.mag == 6 {
        Status::Success
    } else {
        Status::Running
    }
}

#[inline]
pub fn patrol(a: &mut Agent) -> Status {
    a.evals += 1;
    a.patrol_progress += 1;
    if a.patrol_progress >= 4 {
        a.patrol_progress = 0;
        a.patrol_legs += 1;
        Status::Success
    } else {
        Status::Running
    }
}

// --- bt: the static tree ------------------------------------------------------

/// The sniper tree, written with `bt!`.
pub fn bt_tree() -> impl Node<Agent> + Send + Clone {
    bt!(
        fallback<
            sequence<is_enemy_visible, is_in_range, aim, shoot>,
            reactive_sequence<has_ammo, reload>,
            patrol,
        >
    )
}

// --- bt: the same tree over a context that borrows ---------------------------

/// The context of the lent sniper tree: the agent, borrowed for one tick.
pub struct View<'a>(pub &'a mut Agent);

/// The sniper tree over a context that borrows the agent
/// (`bt!(View<'_> => ...)`, a `LentTree`): each tick lends it a view made
/// for that tick. The leaves are closures that call the same functions.
pub fn lent_tree() -> bt::LentTree<impl for<'a> Node<View<'a>> + Send + Clone> {
    bt!(View<'_> => fallback<
        sequence<
            (|v| is_enemy_visible(v.0)),
            (|v| is_in_range(v.0)),
            (|v| aim(v.0)),
            (|v| shoot(v.0)),
        >,
        reactive_sequence<(|v| has_ammo(v.0)), (|v| reload(v.0))>,
        (|v| patrol(v.0)),
    >)
}

/// The lent tree as an implementation of W1: a view of the agent made for
/// each tick.
pub struct Lent<N>(pub bt::LentTree<N>);

impl<N: for<'a> Node<View<'a>>> Ticker<Agent> for Lent<N> {
    #[inline(always)]
    fn tick(&mut self, a: &mut Agent) -> u8 {
        super::code(self.0.tick(&mut View(a)))
    }
}

// --- hand-written ------------------------------------------------------------

/// Where the hand-written sniper stands between ticks: which branch of the
/// behavior is in progress.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Phase {
    #[default]
    Idle,
    Aiming,
    Reloading,
    Patrolling,
}

/// The sniper as a game programmer writes it: one state byte and a match,
/// with forced inlining, as `bt`'s tick path has in optimized builds (so
/// both are inlined into the frame loop and the crowd loop alike).
#[derive(Clone, Copy, Debug, Default)]
pub struct Hand {
    pub phase: Phase,
}

impl Hand {
    #[inline(always)]
    pub fn tick(&mut self, a: &mut Agent) -> Status {
        let phase = self.phase;
        // Attack: engage a visible enemy in range, aim over a few frames, shoot.
        if matches!(phase, Phase::Idle | Phase::Aiming)
            && (phase == Phase::Aiming || (is_enemy_visible(a) && is_in_range(a)))
        {
            match aim(a) {
                Status::Running => {
                    self.phase = Phase::Aiming;
                    return Status::Running;
                }
                Status::Success => {
                    if shoot(a) == Status::Success {
                        self.phase = Phase::Idle;
                        return Status::Success;
                    }
                }
                Status::Failure | Status::Skipped => {}
            }
        }
        // Reload while there is ammunition in reserve.
        if phase != Phase::Patrolling && has_ammo(a) {
            match reload(a) {
                Status::Running => {
                    self.phase = Phase::Reloading;
                    return Status::Running;
                }
                Status::Success => {
                    self.phase = Phase::Idle;
                    return Status::Success;
                }
                _ => {}
            }
        }
        // Otherwise patrol.
        let status = patrol(a);
        self.phase = if status == Status::Running {
            Phase::Patrolling
        } else {
            Phase::Idle
        };
        status
    }
}

impl Ticker<Agent> for Hand {
    #[inline(always)]
    fn tick(&mut self, a: &mut Agent) -> u8 {
        super::code(Hand::tick(self, a))
    }
}

// --- the same tree built at run time over Box<dyn Node> -----------------------

type DynNode = Box<dyn Node<Agent> + Send>;

fn cond(f: fn(&mut Agent) -> bool) -> DynNode {
    Box::new(Condition(f))
}

fn act(f: fn(&mut Agent) -> Status) -> DynNode {
    Box::new(Action(f))
}

/// The sniper tree assembled at run time: every node behind a `Box<dyn Node>`,
/// children in `Vec`s.
pub fn dyn_tree() -> DynNode {
    Box::new(Fallback::new(vec![
        Box::new(Sequence::new(vec![
            cond(is_enemy_visible),
            cond(is_in_range),
            act(aim),
            act(shoot),
        ])) as DynNode,
        Box::new(ReactiveSequence::new(vec![cond(has_ammo), act(reload)])),
        act(patrol),
    ]))
}

// --- bonsai-bt ---------------------------------------------------------------

/// The sniper's leaves as bonsai-bt actions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SniperAction {
    IsEnemyVisible,
    IsInRange,
    Aim,
    Shoot,
    HasAmmo,
    Reload,
    Patrol,
}

/// The sniper tree in bonsai-bt: `Select` is the fallback, a `Sequence` with
/// `memory(false)` re-checks its children on every tick (the reactive
/// sequence).
pub fn bonsai_behavior() -> bonsai_bt::Behavior<SniperAction> {
    use SniperAction::{Aim, HasAmmo, IsEnemyVisible, IsInRange, Patrol, Reload, Shoot};
    use bonsai_bt::{Action, Select, Sequence};
    Select(vec![
        Sequence(vec![
            Action(IsEnemyVisible),
            Action(IsInRange),
            Action(Aim),
            Action(Shoot),
        ]),
        Sequence(vec![Action(HasAmmo), Action(Reload)]).memory(false),
        Action(Patrol),
    ])
}

/// Runs one bonsai-bt action on the agent.
#[inline]
pub fn bonsai_leaf(action: SniperAction, a: &mut Agent) -> bonsai_bt::Status {
    match action {
        SniperAction::IsEnemyVisible => bonsai_bool(is_enemy_visible(a)),
        SniperAction::IsInRange => bonsai_bool(is_in_range(a)),
        SniperAction::Aim => bonsai_status(aim(a)),
        SniperAction::Shoot => bonsai_status(shoot(a)),
        SniperAction::HasAmmo => bonsai_bool(has_ammo(a)),
        SniperAction::Reload => bonsai_status(reload(a)),
        SniperAction::Patrol => bonsai_status(patrol(a)),
    }
}

impl Ticker<Agent> for Bonsai<SniperAction> {
    #[inline(always)]
    fn tick(&mut self, a: &mut Agent) -> u8 {
        self.tick_with(a, bonsai_leaf)
    }
}

// --- W1 instances --------------------------------------------------------------

/// W1 with one of the implementations (agent 0).
pub fn instance(implementation: &str) -> Option<Box<dyn Instance>> {
    let a = Agent::new(0);
    Some(match implementation {
        "bt" => super::boxed(a, Bt(bt_tree())),
        "hand" => super::boxed(a, Hand::default()),
        "dyn" => super::boxed(a, Bt(dyn_tree())),
        "bonsai" => super::boxed(a, Bonsai::new(bonsai_behavior())),
        "lent" => super::boxed(a, Lent(lent_tree())),
        _ => return None,
    })
}

// --- W4: the crowd -------------------------------------------------------------

/// One agent of the crowd: its state and its brain (tree or hand-written code).
#[derive(Clone, Debug)]
pub struct Npc<T> {
    pub agent: Agent,
    pub brain: T,
}

/// `n` agents (seeds `0..n`), each with its own brain.
pub fn crowd<T>(n: usize, mut brain: impl FnMut() -> T) -> Vec<Npc<T>> {
    (0..n as u64)
        .map(|i| Npc {
            agent: Agent::new(i),
            brain: brain(),
        })
        .collect()
}

/// One frame of the crowd on this thread: for each agent, world step and one
/// tick; `statuses[i]` is agent `i`'s root status.
#[inline(never)]
pub fn crowd_frame<T: Ticker<Agent>>(npcs: &mut [Npc<T>], statuses: &mut [u8]) {
    for (npc, status) in npcs.iter_mut().zip(statuses.iter_mut()) {
        npc.agent.begin_frame();
        *status = npc.brain.tick(&mut npc.agent);
    }
}

/// Agents per rayon task: large enough that scheduling costs nothing
/// next to the ticks.
pub const CROWD_CHUNK: usize = 4096;

/// One frame of the crowd on the current rayon pool.
#[inline(never)]
pub fn crowd_frame_par<T: Ticker<Agent> + Send>(npcs: &mut [Npc<T>], statuses: &mut [u8]) {
    npcs.par_chunks_mut(CROWD_CHUNK)
        .zip(statuses.par_chunks_mut(CROWD_CHUNK))
        .for_each(|(npcs, statuses)| {
            for (npc, status) in npcs.iter_mut().zip(statuses.iter_mut()) {
                npc.agent.begin_frame();
                *status = npc.brain.tick(&mut npc.agent);
            }
        });
}

/// A crowd behind one interface, for the runner and the tests.
pub trait Crowd: Send {
    /// One frame on this thread.
    fn frame(&mut self, statuses: &mut [u8]);
    /// One frame on the current rayon pool.
    fn frame_par(&mut self, statuses: &mut [u8]);
    /// Folds every agent's fields into `digest`, in agent order.
    fn fields(&self, digest: &mut Digest);
}

impl<T: Ticker<Agent> + Send> Crowd for Vec<Npc<T>> {
    fn frame(&mut self, statuses: &mut [u8]) {
        crowd_frame(self, statuses);
    }
    fn frame_par(&mut self, statuses: &mut [u8]) {
        crowd_frame_par(self, statuses);
    }
    fn fields(&self, digest: &mut Digest) {
        for npc in self {
            npc.agent.fields(digest);
        }
    }
}

/// A crowd of `n` agents with one of the implementations.
pub fn crowd_instance(implementation: &str, n: usize) -> Option<Box<dyn Crowd>> {
    Some(match implementation {
        "bt" => Box::new(crowd(n, || Bt(bt_tree()))),
        "hand" => Box::new(crowd(n, Hand::default)),
        "dyn" => Box::new(crowd(n, || Bt(dyn_tree()))),
        "bonsai" => {
            let proto = Bonsai::new(bonsai_behavior());
            Box::new(crowd(n, || proto.clone()))
        }
        _ => return None,
    })
}

/// The digest of `frames` frames of a crowd of `n` agents; `parallel` runs
/// each frame on the current rayon pool.
pub fn crowd_digest(implementation: &str, n: usize, frames: usize, parallel: bool) -> Option<u64> {
    let mut c = crowd_instance(implementation, n)?;
    let mut statuses = vec![0; n];
    let mut d = Digest::default();
    for _ in 0..frames {
        if parallel {
            c.frame_par(&mut statuses);
        } else {
            c.frame(&mut statuses);
        }
        d.bytes(&statuses);
    }
    c.fields(&mut d);
    Some(d.0)
}
