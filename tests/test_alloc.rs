//! Ticking a tree allocates nothing: a counting global allocator watches
//! trees that use every node kind (static, and built at run time over
//! `Box<dyn Node>`), and the benchmark workloads, over many ticks after
//! construction.

#[path = "../benches/workloads/mod.rs"]
mod workloads;

use std::time::Duration;

use bt::children::Group;
use bt::clock::Clock;
use bt::control::{
    AsyncFallback, AsyncSequence, Fallback, IfThenElse, Parallel, ParallelAll, ReactiveFallback,
    ReactiveSequence, Sequence, SequenceWithMemory, Switch, TryCatch, WhileDoElse,
};
use bt::decorator::{
    Delay, FailureIf, ForceFailure, ForceSuccess, Inverter, KeepRunningUntilFailure, Repeat,
    RepeatUntilFailure, Retry, RunOnce, SkipIf, SuccessIf, Timeout, While,
};
use bt::leaf::{AlwaysFailure, AlwaysRunning, AlwaysSuccess, Sleep};
use bt::{Action, Condition, Node, Status, Tree, bt, stateful};
use workloads::Instance;

/// Allocations (and reallocations) made by `f` on this thread.
///
/// The counting global allocator is allocation-counter's: the workspace
/// forbids `unsafe` code, which a `GlobalAlloc` implementation needs. It
/// counts per thread, so tests running in parallel do not see each other's
/// allocations.
fn allocations_in(f: impl FnOnce()) -> u64 {
    allocation_counter::measure(f).count_total
}

#[test]
fn the_counter_sees_allocations() {
    let n = allocations_in(|| {
        std::hint::black_box(vec![1_u8; 100]);
    });
    assert_eq!(n, 1);
}

// --- a tree with every node kind ---------------------------------------------

/// A world with a clock (for the timed nodes) and a random source that
/// decides what each leaf returns.
#[derive(Debug)]
struct World {
    rng: u64,
    now_ms: u64,
    halts: u64,
    roots: [u64; 4],
}

impl World {
    fn new() -> Self {
        Self {
            rng: 0x0123_4567_89AB_CDEF,
            now_ms: 0,
            halts: 0,
            roots: [0; 4],
        }
    }

    fn next(&mut self) -> u64 {
        self.rng = workloads::xorshift64(self.rng);
        self.rng
    }
}

impl Clock for World {
    fn now(&self) -> Duration {
        Duration::from_millis(self.now_ms)
    }
}

fn coin(w: &mut World) -> bool {
    w.next() & 1 == 0
}

fn roll(w: &mut World) -> Status {
    match w.next() % 3 {
        0 => Status::Success,
        1 => Status::Failure,
        _ => Status::Running,
    }
}

fn mode(w: &mut World) -> u8 {
    (w.next() % 3) as u8
}

type Dyn = Box<dyn Node<World>>;

macro_rules! tuple { ($($e:expr),* $(,)?) => { ($($e,)*) }; }
macro_rules! same {
    ($e:expr) => {
        $e
    };
}
macro_rules! group { ($(($($e:expr),* $(,)?)),* $(,)?) => { Group(($(($($e,)*),)*)) }; }
macro_rules! array { ($($e:expr),* $(,)?) => { [$($e),*] }; }
macro_rules! homogeneous_vec { ($($e:expr),* $(,)?) => { vec![$($e),*] }; }
macro_rules! boxes { ($($e:expr),* $(,)?) => { vec![$(Box::new($e) as Dyn),*] }; }
macro_rules! boxed {
    ($e:expr) => {
        Box::new($e) as Dyn
    };
}
macro_rules! flat_boxes { ($(($($e:expr),* $(,)?)),* $(,)?) => { vec![$($(Box::new($e) as Dyn,)*)*] }; }

