//! W5 "mixed": a guard NPC, the kind of tree a game ships. 52 nodes: a
//! reactive fallback at the root over four behaviors, with reactive
//! sequences, two parallels, two retries, four timeouts on a simulated
//! clock, `force_success`, inverters, and twelve stateful multi-tick actions
//! that get halted by reactive conditions changing, by timeouts and by the
//! parallels.
//!
//! ```text
//! reactive_fallback<
//!     reactive_sequence<is_hurt,                                   // A: hurt
//!         fallback<sequence<has_medkit, inverter<is_enemy_close>, timeout(96)<use_medkit>>,
//!                  timeout(80)<take_cover>>>,
//!     reactive_sequence<is_enemy_visible,                          // B: combat
//!         fallback<sequence<is_in_range, has_ammo, inverter<is_ally_in_line>,
//!                           parallel(success_count = 1)<timeout(96)<aim>, strafe>,
//!                           retry(3)<shoot>>,
//!                  reactive_sequence<has_reserve, reload>,
//!                  timeout(128)<chase>>>,
//!     reactive_sequence<heard_noise, inverter<is_enemy_visible>,   // C: a noise
//!         sequence<timeout(144)<walk_to_noise>, force_success<search>, clear_noise>>,
//!     fallback<sequence<inverter<is_tired>,                        // D: patrol, or rest
//!                       parallel(success_count = 1)<patrol_leg, look_around>,
//!                       force_success<retry(2)<radio_check>>>,
//!              rest>,
//! >
//! ```
//!
//! The context, the world step and every leaf are specified in
//! BENCHMARKS.md (section "W5"); the code in this module (`leaves`: the leaves; `hand`: the hand-written
//! guard) is that specification.
//! Every leaf counts its evaluations (`evals`) and every stateful action
//! its halts (`halts`), so the digest catches a missing or extra tick or
//! halt anywhere.

use std::time::Duration;

use bt::control::{Fallback, Parallel, ReactiveFallback, ReactiveSequence, Sequence};
use bt::decorator::{ForceSuccess, Inverter, Retry, Timeout};
use bt::{Action, Clock, Condition, Node, Status, bt};

use super::{Bt, Context, Digest, Instance, Ticker};

mod hand;
mod leaves;

pub use hand::*;
pub use leaves::*;

/// Simulated time per frame: the world step advances the clock by this.
pub const FRAME: Duration = Duration::from_millis(16);

/// `timeout` of `use_medkit`, ms.
pub const MEDKIT_MS: u64 = 96;
/// `timeout` of `take_cover`, ms.
pub const COVER_MS: u64 = 80;
/// `timeout` of `aim`, ms.
pub const AIM_MS: u64 = 96;
/// `timeout` of `chase`, ms.
pub const CHASE_MS: u64 = 128;
/// `timeout` of `walk_to_noise`, ms.
pub const WALK_MS: u64 = 144;

/// Index of each leaf in [`Guard::evals`]: the conditions, the two plain
/// actions, then the stateful actions (whose index in [`Guard::halts`] and
/// [`Guard::progress`] is theirs minus [`FIRST_STATEFUL`]).
pub mod leaf {
    pub const IS_HURT: usize = 0;
    pub const HAS_MEDKIT: usize = 1;
    pub const IS_ENEMY_CLOSE: usize = 2;
    pub const IS_ENEMY_VISIBLE: usize = 3;
    pub const IS_IN_RANGE: usize = 4;
    pub const HAS_AMMO: usize = 5;
    pub const IS_ALLY_IN_LINE: usize = 6;
    pub const HAS_RESERVE: usize = 7;
    pub const HEARD_NOISE: usize = 8;
    pub const IS_TIRED: usize = 9;
    pub const CLEAR_NOISE: usize = 10;
    pub const RADIO_CHECK: usize = 11;
    /// The first stateful action.
    pub const FIRST_STATEFUL: usize = 12;
    /// Leaves in all.
    pub const COUNT: usize = 24;
}

/// The stateful actions, by their index in [`Guard::halts`].
pub const ACTIONS: [&str; 12] = [
    "use_medkit",
    "take_cover",
    "aim",
    "strafe",
    "shoot",
    "reload",
    "chase",
    "walk_to_noise",
    "search",
    "patrol_leg",
    "look_around",
    "rest",
];

