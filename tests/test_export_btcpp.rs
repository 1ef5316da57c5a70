//! The XML of `Tree::to_btcpp_xml` loads in the real BehaviorTree.CPP
//! (4.8.2, through the `PyPI` package `behaviortreepy`, installed into `.venv` by
//! scripts/setup-python.sh): every example tree, and a tree with every node
//! kind that BT.CPP 4.8.2 has, are loaded with their leaves registered by
//! name and ticked. Each tick returns what `bt` returns, and for the example
//! trees BT.CPP's own `StdCoutLogger` prints exactly the lines of `bt`'s
//! `StdoutLogger` (time stamps and colours aside).
//!
//! The leaves here are fn items named as in examples/*.rs, each returning
//! the statuses of a script, one per tick of its code; BT.CPP's leaves (see
//! `tests/export/btcpp_load.py`) run the same scripts.

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::PathBuf;
use std::process::{Command, Stdio};
use std::time::Duration;

use bt::observe::StdoutLogger;
use bt::table::NodeTable;
use bt::{Clock, Node, Status, Tree, bt};

/// The context: every leaf's script and how far it got.
#[derive(Default)]
struct Ctx {
    scripts: Vec<(&'static str, &'static str, usize)>,
}

impl Ctx {
    fn new(scripts: &[(&'static str, &'static str)]) -> Self {
        Self {
            scripts: scripts
                .iter()
                .map(|&(name, script)| (name, script, 0))
                .collect(),
        }
    }

    /// The next status of leaf `name` (success without a script).
    fn next(&mut self, name: &str) -> Status {
        let Some((_, script, i)) = self.scripts.iter_mut().find(|(n, _, _)| *n == name) else {
            return Status::Success;
        };
        let letters = script.as_bytes();
        let letter = letters[(*i).min(letters.len() - 1)];
        *i += 1;
        match letter {
            b'S' => Status::Success,
            b'F' => Status::Failure,
            b'R' => Status::Running,
            b'K' => Status::Skipped,
            _ => panic!("bad script letter in {script}"),
        }
    }
}

impl Clock for Ctx {
    fn now(&self) -> Duration {
        Duration::ZERO
    }
}

macro_rules! leaves {
    (conditions: $($c:ident),*; actions: $($a:ident),* $(,)?) => {
        $(fn $c(ctx: &mut Ctx) -> bool {
            ctx.next(stringify!($c)) == Status::Success
        })*
        $(fn $a(ctx: &mut Ctx) -> Status {
            ctx.next(stringify!($a))
        })*

        /// Every leaf, registered under its name, for `bt::xml`.
        #[cfg(feature = "xml")]
        fn factory() -> bt::xml::Factory<Ctx> {
            let mut factory = bt::xml::Factory::new().with_clock();
            $(factory.condition(stringify!($c), $c);)*
            $(factory.action(stringify!($a), $a);)*
            factory.entry("mode", mode_value);
            factory
        }
    };
}

leaves! {
    conditions: is_enemy_visible, is_in_range, has_ammo, battery_ok, player_nearby, rat_visible,
        c1, c2, c3, c4, never, always;
    actions: aim, shoot, reload, patrol, go_to_a, go_to_b, go_to_c, charge, greet, talk, chase_rat,
        bite, pick_spot, walk_to_spot, hello, count, say_a, say_b, say_c, say_x, say_y, say_z, short,
        long, open_door, walk_in, close_door, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13,
        a14, a15, a16, a17, a18, a19, a20, a21, a22, a23, a24, a25, a26,
}

fn mode(ctx: &mut Ctx) -> i32 {
    mode_value(ctx)
}

fn mode_value(_: &Ctx) -> i32 {
    2
}

const SETUP_HINT: &str = "run `bash scripts/setup-python.sh` (it creates .venv with the pinned \
     behaviortreepy, BehaviorTree.CPP 4.8.2's Python bindings), or point BT_CONFORMANCE_PYTHON \
     at a Python that has it";

fn python() -> PathBuf {
    std::env::var_os("BT_CONFORMANCE_PYTHON").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".venv/bin/python"),
        PathBuf::from,
    )
}

