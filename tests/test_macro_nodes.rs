//! Every keyword of `bt!` builds the node it names, with its arguments and
//! their defaults (the scenario tables check the semantics in depth; see
//! `test_macro_scenarios.rs`).

use core::time::Duration;

use bt::clock::ManualClock;
use bt::testing::{Event, Trace};
use bt::{ChildList, Clock, Node, Status, bt};

use Status::{Failure as F, Running as R, Skipped as K, Success as S};

/// A context with a clock, a mode to switch on and a counter.
#[derive(Default)]
struct World {
    clock: ManualClock,
    mode: u8,
    count: u32,
}

impl Clock for World {
    fn now(&self) -> Duration {
        self.clock.now()
    }
}

fn count(w: &mut World) -> Status {
    w.count += 1;
    S
}

fn is_mode_one(w: &mut World) -> bool {
    w.mode == 1
}

fn mode(w: &mut World) -> u8 {
    w.mode
}

fn ticks(tree: &mut impl Node<World>, world: &mut World, n: usize) -> Vec<Status> {
    (0..n).map(|_| tree.tick(world)).collect()
}

#[test]
fn composites_and_aliases() {
    let trace = Trace::new();
    let (a, b) = (trace.leaf("A", [F]), trace.leaf("B", [S]));
    let mut tree = bt!(selector<(a), (b)>);
    assert_eq!(tree.tick(&mut World::default()), S);
    assert_eq!(
        trace.take(),
        [Event::Tick("A", F), Event::Tick("B", S)],
        "`selector` is `fallback`"
    );

    let (a, b) = (trace.leaf("A", [S]), trace.leaf("B", [R, S]));
    let mut tree = bt!(sequence_star<(a), (b),>);
    let mut world = World::default();
    assert_eq!(ticks(&mut tree, &mut world, 3), [R, R, S]);
    assert_eq!(
        trace.take(),
        [
            // SequenceWithMemory yields after a child that succeeded at once
            Event::Tick("A", S),
            Event::Tick("B", R),
            Event::Tick("B", S),
        ],
        "`sequence_star` is `sequence_with_memory`"
    );

    let mut tree = bt!(reactive_sequence<count, reactive_fallback<failure, count>, async_sequence<count, count>, async_fallback<count>>);
    let mut world = World::default();
    assert_eq!(tree.tick(&mut world), R, "async_sequence yields");
    assert_eq!(world.count, 3);
}

#[test]
fn parallel_thresholds_and_defaults() {
    // Defaults: success_count = -1 (all), failure_count = 1.
    let mut tree = bt!(parallel<success, running>);
    assert_eq!(tree.tick(&mut World::default()), R);
    let mut tree = bt!(parallel(1)<success, running>);
    assert_eq!(tree.tick(&mut World::default()), S);
    let mut tree = bt!(parallel(success_count = 2, failure_count = 2)<failure, success, running>);
    assert_eq!(tree.tick(&mut World::default()), R);
    let mut tree = bt!(parallel(failure_count = 2)<failure, failure, running>);
    assert_eq!(tree.tick(&mut World::default()), F);
    // max_failures defaults to 1.
    let mut tree = bt!(parallel_all<failure, success>);
    assert_eq!(tree.tick(&mut World::default()), F);
    let mut tree = bt!(parallel_all(max_failures = 2)<failure, success>);
    assert_eq!(tree.tick(&mut World::default()), S);
}

const TWO: i32 = 2;

#[test]
fn threshold_from_a_constant() {
    let mut tree = bt!(parallel(success_count = TWO)<success, success, running>);
    assert_eq!(tree.tick(&mut World::default()), S);
}

#[test]
fn branches() {
    let mut tree = bt!(if_then_else<is_mode_one, count>);
    let mut world = World::default();
    assert_eq!(tree.tick(&mut world), F, "no else: failure");
    let mut tree = bt!(if_then_else<is_mode_one, failure, count>);
    assert_eq!(tree.tick(&mut world), S);
    assert_eq!(world.count, 1);
    let mut tree = bt!(while_do_else<is_mode_one, running, running>);
    assert_eq!(tree.tick(&mut world), R);
    let mut tree = bt!(while_do_else<is_mode_one, running>);
    assert_eq!(tree.tick(&mut world), F);
}

