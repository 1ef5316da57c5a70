//! Shared by the tests that run trees in the real BehaviorTree.CPP
//! (`test_export_btcpp.rs`, `test_btlog.rs`): a context of scripted leaves,
//! the leaves named as in examples/*.rs, and the runner of
//! `tests/export/btcpp_load.py`.

#![allow(dead_code, unreachable_pub, unused_macros, unused_imports)] // each test crate uses part of the module

use std::fmt::Write as _;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

use bt::{Clock, Status};

#[cfg(feature = "xml")]
pub mod scripts;

/// The context: every leaf's script and how far it got.
#[derive(Default, PartialEq, Eq)]
pub struct Ctx {
    scripts: Vec<(&'static str, &'static str, usize)>,
}

impl Ctx {
    pub fn new(scripts: &[(&'static str, &'static str)]) -> Self {
        Self {
            scripts: scripts
                .iter()
                .map(|&(name, script)| (name, script, 0))
                .collect(),
        }
    }

    /// The next status of leaf `name` (success without a script).
    pub fn next(&mut self, name: &str) -> Status {
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
        $(pub fn $c(ctx: &mut Ctx) -> bool {
            ctx.next(stringify!($c)) == Status::Success
        })*
        $(pub fn $a(ctx: &mut Ctx) -> Status {
            ctx.next(stringify!($a))
        })*

        /// Every leaf, registered under its name, for `bt::xml`.
        #[cfg(feature = "xml")]
        pub fn factory() -> bt::xml::Factory<Ctx> {
            let mut factory = bt::xml::Factory::new().with_clock();
            $(factory.condition(stringify!($c), $c);)*
            $(factory.action(stringify!($a), $a);)*
            factory.entry("mode", mode_value);
            // Leaves exported under an ID apart from their names
            // (`"say_a" as Say: say_a`): each runs the script of its name.
            factory.node_with("Say", &[], |args| {
                let name = args.name().to_owned();
                Ok(bt::leaf::action(move |ctx: &mut Ctx| ctx.next(&name)))
            });
            factory.condition_with("InRange", &[], |args| {
                let name = args.name().to_owned();
                Ok(move |ctx: &mut Ctx| ctx.next(&name) == Status::Success)
            });
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

pub fn mode(ctx: &mut Ctx) -> i32 {
    mode_value(ctx)
}

pub fn mode_value(_: &Ctx) -> i32 {
    2
}

pub const SETUP_HINT: &str = "run `bash scripts/setup-python.sh` (it creates .venv with the pinned \
     behaviortreepy, BehaviorTree.CPP 4.8.2's Python bindings), or point BT_CONFORMANCE_PYTHON \
     at a Python that has it";

pub fn python() -> PathBuf {
    std::env::var_os("BT_CONFORMANCE_PYTHON").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join(".venv/bin/python"),
        PathBuf::from,
    )
}

/// What BT.CPP did: the status of each tick, and its logger's lines
/// (`label BEFORE -> AFTER`).
pub struct CppRun {
    pub ticks: Vec<Status>,
    pub log: Vec<String>,
    /// The entries read after the ticks (`read <type> <name>` requests):
    /// name and value as Python writes it.
    pub entries: Vec<(String, String)>,
    /// With the request `paths`: the BT.CPP path of each leaf each time
    /// its code ran, in order.
    pub paths: Vec<String>,
}

/// Loads `xml` into BT.CPP with the given leaf scripts and blackboard
/// entries and ticks it `ticks` times. Panics (the test fails, it is not
/// skipped) when the venv is missing.
pub fn run_btcpp(xml: &str, scripts: &[(&str, &str)], env: &[&str], ticks: usize) -> CppRun {
    run_btcpp_logging(xml, scripts, env, ticks, None)
}

/// [`run_btcpp`], with BT.CPP's `FileLogger2` writing the file `btlog`
/// when given.
pub fn run_btcpp_logging(
    xml: &str,
    scripts: &[(&str, &str)],
    env: &[&str],
    ticks: usize,
    btlog: Option<&Path>,
) -> CppRun {
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
    let request = request(xml, scripts, env, ticks, btlog);
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
        entries: Vec::new(),
        paths: Vec::new(),
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
            Some(("path", path)) => run.paths.push(path.to_string()),
            Some(("entry", rest)) => {
                let (name, value) = rest.split_once(' ').unwrap_or((rest, ""));
                run.entries.push((name.to_string(), value.to_string()));
            }
            _ => panic!("BehaviorTree.CPP did not run the exported XML: {line}\n\n{xml}"),
        }
    }
    run
}

