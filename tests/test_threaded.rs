//! `bt::leaf::threaded`: BehaviorTree.CPP's `ThreadedAction`, the work on a
//! thread of its own while the tree goes on ticking.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, channel};
use std::thread::{self, ThreadId};
use std::time::{Duration, Instant};

use bt::leaf::{Halt, threaded};
use bt::{Node, Status, bt};

#[derive(Default)]
struct Robot {
    goal: u32,
    path: Vec<u32>,
    starts: u32,
    halted: u32,
    go: bool,
}

/// Ticks `node` until it stops running (at most 10 s).
fn tick_until_done<N: Node<Robot>>(node: &mut N, robot: &mut Robot) -> Status {
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let status = node.tick(robot);
        if status != Status::Running {
            return status;
        }
        assert!(Instant::now() < deadline, "the work did not finish");
        thread::sleep(Duration::from_millis(1));
    }
}

/// Waits (at most 10 s) until `flag` is set.
fn wait_for(flag: &AtomicBool) {
    let deadline = Instant::now() + Duration::from_secs(10);
    while !flag.load(Ordering::Acquire) {
        assert!(Instant::now() < deadline, "the flag was never set");
        thread::sleep(Duration::from_millis(1));
    }
}

/// A `start` whose work waits until it is halted (after `linger`), then
/// sets `exited`.
fn until_halted(
    exited: &Arc<AtomicBool>,
    linger: Duration,
) -> impl FnMut(&mut Robot) -> Box<dyn FnOnce(&Halt) + Send> {
    let exited = Arc::clone(exited);
    move |_: &mut Robot| {
        let exited = Arc::clone(&exited);
        Box::new(move |halt: &Halt| {
            while !halt.is_requested() {
                thread::sleep(Duration::from_millis(1));
            }
            thread::sleep(linger);
            exited.store(true, Ordering::Release);
        })
    }
}

/// The work runs on another thread: the leaf is `Running` while it blocks
/// (here until the test lets it go), `finish` writes its output into the
/// context at the first tick after it returned, and the next tick starts a
/// fresh run.
#[test]
fn the_work_runs_on_its_own_thread_and_finish_writes_the_context() {
    let (go, gate) = channel::<()>();
    let gate = Arc::new(std::sync::Mutex::new(gate));
    let mut planner = threaded(
        move |r: &mut Robot| {
            r.starts += 1;
            let (goal, gate) = (r.goal, Arc::clone(&gate));
            move |_: &Halt| -> (Vec<u32>, ThreadId) {
                let gate: &Receiver<()> = &gate.lock().unwrap();
                gate.recv().unwrap();
                ((1..=goal).collect(), thread::current().id())
            }
        },
        |r: &mut Robot, (path, id): (Vec<u32>, ThreadId)| {
            assert_ne!(id, thread::current().id());
            r.path = path;
            Status::Success
        },
    );
    let mut robot = Robot {
        goal: 3,
        ..Robot::default()
    };
    assert!(!planner.is_running());
    for _ in 0..5 {
        assert_eq!(planner.tick(&mut robot), Status::Running);
        thread::sleep(Duration::from_millis(1));
    }
    assert!(planner.is_running());
    assert!(robot.path.is_empty());
    go.send(()).unwrap();
    assert_eq!(tick_until_done(&mut planner, &mut robot), Status::Success);
    assert_eq!(robot.path, [1, 2, 3]);
    assert_eq!(robot.starts, 1);
    assert!(!planner.is_running());
    // A fresh run: `start` reads the context again.
    robot.goal = 2;
    assert_eq!(planner.tick(&mut robot), Status::Running);
    assert_eq!(robot.starts, 2);
    go.send(()).unwrap();
    assert_eq!(tick_until_done(&mut planner, &mut robot), Status::Success);
    assert_eq!(robot.path, [1, 2]);
}

/// Even a work that returns at once takes one tick: the tick that starts
/// it returns `Running`, whatever the thread did meanwhile.
#[test]
fn the_starting_tick_is_running_however_fast_the_work() {
    let mut quick = threaded(
        |_: &mut Robot| |_: &Halt| 7,
        |_, n: i32| {
            if n == 7 {
                Status::Success
            } else {
                Status::Failure
            }
        },
    );
    let mut robot = Robot::default();
    for _ in 0..20 {
        assert_eq!(quick.tick(&mut robot), Status::Running);
        thread::sleep(Duration::from_millis(2));
        assert_eq!(tick_until_done(&mut quick, &mut robot), Status::Success);
    }
}