#[test]
fn switch_by_position_and_by_name() {
    let trace = Trace::new();
    let mut world = World::default();
    let leaves = || {
        (
            trace.leaf("one", [S]),
            trace.leaf("two", [S]),
            trace.leaf("other", [S]),
        )
    };

    let (one, two, other) = leaves();
    let mut tree = bt!(World => switch(|w| w.mode, 1, 2)<(one), (two), (other)>);
    for mode in [2, 1, 7] {
        world.mode = mode;
        tree.tick(&mut world);
    }
    let (one, two, other) = leaves();
    let mut named =
        bt!(World => switch(variable = |w| w.mode, case_2 = 2, case_1 = 1)<(one), (two), (other)>);
    for mode in [2, 1, 7] {
        world.mode = mode;
        named.tick(&mut world);
    }
    let expected = [
        Event::Tick("two", S),
        Event::Tick("one", S),
        Event::Tick("other", S),
    ];
    assert_eq!(trace.take(), [expected, expected].concat());

    // A fn path works as the variable too.
    let mut tree = bt!(switch(mode, 3)<failure, success>);
    assert_eq!(tree.tick(&mut world), S);
}

#[test]
fn try_catch() {
    let trace = Trace::new();
    let (a, b, catch) = (
        trace.leaf("A", [S]),
        trace.leaf("B", [F]),
        trace.leaf("catch", [S]),
    );
    let mut tree = bt!(try_catch<(a), (b), (catch)>);
    assert_eq!(tree.tick(&mut World::default()), F);
    assert_eq!(
        trace.take(),
        [
            Event::Tick("A", S),
            Event::Tick("B", F),
            Event::Tick("catch", S)
        ]
    );

    let (a, catch) = (trace.leaf("A", [R]), trace.leaf("catch", [S]));
    let mut tree = bt!(try_catch(catch_on_halt = true)<(a), (catch)>);
    let mut world = World::default();
    assert_eq!(tree.tick(&mut world), R);
    tree.halt(&mut world);
    assert_eq!(
        trace.take(),
        [
            Event::Tick("A", R),
            Event::Halt("A"),
            Event::Tick("catch", S)
        ]
    );
}

#[test]
fn decorators() {
    let mut world = World::default();
    let mut tree = bt!(
        sequence<
            inverter<failure>,
            invert<failure>,
            force_success<failure>,
            inverter<force_failure<success>>,
        >
    );
    assert_eq!(tree.tick(&mut world), S);

    // repeat(3): Running between cycles (the wake-up yield), then Success.
    let mut tree = bt!(repeat(3)<count>);
    assert_eq!(ticks(&mut tree, &mut world, 3), [R, R, S]);
    assert_eq!(world.count, 3);
    let mut tree = bt!(repeat(num_cycles = 2)<count>);
    assert_eq!(ticks(&mut tree, &mut world, 2), [R, S]);

    let mut tree = bt!(retry(2)<failure>);
    assert_eq!(ticks(&mut tree, &mut world, 2), [R, F]);
    // A count that is not a literal is passed when the node is built.
    let (two, cycles) = (2, 3);
    let mut tree = bt!(retry(two)<failure>);
    assert_eq!(ticks(&mut tree, &mut world, 2), [R, F]);
    world.count = 0;
    let mut tree = bt!(repeat(cycles)<count>);
    assert_eq!(ticks(&mut tree, &mut world, 3), [R, R, S]);
    assert_eq!(world.count, 3);
    let mut tree = bt!(retry_until_successful(num_attempts = 1)<failure>);
    assert_eq!(tree.tick(&mut world), F);

    let mut tree = bt!(keep_running_until_failure<success>);
    assert_eq!(tree.tick(&mut world), R);
    let mut tree = bt!(repeat_until_failure<failure>);
    assert_eq!(tree.tick(&mut world), S);

    // run_once: then_skip defaults to true.
    let mut tree = bt!(run_once<count>);
    assert_eq!(ticks(&mut tree, &mut world, 2), [S, K]);
    let mut tree = bt!(run_once(then_skip = false)<count>);
    assert_eq!(ticks(&mut tree, &mut world, 2), [S, S]);
}

