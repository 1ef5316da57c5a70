//! The node table of `bt!` trees and runtime-built trees, and the exports
//! read from it: BehaviorTree.CPP XML, Graphviz DOT, Mermaid and the text
//! view, checked against snapshots in `tests/export/` (and the README's
//! picture source `docs/sniper.dot`). `BT_BLESS=1 cargo test --test
//! test_export` rewrites the snapshots; read the diff before committing
//! (and rerun scripts/render-svg.sh when `docs/sniper.dot` changed).

use std::fmt::Write as _;
use std::mem::size_of_val;
use std::path::Path;

use bt::clock::ManualClock;
use bt::dynamic::Spec;
use bt::observe::Statistics;
use bt::table::{Category, Kind, NodeInfo, NodeTable, Nodes};
use bt::testing::Trace;
use bt::{Node, Status, Tree, bt};

#[path = "../examples/sniper.rs"]
#[allow(dead_code, unreachable_pub)] // the example's `main` and printing are not used here
mod sniper;

use sniper::Agent;

/// Compares `actual` with the file at `path` (relative to the crate), or
/// writes it with `BT_BLESS=1`.
fn snapshot(path: &str, actual: &str) {
    let path = Path::new(env!("CARGO_MANIFEST_DIR")).join(path);
    if std::env::var_os("BT_BLESS").is_some() {
        std::fs::write(&path, actual).expect("writable snapshot");
        return;
    }
    let expected = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (bless with BT_BLESS=1)", path.display()));
    assert_eq!(
        expected,
        actual,
        "{} is stale: bless with BT_BLESS=1 and read the diff",
        path.display()
    );
}

/// One row of a table, for compact assertions.
fn row(node: &NodeInfo<'_>) -> (u16, Option<u16>, &'static str, String, u16, Vec<u16>) {
    (
        node.id,
        node.parent,
        node.kind.keyword,
        node.label.to_owned(),
        node.depth,
        node.children.to_vec(),
    )
}

#[test]
fn bt_numbers_the_nodes_in_pre_order() {
    let tree = sniper::tree();
    let nodes = tree.nodes();
    let rows: Vec<_> = nodes.iter().map(|n| row(&n)).collect();
    let s = |t: &str| t.to_owned();
    assert_eq!(
        rows,
        [
            (0, None, "fallback", s("fallback"), 0, vec![1, 6, 9]),
            (1, Some(0), "sequence", s("engage"), 1, vec![2, 3, 4, 5]),
            (2, Some(1), "condition", s("is_enemy_visible"), 2, vec![]),
            (3, Some(1), "condition", s("is_in_range"), 2, vec![]),
            (4, Some(1), "action", s("aim"), 2, vec![]),
            (5, Some(1), "action", s("shoot"), 2, vec![]),
            (6, Some(0), "reactive_sequence", s("rearm"), 1, vec![7, 8]),
            (7, Some(6), "condition", s("has_ammo"), 2, vec![]),
            (8, Some(6), "action", s("reload"), 2, vec![]),
            (9, Some(0), "action", s("patrol"), 1, vec![]),
        ]
    );
    let engage = nodes.get(1).expect("node 1");
    assert_eq!(engage.kind, Kind::SEQUENCE);
    assert_eq!(engage.kind.btcpp, "Sequence");
    assert_eq!(engage.kind.category, Category::Control);
    assert!(engage.has_own_label());
    assert!(!nodes.root().expect("root").has_own_label());
    assert_eq!(nodes.descendants(1), 2..6);
    assert_eq!(nodes.descendants(9), 10..10);
    assert!(nodes.get(10).is_none());
}