/// What BT.CPP did: the status of each tick, and its logger's lines
/// (`label BEFORE -> AFTER`).
struct CppRun {
    ticks: Vec<Status>,
    log: Vec<String>,
}

/// Loads `xml` into BT.CPP with the given leaf scripts and blackboard
/// entries and ticks it `ticks` times. Panics (the test fails, it is not
/// skipped) when the venv is missing.
fn run_btcpp(xml: &str, scripts: &[(&str, &str)], env: &[&str], ticks: usize) -> CppRun {
    let python = python();
    assert!(
        python.exists(),
        "{} is missing; {SETUP_HINT}",
        python.display()
    );
    let script = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/export/btcpp_load.py");
    let mut child = Command::new(&python)
        .arg(script)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {}: {e}; {SETUP_HINT}", python.display()));
    let mut request = format!("ticks {ticks}\n");
    for (name, script) in scripts {
        let _ = writeln!(request, "leaf {name} {script}");
    }
    for line in env {
        request.push_str(line);
        request.push('\n');
    }
    request.push_str("xml\n");
    request.push_str(xml);
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(request.as_bytes())
        .expect("the BT.CPP runner reads its request");
    let out = child.wait_with_output().expect("the BT.CPP runner ran");
    let stdout = String::from_utf8_lossy(&out.stdout);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        out.status.success(),
        "the BT.CPP runner failed: {stderr}\n{SETUP_HINT}"
    );
    let mut run = CppRun {
        ticks: Vec::new(),
        log: stdout.lines().map(plain_log_line).collect(),
    };
    for line in stderr.lines() {
        match line.split_once(' ') {
            Some(("tick", s)) => run.ticks.push(match s {
                "S" => Status::Success,
                "F" => Status::Failure,
                "R" => Status::Running,
                "K" => Status::Skipped,
                other => panic!("BT.CPP returned {other}"),
            }),
            _ => panic!("BehaviorTree.CPP did not run the exported XML: {line}\n\n{xml}"),
        }
    }
    run
}

