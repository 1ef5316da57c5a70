//! `bt::xml` (feature `xml`): what the loader accepts, the trees it builds
//! (their node tables and ticks), and its errors, which carry a line, a
//! column and a fix, and never panic (mutated and random XML included).

use std::cell::RefCell;
use std::fmt::Write as _;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::PathBuf;
use std::rc::Rc;
use std::time::Duration;

use bt::Status::{self, Failure, Running, Success};
use bt::testing::{Event, Trace};
use bt::xml::{Error, Factory};
use bt::{Clock, Stateful, StatefulAction, bt};

/// The context: a log of what ran, a clock and a few values.
#[derive(Debug, Default)]
struct Ctx {
    log: Vec<String>,
    now: Duration,
    ready: bool,
    mode: i32,
    speed: f64,
}

impl Clock for Ctx {
    fn now(&self) -> Duration {
        self.now
    }
}

/// A stateful action: running once, then success.
struct Walk(u32);

impl StatefulAction<Ctx> for Walk {
    fn on_start(&mut self, ctx: &mut Ctx) -> Status {
        ctx.log.push(format!("walk start {}", self.0));
        Running
    }
    fn on_running(&mut self, ctx: &mut Ctx) -> Status {
        ctx.log.push("walk done".into());
        Success
    }
    fn on_halted(&mut self, ctx: &mut Ctx) {
        ctx.log.push("walk halted".into());
    }
}

fn factory() -> Factory<Ctx> {
    let mut f = Factory::<Ctx>::new().with_clock();
    f.condition("IsReady", |c| c.ready)
        .condition("Yes", |c| {
            c.log.push("yes".into());
            true
        })
        .condition("No", |c| {
            c.log.push("no".into());
            false
        })
        .action("Act", |c| {
            c.log.push("act".into());
            Success
        })
        .action("Fail", |c| {
            c.log.push("fail".into());
            Failure
        })
        .node("Walk", || Stateful::new(Walk(0)))
        .node_with("Say", &["text", "times"], |args| {
            let text = args.value::<String>("text")?;
            let times = args.value_or::<u32>("times", 1)?;
            Ok(bt::leaf::action(move |c: &mut Ctx| {
                for _ in 0..times.get(c) {
                    let t = text.get(c);
                    c.log.push(t);
                }
                Success
            }))
        })
        .condition_with("FasterThan", &["limit"], |args| {
            let limit = args.value::<f64>("limit")?;
            Ok(move |c: &mut Ctx| c.speed > limit.get(c))
        })
        .entry("mode", |c: &Ctx| c.mode)
        .entry("ready", |c: &Ctx| c.ready)
        .entry("speed", |c: &Ctx| c.speed)
        .entry("greeting", |_: &Ctx| String::from("hello"))
        .script("Mark", |c| c.log.push("mark".into()))
        .script("Done", |c| c.log.push("done".into()))
        .script("Halted", |c| c.log.push("halted".into()));
    f
}

#[allow(non_snake_case)]
fn Act(c: &mut Ctx) -> Status {
    c.log.push("act".into());
    Success
}

#[allow(non_snake_case)]
fn IsReady(c: &mut Ctx) -> bool {
    c.ready
}

fn tree(body: &str) -> String {
    format!(
        "<root BTCPP_format=\"4\" main_tree_to_execute=\"Main\">\n<BehaviorTree ID=\"Main\">\n{body}\n</BehaviorTree>\n</root>"
    )
}

fn load(body: &str) -> bt::xml::XmlTree<Ctx> {
    factory()
        .load_str(&tree(body))
        .unwrap_or_else(|e| panic!("{e}"))
}

fn err(xml: &str) -> Error {
    match factory().load_str(xml) {
        Ok(_) => panic!("loaded:\n{xml}"),
        Err(e) => e,
    }
}