/// A leaf whose type is a `ConditionNode` is a condition wherever it is
/// written (`bt::leaf::condition(..)` in a block, a user's node), as a
/// `bool` function is; other nodes and `Status` functions are actions.
#[test]
fn a_leaf_is_a_condition_when_its_type_says_so() {
    struct Agent {
        battery: u8,
    }
    struct BatteryAbove(u8);
    impl bt::Node<Agent> for BatteryAbove {
        fn tick(&mut self, agent: &mut Agent) -> bt::Status {
            bt::Status::from_bool(agent.battery > self.0)
        }
    }
    impl bt::ConditionNode for BatteryAbove {}
    struct Charge;
    impl bt::Node<Agent> for Charge {
        fn tick(&mut self, agent: &mut Agent) -> bt::Status {
            agent.battery = 100;
            bt::Status::Success
        }
    }
    fn low(agent: &mut Agent) -> bool {
        agent.battery < 20
    }
    let mut tree = bt!(Agent => fallback<
        "full": (BatteryAbove(90)),
        "wrapped": { bt::leaf::condition(|a: &mut Agent| a.battery > 50) },
        low,
        "charge": (Charge),
        "act": { bt::leaf::action(|_: &mut Agent| bt::Status::Failure) },
    >);
    let categories: Vec<_> = tree
        .nodes()
        .iter()
        .skip(1)
        .map(|n| (n.label.to_owned(), n.kind.category))
        .collect();
    let label = |t: &str| t.to_owned();
    assert_eq!(
        categories,
        [
            (label("full"), Category::Condition),
            (label("wrapped"), Category::Condition),
            (label("low"), Category::Condition),
            (label("charge"), Category::Action),
            (label("act"), Category::Action),
        ]
    );
    let xml = tree.to_btcpp_xml();
    assert!(xml.contains("<Condition ID=\"full\""), "{xml}");
    assert!(xml.contains("<Action ID=\"charge\""), "{xml}");
    let mut agent = Agent { battery: 10 };
    assert_eq!(tree.tick(&mut agent), bt::Status::Success);
    assert_eq!(agent.battery, 10, "`low` held: `charge` was not ticked");
}

#[test]
fn ports_are_the_arguments_as_written_or_their_defaults() {
    const CYCLES: i32 = 2;
    let tree = bt!(ManualClock => parallel(success_count = -1)<
        repeat(CYCLES)<success>,
        retry(num_attempts = 3)<failure>,
        run_once<success>,
        sleep(250),
        skip_if(|_| false)<success>,
    >);
    let nodes = tree.nodes();
    let ports = |id| -> Vec<(&str, String)> {
        nodes
            .get(id)
            .expect("node")
            .ports
            .iter()
            .map(|(k, v)| (k, v.to_owned()))
            .collect()
    };
    let s = |t: &str| t.to_owned();
    assert_eq!(
        ports(0),
        [("success_count", s("-1")), ("failure_count", s("1"))]
    );
    assert_eq!(ports(1), [("num_cycles", s("CYCLES"))]);
    assert_eq!(ports(3), [("num_attempts", s("3"))]);
    assert_eq!(ports(5), [("then_skip", s("true"))]);
    assert_eq!(ports(7), [("msec", s("250"))]);
    assert_eq!(ports(8), [("condition", s("closure"))]);
    assert_eq!(nodes.get(7).expect("sleep").ports.get("msec"), Some("250"));
    assert_eq!(nodes.get(2).expect("success").kind, Kind::SUCCESS);
}

/// The table adds nothing to the tree: the sniper tree is its nodes' state
/// and the running leaf's id (6 bytes, as computed in
/// `static_assertions.rs`), and the wrappers that carry the ids and the
/// table are zero-sized.
#[test]
fn the_table_costs_no_bytes() {
    let tree = sniper::tree();
    // Same layout as hand-written nodes holding the same state: two bytes
    // for each of `Fallback` and `Sequence`, one for `ReactiveSequence`,
    // one for the id of the running leaf (`bt::resume`).
    assert_eq!(size_of_val(&tree), 6);
    assert_layout::<_, 6, 1>(&tree);
    // The table is read from the type, as often as asked.
    assert_eq!(tree.nodes().len(), 10);
    static_assertions::assert_eq_size!(bt::table::Static<u32, (), ()>, u32);
    static_assertions::assert_eq_size!(bt::observe::Id<u64, 3>, u64);
    static_assertions::assert_eq_size!(bt::observe::Named3<u8, (), u16, 1, 2, 3>, (u8, (), u16));
    static_assertions::assert_impl_all!(bt::table::Static<u8, *const u8, *const u8>: Send, Sync);
}