/// `subtree<child>` is its child, seen: the child's statuses pass through
/// unchanged, a halt reaches the running child, and the resume plan goes
/// through it to the running leaf.
#[test]
fn subtree_passes_its_childs_statuses_through() {
    let trace = Trace::new();
    let mut world = World::default();
    let mut tree = bt!(World => subtree<(trace.leaf("walk", [R, S, F, K]))>);
    assert_eq!(ticks(&mut tree, &mut world, 4), [R, S, F, K]);
    assert_eq!(
        trace.take(),
        [
            Event::Tick("walk", R),
            Event::Tick("walk", S),
            Event::Tick("walk", F),
            Event::Tick("walk", K),
        ]
    );

    // Halted while its child runs, it halts the child.
    let mut tree = bt!(World => sequence<count, "nav": subtree<(trace.leaf("walk", [R, R]))>>);
    assert_eq!(tree.tick(&mut world), R);
    tree.halt(&mut world);
    assert_eq!(trace.take(), [Event::Tick("walk", R), Event::Halt("walk")]);

    // The running leaf is resumed through it (with and without an
    // observer), and its result goes on to the rest of the sequence.
    world.count = 0;
    let mut tree = bt!(World => sequence<
        count,
        subtree<sequence<(trace.leaf("walk", [R, R, S])), count>>,
        count,
    >);
    let mut stats = bt::observe::Statistics::new(tree.nodes());
    assert_eq!(tree.tick(&mut world), R);
    assert_eq!(tree.tick_with(&mut world, &mut stats), R);
    assert_eq!(tree.tick(&mut world), S);
    assert_eq!(world.count, 3);
    assert_eq!(
        trace.take(),
        [
            Event::Tick("walk", R),
            Event::Tick("walk", R),
            Event::Tick("walk", S),
        ]
    );
    assert_eq!(stats.get(2).ticks, 1, "the observer saw the subtree");
}