/// A halt sets the work's flag and waits until the work has returned (as
/// BehaviorTree.CPP's halt does), then runs the cleanup; `finish` is not
/// called for a halted run, and a halt of an idle leaf does nothing.
#[test]
fn a_halt_sets_the_flag_waits_for_the_work_then_cleans_up() {
    let exited = Arc::new(AtomicBool::new(false));
    let mut planner = threaded(
        until_halted(&exited, Duration::from_millis(20)),
        |r: &mut Robot, ()| {
            r.path = vec![9];
            Status::Success
        },
    )
    .on_halt(|r: &mut Robot| r.halted += 1);
    let mut robot = Robot::default();
    planner.halt(&mut robot);
    assert_eq!(robot.halted, 0);
    assert_eq!(planner.tick(&mut robot), Status::Running);
    assert_eq!(planner.tick(&mut robot), Status::Running);
    planner.halt(&mut robot);
    assert!(
        exited.load(Ordering::Acquire),
        "the halt returned before the work"
    );
    assert_eq!(robot.halted, 1);
    assert!(robot.path.is_empty());
    assert!(!planner.is_running());
    planner.halt(&mut robot);
    assert_eq!(robot.halted, 1);
}

/// A work that panics makes the tick that would finish it panic with the
/// same payload (BehaviorTree.CPP rethrows the work's exception); the leaf
/// is idle after, and its next tick starts a fresh run. A halt that waits
/// for a work that panicked panics the same way.
#[test]
fn a_panicking_work_panics_the_tick_that_finishes_it() {
    let mut broken = threaded(
        |r: &mut Robot| {
            r.starts += 1;
            let goal = r.goal;
            move |halt: &Halt| -> u32 {
                while goal == 0 && !halt.is_requested() {
                    thread::sleep(Duration::from_millis(1));
                }
                panic!("planner failed at {goal}")
            }
        },
        |_: &mut Robot, _: u32| Status::Success,
    );
    let mut robot = Robot {
        goal: 4,
        ..Robot::default()
    };
    let panic = catch_unwind(AssertUnwindSafe(|| {
        tick_until_done(&mut broken, &mut robot);
    }))
    .expect_err("the tick panics");
    assert_eq!(
        panic.downcast_ref::<String>().map(String::as_str),
        Some("planner failed at 4")
    );
    assert!(!broken.is_running());
    assert_eq!(broken.tick(&mut robot), Status::Running);
    assert_eq!(robot.starts, 2);
    // The halt of a run that then panics.
    let mut robot = Robot::default();
    let mut broken2 = threaded(
        |r: &mut Robot| {
            let goal = r.goal;
            move |halt: &Halt| -> u32 {
                while !halt.is_requested() {
                    thread::sleep(Duration::from_millis(1));
                }
                panic!("halted at {goal}")
            }
        },
        |_: &mut Robot, _: u32| Status::Success,
    );
    assert_eq!(broken2.tick(&mut robot), Status::Running);
    let panic =
        catch_unwind(AssertUnwindSafe(|| broken2.halt(&mut robot))).expect_err("the halt panics");
    assert_eq!(
        panic.downcast_ref::<String>().map(String::as_str),
        Some("halted at 0")
    );
    assert!(!broken2.is_running());
}

/// In a tree: a reactive sequence halts the running work when its
/// condition stops holding, and the tree's table shows an action.
#[test]
fn a_reactive_condition_halts_the_work() {
    let exited = Arc::new(AtomicBool::new(false));
    let planner = threaded(
        until_halted(&exited, Duration::ZERO),
        |_: &mut Robot, ()| Status::Success,
    )
    .on_halt(|r: &mut Robot| r.halted += 1);
    let mut tree = bt!(Robot => reactive_sequence<(|r: &mut Robot| r.go), "plan": planner>);
    let mut robot = Robot {
        go: true,
        ..Robot::default()
    };
    assert_eq!(tree.tick(&mut robot), Status::Running);
    assert_eq!(tree.tick(&mut robot), Status::Running);
    robot.go = false;
    assert_eq!(tree.tick(&mut robot), Status::Failure);
    assert!(exited.load(Ordering::Acquire));
    assert_eq!(robot.halted, 1);
    let nodes = tree.nodes();
    let plan = nodes.iter().find(|n| n.label == "plan").unwrap();
    assert_eq!(plan.kind.category, bt::table::Category::Action);
}

/// A halt wakes a work that waits in `Halt::sleep`: the work sees the
/// flag at once instead of at the end of its sleep, so the halt, which
/// waits for it, returns at once too.
#[test]
fn a_halt_cuts_the_works_sleep_short() {
    let mut waiter = threaded(
        |_: &mut Robot| |halt: &Halt| halt.sleep(Duration::from_mins(10)),
        |_: &mut Robot, halted: bool| {
            if halted {
                Status::Failure
            } else {
                Status::Success
            }
        },
    );
    let mut robot = Robot::default();
    assert_eq!(waiter.tick(&mut robot), Status::Running);
    thread::sleep(Duration::from_millis(5));
    let started = Instant::now();
    waiter.halt(&mut robot);
    assert!(started.elapsed() < Duration::from_mins(1));
    // Untouched, a short sleep runs to its end and is not a halt.
    assert!(!Halt::default().sleep(Duration::from_millis(2)));
    // A sleep past what `Instant` holds ends when halted.
    let mut forever = threaded(
        |_: &mut Robot| |halt: &Halt| halt.sleep(Duration::MAX),
        |_: &mut Robot, _: bool| Status::Success,
    );
    assert_eq!(forever.tick(&mut robot), Status::Running);
    forever.halt(&mut robot);
}