fn assert_layout<T, const SIZE: usize, const ALIGN: usize>(_: &T) {
    const {
        assert!(size_of::<T>() == SIZE, "unexpected size");
        assert!(align_of::<T>() == ALIGN, "unexpected alignment");
    }
}

#[test]
fn sniper_exports() {
    let tree = sniper::tree();
    // The README's picture is rendered from this file by
    // scripts/render-svg.sh.
    snapshot("docs/sniper.dot", &tree.to_dot());
    snapshot("tests/export/sniper.xml", &tree.to_btcpp_xml());
    snapshot("tests/export/sniper.mmd", &tree.to_mermaid());
    snapshot("tests/export/sniper.txt", &tree.to_text(None));
}

#[test]
fn the_text_view_shows_the_statuses_of_the_last_tick() {
    let mut tree = sniper::tree();
    let mut statistics = Statistics::new(tree.nodes());
    let mut agent = Agent::new(0x5EED);
    let mut views = String::new();
    for frame in 1..=4 {
        agent.begin_frame();
        let status = tree.tick_with(&mut agent, &mut statistics);
        let _ = writeln!(
            views,
            "frame {frame}: {status}
{}",
            tree.to_text(Some(&statistics))
        );
    }
    snapshot("tests/export/sniper-ticks.txt", &views);
}

fn is_ready(_: &mut ManualClock) -> bool {
    true
}
fn act(_: &mut ManualClock) -> Status {
    Status::Success
}

/// Every node kind, labels that need escaping, and the forms BT.CPP writes
/// differently (preconditions as attributes, `repeat_until_failure`,
/// `try_catch` and `running` declared in the model, a `subtree`'s child as
/// a `<BehaviorTree>` of its own).
fn every_node_kind() -> Tree<impl Node<ManualClock> + NodeTable, ManualClock> {
    bt!(sequence<
        "a \"quoted\" <label> & more": sequence_with_memory<act, is_ready>,
        reactive_sequence<is_ready, act>,
        async_sequence<act>,
        fallback<act>,
        reactive_fallback<is_ready, act>,
        async_fallback<act>,
        parallel(success_count = 1, failure_count = 2)<act, act>,
        parallel_all(max_failures = 1)<act>,
        if_then_else<is_ready, act, act>,
        while_do_else<is_ready, act>,
        switch(|_| 2, 1, 2)<act, act, act>,
        try_catch(catch_on_halt = true)<act, act>,
        inverter<act>,
        force_success<act>,
        force_failure<act>,
        repeat(3)<act>,
        retry(-1)<act>,
        keep_running_until_failure<act>,
        repeat_until_failure<act>,
        run_once(then_skip = false)<act>,
        timeout(500)<act>,
        delay(delay_msec = 100)<act>,
        sleep(20),
        skip_if(is_ready)<success_if(is_ready)<failure_if(agent::ready)<while_(is_ready)<"talk to player": act>>>>,
        skip_if(is_ready)<skip_if(is_ready)<act>>,
        "walk" as Walk: subtree<sequence<is_ready, act>>,
        success,
        failure,
        running,
    >)
}

mod agent {
    pub(crate) fn ready(_: &mut super::ManualClock) -> bool {
        true
    }
}

#[test]
fn every_node_kind_exports() {
    let tree = every_node_kind();
    snapshot("tests/export/every-node.xml", &tree.to_btcpp_xml());
    snapshot("tests/export/every-node.dot", &tree.to_dot());
    snapshot("tests/export/every-node.mmd", &tree.to_mermaid());
    snapshot("tests/export/every-node.txt", &tree.to_text(None));
    // Every kind of the catalogue is in the tree.
    let nodes = tree.nodes();
    for kind in Kind::ALL {
        assert!(
            nodes.iter().any(|n| n.kind == *kind),
            "{} is missing from the tree",
            kind.keyword
        );
    }
}

