//! Substitution rules of `bt::xml` (BT.CPP's `addSubstitutionRule`,
//! `TestNodeConfig`, `loadSubstitutionRuleFromJSON`): which nodes a rule
//! matches (names, IDs, and paths as BT.CPP 4.8.2 writes them, checked
//! against it), what is built in their place, test nodes, and the errors.
#![cfg(feature = "xml")]

mod btcpp;

use std::time::Duration;

use bt::leaf::action;
use bt::xml::{Factory, Substitute, TestNodeConfig};
use bt::{Clock, Status};

#[derive(Default)]
struct Bot {
    log: Vec<String>,
    now: Duration,
    tries: i64,
    goal: i64,
}

impl Clock for Bot {
    fn now(&self) -> Duration {
        self.now
    }
}

/// Leaves `a1`..`a9` and `MoveBase` log their names; `Mock` logs `mock`;
/// `Goto` (port `goal`) logs the goal it is given.
fn bot_factory() -> Factory<Bot> {
    let mut factory = Factory::new().with_clock();
    for id in [
        "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9", "MoveBase",
    ] {
        factory.node_with(id, &[], |args| {
            let name = args.name().to_owned();
            Ok(action(move |b: &mut Bot| {
                b.log.push(name.clone());
                Status::Success
            }))
        });
    }
    factory
        .action("Mock", |b| {
            b.log.push("mock".into());
            Status::Success
        })
        .node_with("Goto", &["goal", "speed"], |args| {
            let goal = args.value::<i64>("goal")?;
            Ok(action(move |b: &mut Bot| {
                let goal = goal.get(b);
                b.log.push(format!("goto {goal}"));
                Status::Success
            }))
        })
        .node_with("MockGoto", &["goal"], |args| {
            let goal = args.value::<i64>("goal")?;
            Ok(action(move |b: &mut Bot| {
                let goal = goal.get(b);
                b.log.push(format!("mock goto {goal}"));
                Status::Success
            }))
        })
        .entry_mut("tries", |b: &Bot| b.tries, |b, v| b.tries = v)
        .entry_mut("goal", |b: &Bot| b.goal, |b, v| b.goal = v);
    factory
}

fn xml_of(main: &str, others: &str) -> String {
    format!(
        r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Main">{main}</BehaviorTree>{others}
</root>"#
    )
}

fn run(factory: &Factory<Bot>, xml: &str, ticks: usize) -> (Vec<Status>, Bot) {
    let mut tree = factory.load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut bot = Bot::default();
    let statuses = (0..ticks).map(|_| tree.tick(&mut bot)).collect();
    (statuses, bot)
}

fn load_error(factory: &Factory<Bot>, xml: &str) -> String {
    match factory.load_str(xml) {
        Ok(_) => panic!("the tree loaded"),
        Err(e) => e.to_string(),
    }
}

