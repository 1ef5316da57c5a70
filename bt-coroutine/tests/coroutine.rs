//! What a coroutine leaf does, tick by tick: the awaits, results, halts and
//! restarts, inside `bt!` trees and runtime-built ones.

use std::time::Duration;

use bt::clock::ManualClock;
use bt::observe::TraceRecorder;
use bt::{Clock, Node, Status, bt};
use bt_coroutine::{Co, coroutine};

#[derive(Default)]
struct World {
    log: Vec<String>,
    clock: ManualClock,
    door_open: bool,
    x: i32,
}

impl Clock for World {
    fn now(&self) -> Duration {
        self.clock.now()
    }
}

fn say(co: &Co<World>, what: &str) {
    co.with(|w| w.log.push(what.to_owned()));
}

fn take_log(w: &mut World) -> Vec<String> {
    std::mem::take(&mut w.log)
}

#[test]
fn yield_ends_the_tick_and_the_output_is_the_result() {
    let mut leaf = coroutine(|co: Co<World>| async move {
        say(&co, "one");
        co.yield_now().await;
        say(&co, "two");
        co.yield_now().await;
        say(&co, "three");
        Status::Failure
    });
    let mut w = World::default();
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(take_log(&mut w), ["one"]);
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(take_log(&mut w), ["two"]);
    assert_eq!(leaf.tick(&mut w), Status::Failure);
    assert_eq!(take_log(&mut w), ["three"]);
    assert!(!leaf.is_running());
    // Finished: the next tick starts it afresh.
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(take_log(&mut w), ["one"]);
}

#[test]
fn a_bool_output_is_success_or_failure() {
    let mut yes = coroutine(|_: Co<World>| async { true });
    let mut no = coroutine(|_: Co<World>| async { false });
    let mut w = World::default();
    assert_eq!(yes.tick(&mut w), Status::Success);
    assert_eq!(no.tick(&mut w), Status::Failure);
}

#[test]
fn until_checks_now_then_once_per_tick() {
    let mut leaf = coroutine(|co: Co<World>| async move {
        co.until(|w| {
            w.log.push("check".to_owned());
            w.door_open
        })
        .await;
        say(&co, "through");
        Status::Success
    });
    let mut w = World::default();
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(take_log(&mut w), ["check", "check"]);
    w.door_open = true;
    assert_eq!(leaf.tick(&mut w), Status::Success);
    assert_eq!(take_log(&mut w), ["check", "through"]);
    // Already open: no tick is spent waiting.
    assert_eq!(leaf.tick(&mut w), Status::Success);
}

#[test]
fn sleep_waits_on_the_context_clock() {
    let mut leaf = coroutine(|co: Co<World>| async move {
        say(&co, "start");
        co.sleep(Duration::from_secs(2)).await;
        say(&co, "woke");
        co.sleep(Duration::ZERO).await;
        say(&co, "no wait");
        Status::Success
    });
    let mut w = World::default();
    assert_eq!(leaf.tick(&mut w), Status::Running); // starts sleeping at 0 s
    w.clock.advance(Duration::from_millis(1999));
    assert_eq!(leaf.tick(&mut w), Status::Running);
    w.clock.advance(Duration::from_millis(1));
    assert_eq!(leaf.tick(&mut w), Status::Success); // at 2 s exactly
    assert_eq!(take_log(&mut w), ["start", "woke", "no wait"]);
}

#[test]
fn run_ticks_a_subtree_to_completion_and_halts_it_when_cancelled() {
    let recorder = std::rc::Rc::new(std::cell::RefCell::new(Vec::<String>::new()));
    let make = |rec: std::rc::Rc<std::cell::RefCell<Vec<String>>>| {
        coroutine(move |co: Co<World>| {
            let rec = rec.clone();
            async move {
                let step = bt::stateful(
                    |w: &mut World| {
                        w.x += 1;
                        Status::Running
                    },
                    |w: &mut World| {
                        w.x += 1;
                        if w.x >= 3 {
                            Status::Success
                        } else {
                            Status::Running
                        }
                    },
                    move |_: &mut World| rec.borrow_mut().push("inner halted".to_owned()),
                );
                let mut walk = bt!(World => sequence<step, success>);
                let status = co.run(&mut walk).await;
                say(&co, &format!("walk: {status}"));
                status
            }
        })
    };
    let mut leaf = make(recorder.clone());
    let mut w = World::default();
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(leaf.tick(&mut w), Status::Success);
    assert_eq!(take_log(&mut w), ["walk: SUCCESS"]);
    assert!(recorder.borrow().is_empty());

    // Halted halfway: the inner tree is halted, with the context.
    w.x = 0;
    assert_eq!(leaf.tick(&mut w), Status::Running);
    leaf.halt(&mut w);
    assert_eq!(*recorder.borrow(), ["inner halted"]);
    assert!(!leaf.is_running());
    // And it starts afresh.
    w.x = 0;
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(w.x, 1);
}