/// A runtime-built tree has the same table as the same tree written with
/// `bt!`, and exports the same XML.
#[test]
fn runtime_built_trees_have_the_same_table() {
    let trace = Trace::new();
    let written = bt!(fallback<
        "engage": sequence<is_ready, act, repeat(2)<act>>,
        parallel(success_count = 1)<"wait": (trace.leaf("wait", [Status::Running])), act>,
        running,
    >);
    let built = Spec::fallback([
        Spec::sequence([
            Spec::condition("is_ready", is_ready),
            Spec::action("act", act),
            Spec::repeat(2, Spec::action("act", act)),
        ])
        .label("engage"),
        Spec::parallel(
            1,
            1,
            [
                Spec::leaf("wait", trace.leaf("wait", [Status::Running])),
                Spec::action("act", act),
            ],
        ),
        Spec::running(),
    ])
    .build();
    let rows = |nodes: &Nodes| -> Vec<String> { nodes.iter().map(|n| format!("{n:?}")).collect() };
    assert_eq!(rows(&built.nodes()), rows(&written.nodes()));
    assert_eq!(built.to_btcpp_xml(), written.to_btcpp_xml());
    assert_eq!(built.to_dot(), written.to_dot());
}

/// The Mermaid chart in the README is what `to_mermaid` gives for the
/// README's example tree.
#[test]
fn the_readme_mermaid_chart_is_current() {
    fn is_enemy_visible(_: &mut ()) -> bool {
        true
    }
    fn shoot(_: &mut ()) -> Status {
        Status::Success
    }
    fn patrol(_: &mut ()) -> Status {
        Status::Running
    }
    let tree = bt!(fallback<"engage": sequence<is_enemy_visible, shoot>, patrol>);
    let readme = include_str!("../README.md");
    let start = readme.find("```mermaid\n").expect("a mermaid chart") + "```mermaid\n".len();
    let end = start + readme[start..].find("```").expect("closed");
    assert_eq!(&readme[start..end], tree.to_mermaid());
}

/// A `switch` of 1 case, or of more than 6, is a `SwitchN` that BT.CPP's
/// factory does not register (it has `Switch2` to `Switch6`): the
/// `<TreeNodesModel>` declares it with its ports, once per ID, so that
/// Groot2 shows it; BT.CPP's own switches are not declared.
#[test]
fn switches_btcpp_does_not_have_are_declared_in_the_model() {
    fn mode(m: &mut u8) -> u8 {
        *m
    }
    fn act(_: &mut u8) -> Status {
        Status::Success
    }
    let tree = bt!(u8 => sequence<
        switch(mode, 1)<act, act>,
        switch(mode, 1, 2)<act, act, act>,
        switch(mode, 1, 2, 3, 4, 5, 6, 7)<act, act, act, act, act, act, act, act>,
        switch(mode, 7, 6, 5, 4, 3, 2, 1)<act, act, act, act, act, act, act, act>
    >);
    let xml = tree.to_btcpp_xml();
    let model = &xml[xml.find("<TreeNodesModel>").expect("a model")..];
    let switch7 = "    <Control ID=\"Switch7\">\n      <input_port name=\"variable\"/>\n      \
                   <input_port name=\"case_1\"/>\n";
    assert!(model.contains(switch7), "{model}");
    assert!(
        model.contains("<input_port name=\"case_7\"/>\n    </Control>"),
        "{model}"
    );
    assert_eq!(model.matches("ID=\"Switch7\"").count(), 1, "{model}");
    assert!(
        model.contains(
            "<Control ID=\"Switch1\">\n      <input_port name=\"variable\"/>\n      \
             <input_port name=\"case_1\"/>\n    </Control>"
        ),
        "{model}"
    );
    assert!(!model.contains("Switch2"), "{model}");
    assert!(
        xml.contains("<Switch7 variable=\"{mode}\" case_1=\"1\""),
        "{xml}"
    );
    // bt's loader reads them back: the same tree.
    #[cfg(feature = "xml")]
    {
        let mut f = bt::xml::Factory::<u8>::new();
        f.action("act", act).entry("mode", |m: &u8| *m);
        let loaded = f.load_str(&xml).unwrap();
        assert_eq!(loaded.to_text(None), tree.to_text(None));
    }
}