/// Subtrees in subtrees, named and unnamed nodes (and one named as its
/// ID, one as its subtree), a compact and an explicit form, a
/// precondition: BT.CPP's `fullPath` of each leaf, as it ticks them, is
/// the path a rule matches in bt. Each path, made a rule, replaces that
/// leaf and no other; and it is the leaf's path in the node table
/// (`Nodes::btcpp_paths`).
#[test]
fn paths_are_btcpp_paths() {
    let xml = xml_of(
        r#"
    <Sequence>
      <a1/>
      <a2 name="x"/>
      <Action ID="a3" name="a3"/>
      <SubTree ID="Sub"/>
      <SubTree ID="Sub" name="second"/>
      <Inverter><ForceFailure><a4 _skipIf="false"/></ForceFailure></Inverter>
      <a5/>
    </Sequence>"#,
        r#"
  <BehaviorTree ID="Sub">
    <Sequence name="inner"><a6/><SubTree ID="Deep"/><a7 name="seven"/></Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Deep">
    <Sequence><a8 name="Deep"/><a9/></Sequence>
  </BehaviorTree>
  <TreeNodesModel>
    <Action ID="a1"/><Action ID="a2"/><Action ID="a3"/><Action ID="a4"/><Action ID="a5"/>
    <Action ID="a6"/><Action ID="a7"/><Action ID="a8"/><Action ID="a9"/>
  </TreeNodesModel>"#,
    );
    let cpp = btcpp::run_btcpp(&xml, &[], &["paths"], 1);
    assert_eq!(cpp.ticks, [Status::Success]);
    assert_eq!(
        cpp.paths,
        [
            "a1::2",
            "x",
            "a3::4",
            "Sub::5/a6::7",
            "Sub::5/Deep::8/Deep",
            "Sub::5/Deep::8/a9::11",
            "Sub::5/seven",
            "second/a6::15",
            "second/Deep::16/Deep",
            "second/Deep::16/a9::19",
            "second/seven",
            "a4::23",
            "a5::24",
        ],
        "BT.CPP's paths"
    );
    // The node table's paths of the leaves (`Nodes::btcpp_paths`) are
    // BT.CPP's.
    let tree = bot_factory()
        .load_str(&xml)
        .unwrap_or_else(|e| panic!("{e}"));
    let nodes = tree.nodes();
    let paths = nodes.btcpp_paths();
    let leaves: Vec<&str> = nodes
        .iter()
        .filter(|n| n.kind.is_user_leaf())
        .map(|n| paths[usize::from(n.id)].as_str())
        .collect();
    assert_eq!(leaves, cpp.paths);
    let (statuses, plain) = run(&bot_factory(), &xml, 1);
    assert_eq!(statuses, [Status::Success]);
    assert_eq!(plain.log.len(), cpp.paths.len());
    for (i, path) in cpp.paths.iter().enumerate() {
        let mut factory = bot_factory();
        factory.substitute(path, "Mock");
        let (statuses, bot) = run(&factory, &xml, 1);
        let mut expected = plain.log.clone();
        expected[i] = "mock".into();
        assert_eq!(statuses, [Status::Success], "{path}");
        assert_eq!(bot.log, expected, "the rule `{path}`");
    }
}

