//! `bt::dynamic::sync`: runtime-built trees that are `Send + Sync`. The
//! same description built with `bt::dynamic::Spec` and with
//! `bt::dynamic::sync::Spec` ticks the same, the second on another thread;
//! a `sync::Prototype` builds trees on many threads, sharing its table.

use std::time::Duration;

use bt::custom::{ChildNode, ChildNodes, ControlNode, DecoratorNode};
use bt::decorator::Inverter;
use bt::dynamic::sync;
use bt::observe::Statistics;
use bt::{Clock, Node, Status, Tree};
use static_assertions::{assert_impl_all, assert_not_impl_any};

/// The context: a clock, the values the `*_reading` nodes read, and what
/// the leaves did (the trees hold no log of their own, so that the two
/// flavours are compared on the context alone).
#[derive(Debug, Default, PartialEq)]
struct Ctx {
    now: Duration,
    laps: i32,
    attempts: i32,
    failures_left: i32,
    mode: i32,
    nap_ms: u64,
    log: Vec<String>,
}

impl Clock for Ctx {
    fn now(&self) -> Duration {
        self.now
    }
}

fn note(c: &mut Ctx, what: &str) {
    c.log.push(format!("{what}@{}", c.now.as_millis()));
}

/// A control of the user's: ticks its children in turn until one runs
/// or fails.
struct InTurn;

impl<C> ControlNode<C> for InTurn {
    fn tick(&mut self, ctx: &mut C, children: &mut impl ChildNodes<C>) -> Status {
        for i in 0..children.len() {
            match children.tick(i, ctx) {
                Status::Success => {}
                other => return other,
            }
        }
        Status::Success
    }
}

/// A decorator of the user's: success becomes failure and back.
struct Flip;

impl<C> DecoratorNode<C> for Flip {
    fn tick(&mut self, ctx: &mut C, child: &mut impl ChildNode<C>) -> Status {
        match child.tick(ctx) {
            Status::Success => Status::Failure,
            Status::Failure => Status::Success,
            other => other,
        }
    }
}

/// One description of every kind of constructor, written once and built
/// with either flavour's `Spec` (`$spec`).
macro_rules! describe {
    ($spec:ty) => {
        <$spec>::sequence([
            <$spec>::repeat_reading(
                "{laps}",
                |c: &Ctx| Some(c.laps),
                <$spec>::action("lap", |c: &mut Ctx| {
                    note(c, "lap");
                    Status::Success
                }),
            ),
            <$spec>::retry_reading(
                "{attempts}",
                |c: &Ctx| Some(c.attempts),
                <$spec>::action("try", |c: &mut Ctx| {
                    note(c, "try");
                    c.failures_left -= 1;
                    if c.failures_left >= 0 {
                        Status::Failure
                    } else {
                        Status::Success
                    }
                }),
            ),
            <$spec>::switch(
                "mode",
                |c: &mut Ctx| c.mode,
                [1, 2],
                [
                    <$spec>::action("one", |c: &mut Ctx| {
                        note(c, "one");
                        Status::Success
                    }),
                    <$spec>::failure(),
                    <$spec>::failure(),
                ],
            ),
            <$spec>::timeout(
                1000,
                <$spec>::sleep_reading("{nap}", |c: &Ctx| Some(c.nap_ms)),
            ),
            <$spec>::control(
                "InTurn",
                InTurn,
                [
                    <$spec>::decorator("Flip", Flip, <$spec>::failure()),
                    <$spec>::condition("awake", |c: &mut Ctx| c.now.as_millis() >= 300),
                    <$spec>::success().wrap(|n| Box::new(Inverter::new(n))),
                ],
            ),
        ])
    };
}

/// Ticks `tree` until it stops running, 100 ms of the context's clock a
/// tick, and returns the statuses and the final table with statistics.
fn run<N: Node<Ctx> + bt::table::NodeTable>(
    tree: &mut Tree<N, Ctx>,
    ctx: &mut Ctx,
) -> (Vec<Status>, String) {
    let mut statistics = Statistics::new(tree.nodes());
    let mut statuses = Vec::new();
    loop {
        let status = tree.tick_with(ctx, &mut statistics);
        statuses.push(status);
        if status != Status::Running || statuses.len() > 50 {
            break;
        }
        ctx.now += Duration::from_millis(100);
    }
    (statuses, tree.to_text(Some(&statistics)))
}