/// Every node kind of the catalogue under one root. `$list` makes a child
/// list, `$one` a single child, `$group` a list of more than 16 children,
/// `$array` / `$vec` homogeneous lists: tuples, plain values, `Group`s,
/// arrays and `Vec`s for the static tree, boxes in `Vec`s for the dynamic
/// one.
macro_rules! every_node {
    ($list:ident, $one:ident, $group:ident, $array:ident, $vec:ident) => {
        Tree::new(ReactiveFallback::new($list![
            // A reactive root re-checks a condition every tick and halts the
            // running branch when it holds; otherwise a fallback runs a
            // parallel node and then a sequence of decorators.
            Condition(|w: &mut World| w.next() % 64 == 0),
            Fallback::new($list![
                Parallel::with_thresholds(
                    $list![
                        ForceSuccess::new($one!(Sequence::new($list![
                            Condition(coin),
                            Action(roll)
                        ]))),
                        ForceFailure::new($one!(SequenceWithMemory::new($list![
                            Action(roll),
                            Action(roll)
                        ]))),
                        Inverter::new($one!(AsyncSequence::new($list![
                            Action(roll),
                            Condition(coin)
                        ]))),
                        ForceSuccess::new($one!(Fallback::new($list![
                            Action(roll),
                            AlwaysFailure
                        ]))),
                        ForceSuccess::new($one!(AsyncFallback::new($list![
                            Action(roll),
                            Action(roll)
                        ]))),
                        ForceSuccess::new($one!(ReactiveSequence::new($list![
                            Condition(coin),
                            Action(roll)
                        ]))),
                        ForceSuccess::new($one!(ParallelAll::with_max_failures(
                            $list![Action(roll), Action(roll), AlwaysSuccess],
                            2
                        ))),
                        ForceSuccess::new($one!(IfThenElse::with_else(
                            $one!(Condition(coin)),
                            $one!(Action(roll)),
                            $one!(Action(roll))
                        ))),
                        ForceSuccess::new($one!(WhileDoElse::with_else(
                            $one!(Condition(coin)),
                            $one!(Action(roll)),
                            $one!(Action(roll))
                        ))),
                        ForceSuccess::new($one!(Switch::new(
                            mode,
                            [0_u8, 1],
                            $list![Action(roll), Action(roll), Sleep::new(3)]
                        ))),
                        ForceSuccess::new($one!(TryCatch::with_catch_on_halt(
                            $list![Action(roll), Action(roll)],
                            $one!(Action(roll)),
                            true
                        ))),
                        ForceSuccess::new($one!(Sequence::new($group![
                            (
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess
                            ),
                            (
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                AlwaysSuccess,
                                Action(roll)
                            ),
                        ]))),
                        ForceSuccess::new($one!(Fallback::new($array![
                            Action(roll),
                            Action(roll),
                            Action(roll)
                        ]))),
                        ForceSuccess::new($one!(Sequence::new($vec![
                            Condition(coin),
                            Condition(coin)
                        ]))),
                        // A subtree.
                        ForceSuccess::new($one!(Tree::new(Sequence::new($list![
                            Condition(coin),
                            Action(roll)
                        ])))),
                        ForceSuccess::new($one!(ReactiveSequence::new($list![
                            Condition(coin),
                            stateful(
                                |w: &mut World| roll(w),
                                |w: &mut World| roll(w),
                                |w: &mut World| w.halts += 1,
                            ),
                        ]))),
                    ],
                    -1,
                    2
                ),
                Sequence::new($list![
                    ForceSuccess::new($one!(KeepRunningUntilFailure::new($one!(Action(roll))))),
                    ForceSuccess::new($one!(RepeatUntilFailure::new($one!(Condition(coin))))),
                    ForceSuccess::new($one!(Repeat::new(3, $one!(Action(roll))))),
                    ForceSuccess::new($one!(Retry::new(3, $one!(Action(roll))))),
                    ForceSuccess::new($one!(RunOnce::new($one!(Action(roll))))),
                    ForceSuccess::new($one!(RunOnce::with_then_skip(false, $one!(Action(roll))))),
                    ForceSuccess::new($one!(Timeout::new(5, $one!(AlwaysRunning)))),
                    ForceSuccess::new($one!(Delay::new(2, $one!(Action(roll))))),
                    ForceSuccess::new($one!(SkipIf::new(
                        $one!(Condition(coin)),
                        $one!(Action(roll))
                    ))),
                    ForceSuccess::new($one!(SuccessIf::new(
                        $one!(Condition(coin)),
                        $one!(Action(roll))
                    ))),
                    ForceSuccess::new($one!(FailureIf::new(
                        $one!(Condition(coin)),
                        $one!(Action(roll))
                    ))),
                    ForceSuccess::new($one!(While::new(
                        $one!(Condition(coin)),
                        $one!(Action(roll))
                    ))),
                    ForceSuccess::new($one!(Sleep::new(4))),
                    Action(roll),
                ]),
            ])
        ]))
    };
}