/// Dropping the leaf while the work runs sets the flag without waiting:
/// the work sees it and finishes on its own thread.
#[test]
fn dropping_the_leaf_sets_the_flag() {
    let exited = Arc::new(AtomicBool::new(false));
    let mut planner = threaded(
        until_halted(&exited, Duration::ZERO),
        |_: &mut Robot, ()| Status::Success,
    );
    let mut robot = Robot::default();
    assert_eq!(planner.tick(&mut robot), Status::Running);
    drop(planner);
    wait_for(&exited);
}

/// A tree holding a threaded leaf can be ticked on another thread (its
/// parts are `Send` when the closures are).
#[test]
fn trees_with_threaded_leaves_are_send() {
    fn send<T: Send>(t: T) -> T {
        t
    }
    let planner = threaded(
        |r: &mut Robot| {
            let goal = r.goal;
            move |_: &Halt| goal * 2
        },
        |r: &mut Robot, n: u32| {
            r.goal = n;
            Status::Success
        },
    );
    let mut tree = send(bt!(Robot => sequence<planner>));
    let robot = thread::spawn(move || {
        let mut robot = Robot {
            goal: 21,
            ..Robot::default()
        };
        assert_eq!(tick_until_done(&mut tree, &mut robot), Status::Success);
        robot
    })
    .join()
    .unwrap();
    assert_eq!(robot.goal, 42);
}

/// From XML (feature `xml`): a threaded action registered as a node of
/// the factory runs in a loaded tree, one per element, with its ports.
#[cfg(feature = "xml")]
#[test]
fn threaded_actions_load_from_xml() {
    let mut factory = bt::xml::Factory::<Robot>::new();
    factory.node_with("Plan", &["goal"], |args| {
        let goal = args.value::<u32>("goal")?;
        Ok(threaded(
            move |r: &mut Robot| {
                let goal = goal.get(r);
                move |_: &Halt| (1..=goal).collect::<Vec<u32>>()
            },
            |r: &mut Robot, path: Vec<u32>| {
                r.path.extend(path);
                Status::Success
            },
        ))
    });
    let mut tree = factory
        .load_str(
            r#"<root BTCPP_format="4">
  <BehaviorTree ID="Main">
    <Sequence><Plan goal="2"/><Plan goal="3"/></Sequence>
  </BehaviorTree>
</root>"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let mut robot = Robot::default();
    assert_eq!(tick_until_done(&mut tree, &mut robot), Status::Success);
    assert_eq!(robot.path, [1, 2, 1, 2, 3]);
}

/// In a coroutine (feature `coroutine`): `co.run` waits for a threaded
/// action, a tick at a time, and a halt of the coroutine halts the action
/// it is waiting for, which stops the work.
#[cfg(feature = "coroutine")]
#[test]
fn a_coroutine_waits_for_a_threaded_action() {
    use bt::coroutine::{Co, coroutine};
    let exited = Arc::new(AtomicBool::new(false));
    let stop = Arc::clone(&exited);
    let mut errand = coroutine(move |co: Co<Robot>| {
        let stop = Arc::clone(&stop);
        async move {
            let mut plan = threaded(
                |r: &mut Robot| {
                    let goal = r.goal;
                    move |_: &Halt| (1..=goal).collect::<Vec<u32>>()
                },
                |r: &mut Robot, path: Vec<u32>| {
                    r.path = path;
                    Status::Success
                },
            );
            if co.run(&mut plan).await != Status::Success {
                return Status::Failure;
            }
            co.with(|r| r.starts += 1);
            // Then a work that runs until it is halted.
            let mut wait = threaded(until_halted(&stop, Duration::ZERO), |_, ()| Status::Success);
            co.run(&mut wait).await
        }
    });
    let mut robot = Robot {
        goal: 2,
        ..Robot::default()
    };
    let deadline = Instant::now() + Duration::from_secs(10);
    while robot.starts == 0 {
        assert_eq!(errand.tick(&mut robot), Status::Running);
        assert!(Instant::now() < deadline, "the plan did not finish");
        thread::sleep(Duration::from_millis(1));
    }
    assert_eq!(robot.path, [1, 2]);
    assert_eq!(errand.tick(&mut robot), Status::Running);
    assert!(!exited.load(Ordering::Acquire));
    errand.halt(&mut robot);
    assert!(
        exited.load(Ordering::Acquire),
        "the halt did not stop the work"
    );
}
