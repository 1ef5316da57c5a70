//! `bt_xml!` (feature `xml`): a file read at compile time gives the tree the
//! run-time loader gives, node table and ticks alike; leaves with ports are
//! called with their values. The compile errors are in tests/ui-xml (see
//! tests/compiletest.rs).

use std::time::Duration;

use bt::Status::{self, Failure, Running, Success};
use bt::observe::StdoutLogger;
use bt::xml::Factory;
use bt::{Clock, bt_xml};

#[derive(Debug, Default)]
struct Ctx {
    now: Duration,
    log: Vec<String>,
    ready: bool,
    mode: i32,
    ticks: u32,
    laps: i32,
    patience: u64,
    wait: u64,
}

impl Clock for Ctx {
    fn now(&self) -> Duration {
        self.now
    }
}

fn act(c: &mut Ctx) -> Status {
    c.log.push("Act".into());
    if c.ticks % 3 == 2 { Running } else { Success }
}
fn fail(c: &mut Ctx) -> Status {
    c.log.push("Fail".into());
    Failure
}
fn is_ready(c: &mut Ctx) -> bool {
    c.log.push("IsReady".into());
    c.ready
}
fn yes(c: &mut Ctx) -> bool {
    c.log.push("Yes".into());
    true
}
fn no(c: &mut Ctx) -> bool {
    c.log.push("No".into());
    false
}
fn mode(c: &mut Ctx) -> i32 {
    c.mode
}

/// Asserts that the compile-time tree's node table and BT.CPP export are
/// the run-time tree's; the export.
fn same_tree(written: &bt::table::Nodes, loaded: &bt::table::Nodes) -> String {
    assert_eq!(format!("{written:?}"), format!("{loaded:?}"));
    let xml = written.to_btcpp_xml();
    assert_eq!(xml, loaded.to_btcpp_xml());
    xml
}

#[test]
fn the_compile_time_tree_is_the_run_time_tree() {
    let mut written = bt_xml!("tests/xml/both.xml", Ctx => {
        Act => act,
        Fail => fail,
        IsReady => is_ready,
        Yes => yes,
        No => no,
        "{mode}" => mode,
    });
    let mut factory = Factory::<Ctx>::new().with_clock();
    factory
        .action("Act", act)
        .action("Fail", fail)
        .condition("IsReady", is_ready)
        .condition("Yes", yes)
        .condition("No", no)
        .entry("mode", |c: &Ctx| c.mode);
    let mut loaded = factory.load_file("tests/xml/both.xml").unwrap();
    let (a, b) = (written.nodes(), loaded.nodes());
    assert!(
        a.iter().eq(b.iter()),
        "compile time:\n{}run time:\n{}",
        a.to_text(None),
        b.to_text(None)
    );
    assert_eq!(written.to_btcpp_xml(), loaded.to_btcpp_xml());
    // A name that is bt's keyword for the node is a name all the same.
    let retry = "<RetryUntilSuccessful name=\"retry\" num_attempts=\"-1\">";
    assert!(
        loaded.to_btcpp_xml().contains(retry),
        "{}",
        loaded.to_btcpp_xml()
    );
    let mut log_a = StdoutLogger::to_writer(a.clone(), Vec::new()).with_clock(|| Duration::ZERO);
    let mut log_b = StdoutLogger::to_writer(b.clone(), Vec::new()).with_clock(|| Duration::ZERO);
    let (mut x, mut y) = (Ctx::default(), Ctx::default());
    for tick in 0..40_u32 {
        for c in [&mut x, &mut y] {
            c.ticks = tick;
            c.ready = tick % 4 != 1;
            c.mode = i32::try_from(tick % 5).unwrap();
            c.now = Duration::from_millis(u64::from(tick) * 70);
        }
        if tick % 9 == 8 {
            written.halt(&mut x);
            loaded.halt(&mut y);
        } else {
            assert_eq!(
                written.tick_with(&mut x, &mut log_a),
                loaded.tick_with(&mut y, &mut log_b),
                "tick {tick}"
            );
        }
        assert_eq!(x.log, y.log, "tick {tick}");
    }
    assert!(x.log.len() > 100, "{}", x.log.len());
    assert_eq!(log_a.into_inner(), log_b.into_inner());
}

