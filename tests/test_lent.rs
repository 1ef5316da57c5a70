//! Trees over a context that borrows: `bt!(Ctx<'_> => ...)` builds a
//! `LentTree`, ticked with a context made afresh for each tick, the world
//! changing between ticks (which a `Tree` over `Ctx<'a>`, one lifetime for
//! the whole tree, cannot allow).

use core::time::Duration;

use Status::{Running, Success};
use bt::observe::{Record, TraceRecorder};
use bt::{Clock, LentTree, Node, StatefulAction, Status, bt};

/// What every agent sees, read-only during a tick.
struct World {
    now: Duration,
    noise: bool,
    enemy: Option<u32>,
}

/// One agent's own state.
#[derive(Default)]
struct Agent {
    hp: u32,
    alerts: u32,
    patrol_legs: u32,
    walked: u32,
    walk_halts: u32,
    log: Vec<&'static str>,
}

/// The context of one tick: borrows of the world and of the agent.
struct Ctx<'a> {
    world: &'a World,
    me: &'a mut Agent,
}

impl Clock for Ctx<'_> {
    fn now(&self) -> Duration {
        self.world.now
    }
}

fn heard_noise(c: &mut Ctx<'_>) -> bool {
    c.world.noise
}

fn alert(c: &mut Ctx<'_>) -> Status {
    c.me.alerts += 1;
    c.me.log.push("alert");
    Status::Success
}

fn patrol(c: &mut Ctx<'_>) -> Status {
    c.me.patrol_legs += 1;
    c.me.log.push("patrol");
    Status::Running
}

/// Walks three ticks; counts its halts.
#[derive(Default)]
struct Walk {
    steps: u32,
}

impl<'a> StatefulAction<Ctx<'a>> for Walk {
    fn on_start(&mut self, c: &mut Ctx<'a>) -> Status {
        self.steps = 0;
        self.on_running(c)
    }
    fn on_running(&mut self, c: &mut Ctx<'a>) -> Status {
        self.steps += 1;
        c.me.walked += 1;
        c.me.log.push("walk");
        if self.steps >= 3 {
            Status::Success
        } else {
            Status::Running
        }
    }
    fn on_halted(&mut self, c: &mut Ctx<'a>) {
        c.me.walk_halts += 1;
        c.me.log.push("walk halted");
    }
}

fn world() -> World {
    World {
        now: Duration::ZERO,
        noise: false,
        enemy: None,
    }
}

/// Ticks `tree` once with a context made for this tick.
fn tick<N: for<'a> Node<Ctx<'a>>>(tree: &mut LentTree<N>, world: &World, me: &mut Agent) -> Status {
    tree.tick(&mut Ctx { world, me })
}