/// Every built-in node, in its compact and explicit forms: the table is
/// the one `bt!` gives the same tree.
#[test]
fn every_built_in_node_has_the_table_bt_gives_it() {
    let loaded = load(
        r#"<Sequence name="root">
  <SequenceWithMemory><Act/></SequenceWithMemory>
  <ReactiveSequence><IsReady/><Act/></ReactiveSequence>
  <AsyncSequence><Act/></AsyncSequence>
  <Fallback><Act/></Fallback>
  <ReactiveFallback><IsReady/><Act/></ReactiveFallback>
  <AsyncFallback><Act/></AsyncFallback>
  <Parallel success_count="1"><Act/><Act/></Parallel>
  <ParallelAll><Act/></ParallelAll>
  <IfThenElse><IsReady/><Act/><Act/></IfThenElse>
  <WhileDoElse><IsReady/><Act/></WhileDoElse>
  <TryCatch catch_on_halt="true"><Act/><Act/></TryCatch>
  <Control ID="Sequence"><Act/></Control>
  <Inverter><Act/></Inverter>
  <ForceSuccess><Act/></ForceSuccess>
  <ForceFailure><Act/></ForceFailure>
  <Decorator ID="Repeat" num_cycles="3"><Act/></Decorator>
  <RetryUntilSuccessful num_attempts="-1"><Act/></RetryUntilSuccessful>
  <KeepRunningUntilFailure><Act/></KeepRunningUntilFailure>
  <RepeatUntilFailure><Act/></RepeatUntilFailure>
  <RunOnce then_skip="False"><Act/></RunOnce>
  <Timeout msec="500"><Act/></Timeout>
  <Delay delay_msec="100"><Act/></Delay>
  <Sleep msec="20"/>
  <AlwaysSuccess/>
  <Action ID="AlwaysFailure"/>
  <AlwaysRunning/>
  <Action ID="Act"/>
  <Condition ID="IsReady" name="ready?"/>
</Sequence>"#,
    );
    let written = bt!(
        "root": sequence<
            sequence_with_memory<Act>,
            reactive_sequence<IsReady, Act>,
            async_sequence<Act>,
            fallback<Act>,
            reactive_fallback<IsReady, Act>,
            async_fallback<Act>,
            parallel(success_count = 1)<Act, Act>,
            parallel_all<Act>,
            if_then_else<IsReady, Act, Act>,
            while_do_else<IsReady, Act>,
            try_catch(catch_on_halt = true)<Act, Act>,
            sequence<Act>,
            inverter<Act>,
            force_success<Act>,
            force_failure<Act>,
            repeat(3)<Act>,
            retry(-1)<Act>,
            keep_running_until_failure<Act>,
            repeat_until_failure<Act>,
            run_once(then_skip = false)<Act>,
            timeout(500)<Act>,
            delay(100)<Act>,
            sleep(20),
            success,
            failure,
            running,
            Act,
            "ready?": IsReady,
        >
    );
    let (a, b) = (written.nodes(), loaded.nodes());
    assert_eq!(a.to_text(None), b.to_text(None));
    assert_eq!(a.len(), b.len());
    for (x, y) in a.iter().zip(b.iter()) {
        assert_eq!(
            (x.kind, x.depth, x.parent, x.children),
            (y.kind, y.depth, y.parent, y.children)
        );
        assert!(x.ports.iter().eq(y.ports.iter()), "{x:?} / {y:?}");
    }
}

/// Several trees, a subtree with remapped, literal and auto-remapped
/// entries; the main tree is `main_tree_to_execute`.
#[test]
fn subtrees_remap_their_entries() {
    let xml = r#"<?xml version="1.0"?>
<root BTCPP_format="4" main_tree_to_execute="Main">
  <BehaviorTree ID="Greet">
    <Sequence>
      <Say text="{words}" times="{n}"/>
      <SubTree ID="Deeper" _autoremap="true"/>
    </Sequence>
  </BehaviorTree>
  <BehaviorTree ID="Deeper">
    <Say text="{words}"/>
  </BehaviorTree>
  <BehaviorTree ID="Main">
    <Sequence>
      <SubTree ID="Greet" words="{greeting}" n="2"/>
      <Say text="{greeting}"/>
    </Sequence>
  </BehaviorTree>
  <TreeNodesModel>
    <Action ID="Say"><input_port name="text"/></Action>
  </TreeNodesModel>
</root>"#;
    let mut t = factory().load_str(xml).unwrap_or_else(|e| panic!("{e}"));
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["hello", "hello", "hello", "hello"]);
    // The subtrees are built in place.
    assert_eq!(
        t.to_text(None),
        "\
{-} sequence
    {-} sequence
        --> Say(text = {words}, times = {n})
        --> Say(text = {words})
    --> Say(text = {greeting})
"
    );
    // Without `_autoremap`, `Deeper` sees nothing of its caller.
    let e = factory()
        .load_str(&xml.replace(" _autoremap=\"true\"", ""))
        .unwrap_err();
    assert_eq!((e.line(), e.column()), (10, 16), "{e}");
    assert!(
        e.message()
            .contains("`{words}` is not visible in the subtree `Deeper`")
    );
    assert!(e.help().contains("_autoremap"));
    // Another main tree: `Deeper` run as the main tree reads the context
    // entry `words`, which is not registered.
    let e = factory()
        .load_str(&xml.replace(
            "main_tree_to_execute=\"Main\"",
            "main_tree_to_execute=\"Deeper\"",
        ))
        .unwrap_err();
    assert!(e.message().contains("no context entry `words`"), "{e}");
}