#[test]
fn halt_drops_the_future_then_runs_the_cleanup() {
    struct Noisy(std::rc::Rc<std::cell::Cell<u32>>);
    impl Drop for Noisy {
        fn drop(&mut self) {
            self.0.set(self.0.get() + 1);
        }
    }
    let drops = std::rc::Rc::new(std::cell::Cell::new(0));
    let d = drops.clone();
    let mut leaf = coroutine(move |co: Co<World>| {
        let noisy = Noisy(d.clone());
        async move {
            let _noisy = noisy;
            say(&co, "started");
            // Runs until halted (a bare `loop` would make the output `!`).
            for _ in 0.. {
                co.yield_now().await;
            }
            Status::Success
        }
    })
    .on_halt(|w: &mut World| w.log.push("cleanup".to_owned()));
    let mut w = World::default();
    // A halt before the start does nothing.
    leaf.halt(&mut w);
    assert!(w.log.is_empty());
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(drops.get(), 0);
    leaf.halt(&mut w);
    assert_eq!(drops.get(), 1);
    assert_eq!(take_log(&mut w), ["started", "cleanup"]);
    // A second halt does nothing.
    leaf.halt(&mut w);
    assert!(w.log.is_empty());
}

/// A coroutine that awaits `yield`, `until`, `sleep` and `run`, one after
/// the other, halted at each of them in turn: every await point is a
/// cancellation point, and the next tick starts from the top.
#[test]
fn cancellation_at_every_await_point() {
    fn leaf() -> impl Node<World> {
        coroutine(|co: Co<World>| async move {
            say(&co, "a");
            co.yield_now().await;
            say(&co, "b");
            co.until(|w| w.door_open).await;
            say(&co, "c");
            co.sleep(Duration::from_secs(1)).await;
            say(&co, "d");
            let mut inner = bt!(World => running);
            co.run(&mut inner).await
        })
        .on_halt(|w: &mut World| w.log.push("halted".to_owned()))
    }
    // (ticks before the halt, door open, clock step per tick, log by then)
    let cases: [(usize, bool, u64, &[&str]); 4] = [
        (1, false, 0, &["a"]),               // at the yield
        (2, false, 0, &["a", "b"]),          // at the until
        (2, true, 0, &["a", "b", "c"]),      // at the sleep
        (3, true, 1, &["a", "b", "c", "d"]), // at the run
    ];
    for (ticks, door_open, step, expected) in cases {
        let mut node = leaf();
        let mut w = World {
            door_open,
            ..World::default()
        };
        for _ in 0..ticks {
            assert_eq!(node.tick(&mut w), Status::Running);
            w.clock.advance(Duration::from_secs(step));
        }
        assert_eq!(take_log(&mut w), expected, "{ticks} ticks");
        node.halt(&mut w);
        assert_eq!(take_log(&mut w), ["halted"], "{ticks} ticks");
        assert_eq!(node.tick(&mut w), Status::Running);
        assert_eq!(take_log(&mut w), ["a"], "restart after {ticks} ticks");
    }
}

#[test]
fn in_a_bt_tree_with_observers_and_the_node_table() {
    let walk = coroutine(|co: Co<World>| async move {
        for _ in 0..2 {
            co.with(|w| w.x += 1);
            co.yield_now().await;
        }
        true
    });
    let mut tree =
        bt!(World => reactive_sequence<(|w: &mut World| !w.door_open), "walk": { walk }>);
    let nodes = tree.nodes();
    assert_eq!(nodes.get(2).map(|n| n.kind.btcpp), Some("Action"));
    assert!(tree.to_btcpp_xml().contains("<Action ID=\"walk\""));
    let mut w = World::default();
    let mut recorder = TraceRecorder::default();
    assert_eq!(tree.tick_with(&mut w, &mut recorder), Status::Running);
    assert_eq!(tree.tick(&mut w), Status::Running);
    // The reactive condition fails: the running coroutine is halted.
    w.door_open = true;
    assert_eq!(tree.tick(&mut w), Status::Failure);
    w.door_open = false;
    assert_eq!(tree.tick(&mut w), Status::Running);
    assert_eq!(tree.tick(&mut w), Status::Running);
    assert_eq!(tree.tick(&mut w), Status::Success);
    assert_eq!(w.x, 4);
    assert!(!recorder.records().is_empty());
}