/// A user leaf's BT.CPP ID is its label made an identifier, apart from
/// BT.CPP's own node IDs (`Sleep` would load as BT.CPP's `Sleep`), from
/// the IDs BT.CPP refuses for a node (`MainTree`, the tree's own, and
/// `Root`) and from other leaves' (`go left` and `go-left`, an action and a condition,
/// would be declared as one): those get `_2`, `_3`, ...; the same leaf
/// twice keeps one ID. A kind of your own is written as an identifier;
/// control characters are escaped or replaced.
#[test]
fn leaf_ids_are_unique_and_not_btcpp_builtins() {
    fn ok(_: &mut ()) -> Status {
        Status::Success
    }
    let leaf = |kind: Kind, label: &str| Spec::leaf_of_kind(kind, label, bt::Action(ok));
    let mine = Kind {
        keyword: "mine",
        btcpp: "My Node",
        category: Category::Control,
    };
    let tree = Spec::<()>::sequence([
        leaf(Kind::ACTION, "Sleep"),
        leaf(Kind::CONDITION, "Sequence"),
        leaf(Kind::ACTION, "go left"),
        leaf(Kind::CONDITION, "go-left"),
        leaf(Kind::ACTION, "go left"),
        leaf(Kind::ACTION, "Switch3"),
        leaf(Kind::ACTION, "MainTree"),
        leaf(Kind::CONDITION, "Root"),
        Spec::new(mine, [leaf(Kind::ACTION, "tab\there\r\u{1}")], |mut c| {
            c.remove(0)
        }),
    ])
    .build();
    let xml = tree.to_btcpp_xml();
    for line in [
        "    <Sequence>\n",
        "      <Sleep_2 name=\"Sleep\"/>\n",
        "      <Sequence_2 name=\"Sequence\"/>\n",
        "      <go_left name=\"go left\"/>\n      <go_left_2 name=\"go-left\"/>\n      \
         <go_left name=\"go left\"/>\n",
        "      <Switch3_2 name=\"Switch3\"/>\n",
        // The tree's ID, and a name BT.CPP reserves.
        "      <MainTree_2 name=\"MainTree\"/>\n      <Root_2 name=\"Root\"/>\n",
        "      <My_Node>\n        <tab_here__ name=\"tab&#9;here&#13;\u{FFFD}\"/>\n",
        "    <Action ID=\"Sleep_2\"/>\n    <Condition ID=\"Sequence_2\"/>\n    \
         <Action ID=\"go_left\"/>\n    <Condition ID=\"go_left_2\"/>\n",
        "    <Control ID=\"My_Node\"/>\n",
    ] {
        assert!(xml.contains(line), "{line:?} is not in\n{xml}");
    }
    assert_eq!(xml.matches("ID=\"go_left\"").count(), 1, "{xml}");
}

/// Closures and expressions without a label are leaves apart, though
/// `bt!` labels each `closure` or `expr`: each gets an ID of its own, so
/// that BT.CPP, given the file, registers each (a labelled leaf used
/// twice keeps one).
#[test]
fn unlabelled_closures_get_ids_of_their_own() {
    fn act(_: &mut ()) -> Status {
        Status::Success
    }
    let tree = bt!(sequence<
        (|_ctx: &mut ()| Status::Success),
        (|_ctx: &mut ()| Status::Failure),
        (|_ctx: &mut ()| true),
        act,
        act,
    >);
    let xml = tree.to_btcpp_xml();
    for line in [
        "      <closure/>
      <closure_2 name=\"closure\"/>
      \
         <closure_3 name=\"closure\"/>
      <act/>
      <act/>
",
        "    <Action ID=\"closure\"/>
    <Action ID=\"closure_2\"/>
    \
         <Condition ID=\"closure_3\"/>
    <Action ID=\"act\"/>
",
    ] {
        assert!(xml.contains(line), "{line:?} is not in\n{xml}");
    }
}