/// The same tree written with `bt!`.
fn macro_tree() -> impl Node<World> {
    bt!(World => reactive_fallback<
        (|w| w.next() % 64 == 0),
        fallback<
            parallel(success_count = -1, failure_count = 2)<
                force_success<sequence<coin, roll>>,
                force_failure<sequence_with_memory<roll, roll>>,
                inverter<async_sequence<roll, coin>>,
                force_success<fallback<roll, failure>>,
                force_success<async_fallback<roll, roll>>,
                force_success<reactive_sequence<coin, roll>>,
                force_success<parallel_all(max_failures = 2)<roll, roll, success>>,
                force_success<if_then_else<coin, roll, roll>>,
                force_success<while_do_else<coin, roll, roll>>,
                force_success<switch(mode, 0, 1)<roll, roll, sleep(3)>>,
                force_success<try_catch(catch_on_halt = true)<roll, roll, roll>>,
                force_success<sequence<
                    success, success, success, success, success, success, success, success, success,
                    success, success, success, success, success, success, success, success, roll,
                >>,
                force_success<fallback<roll, roll, roll>>,
                force_success<sequence<coin, coin>>,
                force_success<{ bt!(sequence<coin, roll>) }>,
                force_success<reactive_sequence<
                    coin,
                    (stateful(
                        |w: &mut World| roll(w),
                        |w: &mut World| roll(w),
                        |w: &mut World| w.halts += 1,
                    )),
                >>,
            >,
            sequence<
                force_success<keep_running_until_failure<roll>>,
                force_success<repeat_until_failure<coin>>,
                force_success<repeat(3)<roll>>,
                force_success<retry(3)<roll>>,
                force_success<run_once<roll>>,
                force_success<run_once(then_skip = false)<roll>>,
                force_success<timeout(5)<running>>,
                force_success<delay(2)<roll>>,
                force_success<skip_if(coin)<roll>>,
                force_success<success_if(coin)<roll>>,
                force_success<failure_if(coin)<roll>>,
                force_success<while_(coin)<roll>>,
                force_success<sleep(4)>,
                roll,
            >,
        >,
    >)
}

/// Ticks `tree` 100,000 times (one millisecond per tick) and returns the
/// allocations made by the ticks; the world records what the root returned
/// and how many halts reached the stateful leaf.
fn allocations_per_run(tree: &mut impl Node<World>, w: &mut World) -> u64 {
    allocations_in(|| {
        for _ in 0..100_000 {
            w.now_ms += 1;
            let status = tree.tick(w);
            w.roots[status as usize] += 1;
        }
    })
}

fn assert_exercised(w: &World) {
    let [success, failure, running, _] = w.roots;
    assert!(
        success > 0 && failure > 0 && running > 0,
        "root statuses: {:?}",
        w.roots
    );
    assert!(w.halts > 0, "no halt reached the stateful leaf");
}

#[test]
fn a_static_tree_with_every_node_kind_never_allocates() {
    let mut tree = every_node!(tuple, same, group, array, homogeneous_vec);
    let mut w = World::new();
    assert_eq!(allocations_per_run(&mut tree, &mut w), 0);
    assert_exercised(&w);
    let n = allocations_in(|| tree.halt(&mut w));
    assert_eq!(n, 0, "halt allocated");
}

#[test]
fn a_bt_macro_tree_with_every_node_kind_never_allocates() {
    let mut tree = macro_tree();
    let mut w = World::new();
    assert_eq!(allocations_per_run(&mut tree, &mut w), 0);
    assert_exercised(&w);
}

#[test]
fn a_runtime_built_tree_with_every_node_kind_never_allocates() {
    let mut tree = boxed!(every_node!(boxes, boxed, flat_boxes, boxes, boxes));
    let mut w = World::new();
    assert_eq!(allocations_per_run(&mut tree, &mut w), 0);
    assert_exercised(&w);
}

#[test]
fn the_three_trees_compute_the_same() {
    let mut a = every_node!(tuple, same, group, array, homogeneous_vec);
    let mut b = boxed!(every_node!(boxes, boxed, flat_boxes, boxes, boxes));
    let mut c = macro_tree();
    let (mut wa, mut wb, mut wc) = (World::new(), World::new(), World::new());
    for _ in 0..10_000 {
        wa.now_ms += 1;
        wb.now_ms += 1;
        wc.now_ms += 1;
        let status = a.tick(&mut wa);
        assert_eq!(b.tick(&mut wb), status);
        assert_eq!(c.tick(&mut wc), status);
    }
    assert_eq!((wb.rng, wb.halts), (wa.rng, wa.halts));
    assert_eq!((wc.rng, wc.halts), (wa.rng, wa.halts));
}

// --- the benchmark workloads -------------------------------------------------

#[test]
fn the_workload_trees_never_allocate() {
    for workload in [
        "w1", "w2-10", "w2-100", "w2-1000", "w3-10", "w3-50", "w3-300", "w5", "w7-20", "w7-100",
        "w7-1000",
    ] {
        let w7_variants = if workload.starts_with("w7") {
            &workloads::W7_VARIANTS[..]
        } else {
            &[]
        };
        for &implementation in ["bt", "dyn", "hand"].iter().chain(w7_variants) {
            let mut inst: Box<dyn Instance> =
                workloads::instance(workload, implementation).expect("known");
            let mut out = Vec::with_capacity(20_000);
            let n = allocations_in(|| inst.run(20_000, &mut out));
            assert_eq!(
                n, 0,
                "{workload} {implementation}: {n} allocations in 20,000 ticks"
            );
        }
    }
}