/// The lines `bt`'s `StdoutLogger` wrote (its writer's bytes), each
/// without its time stamp and colours ([`plain_log_line`]).
pub fn plain_lines(written: Vec<u8>) -> Vec<String> {
    String::from_utf8(written)
        .expect("the logger writes UTF-8")
        .lines()
        .map(plain_log_line)
        .collect()
}

/// A logger line without its time stamp and colours:
/// `[0.000]: aim        IDLE -> RUNNING` becomes `aim IDLE -> RUNNING`.
pub fn plain_log_line(line: &str) -> String {
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

/// A tree with every node kind BT.CPP 4.8.2 has (it has no `TryCatch`),
/// preconditions, a switch over a blackboard entry (`mode`) and the node
/// `running`, over the leaves above.
macro_rules! every_node_kind_tree {
    () => {
        bt::bt!(parallel_all(max_failures = 20)<
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
        >)
    };
}
pub(crate) use every_node_kind_tree;

/// BehaviorTree.CPP's sniper tree, as in examples/sniper.rs.
macro_rules! sniper_tree {
    () => {
        bt::bt!(fallback<
            "engage": sequence<is_enemy_visible, is_in_range, aim, shoot>,
            "rearm": reactive_sequence<has_ammo, reload>,
            patrol,
        >)
    };
}
pub(crate) use sniper_tree;

/// Scripts for the sniper tree's leaves that go through every branch in
/// 8 ticks.
/// The scripts of the npc example's leaves (`examples/npc.rs`), one status
/// letter per tick.
pub const NPC_SCRIPTS: [(&str, &str); 8] = [
    ("player_nearby", "FFSSFF"),
    ("greet", "S"),
    ("talk", "RS"),
    ("rat_visible", "FSSF"),
    ("chase_rat", "RS"),
    ("bite", "F"),
    ("pick_spot", "S"),
    ("walk_to_spot", "RRS"),
];

pub const SNIPER_SCRIPTS: [(&str, &str); 7] = [
    ("is_enemy_visible", "SSSFFFSS"),
    ("is_in_range", "SSF"),
    ("aim", "RSR"),
    ("shoot", "SF"),
    ("has_ammo", "SSF"),
    ("reload", "RS"),
    ("patrol", "RRS"),
];

/// Where the model starts and ends in the XML that BT.CPP's loggers embed
/// (`WriteTreeToXML`, `Nodes::to_btcpp_xml_with_uids`).
pub const MODEL_OPEN: &str = "    <TreeNodesModel>\n";
pub const MODEL_CLOSE: &str = "    </TreeNodesModel>\n";

/// Such an XML cut in three: before the model, the model's lines, after
/// it.
pub fn split_model(xml: &str) -> (&str, Vec<String>, &str) {
    let (tree, rest) = xml
        .split_once(MODEL_OPEN)
        .unwrap_or_else(|| panic!("no model in\n{xml}"));
    let (model, tail) = rest
        .split_once(MODEL_CLOSE)
        .unwrap_or_else(|| panic!("an unclosed model in\n{xml}"));
    (tree, model.lines().map(str::to_owned).collect(), tail)
}

/// The models of a model section: one string per element (several lines
/// when it has ports).
pub fn models(lines: &[String]) -> Vec<String> {
    let mut models: Vec<String> = Vec::new();
    for line in lines {
        if line.starts_with("        <") && !line.starts_with("        </") {
            models.push(line.clone());
        } else if let Some(last) = models.last_mut() {
            last.push('\n');
            last.push_str(line);
        }
    }
    models
}

/// Checks that every model `bt` writes (`ours`) is, line for line, the
/// one BT.CPP writes for that node (in `theirs`).
pub fn check_models(ours: &[String], theirs: &[String]) {
    let their_models = models(theirs);
    for model in models(ours) {
        assert!(
            their_models.contains(&model),
            "BT.CPP's model has no\n{model}\nin\n{}",
            theirs.join("\n")
        );
    }
}

/// The request that `tests/export/btcpp_load.py` reads (and
/// `groot2_serve.py`): tick count, leaf scripts, the `.btlog` file,
/// blackboard entries, then the XML.
pub fn request(
    xml: &str,
    scripts: &[(&str, &str)],
    env: &[&str],
    ticks: usize,
    btlog: Option<&Path>,
) -> String {
    let mut request = format!("ticks {ticks}\n");
    for (name, script) in scripts {
        let _ = writeln!(request, "leaf {name} {script}");
    }
    if let Some(path) = btlog {
        let _ = writeln!(request, "btlog {}", path.display());
    }
    for line in env {
        request.push_str(line);
        request.push('\n');
    }
    request.push_str("xml\n");
    request.push_str(xml);
    request
}