/// A `subtree`'s row: kind `SUBTREE`, its label (else `subtree`), the ID of
/// its tree from `as Id` when that is not the label, and the ports its
/// label gives (`_autoremap` included); the BT.CPP export writes it as a
/// `<SubTree>` and its child as a `<BehaviorTree>` of that ID.
#[test]
fn subtree_rows_and_export() {
    use bt::dynamic::Spec;
    use bt::table::{Category, Kind};

    let tree = bt!(World => sequence<
        "nav" as Navigate(goal = "{target}", _autoremap = "true"): subtree<sequence<is_mode_one, count>>,
        "Walk" as Walk: subtree<count>,
        subtree<count>,
    >);
    let nodes = tree.nodes();
    let subtrees: Vec<_> = nodes
        .iter()
        .filter(|n| n.kind == Kind::SUBTREE)
        .map(|n| {
            let ports: Vec<(String, String)> = n
                .ports
                .iter()
                .map(|(k, v)| (k.to_owned(), v.to_owned()))
                .collect();
            (n.id, n.label, n.btcpp_id, ports, n.children.to_vec())
        })
        .collect();
    let port = |k: &str, v: &str| (k.to_owned(), v.to_owned());
    assert_eq!(
        subtrees,
        [
            (
                1,
                "nav",
                Some("Navigate"),
                vec![port("goal", "{target}"), port("_autoremap", "true")],
                vec![2],
            ),
            (5, "Walk", None, vec![], vec![6]),
            (7, "subtree", None, vec![], vec![8]),
        ]
    );
    assert_eq!(Kind::SUBTREE.category, Category::Decorator);
    assert_eq!(Kind::SUBTREE.btcpp, "SubTree");

    let xml = tree.to_btcpp_xml();
    for element in [
        r#"<SubTree ID="Navigate" name="nav" goal="{target}" _autoremap="true"/>"#,
        r#"<SubTree ID="Walk"/>"#,
        r#"<SubTree ID="subtree"/>"#,
        r#"<BehaviorTree ID="Navigate">"#,
        r#"<BehaviorTree ID="Walk">"#,
        r#"<BehaviorTree ID="subtree">"#,
    ] {
        assert!(xml.contains(element), "{element} is not in {xml}");
    }
    // The subtree's child is in its own tree, not in the main one.
    let main = &xml[xml.find(r#"<BehaviorTree ID="MainTree">"#).unwrap()..];
    let main = &main[..main.find("</BehaviorTree>").unwrap()];
    assert!(!main.contains("is_mode_one"), "{xml}");
    let nav = &xml[xml.find(r#"<BehaviorTree ID="Navigate">"#).unwrap()..];
    let nav = &nav[..nav.find("</BehaviorTree>").unwrap()];
    assert!(
        nav.contains("<is_mode_one/>") && nav.contains("<count/>"),
        "{xml}"
    );

    // The same tree built at run time has the same table and export.
    let built = Spec::sequence([
        Spec::subtree(Spec::sequence([
            Spec::condition("is_mode_one", is_mode_one),
            Spec::action("count", count),
        ]))
        .label("nav")
        .btcpp_id("Navigate")
        .port("goal", "{target}")
        .port("_autoremap", "true"),
        // (A label that is the ID is both: `Spec` keeps an ID given equal
        // to the label in the row, where `bt!` drops it, as for a leaf.)
        Spec::subtree(Spec::action("count", count)).label("Walk"),
        Spec::subtree(Spec::action("count", count)),
    ])
    .build();
    let rows = |nodes: &bt::table::Nodes| -> Vec<String> {
        nodes.iter().map(|n| format!("{n:?}")).collect()
    };
    assert_eq!(rows(&built.nodes()), rows(&tree.nodes()));
    assert_eq!(built.to_btcpp_xml(), xml);
}

#[test]
fn timed_nodes() {
    let mut world = World::default();
    let mut tree = bt!(timeout(100)<running>);
    assert_eq!(tree.tick(&mut world), R);
    world.clock.advance_ms(100);
    assert_eq!(tree.tick(&mut world), F);

    let mut tree = bt!(delay(delay_msec = 50)<success>);
    assert_eq!(tree.tick(&mut world), R);
    world.clock.advance_ms(50);
    assert_eq!(tree.tick(&mut world), S);

    let mut tree = bt!(sleep(msec = 20));
    assert_eq!(tree.tick(&mut world), R);
    world.clock.advance_ms(20);
    assert_eq!(tree.tick(&mut world), S);
}

#[test]
fn preconditions() {
    let mut world = World::default();
    let mut tree = bt!(skip_if(is_mode_one)<count>);
    world.mode = 1;
    assert_eq!(tree.tick(&mut world), K);
    world.mode = 0;
    assert_eq!(tree.tick(&mut world), S);

    let mut tree = bt!(World => success_if(|w| w.count > 100)<failure>);
    assert_eq!(tree.tick(&mut world), F);
    world.count = 101;
    assert_eq!(tree.tick(&mut world), S);

    let mut tree = bt!(World => failure_if(condition = |w| w.count > 100)<success>);
    assert_eq!(tree.tick(&mut world), F);

    let mut tree = bt!(World => while_(|w| w.mode == 0)<running>);
    assert_eq!(tree.tick(&mut world), R);
    world.mode = 1;
    assert_eq!(tree.tick(&mut world), K);
}

#[test]
fn leaves_of_every_form() {
    mod agent {
        pub(super) fn act(w: &mut super::World) -> bt::Status {
            w.count += 10;
            bt::Status::Success
        }
        pub(super) fn add(n: u32) -> impl FnMut(&mut super::World) -> bt::Status {
            move |w| {
                w.count += n;
                bt::Status::Success
            }
        }
    }
    fn generic<C>(_: &mut C) -> bool {
        true
    }
    struct Add(u32);
    impl Node<World> for Add {
        fn tick(&mut self, w: &mut World) -> Status {
            w.count += self.0;
            S
        }
    }
    let sub = bt!(sequence<count, count>);
    let mut tree = bt!(sequence<
        count,
        agent::act,
        generic::<World>,
        agent::add(100),
        (Add(1000)),
        { Add(10_000) },
        (|w| { w.count += 100_000; S }),
        {|w| w.count > 0},
        (sub),
        success,
    >);
    let mut world = World::default();
    assert_eq!(tree.tick(&mut world), S);
    assert_eq!(world.count, 111_113);
}

#[test]
fn labels_do_not_change_the_tree() {
    let mut tree = bt!(fallback<"engage": sequence<"check": is_mode_one, count>, "idle": success>);
    let mut world = World::default();
    assert_eq!(tree.tick(&mut world), S);
    assert_eq!(world.count, 0);
}

#[test]
fn many_children_are_grouped() {
    let mut tree = bt!(sequence<
        count, count, count, count, count, count, count, count, count, count,
        count, count, count, count, count, count, count, count, count, count,
        count, count, count, count, count, count, count, count, count, count,
        count, count, count, count, count, count, count, count, count, count,
    >);
    let mut world = World::default();
    assert_eq!(tree.tick(&mut world), S);
    assert_eq!(world.count, 40);
    assert_eq!(tree.root().children().len(), 40);
}

/// G6 across ticks: a sequence or fallback returns `Skipped` only if every
/// child of the activation was skipped, those skipped in earlier ticks
/// included. `A` is skipped in the tick from rest that starts `B`; the
/// next tick resumes `B` directly, and what `B` returns then decides.
#[test]
fn children_skipped_in_earlier_ticks_still_count() {
    let trace = Trace::new();
    let mut world = World::default();
    for (last, expected) in [(K, K), (S, S), (F, F)] {
        let (a, b) = (trace.leaf("A", [K]), trace.leaf("B", [R, last]));
        let mut tree = bt!(sequence<(a), (b)>);
        assert_eq!(
            ticks(&mut tree, &mut world, 2),
            [R, expected],
            "sequence, B {last:?}"
        );
        let (a, b) = (trace.leaf("A", [K]), trace.leaf("B", [R, last]));
        let mut tree = bt!(fallback<(a), (b)>);
        assert_eq!(
            ticks(&mut tree, &mut world, 2),
            [R, expected],
            "fallback, B {last:?}"
        );
    }
    // Only `B` was skipped: not every child.
    let (a, b) = (trace.leaf("A", [S]), trace.leaf("B", [R, K]));
    let mut tree = bt!(sequence<(a), (b)>);
    assert_eq!(ticks(&mut tree, &mut world, 2), [R, S]);
}

/// A control node of the user's: one child per run, the next one each
/// time a run ends; a halt records itself in the trace.
#[derive(Clone, Default)]
struct RoundRobin {
    next: usize,
    trace: Option<Trace>,
}

impl<C: ?Sized> bt::custom::ControlNode<C> for RoundRobin {
    fn tick(&mut self, ctx: &mut C, children: &mut impl bt::custom::ChildNodes<C>) -> Status {
        let status = children.tick(self.next, ctx);
        if status != R {
            self.next = (self.next + 1) % children.len();
        }
        status
    }
    fn halt(&mut self, ctx: &mut C, children: &mut impl bt::custom::ChildNodes<C>) {
        if let Some(trace) = &self.trace {
            trace.push(Event::Halt("round robin"));
        }
        children.halt_all(ctx);
    }
}

/// A decorator of the user's over `World` only: fails once its child has
/// succeeded `times` times, counting in the context.
#[derive(Clone)]
struct AtMost {
    times: u32,
}

impl AtMost {
    fn new(times: u32) -> Self {
        Self { times }
    }
}

impl bt::custom::DecoratorNode<World> for AtMost {
    fn tick(&mut self, w: &mut World, child: &mut impl bt::custom::ChildNode<World>) -> Status {
        if w.count >= self.times {
            return F;
        }
        child.tick(w)
    }
}

/// `control(node)<..>` and `decorator(node)<child>`: the user's nodes in a
/// `bt!` tree tick and halt their children, are named after their node in
/// the table (a label of their own shows it too), are seen by observers,
/// and export under their names; the same tree built at run time with
/// `Spec::control` and `Spec::decorator` ticks the same.
#[test]
fn controls_and_decorators_of_your_own() {
    use bt::dynamic::Spec;
    use bt::table::{Category, Kind};

    let trace = Trace::new();
    let mut tree = bt!(World => sequence<
        decorator(AtMost::new(2))<count>,
        "turns": control(RoundRobin { next: 0, trace: Some(trace.clone()) })<
            "a": { trace.leaf("a", [R, S, R]) },
            "b": { trace.leaf("b", [S]) },
        >,
    >);
    let mut spec = Spec::sequence([
        Spec::decorator("AtMost", AtMost::new(2), Spec::action("count", count)),
        Spec::control(
            "RoundRobin",
            RoundRobin {
                next: 0,
                trace: Some(trace.clone()),
            },
            [
                Spec::leaf("a", trace.leaf("a", [R, S, R])),
                Spec::leaf("b", trace.leaf("b", [S])),
            ],
        )
        .label("turns"),
    ])
    .build();
    let nodes = tree.nodes();
    let rows: Vec<_> = nodes.iter().map(|n| (n.kind, n.label)).collect();
    assert_eq!(
        rows[1],
        (Kind::user("AtMost", Category::Decorator), "AtMost")
    );
    assert_eq!(
        rows[3],
        (Kind::user("RoundRobin", Category::Control), "turns")
    );
    assert!(nodes.iter().all(|n| n.ports.is_empty()));
    assert_eq!(
        tree.to_text(None),
        "{-} sequence\n    -^- AtMost\n        --> count\n    {-} turns: RoundRobin\n        \
         --> a\n        --> b\n"
    );
    let xml = tree.to_btcpp_xml();
    for line in [
        "<AtMost>",
        "<RoundRobin name=\"turns\">",
        "<Control ID=\"RoundRobin\"/>",
    ] {
        assert!(xml.contains(line), "{line} is not in {xml}");
    }
    // `"label" as Name:` names the node's kind apart from its label.
    let named = bt!(World => "rr" as Turns: control(RoundRobin::default())<count>);
    let row = named.nodes().get(0).map(|n| (n.kind, n.label.to_owned()));
    assert_eq!(
        row,
        Some((Kind::user("Turns", Category::Control), "rr".to_owned()))
    );
    assert!(named.to_btcpp_xml().contains("<Turns name=\"rr\">"));
    // `"label" as Name(port = "text"):` gives the ports the table and the
    // exports show (the node takes its values from its own expression).
    let with_ports = bt!(World => "rr" as Turns(first = "0", r#loop = "true"): control(RoundRobin::default())<count>);
    let table = with_ports.nodes();
    let row = table.get(0).unwrap();
    assert!(row.ports.iter().eq([("first", "0"), ("loop", "true")]));
    let xml = with_ports.to_btcpp_xml();
    assert!(
        xml.contains(r#"<Turns name="rr" first="0" loop="true">"#),
        "{xml}"
    );
    assert!(xml.contains(r#"<input_port name="loop"/>"#), "{xml}");
    // Tick by tick, the macro's tree and the runtime-built one agree, with
    // and without observers, halts included.
    let (mut w1, mut w2) = (World::default(), World::default());
    let mut stats = bt::observe::Statistics::new(tree.nodes());
    for step in 0..8 {
        if step == 5 {
            tree.halt(&mut w1);
            let first = trace.take();
            spec.halt(&mut w2);
            assert_eq!(trace.take(), first, "halt");
            continue;
        }
        let a = if step % 2 == 0 {
            tree.tick_with(&mut w1, &mut stats)
        } else {
            tree.tick(&mut w1)
        };
        let first = trace.take();
        let b = spec.tick(&mut w2);
        assert_eq!((a, trace.take()), (b, first), "step {step}");
        assert_eq!(w1.count, w2.count);
    }
    // The observer heard the user's nodes' children (steps 0 and 2 tick
    // `count`, `a` and `b`).
    let heard: Vec<u32> = (0..6).map(|id| stats.get(id).ticks).collect();
    assert!(heard.iter().all(|&ticks| ticks > 0), "{heard:?}");
    assert_eq!(w1.count, 2);
}

/// A tree with the user's control and decorator is `Clone` when their nodes
/// are: the copy starts where the template was and runs on its own.
#[test]
fn controls_and_decorators_of_your_own_clone_with_their_nodes() {
    let mut template = bt!(World => sequence<
        decorator(AtMost::new(3))<count>,
        control(RoundRobin::default())<count, count>,
    >);
    let mut w = World::default();
    assert_eq!(template.tick(&mut w), S);
    let mut copy = template.clone();
    let mut w_copy = World {
        count: 1,
        ..World::default()
    };
    // The copy's `RoundRobin` goes on from the template's `next`.
    assert_eq!(copy.tick(&mut w_copy), S);
    assert_eq!(template.tick(&mut w), S);
    assert_eq!((w.count, w_copy.count), (4, 3));
    // `AtMost` counts in each tree's own context.
    assert_eq!(template.tick(&mut w), F);
    assert_eq!(copy.tick(&mut w_copy), F);
}

/// A `StatefulAction` written as a leaf is wrapped in `Stateful` for it:
/// it starts, runs, is halted by a reactive condition that fails, starts
/// again; the table lists it as an action labelled by its expression.
#[test]
fn a_stateful_action_is_a_leaf_as_is() {
    use bt::StatefulAction;
    use bt::table::Category;

    #[derive(Default)]
    struct Walker {
        x: u32,
        go: bool,
        log: Vec<&'static str>,
    }
    /// Walks to x = 3, counting its steps.
    #[derive(Clone, Default)]
    struct Walk {
        steps: u32,
    }
    impl StatefulAction<Walker> for Walk {
        fn on_start(&mut self, w: &mut Walker) -> Status {
            w.log.push("start");
            self.on_running(w)
        }
        fn on_running(&mut self, w: &mut Walker) -> Status {
            w.x += 1;
            self.steps += 1;
            if w.x >= 3 { S } else { R }
        }
        fn on_halted(&mut self, w: &mut Walker) {
            w.log.push("halted");
        }
    }
    fn go(w: &mut Walker) -> bool {
        w.go
    }
    let mut tree = bt!(reactive_sequence<go, (Walk::default())>);
    let same = bt!(Walker => sequence<(Walk::default()), (Walk { steps: 0 }), (bt::Stateful::new(Walk::default()))>);
    let labels: Vec<String> = same
        .nodes()
        .iter()
        .skip(1)
        .map(|n| n.label.to_owned())
        .collect();
    assert_eq!(labels, ["Walk"; 3]);
    let mut w = Walker {
        go: true,
        ..Walker::default()
    };
    assert_eq!(tree.tick(&mut w), R);
    w.go = false;
    assert_eq!(tree.tick(&mut w), F);
    w.go = true;
    assert_eq!(tree.tick(&mut w), R);
    assert_eq!(tree.tick(&mut w), S);
    assert_eq!(w.log, ["start", "halted", "start"]);
    let nodes = tree.nodes();
    let walk = nodes.iter().nth(2).expect("three nodes");
    assert_eq!((walk.label, walk.kind.category), ("Walk", Category::Action));
}