/// A logger line without its time stamp and colours:
/// `[0.000]: aim        IDLE -> RUNNING` becomes `aim IDLE -> RUNNING`.
fn plain_log_line(line: &str) -> String {
    let mut plain = String::new();
    let mut chars = line.chars();
    while let Some(c) = chars.next() {
        if c == '\u{1b}' {
            for c in chars.by_ref() {
                if c == 'm' {
                    break;
                }
            }
        } else {
            plain.push(c);
        }
    }
    let body = plain.split_once("]: ").map_or(plain.as_str(), |(_, b)| b);
    body.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Ticks `tree` `ticks` times under `bt`'s logger, loads its XML into
/// BT.CPP with the same scripts, and checks that both return the same
/// statuses and (with `same_log`) log the same lines.
fn check<N: Node<Ctx> + NodeTable>(
    tree: &mut Tree<N, Ctx>,
    scripts: &[(&'static str, &'static str)],
    env: &[&str],
    ticks: usize,
    same_log: bool,
) {
    let xml = tree.to_btcpp_xml();
    let mut ctx = Ctx::new(scripts);
    let mut logger = StdoutLogger::to_writer(tree.nodes(), Vec::new());
    #[cfg(feature = "xml")]
    let mut loaded = Loaded::new(tree, &xml, scripts);
    let statuses: Vec<Status> = (0..ticks)
        .map(|_| {
            let status = tree.tick_with(&mut ctx, &mut logger);
            #[cfg(feature = "xml")]
            loaded.tick_like(status, &ctx, logger.get_ref());
            status
        })
        .collect();
    // BT.CPP names a node without a `name` attribute by its ID
    // (`Repeat`), `bt` by its keyword (`repeat`).
    let nodes = tree.nodes();
    let ours: Vec<String> = String::from_utf8(logger.into_inner())
        .expect("utf-8")
        .lines()
        .map(|line| {
            let line = plain_log_line(line);
            let mut parts = line.rsplitn(4, ' ');
            let (after, arrow, before) = (parts.next(), parts.next(), parts.next());
            let label = parts.next().unwrap_or_default();
            let label = nodes
                .iter()
                .find(|n| n.label == label && !n.has_own_label())
                .map_or(label, |n| n.kind.btcpp);
            format!(
                "{label} {} {} {}",
                before.unwrap_or_default(),
                arrow.unwrap_or_default(),
                after.unwrap_or_default()
            )
        })
        .collect();
    let cpp = run_btcpp(&xml, scripts, env, ticks);
    assert_eq!(
        cpp.ticks, statuses,
        "BT.CPP ticked the exported tree differently:\n{xml}"
    );
    if same_log {
        assert_eq!(
            cpp.log, ours,
            "BT.CPP's StdCoutLogger differs from StdoutLogger:\n{xml}"
        );
    }
}

/// The tree's XML loaded back with `bt::xml` (feature `xml`): the same
/// node table (but for `repeat_until_failure`, which the XML writes as
/// `ForceSuccess` over `KeepRunningUntilFailure`; the XML it exports is then
/// the same), and tick by tick the same status, the same leaf script
/// positions and the same logger lines.
#[cfg(feature = "xml")]
struct Loaded {
    tree: bt::xml::XmlTree<Ctx>,
    ctx: Ctx,
    logger: StdoutLogger<Vec<u8>>,
    same_table: bool,
    ticks: usize,
}

#[cfg(feature = "xml")]
impl Loaded {
    fn new<N: NodeTable>(
        tree: &Tree<N, Ctx>,
        xml: &str,
        scripts: &[(&'static str, &'static str)],
    ) -> Self {
        let loaded = factory()
            .load_str(xml)
            .unwrap_or_else(|e| panic!("the export does not load back: {e}\n{xml}"));
        assert_eq!(
            loaded.to_btcpp_xml(),
            xml,
            "the loaded tree exports other XML"
        );
        let (a, b) = (tree.nodes(), loaded.nodes());
        let same_table = !a
            .iter()
            .any(|n| n.kind == bt::table::Kind::REPEAT_UNTIL_FAILURE);
        if same_table {
            assert!(
                a.iter().eq(b.iter()),
                "the loaded table differs:\n{}\n{}",
                a.to_text(None),
                b.to_text(None)
            );
        }
        let logger = StdoutLogger::to_writer(loaded.nodes(), Vec::new());
        Self {
            tree: loaded,
            ctx: Ctx::new(scripts),
            logger,
            same_table,
            ticks: 0,
        }
    }

    fn tick_like(&mut self, status: Status, ctx: &Ctx, log: &[u8]) {
        self.ticks += 1;
        let mine = self.tree.tick_with(&mut self.ctx, &mut self.logger);
        let tick = self.ticks;
        assert_eq!(mine, status, "tick {tick} of the loaded tree");
        assert_eq!(
            self.ctx.scripts, ctx.scripts,
            "tick {tick}: the leaves ran differently"
        );
        if self.same_table {
            let plain = |bytes: &[u8]| -> Vec<String> {
                String::from_utf8_lossy(bytes)
                    .lines()
                    .map(plain_log_line)
                    .collect()
            };
            assert_eq!(
                plain(self.logger.get_ref()),
                plain(log),
                "tick {tick}: the logs differ"
            );
        }
    }
}

#[test]
fn sniper_example() {
    let mut tree = bt!(fallback<
        "engage": sequence<is_enemy_visible, is_in_range, aim, shoot>,
        "rearm": reactive_sequence<has_ammo, reload>,
        patrol,
    >);
    check(
        &mut tree,
        &[
            ("is_enemy_visible", "SSSFFFSS"),
            ("is_in_range", "SSF"),
            ("aim", "RSR"),
            ("shoot", "SF"),
            ("has_ammo", "SSF"),
            ("reload", "RS"),
            ("patrol", "RRS"),
        ],
        &[],
        8,
        true,
    );
}

#[test]
fn patrol_example() {
    let mut tree = bt!(fallback<
        "mission": reactive_sequence<battery_ok, "route": sequence_with_memory<go_to_a, go_to_b, go_to_c>>,
        charge,
    >);
    check(
        &mut tree,
        &[
            ("battery_ok", "SSSSFSSS"),
            ("go_to_a", "RS"),
            ("go_to_b", "RRSR"),
            ("go_to_c", "RRS"),
            ("charge", "S"),
        ],
        &[],
        8,
        true,
    );
}

#[test]
fn npc_example() {
    let mut selector = bt!(selector<
        "talk to player": sequence<player_nearby, greet, talk>,
        "hunt rats": sequence<rat_visible, chase_rat, bite>,
        "wander": sequence<pick_spot, walk_to_spot>,
    >);
    let scripts = [
        ("player_nearby", "FFSSFF"),
        ("greet", "S"),
        ("talk", "RS"),
        ("rat_visible", "FSSF"),
        ("chase_rat", "RS"),
        ("bite", "F"),
        ("pick_spot", "S"),
        ("walk_to_spot", "RRS"),
    ];
    check(&mut selector, &scripts, &[], 7, true);
    let mut reactive = bt!(
        reactive_fallback<
            sequence<player_nearby, greet, talk>,
            sequence<rat_visible, chase_rat, bite>,
            sequence<pick_spot, walk_to_spot>,
        >
    );
    check(&mut reactive, &scripts, &[], 7, true);
}

#[test]
fn coroutines_example() {
    check(&mut bt!(repeat(3)<hello>), &[("hello", "RS")], &[], 5, true);
    check(&mut bt!(count), &[("count", "RRRRS")], &[], 5, true);
    check(
        &mut bt!(async_sequence<say_a, say_b, say_c>),
        &[],
        &[],
        3,
        true,
    );
    check(
        &mut bt!(async_fallback<say_x, say_y, say_z>),
        &[("say_x", "F"), ("say_y", "F")],
        &[],
        3,
        true,
    );
    let scripts = [("short", "RS"), ("long", "RRRS")];
    check(
        &mut bt!(parallel(success_count = 1)<short, long>),
        &scripts,
        &[],
        4,
        true,
    );
    check(&mut bt!(parallel<short, long>), &scripts, &[], 4, true);
}

#[test]
fn unity_sequence_example() {
    let mut tree = bt!(sequence<open_door, walk_in, close_door>);
    check(&mut tree, &[("walk_in", "RRSF")], &[], 4, true);
    check(&mut bt!(success), &[], &[], 1, true);
}

/// Every node kind BT.CPP 4.8.2 has (it has no `TryCatch`, which the XML
/// declares in its model for Groot; see the snapshot in `test_export.rs`),
/// with preconditions, a switch over a blackboard entry and the node
/// `running`, which the XML declares as an action. The preconditions are
/// nodes of `bt`'s table but attributes in BT.CPP, so the loggers differ;
/// the statuses do not.
#[test]
fn every_node_kind() {
    let mut tree = bt!(parallel_all(max_failures = 20)<
        sequence_with_memory<skip_if(never)<a1>, success_if(never)<a2>, failure_if(never)<a3>, while_(always)<a4>>,
        fallback<force_failure<a5>, force_success<a6>>,
        reactive_sequence<c1, a7>,
        reactive_fallback<inverter<c2>, a8>,
        async_sequence<a9, a10>,
        async_fallback<failure, a11>,
        parallel(success_count = 1, failure_count = 1)<a12, running>,
        if_then_else<c3, a13, a14>,
        while_do_else<c4, a15>,
        switch(mode, 1, 2)<a16, a17, a18>,
        repeat(2)<a19>,
        retry(2)<a20>,
        keep_running_until_failure<a21>,
        repeat_until_failure<a22>,
        run_once<a23>,
        run_once(then_skip = false)<a24>,
        timeout(1000)<a25>,
        delay(1000)<a26>,
        sleep(1000),
        success,
    >);
    let xml = tree.to_btcpp_xml();
    for tag in [
        "<Switch2 ",
        "_skipIf=\"never\"",
        "_while=\"always\"",
        "<Action ID=\"AlwaysRunning\"/>",
    ] {
        assert!(xml.contains(tag), "{tag} is missing from\n{xml}");
    }
    check(
        &mut tree,
        &[
            ("c2", "S"),
            ("c3", "F"),
            ("c4", "S"),
            ("a20", "FS"),
            ("a21", "SF"),
            ("a22", "SF"),
        ],
        &["int never 0", "int always 1", "string mode 2"],
        3,
        false,
    );
}