#[test]
fn a_lent_tree_ticks_with_a_new_borrow_each_tick() {
    let mut tree = bt!(Ctx<'_> => reactive_fallback<sequence<heard_noise, alert>, patrol>);
    let mut world = world();
    let mut me = Agent::default();
    let mut statuses = Vec::new();
    for frame in 0..4 {
        // The world is written between ticks, while no context borrows it.
        world.noise = frame == 2;
        statuses.push(tick(&mut tree, &world, &mut me));
    }
    assert_eq!(statuses, [Running, Running, Success, Running]);
    assert_eq!(me.log, ["patrol", "patrol", "alert", "patrol"]);
}

#[test]
fn closures_switch_variables_and_preconditions_take_every_lifetime() {
    // Closure leaves, a `switch` on a closure and a precondition written as
    // a closure, none annotated: each is typed for every lifetime of the
    // context, as the resume plan is.
    let mut tree = bt!(Ctx<'_> => reactive_fallback<
        sequence<(|c| c.me.hp < 10), (|c| { c.me.log.push("flee"); Status::Running })>,
        switch((|c| c.world.enemy), Some(1), Some(2))<
            (|c| { c.me.log.push("one"); Status::Success }),
            skip_if((|c| c.world.noise))<(|c| { c.me.log.push("two"); Status::Success })>,
            { bt::leaf::AlwaysFailure },
        >,
        patrol,
    >);
    let mut world = world();
    let mut me = Agent {
        hp: 50,
        ..Agent::default()
    };
    let mut run = |world: &World, me: &mut Agent| tick(&mut tree, world, me);
    assert_eq!(run(&world, &mut me), Status::Running); // no enemy: patrol
    world.enemy = Some(1);
    assert_eq!(run(&world, &mut me), Status::Success); // halts patrol
    world.enemy = Some(2);
    assert_eq!(run(&world, &mut me), Status::Success);
    world.noise = true; // case 2 skipped: the switch is skipped, patrol
    assert_eq!(run(&world, &mut me), Status::Running);
    me.hp = 5;
    assert_eq!(run(&world, &mut me), Status::Running);
    assert_eq!(me.log, ["patrol", "one", "two", "patrol", "flee"]);
}

#[test]
fn stateful_actions_are_resumed_and_halted_across_borrows() {
    // Deep enough for a resume plan: the running walk is resumed straight
    // away, and a reactive guard halts it when a noise is heard.
    let mut tree = bt!(Ctx<'_> => reactive_fallback<
        sequence<heard_noise, alert>,
        sequence<(bt::Stateful::new(Walk::default())), patrol>,
    >);
    let mut world = world();
    let mut me = Agent::default();
    let mut statuses = Vec::new();
    for frame in 0..8 {
        world.noise = frame == 1;
        statuses.push(tick(&mut tree, &world, &mut me));
    }
    assert_eq!(
        statuses,
        [
            Running, Success, Running, Running, Running, Running, Running, Running
        ]
    );
    assert_eq!(me.walk_halts, 1);
    assert_eq!(
        me.log,
        [
            "walk",
            "alert",
            "walk halted",
            "walk",
            "walk",
            "walk",
            "patrol",
            "patrol",
            "patrol",
            "patrol"
        ]
    );
}

#[test]
fn timed_nodes_read_the_clock_of_each_borrow() {
    let mut tree = bt!(Ctx<'_> => sequence<timeout(100)<(bt::Stateful::new(Walk::default()))>, sleep(50), alert>);
    let mut world = world();
    let mut me = Agent::default();
    let mut statuses = Vec::new();
    for _ in 0..7 {
        statuses.push(tick(&mut tree, &world, &mut me));
        world.now += Duration::from_millis(30);
    }
    // walk: ticks 0, 1, 2 (at 0, 30, 60 ms, within the timeout); sleep from
    // 60 ms to 110 ms: ticks 2, 3 (90 ms) run, tick 4 (120 ms) succeeds and
    // the alert follows in the same tick.
    assert_eq!(
        statuses,
        [
            Running, Running, Running, Running, Success, Running, Running
        ]
    );
    assert_eq!(me.alerts, 1);
}

#[test]
fn a_lent_tree_is_observed_halted_and_nested() {
    let sub = bt!(Ctx<'_> => sequence<(bt::Stateful::new(Walk::default())), alert>);
    let mut tree = bt!(Ctx<'_> => sequence<heard_noise, (sub)>);
    assert_eq!(tree.nodes().len(), 3);
    assert!(tree.to_btcpp_xml().contains("heard_noise"));
    let mut world = world();
    world.noise = true;
    let mut me = Agent::default();
    let mut trace = TraceRecorder::new();
    let status = tree.tick_with(
        &mut Ctx {
            world: &world,
            me: &mut me,
        },
        &mut trace,
    );
    assert_eq!(status, Status::Running);
    assert_eq!(
        trace.take(),
        [
            Record::Tick(1, Status::Success),
            Record::Tick(2, Status::Running),
            Record::Tick(0, Status::Running)
        ]
    );
    tree.halt(&mut Ctx {
        world: &world,
        me: &mut me,
    });
    assert_eq!(me.walk_halts, 1);
    let end = tree.tick_while_running(
        &mut Ctx {
            world: &world,
            me: &mut me,
        },
        |c| {
            c.me.log.push("between");
        },
    );
    assert_eq!(end, Status::Success);
    assert_eq!(
        me.log,
        [
            "walk",
            "walk halted",
            "walk",
            "between",
            "walk",
            "between",
            "walk",
            "alert"
        ]
    );
}

/// Step `K` of a long errand: `Running` on the first tick, then logged as
/// done on the next (when the sequence goes on to the next step, which
/// starts in the same tick).
fn errand<const K: usize>(c: &mut Ctx<'_>) -> Status {
    c.me.walked += 1;
    if c.me.walked % 2 == 1 {
        return Status::Running;
    }
    c.me.log
        .push(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"][K]);
    Status::Success
}

#[test]
fn a_lent_tree_with_many_actions_resumes_each_of_them() {
    // More than eight leaves that may run: in an optimized build each arm
    // of the resume plan is a function of its own (`bt::resume`), here
    // over a context with a lifetime of its own at every tick.
    let mut tree = bt!(Ctx<'_> => sequence<
        errand::<0>, errand::<1>, errand::<2>, errand::<3>, errand::<4>,
        errand::<5>, errand::<6>, errand::<7>, errand::<8>, errand::<9>,
    >);
    let world = world();
    let mut me = Agent::default();
    let mut resumed = 0;
    for tick_number in 1..=11 {
        if tree.root().running_leaf().is_some() {
            resumed += 1;
        }
        let status = tick(&mut tree, &world, &mut me);
        assert_eq!(status, if tick_number == 11 { Success } else { Running });
    }
    assert_eq!(
        resumed, 10,
        "every tick after the first resumes the running errand"
    );
    assert_eq!(me.log, ["0", "1", "2", "3", "4", "5", "6", "7", "8", "9"]);
    assert_eq!(tree.root().running_leaf(), None);
}

fn quiet(c: &mut Ctx<'_>) -> bool {
    !c.world.noise
}

#[test]
fn a_lent_tree_cut_into_slices_resumes_and_halts() {
    // 20 levels: with debug assertions, cut at the fallback at depth 8 (an
    // `Outline`, over a context with a lifetime of its own at every tick);
    // an optimized build inlines it whole.
    let mut tree = bt!(Ctx<'_> => sequence<heard_noise, fallback<quiet, sequence<heard_noise, fallback<quiet, sequence<heard_noise, fallback<quiet, sequence<heard_noise, fallback<quiet, sequence<heard_noise, fallback<quiet, sequence<heard_noise, fallback<quiet, sequence<heard_noise, fallback<quiet, sequence<heard_noise, fallback<quiet, sequence<heard_noise, fallback<quiet, sequence<heard_noise, fallback<quiet, (bt::Stateful::new(Walk::default()))>>>>>>>>>>>>>>>>>>>>);
    let outlines = std::any::type_name_of_val(&tree)
        .matches("Outline<")
        .count();
    assert_eq!(outlines, usize::from(cfg!(debug_assertions)));
    let mut world = world();
    world.noise = true;
    let mut me = Agent::default();
    // From rest through the 20 levels, then resumed in the slice below.
    assert_eq!(tick(&mut tree, &world, &mut me), Running);
    assert_eq!(tree.root().running_leaf(), Some(40));
    assert_eq!(tick(&mut tree, &world, &mut me), Running);
    assert_eq!(me.walked, 2);
    // A halt reaches the walk through the boundary.
    tree.halt(&mut Ctx {
        world: &world,
        me: &mut me,
    });
    assert_eq!((me.walked, me.walk_halts), (2, 1));
    assert_eq!(tree.root().running_leaf(), None);
    // From rest again: the walk starts over and finishes in three ticks.
    assert_eq!(tick(&mut tree, &world, &mut me), Running);
    assert_eq!(tick(&mut tree, &world, &mut me), Running);
    assert_eq!(tick(&mut tree, &world, &mut me), Success);
    assert_eq!(me.walked, 5);
}