/// The coroutine of an `async fn`, named after it.
async fn patrol(co: Co<World>) -> Status {
    co.with(|w| w.x += 1);
    co.yield_now().await;
    Status::Success
}

/// A coroutine built in the tree is named by the function that makes its
/// runs (`coroutine(patrol)`), with or without a cleanup, so that two
/// different ones do not share one ID in the exports; one made from a
/// closure is `coroutine`, one given as a value by its name.
#[test]
fn coroutines_built_in_the_tree_are_named_by_their_function() {
    let walk = coroutine(|co: Co<World>| async move {
        co.yield_now().await;
        true
    });
    let tree = bt!(World => sequence<
        (coroutine(patrol)),
        (bt_coroutine::coroutine(patrol).on_halt(|w: &mut World| w.x = 0)),
        (walk.on_halt(|w: &mut World| w.x = 0)),
        (coroutine(|co: Co<World>| async move {
            co.yield_now().await;
            Status::Success
        })),
    >);
    let nodes = tree.nodes();
    let labels: Vec<&str> = nodes.iter().skip(1).map(|n| n.label).collect();
    assert_eq!(labels, ["patrol", "patrol", "walk", "coroutine"]);
    let xml = tree.to_btcpp_xml();
    assert!(xml.contains("<Action ID=\"patrol\"/>"), "{xml}");
    assert!(xml.contains("<Action ID=\"walk\"/>"), "{xml}");
}

#[test]
fn in_a_runtime_built_tree() {
    use bt::dynamic::Spec;
    let tree_leaf = coroutine(|co: Co<World>| async move {
        co.yield_now().await;
        Status::Success
    });
    let mut tree = Spec::sequence([Spec::leaf("wait once", tree_leaf), Spec::success()]).build();
    let mut w = World::default();
    assert_eq!(tree.tick(&mut w), Status::Running);
    assert_eq!(tree.tick(&mut w), Status::Success);
}

#[test]
fn an_async_closure_is_a_coroutine_too() {
    let mut leaf = coroutine(async move |co: Co<World>| {
        co.with(|w| w.x += 1);
        co.yield_now().await;
        co.with(|w| w.x += 1);
        Status::Success
    });
    let mut w = World::default();
    assert_eq!(leaf.tick(&mut w), Status::Running);
    assert_eq!(leaf.tick(&mut w), Status::Success);
    assert_eq!(w.x, 2);
}

/// A sleep past the clock's range never ends, and does not overflow.
#[test]
fn a_sleep_past_the_clock_range_never_ends() {
    let mut leaf = coroutine(|co: Co<World>| async move {
        co.sleep(Duration::MAX).await;
        Status::Success
    });
    let mut w = World::default();
    for _ in 0..3 {
        w.clock.advance(Duration::from_hours(1));
        assert_eq!(leaf.tick(&mut w), Status::Running);
    }
}

/// A coroutine that finishes with `Running` is a mistake (a run that is not
/// done awaits): debug builds say so.
#[cfg(debug_assertions)]
#[test]
#[should_panic(expected = "a coroutine finished with `Status::Running`")]
fn finishing_with_running_is_caught_in_debug_builds() {
    let mut leaf = coroutine(|_: Co<World>| async move { Status::Running });
    leaf.tick(&mut World::default());
}

/// `Co::with`'s panic (no context) points at the caller's line.
#[test]
fn the_no_context_panic_points_at_the_caller() {
    use std::sync::{Arc, Mutex};
    let leaf = coroutine(|co: Co<World>| async move {
        co.yield_now().await;
        Status::Success
    });
    let co: Co<World> = {
        let kept = std::rc::Rc::new(std::cell::RefCell::new(None));
        let k = kept.clone();
        let _leaf = coroutine(move |co: Co<World>| {
            *k.borrow_mut() = Some(co.clone());
            async move { Status::Success }
        });
        kept.borrow_mut().take().unwrap()
    };
    drop(leaf);
    let location = Arc::new(Mutex::new(None));
    let seen = location.clone();
    let previous = std::panic::take_hook();
    std::panic::set_hook(Box::new(move |info| {
        *seen.lock().unwrap() = info.location().map(|l| (l.file().to_owned(), l.line()));
    }));
    let line = line!() + 1;
    let result = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| co.with(|w| w.x)));
    std::panic::set_hook(previous);
    assert!(result.is_err());
    let (file, at) = location.lock().unwrap().clone().expect("a panic location");
    assert!(file.ends_with("coroutine.rs"), "{file}");
    assert_eq!(at, line);
}
