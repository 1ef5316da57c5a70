//! W5 "mixed": a guard NPC, the kind of tree a game ships. 52 nodes: a
//! reactive fallback at the root over four behaviors, with reactive
//! sequences, two parallels, two retries, four timeouts on a simulated
//! clock, force_success, inverters, and twelve stateful multi-tick actions
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
//! BENCHMARKS.md (section "W5"); the code below is that specification.
//! Every leaf counts its evaluations (`evals`) and every stateful action
//! its halts (`halts`), so the digest catches a missing or extra tick or
//! halt anywhere.

use std::time::Duration;

use bt::control::{Fallback, Parallel, ReactiveFallback, ReactiveSequence, Sequence};
use bt::decorator::{ForceSuccess, Inverter, Retry, Timeout};
use bt::{Action, Clock, Condition, Node, Stateful, StatefulAction, Status, bt};

use super::{Bt, Context, Digest, Instance, Ticker};

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

// --- the leaves, shared by every implementation -----------------------------
//
// `#[inline]`, as the other workloads' leaves: every implementation may
// inline them wherever it calls them.

#[inline]
pub fn is_hurt(g: &mut Guard) -> bool {
    g.evals[leaf::IS_HURT] += 1;
    g.hp < 40
}

#[inline]
pub fn has_medkit(g: &mut Guard) -> bool {
    g.evals[leaf::HAS_MEDKIT] += 1;
    g.medkits > 0
}

#[inline]
pub fn is_enemy_close(g: &mut Guard) -> bool {
    g.evals[leaf::IS_ENEMY_CLOSE] += 1;
    g.enemy_visible && g.enemy_dist < 16
}

#[inline]
pub fn is_enemy_visible(g: &mut Guard) -> bool {
    g.evals[leaf::IS_ENEMY_VISIBLE] += 1;
    g.enemy_visible
}

#[inline]
pub fn is_in_range(g: &mut Guard) -> bool {
    g.evals[leaf::IS_IN_RANGE] += 1;
    g.enemy_dist < 40
}

#[inline]
pub fn has_ammo(g: &mut Guard) -> bool {
    g.evals[leaf::HAS_AMMO] += 1;
    g.mag > 0
}

#[inline]
pub fn is_ally_in_line(g: &mut Guard) -> bool {
    g.evals[leaf::IS_ALLY_IN_LINE] += 1;
    g.ally_in_line
}

#[inline]
pub fn has_reserve(g: &mut Guard) -> bool {
    g.evals[leaf::HAS_RESERVE] += 1;
    g.reserve > 0
}

#[inline]
pub fn heard_noise(g: &mut Guard) -> bool {
    g.evals[leaf::HEARD_NOISE] += 1;
    g.noise
}

#[inline]
pub fn is_tired(g: &mut Guard) -> bool {
    g.evals[leaf::IS_TIRED] += 1;
    g.stamina < 20
}

/// The noise has been dealt with.
#[inline]
pub fn clear_noise(g: &mut Guard) -> Status {
    g.evals[leaf::CLEAR_NOISE] += 1;
    g.noise = false;
    Status::Success
}

/// A radio check: static (failure) on terrain 2.
#[inline]
pub fn radio_check(g: &mut Guard) -> Status {
    g.evals[leaf::RADIO_CHECK] += 1;
    if g.terrain == 2 {
        Status::Failure
    } else {
        Status::Success
    }
}

/// Implements [`StatefulAction`] for the action types below, each with an
/// index `K` into `progress` and `halts`: `on_start` counts the evaluation,
/// zeroes the progress and runs the type's `start`; `on_running` counts the
/// evaluation and runs its `running`; `on_halted` counts the halt.
macro_rules! stateful_actions {
    ($($name:ident = $k:expr;)*) => {$(
        impl StatefulAction<Guard> for $name {
            #[inline]
            fn on_start(&mut self, g: &mut Guard) -> Status {
                g.evals[leaf::FIRST_STATEFUL + $k] += 1;
                g.progress[$k] = 0;
                $name::start(g)
            }
            #[inline]
            fn on_running(&mut self, g: &mut Guard) -> Status {
                g.evals[leaf::FIRST_STATEFUL + $k] += 1;
                $name::running(g)
            }
            #[inline]
            fn on_halted(&mut self, g: &mut Guard) {
                g.halts[$k] += 1;
            }
        }
    )*};
}