#[test]
fn includes_are_relative_to_the_including_file() {
    let dir = std::env::temp_dir().join(format!("bt-xml-include-{}", std::process::id()));
    std::fs::create_dir_all(dir.join("sub")).unwrap();
    std::fs::write(
        dir.join("main.xml"),
        r#"<root BTCPP_format="4" main_tree_to_execute="Main">
  <include path="sub/lib.xml"/>
  <BehaviorTree ID="Main"><SubTree ID="Lib"/></BehaviorTree>
</root>"#,
    )
    .unwrap();
    std::fs::write(
        dir.join("sub/lib.xml"),
        r#"<root BTCPP_format="4">
  <include path="../main.xml"/>
  <BehaviorTree ID="Lib"><Act/></BehaviorTree>
</root>"#,
    )
    .unwrap();
    // lib.xml includes main.xml back: a cycle.
    let e = factory().load_file(dir.join("main.xml")).unwrap_err();
    assert_eq!(e.file(), Some(dir.join("sub/lib.xml").as_path()), "{e}");
    assert_eq!((e.line(), e.column()), (2, 3));
    assert!(e.message().contains("includes itself"), "{e}");
    std::fs::write(
        dir.join("sub/lib.xml"),
        r#"<root BTCPP_format="4">
  <BehaviorTree ID="Lib"><Sequence><Act/><Bogus/></Sequence></BehaviorTree>
</root>"#,
    )
    .unwrap();
    let e = factory().load_file(dir.join("main.xml")).unwrap_err();
    assert_eq!(e.file(), Some(dir.join("sub/lib.xml").as_path()));
    assert_eq!((e.line(), e.column()), (2, 42), "{e}");
    std::fs::write(
        dir.join("sub/lib.xml"),
        r#"<root BTCPP_format="4"><BehaviorTree ID="Lib"><Act/></BehaviorTree></root>"#,
    )
    .unwrap();
    let mut t = factory().load_file(dir.join("main.xml")).unwrap();
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["act"]);
    let e = factory().load_file(dir.join("missing.xml")).unwrap_err();
    assert!(e.message().contains("cannot read"), "{e}");
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Preconditions nest in BT.CPP's order whatever the attribute order; a
/// chain of names is one node per name, other expressions one node.
#[test]
fn preconditions_nest_in_btcpp_order() {
    let t = load(
        r#"<Act _while="Yes &amp;&amp; ready" _skipIf="No || No" _failureIf="!(Yes) || false"/>"#,
    );
    assert_eq!(
        t.to_text(None),
        "\
-^- failure_if(condition = !(Yes) || false)
    -^- skip_if(condition = No)
        -^- skip_if(condition = No)
            -^- while_(condition = Yes)
                -^- while_(condition = ready)
                    --> Act
"
    );
    let mut t = t;
    let mut ctx = Ctx {
        ready: true,
        ..Ctx::default()
    };
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["yes", "no", "no", "yes", "act"]);
    ctx.ready = false;
    ctx.log.clear();
    assert_eq!(t.tick(&mut ctx), Status::Skipped);
    assert_eq!(ctx.log, ["yes", "no", "no", "yes"]);
    // `_successIf` with a condition that holds: the node is not ticked.
    let mut t =
        load(r#"<Sequence><Act _successIf="IsReady"/><Fail _failureIf="ready"/></Sequence>"#);
    let mut ctx = Ctx {
        ready: true,
        ..Ctx::default()
    };
    assert_eq!(t.tick(&mut ctx), Failure);
    assert!(ctx.log.is_empty(), "{:?}", ctx.log);
}