/// The guard: the context of W5.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Guard {
    pub rng: u64,
    /// The simulated clock ([`Clock::now`]), advanced by [`FRAME`] per frame.
    pub now: Duration,
    pub hp: u32,
    pub enemy_visible: bool,
    pub enemy_dist: u32,
    pub ally_in_line: bool,
    pub noise: bool,
    /// 0..=3, drawn every frame: how the ground under the guard is.
    pub terrain: u32,
    pub medkits: u32,
    pub mag: u32,
    pub reserve: u32,
    pub stamina: u32,
    pub shots: u32,
    pub hits: u32,
    pub found: u32,
    pub patrol_legs: u32,
    /// Per stateful action: its progress in the current activation.
    pub progress: [u32; 12],
    /// Per leaf ([`leaf`]): how many times its code ran.
    pub evals: [u32; leaf::COUNT],
    /// Per stateful action ([`ACTIONS`]): how many times it was halted.
    pub halts: [u32; 12],
}

impl Guard {
    /// The guard at the start (seed `0x5EED_0005`).
    pub const fn new() -> Self {
        Self {
            rng: super::splitmix64(0x5EED_0005),
            now: Duration::ZERO,
            hp: 100,
            enemy_visible: false,
            enemy_dist: u32::MAX,
            ally_in_line: false,
            noise: false,
            terrain: 0,
            medkits: 2,
            mag: 6,
            reserve: 12,
            stamina: 100,
            shots: 0,
            hits: 0,
            found: 0,
            patrol_legs: 0,
            progress: [0; 12],
            evals: [0; leaf::COUNT],
            halts: [0; 12],
        }
    }
}

impl Default for Guard {
    fn default() -> Self {
        Self::new()
    }
}

impl Clock for Guard {
    #[inline]
    fn now(&self) -> Duration {
        self.now
    }
}

impl Context for Guard {
    /// The world step: the clock moves one frame; the enemy shows up or
    /// goes, moves, shoots; allies, noises, medkits and ammunition turn up.
    #[inline(always)]
    #[allow(clippy::cast_possible_truncation)] // every cast is of a masked value
    #[allow(clippy::verbose_bit_mask)] // as BENCHMARKS.md writes it
    fn begin_frame(&mut self) {
        let r = super::xorshift64(self.rng);
        self.rng = r;
        self.now += FRAME;
        if r & 31 == 0 {
            self.enemy_visible = !self.enemy_visible;
        }
        self.enemy_dist = ((r >> 8) & 63) as u32;
        self.ally_in_line = (r >> 16) & 7 == 0;
        if (r >> 20) & 63 == 0 {
            self.noise = true;
        }
        if self.enemy_visible && (r >> 28) & 15 == 0 {
            self.hp = self.hp.saturating_sub(12);
        }
        if (r >> 32) & 15 == 0 {
            self.hp = (self.hp + 6).min(100);
        }
        if (r >> 36) & 127 == 0 {
            self.medkits += 1;
        }
        if (r >> 44) & 127 == 0 {
            self.reserve += 10;
        }
        self.terrain = ((r >> 52) & 3) as u32;
    }

    fn fields(&self, d: &mut Digest) {
        d.field(self.rng)
            .field(self.now.as_secs())
            .field(self.now.subsec_nanos())
            .field(self.hp)
            .field(self.enemy_visible)
            .field(self.enemy_dist)
            .field(self.ally_in_line)
            .field(self.noise)
            .field(self.terrain)
            .field(self.medkits)
            .field(self.mag)
            .field(self.reserve)
            .field(self.stamina)
            .field(self.shots)
            .field(self.hits)
            .field(self.found)
            .field(self.patrol_legs);
        for &n in self.progress.iter().chain(&self.evals).chain(&self.halts) {
            d.field(n);
        }
    }
}

// --- bt: the static tree ------------------------------------------------------