/// Heals: four steps of progress (not on terrain 0), then a medkit is used
/// up for 40 hp.
#[derive(Clone, Copy, Debug, Default)]
pub struct UseMedkit;
/// Runs for cover: three steps (each only with the enemy 20 or farther).
#[derive(Clone, Copy, Debug, Default)]
pub struct TakeCover;
/// Aims: three steady frames (enemy closer than 32).
#[derive(Clone, Copy, Debug, Default)]
pub struct Aim;
/// Moves sideways while aiming (1 stamina a tick); from its second running
/// tick it reaches a spot (terrain 1: success) or stumbles (terrain 3:
/// failure).
#[derive(Clone, Copy, Debug, Default)]
pub struct Strafe;
/// Fires one round (start), which hits on the next tick if the enemy is
/// closer than 24, else misses (failure).
#[derive(Clone, Copy, Debug, Default)]
pub struct Shoot;
/// W1's reload, one round a tick.
#[derive(Clone, Copy, Debug, Default)]
pub struct Reload;
/// Runs at the enemy (2 stamina a tick) until it is closer than 12.
#[derive(Clone, Copy, Debug, Default)]
pub struct Chase;
/// Walks to the noise: six steps, each not on terrain 0.
#[derive(Clone, Copy, Debug, Default)]
pub struct WalkToNoise;
/// Searches for three ticks: finds something (success) if the enemy is
/// closer than 32, else fails.
#[derive(Clone, Copy, Debug, Default)]
pub struct Search;
/// One patrol leg: eight steps, 1 stamina each.
#[derive(Clone, Copy, Debug, Default)]
pub struct PatrolLeg;
/// Looks around: done after three looks, each only on terrain 0.
#[derive(Clone, Copy, Debug, Default)]
pub struct LookAround;
/// Rests, 4 stamina a tick, until stamina is 60.
#[derive(Clone, Copy, Debug, Default)]
pub struct Rest;

stateful_actions! {
    UseMedkit = 0;
    TakeCover = 1;
    Aim = 2;
    Strafe = 3;
    Shoot = 4;
    Reload = 5;
    Chase = 6;
    WalkToNoise = 7;
    Search = 8;
    PatrolLeg = 9;
    LookAround = 10;
    Rest = 11;
}

impl UseMedkit {
    #[inline]
    fn start(_: &mut Guard) -> Status {
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        if g.terrain != 0 {
            g.progress[0] += 1;
        }
        if g.progress[0] >= 4 {
            g.medkits = g.medkits.saturating_sub(1);
            g.hp = (g.hp + 40).min(100);
            Status::Success
        } else {
            Status::Running
        }
    }
}

impl TakeCover {
    #[inline]
    fn start(_: &mut Guard) -> Status {
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        if g.enemy_dist >= 20 {
            g.progress[1] += 1;
        }
        if g.progress[1] >= 3 {
            Status::Success
        } else {
            Status::Running
        }
    }
}

impl Aim {
    #[inline]
    fn start(_: &mut Guard) -> Status {
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        if g.enemy_dist < 32 {
            g.progress[2] += 1;
        }
        if g.progress[2] >= 3 {
            Status::Success
        } else {
            Status::Running
        }
    }
}

impl Strafe {
    #[inline]
    fn start(g: &mut Guard) -> Status {
        g.stamina = g.stamina.saturating_sub(1);
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        g.stamina = g.stamina.saturating_sub(1);
        g.progress[3] += 1;
        match (g.progress[3] >= 2, g.terrain) {
            (true, 1) => Status::Success,
            (true, 3) => Status::Failure,
            _ => Status::Running,
        }
    }
}

impl Shoot {
    #[inline]
    fn start(g: &mut Guard) -> Status {
        if g.mag == 0 {
            return Status::Failure;
        }
        g.mag -= 1;
        g.shots += 1;
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        if g.enemy_dist < 24 {
            g.hits += 1;
            Status::Success
        } else {
            Status::Failure
        }
    }
}

impl Reload {
    #[inline]
    fn start(g: &mut Guard) -> Status {
        Self::running(g)
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        if g.mag >= 6 || g.reserve == 0 {
            return Status::Failure;
        }
        g.mag += 1;
        g.reserve -= 1;
        if g.mag == 6 {
            Status::Success
        } else {
            Status::Running
        }
    }
}