#[test]
fn post_conditions_run_as_in_btcpp() {
    let mut t = load(
        r#"<Sequence>
  <Act _onSuccess="Mark" _post="Done" _onFailure="Halted"/>
  <Fail _onFailure="Mark; Done" _failureIf="false"/>
</Sequence>"#,
    );
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Failure);
    assert_eq!(ctx.log, ["act", "mark", "done", "fail", "mark", "done"]);
    // `_onHalted` runs when a running node is halted, not otherwise.
    let mut t = load(
        r#"<ReactiveSequence><IsReady/><Walk _onHalted="Halted" _post="Done"/></ReactiveSequence>"#,
    );
    let mut ctx = Ctx {
        ready: true,
        ..Ctx::default()
    };
    assert_eq!(t.tick(&mut ctx), Running);
    ctx.ready = false;
    assert_eq!(t.tick(&mut ctx), Failure);
    t.halt(&mut ctx);
    assert_eq!(ctx.log, ["walk start 0", "walk halted", "halted"]);
    // They are ports of the node's table entry, and exported again.
    assert_eq!(
        t.nodes().get(2).unwrap().ports.get("_onHalted"),
        Some("Halted")
    );
    assert!(
        t.to_btcpp_xml()
            .contains(r#"<Walk _post="Done" _onHalted="Halted"/>"#)
    );
}

