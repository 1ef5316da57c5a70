//! Runtime-built trees (`bt::dynamic::Spec`): counting nodes, and the node
//! limit reported as an error by `try_build` instead of a panic.

use bt::Status;
use bt::dynamic::{MAX_NODES, Spec, TooManyNodes};

struct Agent {
    ticks: u32,
}

fn count(a: &mut Agent) -> Status {
    a.ticks += 1;
    Status::Success
}

#[test]
fn node_count_counts_every_node_of_a_nested_description() {
    let spec = Spec::<Agent>::fallback([
        Spec::sequence([Spec::success(), Spec::inverter(Spec::failure())]),
        Spec::action("count", count),
    ]);
    // fallback, sequence, success, inverter, failure, count
    assert_eq!(spec.node_count(), 6);
    let tree = spec.try_build().expect("six nodes are allowed");
    assert_eq!(tree.nodes().len(), 6);
}

#[test]
fn try_build_accepts_exactly_the_largest_tree() {
    // The sequence and MAX_NODES - 1 leaves.
    let spec = Spec::<Agent>::sequence((0..MAX_NODES - 1).map(|_| Spec::action("count", count)));
    assert_eq!(spec.node_count(), MAX_NODES);
    let mut tree = spec.try_build().expect("MAX_NODES nodes are allowed");
    assert_eq!(tree.nodes().len(), MAX_NODES);
    let mut agent = Agent { ticks: 0 };
    assert_eq!(tree.tick(&mut agent), Status::Success);
    assert_eq!(agent.ticks as usize, MAX_NODES - 1);
}

#[test]
fn try_build_reports_one_node_too_many() {
    let spec = Spec::<Agent>::sequence((0..MAX_NODES).map(|_| Spec::success()));
    let error: TooManyNodes = spec.try_build().expect_err("one node over the limit");
    assert_eq!(error.nodes(), MAX_NODES + 1);
    assert_eq!(
        error.to_string(),
        "a tree has at most 65535 nodes (ids are u16); this one has 65536"
    );
    let _: &dyn std::error::Error = &error;
}

#[test]
#[should_panic(expected = "a tree has at most 65535 nodes")]
fn build_panics_where_try_build_reports() {
    let _ = Spec::<Agent>::sequence((0..MAX_NODES).map(|_| Spec::success())).build();
}

/// A control of the user's: ticks its children in turn until one runs,
/// and records its own halts.
struct FirstRunning {
    trace: bt::testing::Trace,
}

impl<C> bt::custom::ControlNode<C> for FirstRunning {
    fn tick(&mut self, ctx: &mut C, children: &mut impl bt::custom::ChildNodes<C>) -> Status {
        for i in 0..children.len() {
            if children.tick(i, ctx) == Status::Running {
                return Status::Running;
            }
        }
        Status::Success
    }
    fn halt(&mut self, ctx: &mut C, children: &mut impl bt::custom::ChildNodes<C>) {
        self.trace.push(bt::testing::Event::Halt("FirstRunning"));
        children.halt_all(ctx);
    }
}

/// A decorator of the user's that keeps the default halt.
struct Twice;

impl<C> bt::custom::DecoratorNode<C> for Twice {
    fn tick(&mut self, ctx: &mut C, child: &mut impl bt::custom::ChildNode<C>) -> Status {
        match child.tick(ctx) {
            Status::Success => child.tick(ctx),
            other => other,
        }
    }
}

/// `Spec::control` and `Spec::decorator`: the user's nodes tick and halt
/// their children through the handles they are given, observed or not,
/// and the observers hear every child (ticks and halts) in both paths.
#[test]
fn user_controls_and_decorators_pass_observers_to_their_children() {
    use bt::Status::{Running, Success};
    use bt::observe::TraceRecorder;
    use bt::testing::{Event, Trace};

    let trace = Trace::new();
    let tree = || {
        Spec::control(
            "FirstRunning",
            FirstRunning {
                trace: trace.clone(),
            },
            [
                Spec::decorator("Twice", Twice, Spec::leaf("a", trace.leaf("a", [Success]))),
                Spec::leaf("b", trace.leaf("b", [Running])),
            ],
        )
        .build()
    };
    let mut plain = tree();
    let mut observed = tree();
    let mut recorder = TraceRecorder::new();
    assert_eq!(plain.tick(&mut ()), Running);
    plain.halt(&mut ());
    let unobserved = trace.take();
    assert_eq!(observed.tick_with(&mut (), &mut recorder), Running);
    observed.halt_with(&mut (), &mut recorder);
    assert_eq!(trace.take(), unobserved);
    assert_eq!(
        unobserved,
        [
            Event::Tick("a", Success),
            Event::Tick("a", Success),
            Event::Tick("b", Running),
            Event::Halt("FirstRunning"),
            Event::Halt("b"),
        ]
    );
    assert_eq!(
        recorder.lines(&observed.nodes()),
        [
            "a SUCCESS",
            "a SUCCESS",
            "Twice SUCCESS",
            "b RUNNING",
            "FirstRunning RUNNING",
            "a halted",
            "Twice halted",
            "b halted",
            "FirstRunning halted",
        ]
    );
    assert_eq!(
        observed.to_text(None),
        "{-} FirstRunning\n    -^- Twice\n        --> a\n    --> b\n"
    );
    // A control with no children is the user's to handle.
    let mut empty = Spec::<()>::control("FirstRunning", FirstRunning { trace }, []).build();
    assert_eq!(empty.tick(&mut ()), Success);
}