#[test]
fn the_crowd_never_allocates() {
    for implementation in ["bt", "dyn", "hand"] {
        let mut crowd = workloads::sniper::crowd_instance(implementation, 1000).expect("known");
        let mut statuses = vec![0; 1000];
        let n = allocations_in(|| {
            for _ in 0..100 {
                crowd.frame(&mut statuses);
            }
        });
        assert_eq!(n, 0, "W4 {implementation}: {n} allocations");
    }
}

#[test]
fn bonsai_allocates_when_it_starts_over() {
    // Not a property of bt: recorded so that the benchmark report can say
    // what the peer does per tick (`reset_bt` rebuilds its state).
    let mut inst = workloads::instance("w2-10", "bonsai").expect("known");
    let mut out = Vec::with_capacity(100);
    let n = allocations_in(|| inst.run(100, &mut out));
    assert!(n >= 100, "{n} allocations in 100 ticks");
}

/// A tree loaded from XML whose scripts compute with numbers (a
/// `<Script>`, a `<ScriptCondition>`, a `<Precondition>`, `<SetBlackboard>`
/// of another entry, pre- and post-condition code) allocates nothing per
/// tick: only texts allocate (joining them makes a new one, as in BT.CPP).
#[cfg(feature = "xml")]
#[test]
fn a_loaded_tree_with_number_scripts_never_allocates() {
    #[derive(Default)]
    struct Counts {
        n: i64,
        k: u8,
        x: f64,
        ok: bool,
        runs: u32,
    }
    let mut f = bt::xml::Factory::<Counts>::new();
    f.entry_mut("n", |c: &Counts| c.n, |c, v| c.n = v)
        .entry_mut("k", |c: &Counts| c.k, |c, v| c.k = v)
        .entry_mut("x", |c: &Counts| c.x, |c, v| c.x = v)
        .entry_mut("ok", |c: &Counts| c.ok, |c, v| c.ok = v)
        .action("Run", |c| {
            c.runs += 1;
            if c.runs % 3 == 0 {
                Status::Success
            } else {
                Status::Running
            }
        });
    let mut tree = f
        .load_str(
            r#"<root BTCPP_format="4">
  <BehaviorTree ID="Main">
    <Sequence>
      <Script code="n += 1; x := n * 0.5 - (n &gt; 10 ? 3 : 1); k = (n &amp; 1) == 0 ? 1 : 0"/>
      <ScriptCondition code="0 &lt;= x &amp;&amp; !(n &lt; 0) || ok"/>
      <SetBlackboard output_key="ok" value="{ok}"/>
      <Precondition if="k == 1" else="SUCCESS">
        <Run _skipIf="n * 2 &gt; 1000000" _onSuccess="ok = !ok; x += 1" _post="x /= 2"/>
      </Precondition>
    </Sequence>
  </BehaviorTree>
</root>"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let mut c = Counts::default();
    let allocations = allocations_in(|| {
        for _ in 0..100_000 {
            tree.tick(&mut c);
        }
    });
    assert_eq!(allocations, 0);
    assert!(c.n > 1000 && c.runs > 1000, "n {}, runs {}", c.n, c.runs);
}

/// A threaded action (`bt::leaf::threaded`) allocates when it starts its
/// work (the thread and its halt flag), not on the ticks that find the
/// work still running.
#[test]
fn a_threaded_action_allocates_at_its_start_not_per_tick() {
    use std::sync::mpsc::channel;
    let (go, gate) = channel::<()>();
    let gate = std::sync::Arc::new(std::sync::Mutex::new(gate));
    let mut leaf = bt::leaf::threaded(
        move |_: &mut u32| {
            let gate = std::sync::Arc::clone(&gate);
            move |_: &bt::leaf::Halt| gate.lock().is_ok_and(|g| g.recv().is_ok())
        },
        |n: &mut u32, ok: bool| {
            *n += 1;
            if ok { Status::Success } else { Status::Failure }
        },
    );
    let mut n = 0;
    assert!(allocations_in(|| assert_eq!(leaf.tick(&mut n), Status::Running)) >= 1);
    let ticks = allocations_in(|| {
        for _ in 0..10_000 {
            assert_eq!(leaf.tick(&mut n), Status::Running);
        }
    });
    assert_eq!(ticks, 0);
    go.send(()).unwrap();
    let deadline = std::time::Instant::now() + Duration::from_secs(10);
    let mut status = Status::Running;
    while status == Status::Running {
        assert!(std::time::Instant::now() < deadline);
        std::thread::sleep(Duration::from_millis(1));
        status = leaf.tick(&mut n);
    }
    assert_eq!((status, n), (Status::Success, 1));
}