impl Chase {
    #[inline]
    fn start(g: &mut Guard) -> Status {
        g.stamina = g.stamina.saturating_sub(2);
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        g.stamina = g.stamina.saturating_sub(2);
        g.progress[6] += 1;
        if g.enemy_dist < 12 {
            Status::Success
        } else {
            Status::Running
        }
    }
}

impl WalkToNoise {
    #[inline]
    fn start(_: &mut Guard) -> Status {
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        if g.terrain != 0 {
            g.progress[7] += 1;
        }
        if g.progress[7] >= 6 {
            Status::Success
        } else {
            Status::Running
        }
    }
}

impl Search {
    #[inline]
    fn start(_: &mut Guard) -> Status {
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        g.progress[8] += 1;
        if g.progress[8] < 3 {
            Status::Running
        } else if g.enemy_dist < 32 {
            g.found += 1;
            Status::Success
        } else {
            Status::Failure
        }
    }
}

impl PatrolLeg {
    #[inline]
    fn start(_: &mut Guard) -> Status {
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        g.stamina = g.stamina.saturating_sub(1);
        g.progress[9] += 1;
        if g.progress[9] >= 8 {
            g.patrol_legs += 1;
            Status::Success
        } else {
            Status::Running
        }
    }
}

impl LookAround {
    #[inline]
    fn start(_: &mut Guard) -> Status {
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        if g.terrain == 0 {
            g.progress[10] += 1;
        }
        if g.progress[10] >= 3 {
            Status::Success
        } else {
            Status::Running
        }
    }
}

impl Rest {
    #[inline]
    fn start(g: &mut Guard) -> Status {
        g.stamina = (g.stamina + 4).min(100);
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        g.stamina = (g.stamina + 4).min(100);
        g.progress[11] += 1;
        if g.stamina >= 60 {
            Status::Success
        } else {
            Status::Running
        }
    }
}

// --- bt: the static tree ------------------------------------------------------

/// `use_medkit` as a leaf.
pub const fn use_medkit() -> Stateful<UseMedkit> {
    Stateful::new(UseMedkit)
}
/// `take_cover` as a leaf.
pub const fn take_cover() -> Stateful<TakeCover> {
    Stateful::new(TakeCover)
}
/// `aim` as a leaf.
pub const fn aim() -> Stateful<Aim> {
    Stateful::new(Aim)
}
/// `strafe` as a leaf.
pub const fn strafe() -> Stateful<Strafe> {
    Stateful::new(Strafe)
}
/// `shoot` as a leaf.
pub const fn shoot() -> Stateful<Shoot> {
    Stateful::new(Shoot)
}
/// `reload` as a leaf.
pub const fn reload() -> Stateful<Reload> {
    Stateful::new(Reload)
}
/// `chase` as a leaf.
pub const fn chase() -> Stateful<Chase> {
    Stateful::new(Chase)
}
/// `walk_to_noise` as a leaf.
pub const fn walk_to_noise() -> Stateful<WalkToNoise> {
    Stateful::new(WalkToNoise)
}
/// `search` as a leaf.
pub const fn search() -> Stateful<Search> {
    Stateful::new(Search)
}
/// `patrol_leg` as a leaf.
pub const fn patrol_leg() -> Stateful<PatrolLeg> {
    Stateful::new(PatrolLeg)
}
/// `look_around` as a leaf.
pub const fn look_around() -> Stateful<LookAround> {
    Stateful::new(LookAround)
}
/// `rest` as a leaf.
pub const fn rest() -> Stateful<Rest> {
    Stateful::new(Rest)
}

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

// --- hand-written ------------------------------------------------------------

/// Which behavior of the root is running (declared in the root's order, so
/// that a later one compares greater).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub enum Behavior {
    #[default]
    None,
    Hurt,
    Combat,
    Alert,
    Patrol,
}

/// What the hurt behavior is doing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum HurtState {
    #[default]
    Idle,
    /// `use_medkit` runs (deadline in `Hand::deadline`).
    Medkit,
    /// `take_cover` runs (deadline in `Hand::deadline`).
    Cover,
}

/// What the combat behavior is doing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CombatState {
    #[default]
    Idle,
    /// `aim` (deadline in `Hand::deadline`) and `strafe` both run: the
    /// first of them to finish decides.
    Aiming,
    /// Shooting, after `failures` misses; `in_flight`: `shoot` runs.
    Shooting { failures: u8, in_flight: bool },
    /// `reload` runs.
    Reloading,
    /// `chase` runs (deadline in `Hand::deadline`).
    Chasing,
}