/// Without `main_tree_to_execute`, the file's only tree is built: its
/// includes' trees do not count (BT.CPP 4.9+), as in the run-time loader.
#[test]
fn the_files_own_tree_is_built_beside_its_includes() {
    let mut written = bt_xml!("tests/xml/include-beside.xml", Ctx => {
        Act => act,
        Fail => fail,
        IsReady => is_ready,
        "{mode}" => mode,
    });
    let mut factory = Factory::<Ctx>::new();
    factory
        .action("Act", act)
        .action("Fail", fail)
        .condition("IsReady", is_ready)
        .entry("mode", |c: &Ctx| c.mode);
    let loaded = factory.load_file("tests/xml/include-beside.xml").unwrap();
    // (A `subtree` node among them.)
    assert_eq!(written.nodes().len(), 7);
    assert_eq!(
        format!("{:?}", written.nodes()),
        format!("{:?}", loaded.nodes())
    );
    let mut ctx = Ctx {
        mode: 2,
        ..Ctx::default()
    };
    assert_eq!(written.tick(&mut ctx), Success);
}

/// `tree = "Id"` builds that tree in place of `main_tree_to_execute`, as
/// `Factory::load_file_tree` loads it: here the subtree an include brings.
#[test]
fn a_tree_is_built_by_its_id() {
    let mut written = bt_xml!("tests/xml/both.xml", tree = "Attack", Ctx => {
        Act => act,
        Fail => fail,
        IsReady => is_ready,
        Yes => yes,
        No => no,
        "{mode}" => mode,
    });
    let mut factory = Factory::<Ctx>::new();
    factory
        .action("Act", act)
        .action("Fail", fail)
        .condition("IsReady", is_ready)
        .entry("mode", |c: &Ctx| c.mode);
    let mut loaded = factory
        .load_file_tree("tests/xml/both.xml", "Attack")
        .unwrap();
    assert_eq!(written.nodes().len(), 5);
    assert_eq!(
        format!("{:?}", written.nodes()),
        format!("{:?}", loaded.nodes())
    );
    let (mut x, mut y) = (Ctx::default(), Ctx::default());
    for tick in 0..8 {
        x.mode = tick % 5;
        y.mode = tick % 5;
        assert_eq!(written.tick(&mut x), loaded.tick(&mut y), "tick {tick}");
    }
    assert_eq!(x.log, y.log);
    // Modes 0 and 4 take the default (`IsReady`), 1 to 3 their cases.
    assert_eq!(
        x.log,
        [
            "IsReady", "Act", "Fail", "Act", "IsReady", "IsReady", "Act", "Fail"
        ]
    );
}

/// A tree without an ID alone in its `<root>` is `BehaviorTree_0`, and
/// `<root>` attributes other than its two, and node attributes starting
/// with `_` that mean nothing, are ignored, as in BT.CPP and the run-time
/// loader.
#[test]
fn an_unnamed_tree_builds() {
    let mut written = bt_xml!("tests/xml/unnamed.xml", Ctx => { Act => act });
    let mut named =
        bt_xml!("tests/xml/unnamed.xml", tree = "BehaviorTree_0", Ctx => { Act => act });
    let mut factory = Factory::<Ctx>::new();
    factory.action("Act", act);
    let mut loaded = factory.load_file("tests/xml/unnamed.xml").unwrap();
    assert_eq!(
        format!("{:?}", written.nodes()),
        format!("{:?}", loaded.nodes())
    );
    let mut ctx = Ctx::default();
    assert_eq!(written.tick(&mut ctx), Failure);
    assert_eq!(named.tick(&mut ctx), Failure);
    assert_eq!(loaded.tick(&mut ctx), Failure);
}

/// The ports a `<TreeNodesModel>` declares for a subtree get their
/// defaults where a `<SubTree>` does not remap them, and `{=}` is
/// `{port}`, as in BT.CPP and the run-time loader. A binding in
/// parentheses is the same (no `unused_parens` on the port's value).
#[test]
#[deny(unused_parens)]
fn subtree_models_give_ports_their_defaults() {
    let mut built = bt_xml!("tests/xml/models.xml", Ctx => {
        Say(text, times) => (say),
        "{greeting}" => ("hello"),
    });
    let mut ctx = Ctx::default();
    assert_eq!(built.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["hello", "bye", "bye", "hello"]);
}

fn say(text: &'static str, times: u32) -> impl FnMut(&mut Ctx) -> Status {
    move |c: &mut Ctx| {
        for _ in 0..times {
            c.log.push(text.into());
        }
        Success
    }
}