/// The guard's tree, written with `bt!`.
pub fn bt_tree() -> impl Node<Guard> + Send {
    bt!(
        reactive_fallback<
            reactive_sequence<
                is_hurt,
                fallback<
                    sequence<has_medkit, inverter<is_enemy_close>, timeout(MEDKIT_MS)<use_medkit()>>,
                    timeout(COVER_MS)<take_cover()>,
                >,
            >,
            reactive_sequence<
                is_enemy_visible,
                fallback<
                    sequence<
                        is_in_range,
                        has_ammo,
                        inverter<is_ally_in_line>,
                        parallel(success_count = 1)<timeout(AIM_MS)<aim()>, strafe()>,
                        retry(3)<shoot()>,
                    >,
                    reactive_sequence<has_reserve, reload()>,
                    timeout(CHASE_MS)<chase()>,
                >,
            >,
            reactive_sequence<
                heard_noise,
                inverter<is_enemy_visible>,
                sequence<timeout(WALK_MS)<walk_to_noise()>, force_success<search()>, clear_noise>,
            >,
            fallback<
                sequence<
                    inverter<is_tired>,
                    parallel(success_count = 1)<patrol_leg(), look_around()>,
                    force_success<retry(2)<radio_check>>,
                >,
                rest(),
            >,
        >
    )
}

// --- the same tree built at run time over Box<dyn Node> -----------------------

type DynNode = Box<dyn Node<Guard> + Send>;

fn cond(f: fn(&mut Guard) -> bool) -> DynNode {
    Box::new(Condition(f))
}

fn act(f: fn(&mut Guard) -> Status) -> DynNode {
    Box::new(Action(f))
}

fn boxed<N: Node<Guard> + Send + 'static>(node: N) -> DynNode {
    Box::new(node)
}

/// The guard's tree assembled at run time: every node behind a
/// `Box<dyn Node>`, children in `Vec`s.
pub fn dyn_tree() -> DynNode {
    let hurt = ReactiveSequence::new(vec![
        cond(is_hurt),
        boxed(Fallback::new(vec![
            boxed(Sequence::new(vec![
                cond(has_medkit),
                boxed(Inverter::new(cond(is_enemy_close))),
                boxed(Timeout::new(MEDKIT_MS, boxed(use_medkit()))),
            ])),
            boxed(Timeout::new(COVER_MS, boxed(take_cover()))),
        ])),
    ]);
    let combat = ReactiveSequence::new(vec![
        cond(is_enemy_visible),
        boxed(Fallback::new(vec![
            boxed(Sequence::new(vec![
                cond(is_in_range),
                cond(has_ammo),
                boxed(Inverter::new(cond(is_ally_in_line))),
                boxed(Parallel::with_thresholds(
                    vec![boxed(Timeout::new(AIM_MS, boxed(aim()))), boxed(strafe())],
                    1,
                    1,
                )),
                boxed(Retry::new(3, boxed(shoot()))),
            ])),
            boxed(ReactiveSequence::new(vec![
                cond(has_reserve),
                boxed(reload()),
            ])),
            boxed(Timeout::new(CHASE_MS, boxed(chase()))),
        ])),
    ]);
    let alert = ReactiveSequence::new(vec![
        cond(heard_noise),
        boxed(Inverter::new(cond(is_enemy_visible))),
        boxed(Sequence::new(vec![
            boxed(Timeout::new(WALK_MS, boxed(walk_to_noise()))),
            boxed(ForceSuccess::new(boxed(search()))),
            act(clear_noise),
        ])),
    ]);
    let patrol = Fallback::new(vec![
        boxed(Sequence::new(vec![
            boxed(Inverter::new(cond(is_tired))),
            boxed(Parallel::with_thresholds(
                vec![boxed(patrol_leg()), boxed(look_around())],
                1,
                1,
            )),
            boxed(ForceSuccess::new(boxed(Retry::new(2, act(radio_check))))),
        ])),
        boxed(rest()),
    ]);
    boxed(ReactiveFallback::new(vec![
        boxed(hurt),
        boxed(combat),
        boxed(alert),
        boxed(patrol),
    ]))
}

// --- W5 instances ----------------------------------------------------------------

/// W5 with one of the implementations (`bt`, `hand`, `dyn`; no bonsai).
pub fn instance(implementation: &str) -> Option<Box<dyn Instance>> {
    let g = Guard::new();
    Some(match implementation {
        "bt" => super::boxed(g, Bt(bt_tree())),
        "hand" => super::boxed(g, Hand::default()),
        "dyn" => super::boxed(g, Bt(dyn_tree())),
        _ => return None,
    })
}