/// What the alert behavior is doing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AlertState {
    #[default]
    Idle,
    /// `walk_to_noise` runs (deadline in `Hand::deadline`).
    Walking,
    /// `search` runs.
    Searching,
}

/// What the patrol behavior is doing.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PatrolState {
    #[default]
    Idle,
    /// `patrol_leg` and `look_around` both run: the first to finish decides.
    Patrolling,
    /// The radio check failed once; it is tried again on the next tick.
    RadioRetry,
    /// `rest` runs.
    Resting,
}

/// The guard as a game programmer writes it: the behaviors in priority
/// order, each with an enum of what it is doing, one deadline (at most one
/// timed action runs at a time), and the halts written where the
/// behaviors switch. Forced inlining, as `bt`'s tick path has in optimized
/// builds.
#[derive(Clone, Copy, Debug, Default)]
pub struct Hand {
    pub running: Behavior,
    pub hurt: HurtState,
    pub combat: CombatState,
    pub alert: AlertState,
    pub patrol: PatrolState,
    pub deadline: Duration,
}

impl Hand {
    /// Starts a timed action: sets the deadline, then its `on_start`.
    #[inline(always)]
    fn start_timed<A: StatefulAction<Guard>>(
        &mut self,
        mut a: A,
        msec: u64,
        g: &mut Guard,
    ) -> Status {
        self.deadline = g.now() + Duration::from_millis(msec);
        a.on_start(g)
    }

    /// Resumes a timed action: at or past the deadline it is halted and
    /// fails without running; otherwise its `on_running`.
    #[inline(always)]
    fn resume_timed<A: StatefulAction<Guard>>(&self, mut a: A, g: &mut Guard) -> Status {
        if g.now() >= self.deadline {
            a.on_halted(g);
            Status::Failure
        } else {
            a.on_running(g)
        }
    }