fn say_mode(times: u32, text: fn(&mut Ctx) -> i32) -> impl FnMut(&mut Ctx) -> Status {
    move |c: &mut Ctx| {
        for _ in 0..times {
            let t = text(c).to_string();
            c.log.push(t);
        }
        Success
    }
}

#[test]
fn leaves_with_ports_are_called_with_their_values() {
    let mut tree = bt_xml!("tests/xml/ports.xml", {
        Say(text, times) => say,
        SayMode(times, text) => say_mode,
        "{mode}" => mode,
        "{count}" => 3,
    });
    let mut ctx = Ctx {
        mode: 7,
        ..Ctx::default()
    };
    assert_eq!(tree.tick(&mut ctx), Success);
    assert_eq!(ctx.log, ["hi", "hi", "7", "7", "7", "7", "bye"]);
}

/// A file with what only BT.CPP's parser lets through (an XML declaration
/// after blank space, a bare `&` and `<` in attribute values) is read as
/// BT.CPP reads it, at compile time as at run time.
#[test]
fn bare_ampersands_and_less_thans_read_as_btcpp_reads_them() {
    let mut written = bt_xml!("tests/xml/tolerant.xml", Ctx => {
        Say(text, times) => say,
        Act => act,
        IsReady => is_ready,
        No => no,
    });
    let mut factory = Factory::<Ctx>::new();
    factory
        .action("Act", act)
        .condition("IsReady", is_ready)
        .condition("No", no)
        .node_with("Say", &["text", "times"], run_time_say);
    let mut loaded = factory.load_file("tests/xml/tolerant.xml").unwrap();
    assert_eq!(
        format!("{:?}", written.nodes()),
        format!("{:?}", loaded.nodes())
    );
    assert!(written.nodes().iter().any(|n| n.label == "x<y"));
    assert_eq!(written.to_btcpp_xml(), loaded.to_btcpp_xml());
    for ready in [false, true] {
        let (mut a, mut b) = (
            Ctx {
                ready,
                ..Ctx::default()
            },
            Ctx {
                ready,
                ..Ctx::default()
            },
        );
        assert_eq!(written.tick(&mut a), Success);
        assert_eq!(loaded.tick(&mut b), Success);
        assert_eq!(a.log, b.log);
        let acted = if ready { vec![] } else { vec!["Act"] };
        let expected: Vec<&str> = ["a<b & c", "a<b & c", "No", "IsReady"]
            .into_iter()
            .chain(acted)
            .collect();
        assert_eq!(a.log, expected);
    }
}

/// `<SubTree>`s are `subtree` nodes with their remapping, at compile time
/// as at run time, their leaves' ports shown as written and a built-in
/// node's count remapped to a value as that value: the same table, the
/// same export (a `<BehaviorTree>` per count: `Greet`, and `Greet_2` for
/// the instance still named `Greet`), the
/// same ticks.
#[test]
fn remapped_subtrees_are_the_run_time_loaders() {
    let mut written = bt_xml!("tests/xml/remapped.xml", Ctx => {
        Say(text, times) => say,
        "{greeting}" => "hello",
    });
    let mut factory = Factory::<Ctx>::new();
    factory
        .entry("greeting", |_: &Ctx| String::from("hello"))
        .node_with("Say", &["text", "times"], run_time_say);
    let mut loaded = factory.load_file("tests/xml/remapped.xml").unwrap();
    let xml = same_tree(&written.nodes(), &loaded.nodes());
    for shown in [
        r#"<SubTree ID="Greet" words="{greeting}" times="2" laps="2"/>"#,
        r#"<SubTree ID="Greet_2" name="Greet" words="bye" times="1" laps="1"/>"#,
        r#"<Say text="{words}" times="{=}"/>"#,
        r#"<Repeat num_cycles="2">"#,
        r#"<Repeat num_cycles="1">"#,
    ] {
        assert!(xml.contains(shown), "{shown} in\n{xml}");
    }
    let (mut a, mut b) = (Ctx::default(), Ctx::default());
    loop {
        let status = written.tick(&mut a);
        assert_eq!(status, loaded.tick(&mut b));
        if status != Status::Running {
            break;
        }
    }
    assert_eq!(a.log, b.log);
    assert_eq!(a.log, ["hello", "hello", "hello", "hello", "bye"]);
}

