//! Observed ticks: every node wrapped in an `Id` reports its result and its
//! halts, children before parents, and a plain tick reports nothing.

use bt::control::{ReactiveSequence, Sequence};
use bt::decorator::Inverter;
use bt::observe::{Id, NodeId, Observer};
use bt::testing::Trace;
use bt::{Status, Tree};

use Status::{Failure, Running, Success};

#[derive(Debug, PartialEq, Eq)]
enum Seen {
    Tick(NodeId, Status),
    Halt(NodeId),
}

#[derive(Default)]
struct Recorder(Vec<Seen>);

impl Observer for Recorder {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        self.0.push(Seen::Tick(id, status));
    }
    fn on_halt(&mut self, id: NodeId) {
        self.0.push(Seen::Halt(id));
    }
}

#[test]
fn observer_sees_every_node_children_first_and_halts_of_running_nodes() {
    let trace = Trace::new();
    // 0: reactive_sequence< 1: inverter< 2: blocked >, 3: sequence< 4: step, 5: walk > >
    let mut tree = Tree::new(Id::<_, 0>(ReactiveSequence::new((
        Id::<_, 1>(Inverter::new(Id::<_, 2>(
            trace.leaf("blocked", [Failure, Failure, Success]),
        ))),
        Id::<_, 3>(Sequence::new((
            Id::<_, 4>(trace.leaf("step", [Success])),
            Id::<_, 5>(trace.leaf("walk", [Running])),
        ))),
    ))));
    let mut seen = Recorder::default();

    assert_eq!(tree.tick_with(&mut (), &mut seen), Running);
    assert_eq!(
        seen.0,
        [
            Seen::Tick(2, Failure),
            Seen::Tick(1, Success),
            Seen::Tick(4, Success),
            Seen::Tick(5, Running),
            Seen::Tick(3, Running),
            Seen::Tick(0, Running),
        ]
    );

    // A plain tick runs the same nodes and reports nothing.
    seen.0.clear();
    assert_eq!(tree.tick(&mut ()), Running);
    assert!(seen.0.is_empty());

    // The guard flips: the running sequence (and its running leaf) is halted,
    // deepest first, before the root reports its failure.
    assert_eq!(tree.tick_with(&mut (), &mut seen), Failure);
    assert_eq!(
        seen.0,
        [
            Seen::Tick(2, Success),
            Seen::Tick(1, Failure),
            Seen::Halt(5),
            Seen::Halt(3),
            Seen::Tick(0, Failure),
        ]
    );
}

#[test]
fn halting_an_observed_tree_reports_the_running_path() {
    let trace = Trace::new();
    let mut tree = Tree::new(Id::<_, 0>(Sequence::new((
        Id::<_, 1>(trace.leaf("a", [Success])),
        Id::<_, 2>(Sequence::new((Id::<_, 3>(trace.leaf("b", [Running])),))),
    ))));
    let mut seen = Recorder::default();
    assert_eq!(tree.tick(&mut ()), Running);
    tree.halt_with(&mut (), &mut seen);
    assert_eq!(seen.0, [Seen::Halt(3), Seen::Halt(2), Seen::Halt(0)]);
}

#[test]
fn a_parallel_halts_only_children_that_run() {
    use bt::control::Parallel;
    use bt::leaf::AlwaysSuccess;

    // `a` runs, then is skipped (idle again); `b` runs on; `c` succeeded at
    // once. Halting the parallel halts `b` alone: an idle child (skipped or
    // finished) gets no halt, so an observer sees none for it.
    let trace = Trace::new();
    let mut tree = Tree::new(Id::<_, 0>(Parallel::new((
        Id::<_, 1>(trace.leaf("a", [Running, Status::Skipped])),
        Id::<_, 2>(trace.leaf("b", [Running, Running])),
        Id::<_, 3>(AlwaysSuccess),
    ))));
    let mut seen = Recorder::default();
    assert_eq!(tree.tick(&mut ()), Running);
    assert_eq!(tree.tick(&mut ()), Running);
    tree.halt_with(&mut (), &mut seen);
    assert_eq!(seen.0, [Seen::Halt(2), Seen::Halt(0)]);
}

#[test]
fn bt_reports_every_node_under_its_table_id() {
    use bt::bt;
    use bt::observe::{Record, TraceRecorder};

    let trace = Trace::new();
    // 20 children: grouped into two lists of 10 by `bt!`.
    let leaves: Vec<_> = (0..20).map(|_| trace.leaf("s", [Success])).collect();
    let mut it = leaves.into_iter();
    let mut next = || it.next().expect("20 leaves");
    let mut tree = bt!(
        sequence<
            inverter<failure>,
            sequence<
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
                (next()),
            >,
        >
    );
    let mut recorder = TraceRecorder::new();
    assert_eq!(tree.tick_with(&mut (), &mut recorder), Success);
    let mut expected = vec![Record::Tick(2, Failure), Record::Tick(1, Success)];
    expected.extend((4..24).map(|id| Record::Tick(id, Success)));
    expected.extend([Record::Tick(3, Success), Record::Tick(0, Success)]);
    assert_eq!(recorder.records(), expected);
    assert_eq!(tree.nodes().len(), 24);
    assert_eq!(tree.nodes().get(23).expect("last leaf").parent, Some(3));
}

/// `tick_while_running_with` ticks until the tree finishes, telling the
/// observer every tick (BehaviorTree.CPP's `tickWhileRunning` with a
/// logger), and calls `between` after each running tick.
#[test]
fn tick_while_running_with_observes_every_tick() {
    use bt::observe::Statistics;
    let mut steps = 0_u32;
    let mut tree = bt::bt!(u32 => sequence<
        (|n: &mut u32| if *n < 3 { Running } else { Success }),
        success,
    >);
    let mut seen = Statistics::new(tree.nodes());
    let status = tree.tick_while_running_with(&mut steps, &mut seen, |n| *n += 1);
    assert_eq!((status, steps), (Success, 3));
    let root = seen.get(0);
    assert_eq!((root.ticks, root.successes), (4, 1));
}