/// A built-in node labelled with its own keyword keeps the label as its
/// name: `"retry": retry(3)` in `bt!`, `Spec::label("retry")`, and (in
/// `tests/test_xml_macro.rs`) `<RetryUntilSuccessful name="retry">`; a node left
/// unlabelled is still written without a name.
#[test]
fn a_label_that_is_the_keyword_is_kept() {
    let tree = bt!(() => sequence<"retry": retry(3)<failure>, retry(2)<success>>);
    let nodes = tree.nodes();
    let [labelled, plain] = [1, 3].map(|id| nodes.get(id).expect("node"));
    assert_eq!((labelled.label, plain.label), ("retry", "retry"));
    assert!(labelled.has_own_label());
    assert!(!plain.has_own_label());
    let built = Spec::<()>::sequence([
        Spec::retry(3, Spec::failure()).label("retry"),
        Spec::retry(2, Spec::success()),
    ])
    .build();
    for (xml, text) in [
        (tree.to_btcpp_xml(), tree.nodes().to_text(None)),
        (built.to_btcpp_xml(), built.nodes().to_text(None)),
    ] {
        let expected = "      <RetryUntilSuccessful name=\"retry\" num_attempts=\"3\">
        <AlwaysFailure/>
      </RetryUntilSuccessful>
      <RetryUntilSuccessful num_attempts=\"2\">";
        assert!(xml.contains(expected), "{expected:?} is not in\n{xml}");
        assert!(
            text.contains("-^- retry: retry(num_attempts = 3)\n"),
            "{text}"
        );
        assert!(text.contains("-^- retry(num_attempts = 2)\n"), "{text}");
    }
}

/// Two `StatefulAction`s wrapped as leaves are named after their types,
/// not both `Stateful::new` (their exports would share one ID, and
/// BT.CPP, given the file, one node type).
#[test]
fn stateful_leaves_are_named_after_their_actions() {
    #[derive(Default)]
    struct MoveTo {
        steps: u32,
    }
    struct Attack {
        hits: u32,
    }
    impl bt::StatefulAction<()> for MoveTo {
        fn on_start(&mut self, (): &mut ()) -> Status {
            self.steps = 0;
            Status::Running
        }
        fn on_running(&mut self, (): &mut ()) -> Status {
            self.steps += 1;
            Status::Success
        }
    }
    impl bt::StatefulAction<()> for Attack {
        fn on_start(&mut self, (): &mut ()) -> Status {
            self.hits = 0;
            Status::Running
        }
        fn on_running(&mut self, (): &mut ()) -> Status {
            self.hits += 1;
            Status::Success
        }
    }
    let tree = bt!(() => sequence<
        (bt::Stateful::new(MoveTo { steps: 0 })),
        (bt::Stateful::new(Attack { hits: 0 })),
        (bt::Stateful::new(MoveTo::default())),
        "strike": (bt::Stateful::new(Attack { hits: 0 })),
    >);
    let nodes = tree.nodes();
    let labels: Vec<&str> = nodes.iter().skip(1).map(|n| n.label).collect();
    assert_eq!(labels, ["MoveTo", "Attack", "MoveTo", "strike"]);
    let xml = tree.to_btcpp_xml();
    for line in [
        "      <MoveTo/>\n      <Attack/>\n      <MoveTo/>\n      <strike/>\n",
        "    <Action ID=\"MoveTo\"/>\n    <Action ID=\"Attack\"/>\n",
    ] {
        assert!(xml.contains(line), "{line:?} is not in\n{xml}");
    }
}

/// A scripted test leaf (`trace.leaf("go_to", ..)`) is named by its name
/// in the table, the observers and the exports, not `expr`.
#[test]
fn scripted_leaves_are_named_by_their_names() {
    let trace = Trace::new();
    let tree = bt!(() => reactive_sequence<
        (trace.leaf("battery_ok", [Status::Success])),
        (trace.leaf("go_to", [Status::Running])),
    >);
    let nodes = tree.nodes();
    let labels: Vec<&str> = nodes.iter().map(|n| n.label).collect();
    assert_eq!(labels, ["reactive_sequence", "battery_ok", "go_to"]);
    assert!(tree.to_btcpp_xml().contains("<battery_ok/>"));
}