/// Counts and times from entries (`num_cycles="{laps}"`), bound to
/// closures over the context: read when the node needs them, as the
/// run-time loader reads the entries; the same table, export and ticks,
/// the values changed between and during runs. A binding in parentheses,
/// as a leaf of `bt!` is written, is the same (no `unused_parens`).
#[test]
#[deny(unused_parens)]
fn counts_and_times_from_entries_are_read_when_needed() {
    let mut written = bt_xml!("tests/xml/entries.xml", Ctx => {
        Act => (act),
        "{laps}" => |c| c.laps,
        "{patience}" => (|c| c.patience),
        "{wait}" => |c| c.wait,
    });
    let mut factory = Factory::<Ctx>::new().with_clock();
    factory
        .entry("laps", |c: &Ctx| c.laps)
        .entry("patience", |c: &Ctx| c.patience)
        .entry("wait", |c: &Ctx| c.wait)
        .action("Act", act);
    let mut loaded = factory.load_file("tests/xml/entries.xml").unwrap();
    let xml = same_tree(&written.nodes(), &loaded.nodes());
    assert!(xml.contains(r#"<Repeat num_cycles="{laps}">"#));
    let start = Ctx {
        laps: 2,
        patience: 300,
        wait: 100,
        ..Ctx::default()
    };
    let (mut a, mut b) = (start, Ctx::default());
    (b.laps, b.patience, b.wait) = (a.laps, a.patience, a.wait);
    let mut statuses = Vec::new();
    for tick in 0..40 {
        let status = written.tick(&mut a);
        assert_eq!(status, loaded.tick(&mut b), "tick {tick}");
        statuses.push(status);
        for c in [&mut a, &mut b] {
            c.ticks += 1;
            c.now += Duration::from_millis(50);
            // New values for the next run, and during this one.
            if tick == 8 {
                (c.laps, c.patience, c.wait) = (3, 100, 200);
            }
        }
    }
    assert_eq!(a.log, b.log);
    assert!(statuses.contains(&Success) && statuses.contains(&Failure));
}

/// A `Switch` case remapped on a `<SubTree>` is the value remapped, at
/// compile time as at run time.
#[test]
fn switch_cases_remapped_on_subtrees_are_their_values() {
    let mut written = bt_xml!("tests/xml/switch-remap.xml", Ctx => {
        Act => act,
        Fail => fail,
        "{mode}" => mode,
    });
    let mut factory = Factory::<Ctx>::new();
    factory
        .action("Act", act)
        .action("Fail", fail)
        .entry("mode", |c: &Ctx| c.mode);
    let mut loaded = factory.load_file("tests/xml/switch-remap.xml").unwrap();
    assert_eq!(
        format!("{:?}", written.nodes()),
        format!("{:?}", loaded.nodes())
    );
    assert!(
        written.to_text(None).contains("case_2 = 3"),
        "{}",
        written.to_text(None)
    );
    for n in [1, 3, 5] {
        let (mut a, mut b) = (
            Ctx {
                mode: n,
                ..Ctx::default()
            },
            Ctx {
                mode: n,
                ..Ctx::default()
            },
        );
        assert_eq!(written.tick(&mut a), loaded.tick(&mut b), "mode {n}");
        assert_eq!(a.log, b.log, "mode {n}");
    }
}

/// `say` for the run-time loader: says `text` `times` times.
fn run_time_say(
    args: &bt::xml::Args<'_, Ctx>,
) -> Result<impl bt::Node<Ctx> + use<>, bt::xml::Error> {
    let text = args.value::<String>("text")?;
    let times = args.value::<u32>("times")?;
    Ok(bt::leaf::action(move |c: &mut Ctx| {
        for _ in 0..times.get(c) {
            let t = text.get(c);
            c.log.push(t);
        }
        Success
    }))
}

/// The tree is the one `bt!` builds: as small, with the same table.
#[test]
fn the_tree_is_the_bt_tree() {
    struct Door {
        open: bool,
    }
    fn is_open(d: &mut Door) -> bool {
        d.open
    }
    fn open(d: &mut Door) -> Status {
        d.open = true;
        Success
    }
    let from_xml = bt_xml!("examples/xml/door.xml", Door => {
        IsOpen => is_open,
        Open => open,
    });
    let written = bt::bt!(Door => "enter": fallback<"IsOpen": is_open, "Open": open>);
    assert_eq!(
        std::mem::size_of_val(&from_xml),
        std::mem::size_of_val(&written)
    );
    assert!(from_xml.nodes().iter().eq(written.nodes().iter()));
    let mut door = Door { open: false };
    let mut tree = from_xml;
    assert_eq!(tree.tick(&mut door), Success);
    assert!(door.open);
}

/// The extremes of the built-in ports' types (`i32::MIN`, `i32::MAX`,
/// `u64::MAX` milliseconds) are read as they are, and give the tree the
/// run-time loader gives.
#[test]
fn extreme_port_values_are_read() {
    let mut from_xml = bt_xml!("tests/xml/extremes.xml", Ctx => { Act => act, Fail => fail });
    let mut f = Factory::<Ctx>::new().with_clock();
    f.action("Act", act).action("Fail", fail);
    let mut loaded = f.load_file("tests/xml/extremes.xml").unwrap();
    assert_eq!(from_xml.to_text(None), loaded.to_text(None));
    assert!(
        from_xml
            .to_text(None)
            .contains("retry(num_attempts = -2147483648)"),
        "{}",
        from_xml.to_text(None)
    );
    let (mut a, mut b) = (Ctx::default(), Ctx::default());
    for _ in 0..6 {
        assert_eq!(from_xml.tick(&mut a), loaded.tick(&mut b));
        a.ticks += 1;
        b.ticks += 1;
    }
    assert_eq!(a.log, b.log);
}

/// A control of the user's: one child per run, the next one each time a
/// run ends.
#[derive(Default)]
struct RoundRobin {
    next: usize,
}

impl<C> bt::custom::ControlNode<C> for RoundRobin {
    fn tick(&mut self, ctx: &mut C, children: &mut impl bt::custom::ChildNodes<C>) -> Status {
        let status = children.tick(self.next, ctx);
        if status != Running {
            self.next = (self.next + 1) % children.len();
        }
        status
    }
}

/// A decorator of the user's: fails once its child has succeeded `times`
/// times.
struct AtMost {
    times: u32,
    done: u32,
}

impl AtMost {
    fn new(times: u32) -> Self {
        Self { times, done: 0 }
    }
}

impl<C> bt::custom::DecoratorNode<C> for AtMost {
    fn tick(&mut self, ctx: &mut C, child: &mut impl bt::custom::ChildNode<C>) -> Status {
        if self.done == self.times {
            return Failure;
        }
        let status = child.tick(ctx);
        self.done += u32::from(status == Success);
        status
    }
}

/// Controls and decorators of the user's, bound as `control(..)` and
/// `decorator(..)` (with ports, called with their values), give the tree
/// the run-time loader gives with `Factory::control` and
/// `Factory::decorator`: the same table (nodes, kinds, labels and ports),
/// and the same ticks.
#[test]
fn user_nodes_are_the_run_time_loaders() {
    let mut written = bt_xml!("tests/xml/custom.xml", Ctx => {
        Act => act,
        Fail => fail,
        IsReady => is_ready,
        RoundRobin => control(RoundRobin::default()),
        AtMost(times) => decorator(AtMost::new),
    });
    let mut factory = Factory::<Ctx>::new();
    factory
        .action("Act", act)
        .action("Fail", fail)
        .condition("IsReady", is_ready)
        .control("RoundRobin", &[], |_| Ok(RoundRobin::default()))
        .decorator("AtMost", &["times"], |args| {
            match args.value::<u32>("times")? {
                bt::xml::Value::Literal(times) => Ok(AtMost::new(times)),
                bt::xml::Value::Entry(_) => Err(args.error("a literal only", "")),
            }
        });
    let mut loaded = factory.load_file("tests/xml/custom.xml").unwrap();
    same_tree(&written.nodes(), &loaded.nodes());
    assert_eq!(
        written.to_text(None),
        "{-} sequence\n    -^- AtMost(times = 3)\n        --> Act\n    {-} turns: RoundRobin\n        \
         --> Act\n        --> Fail\n        --? IsReady\n"
    );
    let (mut x, mut y) = (Ctx::default(), Ctx::default());
    for tick in 0..30_u32 {
        for c in [&mut x, &mut y] {
            c.ticks = tick;
            c.ready = tick % 4 != 1;
        }
        if tick % 11 == 10 {
            written.halt(&mut x);
            loaded.halt(&mut y);
        } else {
            assert_eq!(written.tick(&mut x), loaded.tick(&mut y), "tick {tick}");
        }
        assert_eq!(x.log, y.log, "tick {tick}");
    }
    assert!(x.log.len() > 5, "{}", x.log.len());
}
