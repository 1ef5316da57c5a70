//! W5 written by hand, as a game programmer writes the guard without a tree
//! (BENCHMARKS.md, section "W5", and "A fair hand-written baseline").

use std::time::Duration;

use bt::{Clock, StatefulAction, Status};

use super::{
    AIM_MS, Aim, CHASE_MS, COVER_MS, Chase, Guard, LookAround, MEDKIT_MS, PatrolLeg, Reload, Rest,
    Search, Shoot, Strafe, TakeCover, Ticker, UseMedkit, WALK_MS, WalkToNoise, clear_noise,
    has_ammo, has_medkit, has_reserve, heard_noise, is_ally_in_line, is_enemy_close,
    is_enemy_visible, is_hurt, is_in_range, is_tired, radio_check,
};

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
        let (mut failures, mut in_flight) = if let CombatState::Shooting {
            failures,
            in_flight,
        } = state
        {
            (failures, in_flight)
        } else {
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

    /// `aim` (timed) and `strafe` side by side: [`side_by_side`] written
    /// out, which is what a good programmer keeps here: through the helper,
    /// the same code costs 72.4 instructions per tick instead of 65.9
    /// (callgrind; LLVM lays out the combat branch differently).
    #[inline(always)]
    fn aim_and_strafe(&mut self, fresh: bool, g: &mut Guard) -> Status {
        let aim = if fresh {
            self.start_timed(Aim, AIM_MS, g)
        } else {
            self.resume_timed(Aim, g)
        };
        if aim != Status::Running {
            if !fresh {
                Strafe.on_halted(g);
            }
            return aim;
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
                    let leg = if fresh {
                        PatrolLeg.on_start(g)
                    } else {
                        PatrolLeg.on_running(g)
                    };
                    match side_by_side(fresh, leg, PatrolLeg, LookAround, g) {
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

/// Two actions side by side, as a parallel with `success_count = 1` runs
/// them: `first` is what `a` just returned; if it finished, it decides and
/// `b` (running unless this is the first tick) is halted; otherwise `b`
/// runs, and if it finished, it decides and `a` is halted.
#[inline(always)]
fn side_by_side<A, B>(fresh: bool, first: Status, mut a: A, mut b: B, g: &mut Guard) -> Status
where
    A: StatefulAction<Guard>,
    B: StatefulAction<Guard>,
{
    if first != Status::Running {
        if !fresh {
            b.on_halted(g);
        }
        return first;
    }
    let second = if fresh {
        b.on_start(g)
    } else {
        b.on_running(g)
    };
    if second != Status::Running {
        a.on_halted(g);
    }
    second
}

impl Ticker<Guard> for Hand {
    #[inline(always)]
    fn tick(&mut self, g: &mut Guard) -> u8 {
        super::super::code(Hand::tick(self, g))
    }
}