/// A rule matches a node by its name (its `name`, else its ID), by its
/// ID, or by a wildcard pattern of its path; `*` takes `/` too.
#[test]
fn rules_match_names_ids_and_path_patterns() {
    let xml = xml_of(
        r#"
    <Sequence>
      <MoveBase/>
      <MoveBase name="dock"/>
      <SubTree ID="Nav" name="nav"/>
    </Sequence>"#,
        r#"
  <BehaviorTree ID="Nav">
    <Sequence name="steps"><a1 name="plan_a"/><a2 name="plan_b"/><MoveBase/></Sequence>
  </BehaviorTree>"#,
    );
    let with = |filter: &str| {
        let mut factory = bot_factory();
        factory.substitute(filter, "Mock");
        run(&factory, &xml, 1).1.log
    };
    assert_eq!(
        with("none"),
        ["MoveBase", "dock", "plan_a", "plan_b", "MoveBase"]
    );
    // The ID: every `MoveBase`, named or not, in subtrees too.
    assert_eq!(
        with("MoveBase"),
        ["mock", "mock", "plan_a", "plan_b", "mock"]
    );
    // A name.
    assert_eq!(
        with("dock"),
        ["MoveBase", "mock", "plan_a", "plan_b", "MoveBase"]
    );
    // Path patterns.
    assert_eq!(
        with("nav/plan_*"),
        ["MoveBase", "dock", "mock", "mock", "MoveBase"]
    );
    assert_eq!(
        with("nav/plan_?"),
        ["MoveBase", "dock", "mock", "mock", "MoveBase"]
    );
    assert_eq!(
        with("*/MoveBase::*"),
        ["MoveBase", "dock", "plan_a", "plan_b", "mock"]
    );
    // `steps` is a control node: the leaf put in its place drops its
    // children.
    assert_eq!(with("nav/steps"), ["MoveBase", "dock", "mock"]);
    // The `<SubTree>` by its name: the subtree is not built.
    assert_eq!(with("nav"), ["MoveBase", "dock", "mock"]);
    // By its ID: the name of a `<SubTree>` without one.
    let unnamed = xml.replace(r#" name="nav""#, "");
    let mut factory = bot_factory();
    factory.substitute("Nav", "Mock");
    assert_eq!(
        run(&factory, &unnamed, 1).1.log,
        ["MoveBase", "dock", "mock"]
    );
    // `SubTree` is the ID of every `<SubTree>`.
    let mut factory = bot_factory();
    factory.substitute("SubTree", "Mock");
    assert_eq!(run(&factory, &xml, 1).1.log, ["MoveBase", "dock", "mock"]);
}

/// The substitute takes the element's place: the ports it has, the
/// children it takes, the element's conditions and label.
#[test]
fn the_substitute_takes_the_elements_place() {
    // Ports: `MockGoto` reads `goal` (a `{key}` here) and not `speed`.
    let xml = xml_of(r#"<Goto goal="{goal}" speed="2"/>"#, "");
    let mut factory = bot_factory();
    factory.substitute("Goto", "MockGoto");
    let mut tree = factory.load_str(&xml).unwrap_or_else(|e| panic!("{e}"));
    let mut bot = Bot {
        goal: 7,
        ..Bot::default()
    };
    assert_eq!(tree.tick(&mut bot), Status::Success);
    assert_eq!(bot.log, ["mock goto 7"]);
    // The node keeps the element's name as its label, and is exported
    // as what it is.
    assert_eq!(tree.to_text(None), "--> Goto(goal = {goal})\n");
    let exported = tree.to_btcpp_xml();
    assert!(
        exported.contains(r#"<MockGoto name="Goto" goal="{goal}"/>"#),
        "{exported}"
    );

    // A control in place of another takes its children.
    let xml = xml_of(r#"<Fallback name="choose"><a1/><a2/></Fallback>"#, "");
    let mut factory = bot_factory();
    factory.substitute("choose", "Sequence");
    let (statuses, bot) = run(&factory, &xml, 1);
    assert_eq!(statuses, [Status::Success]);
    assert_eq!(bot.log, ["a1", "a2"]);

    // A leaf in place of a decorator drops its child; the element's
    // pre- and post-conditions stay.
    let xml = xml_of(
        r#"<Sequence>
             <Repeat num_cycles="3" _onSuccess="tries += 1"><a1/></Repeat>
             <a2 _skipIf="tries == 1"/>
           </Sequence>"#,
        "",
    );
    let mut factory = bot_factory();
    factory.substitute("Repeat", "Mock");
    let (statuses, bot) = run(&factory, &xml, 1);
    assert_eq!(statuses, [Status::Success]);
    assert_eq!(bot.log, ["mock"]);
    assert_eq!(bot.tries, 1);
    let mut factory = bot_factory();
    factory.substitute("a2", "Mock");
    // (The repeat runs its child once per tick.)
    let (statuses, bot) = run(&factory, &xml, 3);
    assert_eq!(
        statuses,
        [Status::Running, Status::Running, Status::Success]
    );
    assert_eq!(
        bot.log,
        ["a1", "a1", "a1"],
        "a2's `_skipIf` skipped the mock"
    );
    let xml = xml.replace("tries == 1", "tries == 5");
    let (_, bot) = run(&factory, &xml, 3);
    assert_eq!(bot.log, ["a1", "a1", "a1", "mock"]);
}

/// A test node returns its status and runs its scripts in the scope of
/// the node it replaces (here a subtree's remapped entry).
#[test]
fn test_nodes_return_their_status_and_run_their_scripts() {
    let xml = xml_of(
        r#"<Sequence><SubTree ID="Dock" attempts="{tries}"/><a1/></Sequence>"#,
        r#"
  <BehaviorTree ID="Dock">
    <MoveBase name="dock"/>
  </BehaviorTree>"#,
    );
    let config = |status| TestNodeConfig {
        return_status: status,
        success_script: "attempts += 10".into(),
        failure_script: "attempts += 100".into(),
        post_script: "attempts += 1".into(),
        ..TestNodeConfig::default()
    };
    for (status, tries, log) in [
        (Status::Success, 11, &["a1"][..]),
        (Status::Failure, 101, &[][..]),
        (Status::Skipped, 1, &["a1"][..]),
    ] {
        let mut factory = bot_factory();
        factory.substitute_test("dock", config(status));
        let (statuses, bot) = run(&factory, &xml, 1);
        let expected = if status == Status::Failure {
            Status::Failure
        } else {
            Status::Success
        };
        assert_eq!(statuses, [expected], "{status:?}");
        assert_eq!(bot.tries, tries, "{status:?}");
        assert_eq!(bot.log, log, "{status:?}");
    }
}

/// With an `async_delay`, a test node runs until a tick at or past the
/// delay on the context's clock, then completes; a halt stops the wait
/// and the next tick starts a new one.
#[test]
fn a_test_nodes_delay_runs_on_the_clock() {
    let xml = xml_of("<MoveBase/>", "");
    let mut factory = bot_factory();
    factory.substitute_test(
        "MoveBase",
        TestNodeConfig {
            async_delay: Duration::from_millis(500),
            post_script: "tries += 1".into(),
            ..TestNodeConfig::default()
        },
    );
    let mut tree = factory.load_str(&xml).unwrap_or_else(|e| panic!("{e}"));
    let mut bot = Bot::default();
    let at = |tree: &mut bt::xml::XmlTree<Bot>, bot: &mut Bot, ms| {
        bot.now = Duration::from_millis(ms);
        tree.tick(bot)
    };
    assert_eq!(at(&mut tree, &mut bot, 0), Status::Running);
    assert_eq!(at(&mut tree, &mut bot, 499), Status::Running);
    assert_eq!(bot.tries, 0);
    assert_eq!(at(&mut tree, &mut bot, 500), Status::Success);
    assert_eq!(bot.tries, 1);
    // A new run waits again, from its start.
    assert_eq!(at(&mut tree, &mut bot, 600), Status::Running);
    assert_eq!(at(&mut tree, &mut bot, 1099), Status::Running);
    assert_eq!(at(&mut tree, &mut bot, 1100), Status::Success);
    assert_eq!(bot.tries, 2);
    // A halt stops the wait, without its scripts.
    assert_eq!(at(&mut tree, &mut bot, 2000), Status::Running);
    tree.halt(&mut bot);
    assert_eq!(at(&mut tree, &mut bot, 2400), Status::Running);
    assert_eq!(at(&mut tree, &mut bot, 2899), Status::Running);
    assert_eq!(at(&mut tree, &mut bot, 2900), Status::Success);
    assert_eq!(bot.tries, 3);
}

/// A test node returning RUNNING, as BT.CPP's: with a delay it completes
/// (scripts and all) at every tick from the delay on; without one it
/// completes at its first tick only, and then runs on without its
/// scripts.
#[test]
fn a_test_node_returning_running_completes_as_btcpps() {
    let xml = xml_of("<MoveBase/>", "");
    for (delay, tries) in [(0, [1, 1, 1, 1]), (100, [0, 1, 2, 3])] {
        let mut factory = bot_factory();
        factory.substitute_test(
            "MoveBase",
            TestNodeConfig {
                return_status: Status::Running,
                async_delay: Duration::from_millis(delay),
                post_script: "tries += 1".into(),
                ..TestNodeConfig::default()
            },
        );
        let mut tree = factory.load_str(&xml).unwrap_or_else(|e| panic!("{e}"));
        let mut bot = Bot::default();
        for (i, want) in tries.into_iter().enumerate() {
            bot.now = Duration::from_millis(100 * u64::try_from(i).unwrap_or(0));
            assert_eq!(tree.tick(&mut bot), Status::Running);
            assert_eq!(bot.tries, want, "delay {delay}, tick {i}");
        }
    }
}

/// The element's attributes are checked against the node it names, and
/// its children are read, as without the rule.
#[test]
fn a_substituted_element_is_checked_as_written() {
    let mut factory = bot_factory();
    factory
        .substitute("MoveBase", "Mock")
        .substitute("choose", "Mock");
    let err = load_error(&factory, &xml_of(r#"<MoveBase speed="2"/>"#, ""));
    assert!(err.contains("`MoveBase` has no port `speed`"), "{err}");
    let err = load_error(
        &factory,
        &xml_of(r#"<Fallback name="choose"><Bogus/></Fallback>"#, ""),
    );
    assert!(err.contains("unknown node ID `Bogus`"), "{err}");
    let err = load_error(
        &factory,
        &xml_of(r#"<Repeat name="choose"><a1/></Repeat>"#, ""),
    );
    assert!(
        err.contains("`Repeat` needs the port `num_cycles`"),
        "{err}"
    );
    // Its children's number, as BT.CPP checks the file before it builds.
    let err = load_error(&factory, &xml_of(r#"<Inverter name="choose"/>"#, ""));
    assert!(
        err.contains("`Inverter` takes exactly one child, it has 0"),
        "{err}"
    );
}

/// A `<SubTree>` a rule replaces is not built, so its tree need not be
/// there (a test runs a file without the subtrees it mocks), as in
/// BT.CPP; without the rule it must.
#[test]
fn a_substituted_subtree_need_not_exist() {
    let xml = xml_of(
        r#"<Sequence><SubTree ID="Elsewhere" goal="{goal}"/><a1/></Sequence>"#,
        "",
    );
    let err = load_error(&bot_factory(), &xml);
    assert!(
        err.contains("no `<BehaviorTree ID=\"Elsewhere\">`"),
        "{err}"
    );
    let mut factory = bot_factory();
    factory.substitute("Elsewhere", "MockGoto");
    let mut tree = factory.load_str(&xml).unwrap_or_else(|e| panic!("{e}"));
    let mut bot = Bot {
        goal: 3,
        ..Bot::default()
    };
    assert_eq!(tree.tick(&mut bot), Status::Success);
    assert_eq!(bot.log, ["mock goto 3", "a1"]);
}

/// Adds rules to a factory.
type Rule = dyn Fn(&mut Factory<Bot>);

#[test]
fn substitution_errors_say_what_to_fix() {
    let xml = xml_of(r#"<Sequence><MoveBase name="dock"/><a1/></Sequence>"#, "");
    let cases: [(&Rule, &str); 6] = [
        (
            &|f| {
                f.substitute("MoveBase", "Nothing");
            },
            "<xml>:2:37: `dock` is substituted by `Nothing` (the substitution rule `MoveBase`), \
             which is neither registered in the factory nor a built-in node\n  \
             help: register `Nothing` in the factory, or fix the rule",
        ),
        (
            &|f| {
                f.substitute("MoveBase", "Mock").substitute("dock", "a1");
            },
            "<xml>:2:37: the substitution rules `MoveBase` and `dock` both match `dock` (path \
             `dock`), with different substitutes\n  help: make the filters match apart \
             (BehaviorTree.CPP would take one of them, in no fixed order)",
        ),
        (
            &|f| {
                f.substitute("dock", "Sequence");
            },
            "<xml>:2:37: `Sequence` takes at least one child, it has 0 (`dock` is substituted \
             by `Sequence`: the substitution rule `dock`)\n  help: give `Sequence` at least \
             one child",
        ),
        (
            &|f| {
                f.substitute("dock", "MockGoto");
            },
            "<xml>:2:37: `MockGoto` needs the port `goal` (`dock` is substituted by \
             `MockGoto`: the substitution rule `dock`)\n",
        ),
        (
            &|f| {
                f.substitute_test(
                    "dock",
                    TestNodeConfig {
                        post_script: "tries := 'many'".into(),
                        ..TestNodeConfig::default()
                    },
                );
            },
            "<xml>:2:37: in `post_script=\"tries := 'many'\"`",
        ),
        (
            &|f| {
                f.substitute_test(
                    "dock",
                    TestNodeConfig {
                        post_script: "nowhere = 1".into(),
                        ..TestNodeConfig::default()
                    },
                );
            },
            "(the test node of the substitution rule `dock`)",
        ),
    ];
    // (`nowhere := 1` there makes a variable, as a script's `:=` does.)
    let mut factory = bot_factory();
    factory.substitute_test(
        "dock",
        TestNodeConfig {
            post_script: "nowhere := 1".into(),
            ..TestNodeConfig::default()
        },
    );
    factory.load_str(&xml).unwrap_or_else(|e| panic!("{e}"));
    for (rule, want) in cases {
        let mut factory = bot_factory();
        rule(&mut factory);
        let err = load_error(&factory, &xml);
        assert!(err.contains(want), "{err}\n\nwanted: {want}");
    }
    // A delay needs a clock.
    let mut factory = Factory::<Bot>::new();
    factory
        .action("MoveBase", |_| Status::Success)
        .action("a1", |_| Status::Success);
    factory.substitute_test(
        "dock",
        TestNodeConfig {
            async_delay: Duration::from_millis(1),
            ..TestNodeConfig::default()
        },
    );
    let err = load_error(&factory, &xml);
    assert_eq!(
        err,
        "<xml>:2:37: the test node of the substitution rule `dock` has an `async_delay`, which \
         needs a clock\n  help: implement `bt::Clock` for the context and make the factory \
         with `Factory::new().with_clock()`"
    );
}

/// BT.CPP's JSON rules: test nodes by name, node IDs, and the errors.
#[test]
fn json_rules_load_as_btcpps() {
    let mut factory = bot_factory();
    factory
        .substitution_rules_json(
            r#"{
              "TestNodeConfigs": {
                "Slow": { "return_status": "FAILURE", "async_delay": 100,
                          "failure_script": "tries := 7" }
              },
              "SubstitutionRules": { "a1": "Slow", "a2": "Mock" }
            }"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    let rules: Vec<(&str, &Substitute)> = factory.substitution_rules().collect();
    assert_eq!(rules.len(), 2);
    assert_eq!(rules[1], ("a2", &Substitute::Id("Mock".into())));
    let xml = xml_of("<Fallback><a1/><a2/></Fallback>", "");
    let mut tree = factory.load_str(&xml).unwrap_or_else(|e| panic!("{e}"));
    let mut bot = Bot::default();
    assert_eq!(tree.tick(&mut bot), Status::Running);
    bot.now = Duration::from_millis(100);
    assert_eq!(tree.tick(&mut bot), Status::Success);
    assert_eq!(
        (bot.tries, bot.log.as_slice()),
        (7, &["mock".to_string()][..])
    );
    // A rule given again replaces the first; clearing removes them all.
    factory.substitute("a2", "a3");
    assert_eq!(factory.substitution_rules().count(), 2);
    factory.clear_substitution_rules();
    assert_eq!(factory.substitution_rules().count(), 0);

    let cases = [
        (
            "{",
            "<json>:1:1: malformed JSON of the substitution rules: EOF while parsing an object\n",
        ),
        (
            "{\n  \"SubstitutionRules\": {\"a\": \"b\",}\n}",
            "<json>:2:34: malformed JSON of the substitution rules: trailing comma\n  help: \
             write the rules as BT.CPP's `loadSubstitutionRuleFromJSON` reads them",
        ),
        (
            r#"{"TestNodeConfigs": {}}"#,
            "the substitution rules have no `SubstitutionRules`",
        ),
        (
            r#"{"SubstitutionRules": {"a": 1}}"#,
            "the substitution rule `a` is not a text",
        ),
        (
            r#"{"TestNodeConfigs": {"T": {"return_status": "IDLE"}}, "SubstitutionRules": {}}"#,
            "`return_status` of the test node `T` is `IDLE`, not a status a test node returns",
        ),
        (
            r#"{"TestNodeConfigs": {"T": {"async_delay": -5, "return_status": "SUCCESS"}}, "SubstitutionRules": {}}"#,
            "`async_delay` of the test node `T` is `-5`, not a number of milliseconds",
        ),
        (
            r#"{"TestNodeConfigs": {"T": {"post_scirpt": "x := 1"}}, "SubstitutionRules": {}}"#,
            "unknown field `post_scirpt` in the test node `T`",
        ),
        (
            r#"{"TestNodeConfigs": {"T": {}}, "SubstitutionRules": {}}"#,
            "the test node `T` has no `return_status`",
        ),
        (
            r#"{"Rules": {}}"#,
            "unknown field `Rules` in the substitution rules",
        ),
    ];
    for (json, want) in cases {
        let mut factory = bot_factory();
        let err = match factory.substitution_rules_json(json) {
            Ok(_) => panic!("{json} loaded"),
            Err(e) => e.to_string(),
        };
        assert!(err.contains(want), "{err}\n\nwanted: {want}");
        assert_eq!(factory.substitution_rules().count(), 0, "{json}");
    }
}

/// Exports: a test node in place of a leaf of the user's is written under
/// that leaf's ID (the file loads back as it was written), anything else
/// as a `TestNode`.
#[test]
fn test_nodes_export_under_the_ids_they_replace() {
    let xml = xml_of(
        r#"<Sequence><MoveBase name="dock"/><Inverter name="flip"><a1/></Inverter></Sequence>"#,
        "",
    );
    let mut factory = bot_factory();
    factory
        .substitute_test("dock", TestNodeConfig::default())
        .substitute_test("flip", TestNodeConfig::default());
    let tree = factory.load_str(&xml).unwrap_or_else(|e| panic!("{e}"));
    let exported = tree.to_btcpp_xml();
    assert!(
        exported.contains(r#"<MoveBase name="dock"/>"#),
        "{exported}"
    );
    assert!(
        exported.contains(r#"<TestNode name="flip"/>"#),
        "{exported}"
    );
}

/// BT.CPP 4.10's `return_status_script`: its value is the status, the
/// status names being scripting enums there alone; a value that is no
/// status, or a statement that fails, makes the node fail without its
/// other scripts.
#[test]
fn a_return_status_script_gives_the_status() {
    let config = |script: &str| TestNodeConfig {
        return_status_script: script.into(),
        post_script: "tries += 1".into(),
        ..TestNodeConfig::default()
    };
    let xml = xml_of(
        r#"<RetryUntilSuccessful num_attempts="5"><MoveBase/></RetryUntilSuccessful>"#,
        "",
    );
    let mut factory = bot_factory();
    factory.substitute_test("MoveBase", config("tries >= 2 ? SUCCESS : FAILURE"));
    let (statuses, bot) = run(&factory, &xml, 3);
    assert_eq!(
        statuses,
        [Status::Running, Status::Running, Status::Success]
    );
    assert_eq!(bot.tries, 3);

    let xml = xml_of("<MoveBase/>", "");
    for (script, status, tries) in [
        ("'SKIPPED'", Status::Skipped, 1),
        ("RUNNING", Status::Running, 1),
        ("goal := 4; goal", Status::Skipped, 1),
        ("IDLE", Status::Failure, 0),
        ("7", Status::Failure, 0),
        ("'nope'", Status::Failure, 0),
        ("tries := (tries + 1) / 2; SUCCESS", Status::Failure, 0),
    ] {
        let mut factory = bot_factory();
        factory.substitute_test("MoveBase", config(script));
        let (statuses, bot) = run(&factory, &xml, 1);
        assert_eq!((statuses[0], bot.tries), (status, tries), "{script}");
    }

    // The status names are not enums in the other scripts.
    let mut factory = bot_factory();
    factory.substitute_test(
        "MoveBase",
        TestNodeConfig {
            post_script: "tries := SUCCESS".into(),
            ..config("SUCCESS")
        },
    );
    let err = load_error(&factory, &xml);
    assert!(
        err.starts_with(
            "<xml>:2:27: in `post_script=\"tries := SUCCESS\"`: `SUCCESS` is neither a \
             registered condition nor a context entry (the test node of the substitution rule \
             `MoveBase`)"
        ),
        "{err}"
    );

    // From JSON, without a `return_status`.
    let mut factory = bot_factory();
    factory
        .substitution_rules_json(
            r#"{"TestNodeConfigs": {"T": {"return_status_script": "'FAILURE'"}},
                "SubstitutionRules": {"MoveBase": "T"}}"#,
        )
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(run(&factory, &xml, 1).0, [Status::Failure]);
}

/// The JSON rules of a file: its errors give its path.
#[test]
fn json_rules_load_from_files() {
    let dir = std::env::temp_dir().join(format!("bt-substitute-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
    let good = dir.join("rules.json");
    std::fs::write(&good, r#"{"SubstitutionRules": {"a3": "Mock"}}"#)
        .unwrap_or_else(|e| panic!("{e}"));
    let bad = dir.join("bad.json");
    std::fs::write(&bad, "{\n  \"SubstitutionRules\": {\"a3\" \"Mock\"}\n}")
        .unwrap_or_else(|e| panic!("{e}"));
    let mut from_file = bot_factory();
    from_file
        .substitution_rules_file(&good)
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        from_file.substitution_rules().collect::<Vec<_>>(),
        [("a3", &Substitute::Id("Mock".into()))]
    );
    let err = match from_file.substitution_rules_file(&bad) {
        Ok(_) => panic!("bad.json loaded"),
        Err(e) => e.to_string(),
    };
    assert!(
        err.starts_with(&format!(
            "{}:2:30: malformed JSON of the substitution rules: expected `:`\n",
            bad.display()
        )),
        "{err}"
    );
    let missing = dir.join("missing.json");
    let err = match from_file.substitution_rules_file(&missing) {
        Ok(_) => panic!("missing.json loaded"),
        Err(e) => e.to_string(),
    };
    assert!(err.contains("cannot read the file"), "{err}");
    std::fs::remove_dir_all(&dir).unwrap_or_else(|e| panic!("{e}"));
}
