//! W5's leaves, shared by every implementation: the conditions, the plain
//! actions and the stateful actions (BENCHMARKS.md, section "W5").

use bt::{Stateful, StatefulAction, Status};

use super::{Guard, leaf};

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

/// One step of an action that advances its progress only when `moves`, and
/// is done once the progress reaches `goal`.
#[inline]
fn advance(g: &mut Guard, k: usize, moves: bool, goal: u32) -> bool {
    if moves {
        g.progress[k] += 1;
    }
    g.progress[k] >= goal
}

/// `Success` once done, else `Running`.
#[inline]
const fn done_or_running(done: bool) -> Status {
    if done {
        Status::Success
    } else {
        Status::Running
    }
}

impl UseMedkit {
    #[inline]
    fn start(_: &mut Guard) -> Status {
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        if !advance(g, 0, g.terrain != 0, 4) {
            return Status::Running;
        }
        g.medkits = g.medkits.saturating_sub(1);
        g.hp = (g.hp + 40).min(100);
        Status::Success
    }
}

impl TakeCover {
    #[inline]
    fn start(_: &mut Guard) -> Status {
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        done_or_running(advance(g, 1, g.enemy_dist >= 20, 3))
    }
}

impl Aim {
    #[inline]
    fn start(_: &mut Guard) -> Status {
        Status::Running
    }
    #[inline]
    fn running(g: &mut Guard) -> Status {
        done_or_running(advance(g, 2, g.enemy_dist < 32, 3))
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
        done_or_running(advance(g, 7, g.terrain != 0, 6))
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
        done_or_running(advance(g, 10, g.terrain == 0, 3))
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

// --- the stateful actions as leaves of a tree ---------------------------------

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