#[test]
fn typed_ports_read_literals_and_entries() {
    let mut t = load(
        r#"<Sequence>
  <Say text="hi" times="2"/>
  <Say text="{greeting}"/>
  <FasterThan limit="{speed}"/>
  <FasterThan limit="1.5"/>
</Sequence>"#,
    );
    let mut ctx = Ctx {
        speed: 2.0,
        ..Ctx::default()
    };
    assert_eq!(t.tick(&mut ctx), Failure);
    assert_eq!(ctx.log, ["hi", "hi", "hello"]);
    let e = err(&tree(r#"<Say text="a" times="{speed}"/>"#));
    assert_eq!((e.line(), e.column()), (3, 22));
    assert!(
        e.message()
            .contains("the entry `speed` is a `f64`, the port `times` of `Say` reads a `u32`"),
        "{e}"
    );
    let e = err(&tree(r#"<Say text="a" times="-1"/>"#));
    assert!(
        e.message()
            .contains("`-1` is not a valid u32 for the port `times` of `Say`"),
        "{e}"
    );
    let e = err(&tree(r#"<Say text="{nope}"/>"#));
    assert!(e.message().contains("no context entry `nope`"), "{e}");
    let e = err(&tree(r"<Say/>"));
    assert!(e.message().contains("`Say` needs the port `text`"), "{e}");
    let e = err(&tree(r#"<Say text="a" loud="yes"/>"#));
    assert!(e.message().contains("`Say` has no port `loud`"), "{e}");
    assert!(e.help().contains("`text`, `times`"), "{e}");
}

#[test]
fn switch_compares_the_entry_text_with_its_cases() {
    let mut t = load(
        r#"<Switch3 variable="{mode}" case_1="1" case_2="2" case_3="-3">
  <Say text="one"/><Say text="two"/><Say text="minus three"/><Say text="other"/>
</Switch3>"#,
    );
    let mut ctx = Ctx::default();
    for mode in [2, -3, 1, 7] {
        ctx.mode = mode;
        assert_eq!(t.tick(&mut ctx), Success);
    }
    assert_eq!(ctx.log, ["two", "minus three", "one", "other"]);
    assert_eq!(
        t.to_text(None).lines().next(),
        Some("{?} switch(variable = mode, case_1 = 1, case_2 = 2, case_3 = -3)")
    );
}

#[test]
fn stateful_leaves_are_made_per_element() {
    let mut t = load(r#"<Parallel success_count="2"><Walk/><Walk/></Parallel>"#);
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Running);
    assert_eq!(t.tick(&mut ctx), Success);
    assert_eq!(
        ctx.log,
        ["walk start 0", "walk start 0", "walk done", "walk done"]
    );
}

#[test]
fn the_tree_is_observable_like_any_other() {
    let trace = Trace::new();
    let shared = Rc::new(RefCell::new(trace.leaf("step", [Running, Success])));
    let mut f: Factory<()> = Factory::new();
    let leaf = Rc::clone(&shared);
    f.action("Step", move |c| bt::Node::tick(&mut *leaf.borrow_mut(), c));
    let mut t = f
        .load_str(r#"<root BTCPP_format="4"><BehaviorTree ID="T"><Inverter><Step/></Inverter></BehaviorTree></root>"#)
        .unwrap();
    let mut stats = bt::observe::Statistics::new(t.nodes());
    assert_eq!(t.tick_with(&mut (), &mut stats), Running);
    assert_eq!(t.tick_with(&mut (), &mut stats), Failure);
    assert_eq!(
        t.to_text(Some(&stats)),
        "-^- inverter [FAILURE]\n    --> Step [SUCCESS]\n"
    );
    assert_eq!(
        trace.events(),
        [Event::Tick("step", Running), Event::Tick("step", Success)]
    );
}

/// Each error: its position, and words of its message and of its fix.
#[test]
#[allow(clippy::too_many_lines)] // one table of cases
fn errors_say_where_and_how_to_fix() {
    let cases: &[(&str, (u32, u32), &str, &str)] = &[
        ("<root", (1, 1), "malformed XML", "syntax"),
        (
            "<nope/>",
            (1, 1),
            "document element is `<nope>`",
            "BTCPP_format",
        ),
        (
            r#"<root BTCPP_format="3"><BehaviorTree ID="A"><Act/></BehaviorTree></root>"#,
            (1, 21),
            "bt reads format 4",
            "convert",
        ),
        (
            r#"<root BTCPP_format="4"></root>"#,
            (1, 1),
            "no `<BehaviorTree>`",
            "add",
        ),
        (
            r#"<root><BehaviorTree ID="A"><Act/></BehaviorTree><BehaviorTree ID="B"><Act/></BehaviorTree></root>"#,
            (1, 1),
            "several trees",
            "main_tree_to_execute",
        ),
        (
            r#"<root main_tree_to_execute="C"><BehaviorTree ID="A"><Act/></BehaviorTree></root>"#,
            (1, 29),
            "names `C`",
            "`A`",
        ),
        (
            r#"<root><BehaviorTree ID="A"><Act/></BehaviorTree><BehaviorTree ID="A"><Act/></BehaviorTree></root>"#,
            (1, 49),
            "a second",
            "own ID",
        ),
        (
            r#"<root color="red"><BehaviorTree ID="A"><Act/></BehaviorTree></root>"#,
            (1, 7),
            "unknown attribute `color` on `<root>`",
            "",
        ),
        (
            r"<root><Act/></root>",
            (1, 7),
            "`<Act>` in `<root>`",
            "inside a `<BehaviorTree>`",
        ),
        (
            r"<root><BehaviorTree><Act/></BehaviorTree></root>",
            (1, 7),
            "without `ID`",
            "MainTree",
        ),
        (
            r#"<root><BehaviorTree ID="A"/></root>"#,
            (1, 7),
            "is empty",
            "one root",
        ),
        (
            r#"<root><BehaviorTree ID="A"><Act/><Act/></BehaviorTree></root>"#,
            (1, 34),
            "more than one root",
            "Sequence",
        ),
        (
            r#"<root><BehaviorTree ID="A">text<Act/></BehaviorTree></root>"#,
            (1, 28),
            "unexpected text `text`",
            "remove",
        ),
    ];
    for &(xml, at, message, help) in cases {
        let e = err(xml);
        assert_eq!((e.line(), e.column()), at, "{e}");
        assert!(e.message().contains(message), "{e}");
        assert!(e.help().contains(help), "{e}");
        assert!(e.file().is_none());
    }
    let in_tree: &[(&str, (u32, u32), &str, &str)] = &[
        (
            "<Sequens><Act/></Sequens>",
            (3, 1),
            "unknown node ID `Sequens`",
            "did you mean `Sequence`",
        ),
        (
            "<Script code=\"x:=1\"/>",
            (3, 1),
            "BehaviorTree.CPP node that bt does not have",
            "register",
        ),
        (
            "<Sequence/>",
            (3, 1),
            "`Sequence` takes at least one child, it has 0",
            "",
        ),
        (
            "<Inverter><Act/><Act/></Inverter>",
            (3, 17),
            "exactly one child",
            "wrap",
        ),
        (
            "<IfThenElse><Act/></IfThenElse>",
            (3, 1),
            "2 or 3 children",
            "",
        ),
        (
            "<Act><Act/></Act>",
            (3, 6),
            "the leaf `Act` has children",
            "",
        ),
        (
            "<Repeat><Act/></Repeat>",
            (3, 1),
            "needs the port `num_cycles`",
            "num_cycles=",
        ),
        (
            "<Repeat num_cycles=\"x\"><Act/></Repeat>",
            (3, 21),
            "`x` is not a whole number",
            "",
        ),
        (
            "<Repeat num_cycles=\"{n}\"><Act/></Repeat>",
            (3, 21),
            "take literals",
            "",
        ),
        (
            "<Repeat cycles=\"3\"><Act/></Repeat>",
            (3, 17),
            "`Repeat` has no port `cycles`",
            "`num_cycles`",
        ),
        (
            "<Inverter count=\"1\"><Act/></Inverter>",
            (3, 18),
            "no port `count`",
            "no ports",
        ),
        (
            "<RunOnce then_skip=\"maybe\"><Act/></RunOnce>",
            (3, 21),
            "not `true` or `false`",
            "",
        ),
        ("<Action/>", (3, 1), "`<Action>` without `ID`", ""),
        (
            "<Condition ID=\"Act\"/>",
            (3, 1),
            "`Act` is a Action node, not a Condition",
            "<Action ID=\"Act\">",
        ),
        (
            "<Decorator ID=\"Sequence\"><Act/></Decorator>",
            (3, 1),
            "is a Control node",
            "",
        ),
        (
            "<Act _skipIf=\"x := 1\"/>",
            (3, 17),
            "bt runs only",
            "Factory::condition",
        ),
        (
            "<Act _skipIf=\"Yes &amp;&amp;\"/>",
            (3, 29),
            "ends too early",
            "",
        ),
        (
            "<Act _skipIf=\"Nope\"/>",
            (3, 15),
            "`Nope` in `_skipIf` is neither",
            "Factory::condition(\"Nope\"",
        ),
        (
            "<Act _skipIf=\"Act\"/>",
            (3, 15),
            "neither",
            "scripts name conditions",
        ),
        (
            "<Act _while=\"mode\"/>",
            (3, 14),
            "the entry `mode`, a `i32`, not a `bool`",
            "",
        ),
        (
            "<Act _onSuccess=\"x = 1\"/>",
            (3, 18),
            "registered script names only",
            "Factory::script",
        ),
        (
            "<Act _onSuccess=\"Mark; Nope\"/>",
            (3, 24),
            "no script `Nope`",
            "",
        ),
        (
            "<Act _ifWhatever=\"1\"/>",
            (3, 6),
            "unknown attribute `_ifWhatever`",
            "_skipIf",
        ),
        ("<SubTree/>", (3, 1), "`<SubTree>` without `ID`", ""),
        (
            "<SubTree ID=\"Other\"/>",
            (3, 14),
            "no `<BehaviorTree ID=\"Other\">`",
            "`Main`",
        ),
        ("<SubTree ID=\"Main\"/>", (3, 14), "contains itself", ""),
        (
            "<SubTree ID=\"Main\" _autoremap=\"yes\"/>",
            (3, 32),
            "_autoremap",
            "",
        ),
        (
            "<Switch2 variable=\"{mode}\" case_1=\"1\"><Act/><Act/><Act/></Switch2>",
            (3, 1),
            "`Switch2` needs the port `case_2`",
            "",
        ),
        (
            "<Switch2 variable=\"mode\" case_1=\"1\" case_2=\"2\"><Act/><Act/><Act/></Switch2>",
            (3, 20),
            "not a `{key}`",
            "",
        ),
        (
            "<Switch2 variable=\"{mode}\" case_1=\"1\" case_2=\"2\"><Act/><Act/></Switch2>",
            (3, 1),
            "takes 3 children",
            "",
        ),
        (
            "<Switch2 variable=\"{nope}\" case_1=\"1\" case_2=\"2\"><Act/><Act/><Act/></Switch2>",
            (3, 20),
            "no context entry `nope`",
            "",
        ),
        (
            "<Switch2 variable=\"{mode}\" case_1=\"1\" case_3=\"2\"><Act/><Act/><Act/></Switch2>",
            (3, 47),
            "no port `case_3`",
            "case_2",
        ),
    ];
    for &(body, at, message, help) in in_tree {
        let e = err(&tree(body));
        assert_eq!((e.line(), e.column()), at, "{body}: {e}");
        assert!(e.message().contains(message), "{body}: {e}");
        assert!(e.help().contains(help), "{body}: {e}");
    }
    // A timed node without a clock.
    let e = Factory::<Ctx>::new()
        .load_str(&tree("<Sleep msec=\"1\"/>"))
        .unwrap_err();
    assert!(e.message().contains("`Sleep` needs a clock"), "{e}");
    assert!(e.help().contains("with_clock"));
    // A leaf under a built-in ID.
    let mut f = factory();
    f.action("Sequence", |_| Success);
    let e = f
        .load_str(&tree("<Sequence><Act/></Sequence>"))
        .unwrap_err();
    assert!(e.message().contains("built-in node and also a leaf"), "{e}");
    // The text form names the file (or `<xml>`), the position and the fix.
    assert_eq!(
        err(&tree("<Sequens><Act/></Sequens>")).to_string(),
        "<xml>:3:1: unknown node ID `Sequens`\n  help: did you mean `Sequence`? (or register a leaf `Sequens` in the factory)"
    );
}

#[test]
fn subtree_cycles_and_blowups_are_errors() {
    let xml = r#"<root main_tree_to_execute="A">
<BehaviorTree ID="A"><SubTree ID="B"/></BehaviorTree>
<BehaviorTree ID="B"><Sequence><SubTree ID="A"/></Sequence></BehaviorTree>
</root>"#;
    let e = err(xml);
    assert_eq!((e.line(), e.column()), (3, 45), "{e}");
    assert!(e.message().contains("the subtree `A` contains itself"));
    // Twenty levels of two calls each would be a million nodes.
    let mut xml = String::from("<root main_tree_to_execute=\"T0\">");
    for i in 0..20 {
        let _ = write!(
            xml,
            "<BehaviorTree ID=\"T{i}\"><Sequence><SubTree ID=\"T{n}\"/><SubTree ID=\"T{n}\"/></Sequence></BehaviorTree>",
            n = i + 1
        );
    }
    xml.push_str("<BehaviorTree ID=\"T20\"><Act/></BehaviorTree></root>");
    let e = err(&xml);
    assert!(e.message().contains("more than 65535 nodes"), "{e}");
}

/// The seeded generator of the fuzz test (`SplitMix64`).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: usize) -> usize {
        usize::try_from(self.next() % n as u64).unwrap()
    }
}

/// Mutated and random XML: the loader returns a tree or an error with a
/// position inside the text, and never panics.
#[test]
fn mutated_and_garbage_xml_never_panics() {
    let base = tree(
        r#"<Sequence name="s">
  <Fallback><IsReady _skipIf="No || Yes"/><Say text="{greeting}" times="2"/></Fallback>
  <Switch2 variable="{mode}" case_1="1" case_2="2"><Act/><Walk _onHalted="Halted"/><Sleep msec="5"/></Switch2>
  <Repeat num_cycles="2"><RetryUntilSuccessful num_attempts="3"><Fail/></RetryUntilSuccessful></Repeat>
</Sequence>"#,
    );
    let pieces = [
        "<",
        ">",
        "/>",
        "\"",
        "=",
        "{",
        "}",
        "&amp;",
        "&",
        "<Act/>",
        "</Sequence>",
        "<Sequence>",
        "_skipIf=\"",
        "ID=\"",
        " ",
        "\u{e9}",
        "\0",
        "<!DOCTYPE x>",
        "<![CDATA[",
        "-->",
        "<!--",
    ];
    let f = factory();
    assert!(f.load_str(&base).is_ok());
    let mut rng = Rng(0x00B7_0017);
    let (mut loaded, mut errors) = (0, 0);
    for round in 0..2000 {
        let mut text: Vec<char> = base.chars().collect();
        let edits = 1 + rng.below(4);
        for _ in 0..edits {
            let at = rng.below(text.len() + 1);
            match rng.below(4) {
                0 if !text.is_empty() => {
                    let end = (at + 1 + rng.below(8)).min(text.len());
                    text.drain(at.min(end)..end);
                }
                1 => {
                    let piece = pieces[rng.below(pieces.len())];
                    for (i, c) in piece.chars().enumerate() {
                        text.insert(at + i, c);
                    }
                }
                2 if at < text.len() => {
                    text[at] = char::from(u8::try_from(32 + rng.below(95)).unwrap());
                }
                _ => text.truncate(at),
            }
        }
        let mut text: String = text.into_iter().collect();
        if round % 10 == 0 {
            // Plain garbage too.
            text = (0..rng.below(200))
                .map(|_| char::from(u8::try_from(rng.below(128)).unwrap()))
                .collect();
        }
        let result = catch_unwind(AssertUnwindSafe(|| f.load_str(&text)));
        let Ok(result) = result else {
            panic!("the loader panicked on:\n{text}")
        };
        match result {
            Ok(mut t) => {
                loaded += 1;
                let mut ctx = Ctx::default();
                for _ in 0..3 {
                    let _ = t.tick(&mut ctx);
                }
            }
            Err(e) => {
                errors += 1;
                let lines = u32::try_from(text.lines().count().max(1)).unwrap();
                assert!(
                    e.line() >= 1 && e.line() <= lines + 1 && e.column() >= 1,
                    "{e} is outside the text:\n{text}"
                );
                assert!(!e.message().is_empty() && !e.help().is_empty(), "{e}");
            }
        }
    }
    assert!(loaded > 0 && errors > 0, "{loaded} loaded, {errors} errors");
}

#[test]
fn hot_reload_keeps_the_old_tree_on_error() {
    let path: PathBuf =
        std::env::temp_dir().join(format!("bt-xml-reload-{}.xml", std::process::id()));
    std::fs::write(&path, tree("<Act/>")).unwrap();
    let f = factory();
    let mut t = f.load_file(&path).unwrap();
    std::fs::write(&path, tree("<Act")).unwrap();
    let e = f.load_file(&path).unwrap_err();
    assert_eq!(e.file(), Some(path.as_path()));
    let mut ctx = Ctx::default();
    assert_eq!(t.tick(&mut ctx), Success);
    std::fs::write(&path, tree("<Fail/>")).unwrap();
    t = f.load_file(&path).unwrap();
    assert_eq!(t.tick(&mut ctx), Failure);
    assert_eq!(ctx.log, ["act", "fail"]);
    std::fs::remove_file(&path).unwrap();
}

/// Every built-in node has an XML form: a tag of its own, `Switch<n>`, or
/// a precondition attribute.
#[test]
fn every_kind_has_an_xml_form() {
    use bt::table::Kind;
    for kind in Kind::ALL {
        let own_tag =
            !(kind.is_user_leaf() || *kind == Kind::SWITCH || kind.btcpp.starts_with('_'));
        assert_eq!(Kind::XML_TAGS.contains(kind), own_tag, "{}", kind.keyword);
        if own_tag {
            assert_eq!(Kind::from_btcpp_tag(kind.btcpp), Some((*kind, None)));
        }
    }
    assert_eq!(Kind::XML_TAGS.len(), Kind::ALL.len() - 7);
    assert_eq!(
        Kind::from_btcpp_tag("Switch16"),
        Some((Kind::SWITCH, Some(16)))
    );
    for tag in [
        "Switch17",
        "Switch0",
        "Switch02",
        "Switch",
        "_while",
        "Action",
        "Condition",
    ] {
        assert_eq!(Kind::from_btcpp_tag(tag), None, "{tag}");
    }
}

/// Scripts and nestings deep enough to overflow a stack are errors.
#[test]
fn huge_scripts_and_nestings_are_errors() {
    let long = vec!["No"; 5000].join(" || ");
    let e = err(&tree(&format!("<Act _skipIf=\"{long}\"/>")));
    assert!(e.message().contains("deeper than 128 levels"), "{e}");
    let e = err(&tree(&format!(
        "<Act _skipIf=\"{}Yes\"/>",
        "!".repeat(100_000)
    )));
    assert!(e.message().contains("longer than 256"), "{e}");
    assert_eq!((e.line(), e.column()), (3, 271));
    let e = err(&tree(&format!(
        "<Act _skipIf=\"{}Yes{}\"/>",
        "(".repeat(300),
        ")".repeat(300)
    )));
    assert!(e.message().contains("longer than 256"), "{e}");
    let deep = format!(
        "{}<Act/>{}",
        "<Inverter>".repeat(300),
        "</Inverter>".repeat(300)
    );
    let e = err(&tree(&deep));
    assert!(e.message().contains("deeper than 128 levels"), "{e}");
}