    #[inline(always)]
    pub fn tick(&mut self, g: &mut Guard) -> Status {
        let (behavior, status) = 'decided: {
            let s = self.hurt(g);
            if s != Status::Failure {
                break 'decided (Behavior::Hurt, s);
            }
            let s = self.combat(g);
            if s != Status::Failure {
                break 'decided (Behavior::Combat, s);
            }
            let s = self.alert(g);
            if s != Status::Failure {
                break 'decided (Behavior::Alert, s);
            }
            let s = self.patrol(g);
            if s != Status::Failure {
                break 'decided (Behavior::Patrol, s);
            }
            // Every behavior failed, and each stopped what it was doing.
            self.running = Behavior::None;
            return Status::Failure;
        };
        // A lower-priority behavior that was running is interrupted.
        if self.running > behavior {
            match self.running {
                Behavior::Combat => self.halt_combat(g),
                Behavior::Alert => self.halt_alert(g),
                Behavior::Patrol => self.halt_patrol(g),
                Behavior::None | Behavior::Hurt => {}
            }
        }
        self.running = if status == Status::Running {
            behavior
        } else {
            Behavior::None
        };
        status
    }

    /// Hurt: heal with a medkit if the enemy is not close, else take cover.
    #[inline(always)]
    fn hurt(&mut self, g: &mut Guard) -> Status {
        if !is_hurt(g) {
            self.halt_hurt(g);
            return Status::Failure;
        }
        let state = self.hurt;
        if state != HurtState::Cover {
            let s = if state == HurtState::Medkit {
                self.resume_timed(UseMedkit, g)
            } else if has_medkit(g) && !is_enemy_close(g) {
                self.start_timed(UseMedkit, MEDKIT_MS, g)
            } else {
                Status::Failure
            };
            match s {
                Status::Running => {
                    self.hurt = HurtState::Medkit;
                    return s;
                }
                Status::Failure => {}
                _ => {
                    self.hurt = HurtState::Idle;
                    return s;
                }
            }
        }
        let s = if state == HurtState::Cover {
            self.resume_timed(TakeCover, g)
        } else {
            self.start_timed(TakeCover, COVER_MS, g)
        };
        self.hurt = if s == Status::Running {
            HurtState::Cover
        } else {
            HurtState::Idle
        };
        s
    }

    #[inline(always)]
    fn halt_hurt(&mut self, g: &mut Guard) {
        match self.hurt {
            HurtState::Medkit => UseMedkit.on_halted(g),
            HurtState::Cover => TakeCover.on_halted(g),
            HurtState::Idle => return,
        }
        self.hurt = HurtState::Idle;
    }

    /// Combat while the enemy is visible: attack, else reload, else chase.
    #[inline(always)]
    fn combat(&mut self, g: &mut Guard) -> Status {
        if !is_enemy_visible(g) {
            self.halt_combat(g);
            return Status::Failure;
        }
        let state = self.combat;
        if matches!(
            state,
            CombatState::Idle | CombatState::Aiming | CombatState::Shooting { .. }
        ) {
            let s = self.attack(state, g);
            if s != Status::Failure {
                return s;
            }
        }
        if state != CombatState::Chasing {
            let reloading = state == CombatState::Reloading;
            if has_reserve(g) {
                let s = if reloading {
                    Reload.on_running(g)
                } else {
                    Reload.on_start(g)
                };
                match s {
                    Status::Running => {
                        self.combat = CombatState::Reloading;
                        return s;
                    }
                    Status::Failure => {}
                    _ => {
                        self.combat = CombatState::Idle;
                        return s;
                    }
                }
            } else if reloading {
                Reload.on_halted(g);
            }
        }
        let s = if state == CombatState::Chasing {
            self.resume_timed(Chase, g)
        } else {
            self.start_timed(Chase, CHASE_MS, g)
        };
        self.combat = if s == Status::Running {
            CombatState::Chasing
        } else {
            CombatState::Idle
        };
        s
    }

    /// The attack: in range, ammunition, no ally in the line of fire; aim
    /// (timed) while strafing; then up to three shots.
    #[inline(always)]
    fn attack(&mut self, state: CombatState, g: &mut Guard) -> Status {
        let (mut failures, mut in_flight) = match state {
            CombatState::Shooting {
                failures,
                in_flight,
            } => (failures, in_flight),
            _ => {
                let fresh = state == CombatState::Idle;
                if fresh && !(is_in_range(g) && has_ammo(g) && !is_ally_in_line(g)) {
                    return Status::Failure;
                }
                match self.aim_and_strafe(fresh, g) {
                    Status::Running => {
                        self.combat = CombatState::Aiming;
                        return Status::Running;
                    }
                    Status::Failure => {
                        self.combat = CombatState::Idle;
                        return Status::Failure;
                    }
                    _ => (0, false),
                }
            }
        };
        // retry(3)<shoot>: a miss after a running shot fires again at once;
        // a shot that fails as it starts (no round) waits for the next tick.
        while failures < 3 {
            let was_in_flight = in_flight;
            let s = if was_in_flight {
                Shoot.on_running(g)
            } else {
                Shoot.on_start(g)
            };
            in_flight = s == Status::Running;
            match s {
                Status::Running => {
                    self.combat = CombatState::Shooting {
                        failures,
                        in_flight,
                    };
                    return s;
                }
                Status::Failure => {
                    failures += 1;
                    if !was_in_flight && failures < 3 {
                        self.combat = CombatState::Shooting {
                            failures,
                            in_flight,
                        };
                        return Status::Running;
                    }
                }
                _ => {
                    self.combat = CombatState::Idle;
                    return Status::Success;
                }
            }
        }
        self.combat = CombatState::Idle;
        Status::Failure
    }

    /// `aim` (timed) and `strafe` side by side: the first to finish decides,
    /// and the other, still running, is halted.
    #[inline(always)]
    fn aim_and_strafe(&mut self, fresh: bool, g: &mut Guard) -> Status {
        let s = if fresh {
            self.start_timed(Aim, AIM_MS, g)
        } else {
            self.resume_timed(Aim, g)
        };
        if s != Status::Running {
            if !fresh {
                Strafe.on_halted(g);
            }
            return s;
        }
        let s = if fresh {
            Strafe.on_start(g)
        } else {
            Strafe.on_running(g)
        };
        if s != Status::Running {
            Aim.on_halted(g);
        }
        s
    }

    #[inline(always)]
    fn halt_combat(&mut self, g: &mut Guard) {
        match self.combat {
            CombatState::Idle => return,
            CombatState::Aiming => {
                Aim.on_halted(g);
                Strafe.on_halted(g);
            }
            CombatState::Shooting { in_flight, .. } => {
                if in_flight {
                    Shoot.on_halted(g);
                }
            }
            CombatState::Reloading => Reload.on_halted(g),
            CombatState::Chasing => Chase.on_halted(g),
        }
        self.combat = CombatState::Idle;
    }

    /// Alert while a noise was heard and no enemy is in sight: walk there
    /// (timed), search, and forget the noise.
    #[inline(always)]
    fn alert(&mut self, g: &mut Guard) -> Status {
        if !heard_noise(g) || is_enemy_visible(g) {
            self.halt_alert(g);
            return Status::Failure;
        }
        let state = self.alert;
        if state != AlertState::Searching {
            let s = if state == AlertState::Walking {
                self.resume_timed(WalkToNoise, g)
            } else {
                self.start_timed(WalkToNoise, WALK_MS, g)
            };
            match s {
                Status::Running => {
                    self.alert = AlertState::Walking;
                    return s;
                }
                Status::Failure => {
                    self.alert = AlertState::Idle;
                    return s;
                }
                _ => {}
            }
        }
        let s = if state == AlertState::Searching {
            Search.on_running(g)
        } else {
            Search.on_start(g)
        };
        if s == Status::Running {
            self.alert = AlertState::Searching;
            return s;
        }
        // Found something or not, the search is over.
        self.alert = AlertState::Idle;
        clear_noise(g)
    }

    #[inline(always)]
    fn halt_alert(&mut self, g: &mut Guard) {
        match self.alert {
            AlertState::Walking => WalkToNoise.on_halted(g),
            AlertState::Searching => Search.on_halted(g),
            AlertState::Idle => return,
        }
        self.alert = AlertState::Idle;
    }

    /// Patrol unless tired: a leg while looking around (the first to finish
    /// decides), then a radio check (tried twice, its result ignored);
    /// rest when tired or when the patrol fails.
    #[inline(always)]
    fn patrol(&mut self, g: &mut Guard) -> Status {
        let state = self.patrol;
        'patrol: {
            match state {
                PatrolState::Resting => break 'patrol,
                PatrolState::RadioRetry => {}
                PatrolState::Idle | PatrolState::Patrolling => {
                    let fresh = state == PatrolState::Idle;
                    if fresh && is_tired(g) {
                        break 'patrol;
                    }
                    match self.patrol_and_look(fresh, g) {
                        Status::Running => {
                            self.patrol = PatrolState::Patrolling;
                            return Status::Running;
                        }
                        Status::Failure => break 'patrol,
                        _ => {}
                    }
                }
            }
            // force_success<retry(2)<radio_check>>: a first failure waits for
            // the next tick; the second is forgiven.
            if radio_check(g) == Status::Failure && state != PatrolState::RadioRetry {
                self.patrol = PatrolState::RadioRetry;
                return Status::Running;
            }
            self.patrol = PatrolState::Idle;
            return Status::Success;
        }
        let s = if state == PatrolState::Resting {
            Rest.on_running(g)
        } else {
            Rest.on_start(g)
        };
        self.patrol = if s == Status::Running {
            PatrolState::Resting
        } else {
            PatrolState::Idle
        };
        s
    }

    /// `patrol_leg` and `look_around` side by side: the first to finish
    /// decides, and the other, still running, is halted.
    #[inline(always)]
    fn patrol_and_look(&mut self, fresh: bool, g: &mut Guard) -> Status {
        let s = if fresh {
            PatrolLeg.on_start(g)
        } else {
            PatrolLeg.on_running(g)
        };
        if s != Status::Running {
            if !fresh {
                LookAround.on_halted(g);
            }
            return s;
        }
        let s = if fresh {
            LookAround.on_start(g)
        } else {
            LookAround.on_running(g)
        };
        if s != Status::Running {
            PatrolLeg.on_halted(g);
        }
        s
    }

    #[inline(always)]
    fn halt_patrol(&mut self, g: &mut Guard) {
        match self.patrol {
            PatrolState::Patrolling => {
                PatrolLeg.on_halted(g);
                LookAround.on_halted(g);
            }
            PatrolState::Resting => Rest.on_halted(g),
            PatrolState::Idle | PatrolState::RadioRetry => {}
        }
        self.patrol = PatrolState::Idle;
    }
}

impl Ticker<Guard> for Hand {
    #[inline(always)]
    fn tick(&mut self, g: &mut Guard) -> u8 {
        super::code(Hand::tick(self, g))
    }
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