fn start() -> Ctx {
    Ctx {
        laps: 2,
        attempts: 3,
        failures_left: 2,
        mode: 1,
        nap_ms: 200,
        ..Ctx::default()
    }
}

#[test]
fn a_sync_tree_built_here_ticks_on_another_thread_as_a_local_tree_does() {
    let mut local = describe!(bt::dynamic::Spec<Ctx>).build();
    let mut local_ctx = start();
    let expected = run(&mut local, &mut local_ctx);

    let mut shared = describe!(sync::Spec<Ctx>).build();
    let (got, got_ctx) = std::thread::spawn(move || {
        let mut ctx = start();
        let got = run(&mut shared, &mut ctx);
        (got, ctx)
    })
    .join()
    .expect("the tree ticks on the other thread");

    assert_eq!(got, expected);
    assert_eq!(got_ctx, local_ctx);
    // What the description does: two laps, a try that fails twice, the
    // first case, a 200 ms sleep, and the inverted success last; the
    // clock moves 100 ms a tick.
    assert_eq!(
        local_ctx.log,
        [
            "lap@0", "lap@100", "try@100", "try@200", "try@300", "one@300"
        ]
    );
    // One lap a tick (0, 100 ms), a try a tick (100 to 300 ms), the
    // sleep from 300 to 500 ms, then the inverted success fails the tree.
    let mut statuses = vec![Status::Running; 5];
    statuses.push(Status::Failure);
    assert_eq!(expected.0, statuses);
    assert!(expected.1.contains("InTurn"), "{}", expected.1);
}

#[test]
fn a_sync_description_is_sent_before_it_is_built() {
    let spec = describe!(sync::Spec<Ctx>);
    let count = spec.node_count();
    let (nodes, statuses) = std::thread::spawn(move || {
        let mut tree = spec.build();
        let mut ctx = start();
        (tree.nodes().len(), run(&mut tree, &mut ctx).0)
    })
    .join()
    .expect("the description builds on the other thread");
    assert_eq!(nodes, count);
    assert_eq!(statuses.last(), Some(&Status::Failure));
}

#[test]
fn one_sync_prototype_builds_trees_on_many_threads_that_share_its_table() {
    let prototype = sync::Prototype::new(|| describe!(sync::Spec<Ctx>));
    let results: Vec<(bool, Vec<String>)> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..4)
            .map(|i| {
                let prototype = &prototype;
                s.spawn(move || {
                    let mut tree = prototype.build();
                    let mut ctx = Ctx { laps: i, ..start() };
                    run(&mut tree, &mut ctx);
                    (tree.nodes().same_table(&prototype.nodes()), ctx.log)
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    for (i, (shared, log)) in results.iter().enumerate() {
        assert!(shared, "worker {i}'s tree has a table of its own");
        let laps = log.iter().filter(|l| l.starts_with("lap@")).count();
        // `repeat` with `num_cycles` 0 succeeds at once, as in BT.CPP.
        assert_eq!(laps, i, "worker {i}: {log:?}");
    }
}

type LocalTree = Tree<bt::dynamic::Dynamic<Ctx>, Ctx>;
type SyncTree = Tree<sync::Dynamic<Ctx>, Ctx>;

assert_impl_all!(sync::Spec<Ctx>: Send, Sync);
assert_impl_all!(SyncTree: Send, Sync);
assert_impl_all!(sync::BoxNode<Ctx>: Send, Sync);
assert_impl_all!(sync::Prototype<Ctx, fn() -> sync::Spec<Ctx>>: Send, Sync);
// The local flavour takes leaves that are not `Send`, so its trees are not.
assert_not_impl_any!(bt::dynamic::Spec<Ctx>: Send, Sync);
assert_not_impl_any!(LocalTree: Send, Sync);
