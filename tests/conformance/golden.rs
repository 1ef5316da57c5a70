//! The golden set: random scenarios of the differential generator, written
//! as `bt!` trees in generated test files, with the traces BehaviorTree.CPP
//! 4.8.2 recorded for them. The generated tests need neither Python nor
//! BT.CPP; `scripts/regen-golden.sh` regenerates them (it runs
//! [`regenerate`] with `BT_GOLDEN_WRITE=1`, then rustfmt).
//!
//! Each scenario is drawn by [`generate::scenario`] in differential mode
//! from `(SEED, index)`, so every exclusion rule of docs/conformance.md
//! that is a shape of tree (D1-D3, D6) already holds, and
//! [`differential_exclusion`] checks it again. The rules that apply during
//! a run (D4, D5) cut the scenario before the step where they apply, found
//! with the same comparison as the differential test ([`compare`]); a
//! scenario cut to no step at all is not kept.
//!
//! The `bt!` source of a scenario uses the forms the macro accepts for the
//! same node, chosen by a second generator seeded from the same index:
//! aliases (`selector`, `sequence_star`, `invert`, `retry_until_successful`),
//! positional or named arguments, defaults left out, labels, and scripted
//! conditions written either as `Trace::leaf` nodes or as closures returning
//! `bool` (the `Condition` path of the macro).

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::PathBuf;

use bt::Status;
use bt::testing::Event;

use super::btcpp::BtCpp;
use super::compare::{Verdict, compare};
use super::generate::{self, Mode, Rng, Shape};
use super::run;
use super::scenario::{LeafKind, Node, Op, Scenario, differential_exclusion};

/// The seed of the golden set (not the differential test's fixed seed, so
/// the golden set adds scenarios).
pub const SEED: u64 = 0x00B7_601D_2025_0003;

/// How many scenarios the golden set keeps.
pub const SCENARIOS: usize = 240;

/// Scenarios per generated file.
pub const PER_PART: usize = 60;

/// Salt of the generator of source forms (aliases, argument forms, labels).
const FORMS_SALT: u64 = 0x0F0F_5EED_0000_0001;

/// Widest line of a generated `bt!` tree.
const WIDTH: usize = 96;

/// One scenario of the golden set.
pub struct Entry {
    /// The seed and index it was drawn with.
    pub seed: u64,
    pub index: u64,
    /// The scenario, cut to the steps that are compared.
    pub sc: Scenario,
    /// BT.CPP's trace of those steps.
    pub expected: Vec<Expected>,
    /// The rule that cut the scenario, if any.
    pub cut_by: Option<&'static str>,
    /// The steps the generator drew.
    pub drawn_steps: usize,
    /// `bt`'s runtime differs from BT.CPP on this scenario (a bug: the
    /// generated test of this scenario fails too, unless BT.CPP threw).
    pub divergence: Option<String>,
}

/// One step of BT.CPP's trace.
pub struct Expected {
    pub status: Option<Status>,
    pub events: Vec<Event>,
    /// Evaluations per guard name, non-zero only, sorted by name.
    pub guards: Vec<(&'static str, usize)>,
}

/// What the golden set holds.
#[derive(Default)]
pub struct Stats {
    pub drawn: usize,
    pub kept: usize,
    pub steps: usize,
    pub drawn_steps: usize,
    /// Scenarios cut (or dropped, when cut to nothing) by a rule.
    pub cut: BTreeMap<&'static str, usize>,
    pub dropped: BTreeMap<&'static str, usize>,
    pub divergences: usize,
    /// Nodes of each kind over all kept trees.
    pub nodes: BTreeMap<&'static str, usize>,
}

/// Draws scenarios of `shape` from `seed` until `count` are kept, running
/// each on BT.CPP and on `bt`'s runtime (for the rules that cut a
/// scenario).
pub fn collect(cpp: &mut BtCpp, seed: u64, count: usize, shape: Shape) -> (Vec<Entry>, Stats) {
    let mut stats = Stats::default();
    let mut entries = Vec::new();
    let mut index = 0u64;
    while entries.len() < count {
        let mut rng = Rng::for_scenario(seed, index);
        let sc = generate::scenario_shaped(&mut rng, Mode::Differential, shape);
        if let Some(rule) = differential_exclusion(&sc) {
            panic!("the generator drew an excluded scenario ({rule}): index {index}");
        }
        stats.drawn += 1;
        let ours = run::run(&sc).unwrap_or_else(|e| panic!("bt fails on scenario {index}: {e}"));
        let theirs = cpp.run(&sc);
        assert!(
            theirs.build_error.is_none(),
            "BT.CPP refused scenario {index}: {:?}",
            theirs.build_error
        );
        let (kept, cut_by, divergence) = match compare(&sc, &ours, &theirs) {
            Verdict::Agree => (sc.steps.len(), None, None),
            Verdict::Stopped { steps, rule } => (steps, Some(rule), None),
            Verdict::Diverged { step, report } => {
                let upto = if theirs.steps[step].threw {
                    step
                } else {
                    step + 1
                };
                (upto, None, Some(report))
            }
        };
        if kept == 0 {
            *stats
                .dropped
                .entry(cut_by.unwrap_or("divergence"))
                .or_default() += 1;
            index += 1;
            continue;
        }
        if let Some(rule) = cut_by {
            *stats.cut.entry(rule).or_default() += 1;
        }
        let expected = theirs.steps[..kept]
            .iter()
            .map(|s| {
                let mut guards: Vec<(&'static str, usize)> = sc
                    .guards
                    .iter()
                    .zip(&s.guards)
                    .filter(|(_, n)| **n > 0)
                    .map(|(g, n)| (g.name, *n))
                    .collect();
                guards.sort_unstable();
                Expected {
                    status: s.status,
                    events: s.events.clone(),
                    guards,
                }
            })
            .collect();
        let mut cut = sc.clone();
        let drawn_steps = sc.steps.len();
        cut.steps.truncate(kept);
        cut.advance_ms.truncate(kept);
        for values in &mut cut.switch_values {
            values.truncate(kept);
        }
        stats.kept += 1;
        stats.steps += kept;
        stats.drawn_steps += drawn_steps;
        stats.divergences += usize::from(divergence.is_some());
        cut.root.walk(&mut |n| {
            *stats.nodes.entry(kind_name(&n.op, &cut)).or_default() += 1;
        });
        entries.push(Entry {
            seed,
            index,
            sc: cut,
            expected,
            cut_by,
            drawn_steps,
            divergence,
        });
        index += 1;
    }
    (entries, stats)
}

/// A node kind, for the coverage table of the generated file.
fn kind_name(op: &Op, sc: &Scenario) -> &'static str {
    match op {
        Op::Leaf(i) => match sc.leaves[*i].kind {
            LeafKind::Action => "scripted action",
            LeafKind::Condition => "scripted condition",
        },
        Op::Always(true) => "success",
        Op::Always(false) => "failure",
        Op::Sequence => "sequence",
        Op::SequenceWithMemory => "sequence_with_memory",
        Op::AsyncSequence => "async_sequence",
        Op::Fallback => "fallback",
        Op::AsyncFallback => "async_fallback",
        Op::ReactiveSequence => "reactive_sequence",
        Op::ReactiveFallback => "reactive_fallback",
        Op::Parallel(..) => "parallel",
        Op::ParallelAll(_) => "parallel_all",
        Op::IfThenElse => "if_then_else",
        Op::WhileDoElse => "while_do_else",
        Op::Switch(..) => "switch",
        Op::Inverter => "inverter",
        Op::ForceSuccess => "force_success",
        Op::ForceFailure => "force_failure",
        Op::KeepRunningUntilFailure => "keep_running_until_failure",
        Op::Repeat(_) => "repeat",
        Op::Retry(_) => "retry",
        Op::RunOnce(_) => "run_once",
        Op::SubTree => "subtree",
        Op::SkipIf(_) => "skip_if",
        Op::SuccessIf(_) => "success_if",
        Op::FailureIf(_) => "failure_if",
        Op::While(_) => "while_",
        other => panic!("{other:?} is not in the differential runs"),
    }
}

// ---------------------------------------------------------------------------
// The `bt!` source of a scenario

/// A node of the source: its head (label, keyword or leaf, arguments) and
/// its children.
struct Doc {
    head: String,
    children: Vec<Doc>,
}

impl Doc {
    fn one_line(&self) -> String {
        if self.children.is_empty() {
            return self.head.clone();
        }
        let kids: Vec<String> = self.children.iter().map(Doc::one_line).collect();
        format!("{}<{}>", self.head, kids.join(", "))
    }

    /// The node at `indent`, broken over lines where it does not fit.
    fn layout(&self, indent: usize, out: &mut String) {
        let line = self.one_line();
        if self.children.is_empty() || indent + line.len() <= WIDTH {
            out.push_str(&line);
            return;
        }
        let _ = writeln!(out, "{}<", self.head);
        for child in &self.children {
            out.push_str(&" ".repeat(indent + 4));
            child.layout(indent + 4, out);
            out.push_str(",\n");
        }
        out.push_str(&" ".repeat(indent));
        out.push('>');
    }
}

/// The names of the runner used by a part (for its `use` line).
#[derive(Default)]
struct Used {
    names: std::collections::BTreeSet<&'static str>,
}

impl Used {
    fn status(&mut self, s: Status) -> &'static str {
        let name = match s {
            Status::Success => "S",
            Status::Failure => "F",
            Status::Running => "R",
            Status::Skipped => "K",
        };
        self.names.insert(name);
        name
    }

    fn statuses(&mut self, script: &[Status]) -> String {
        let names: Vec<&str> = script.iter().map(|&s| self.status(s)).collect();
        names.join(", ")
    }
}

struct Source<'a> {
    sc: &'a Scenario,
    forms: Rng,
    used: &'a mut Used,
    labels: usize,
}

impl Source<'_> {
    fn pick<'k>(&mut self, percent: u64, yes: &'k str, no: &'k str) -> &'k str {
        if self.forms.chance(percent) { yes } else { no }
    }

    /// The first argument by position or by name.
    fn arg(&mut self, name: &str, value: impl std::fmt::Display) -> String {
        if self.forms.chance(50) {
            format!("{value}")
        } else {
            format!("{name} = {value}")
        }
    }

    fn doc(&mut self, node: &Node) -> Doc {
        let label = if self.forms.chance(8) {
            self.labels += 1;
            format!("\"n{}\": ", self.labels)
        } else {
            String::new()
        };
        let head = self.head(node);
        let children = if node.op.guard().is_some() {
            vec![self.doc(&node.children[0])]
        } else {
            node.children.iter().map(|c| self.doc(c)).collect()
        };
        Doc {
            head: format!("{label}{head}"),
            children,
        }
    }

    fn head(&mut self, node: &Node) -> String {
        match &node.op {
            Op::Leaf(i) => {
                let leaf = &self.sc.leaves[*i];
                let script = self.used.statuses(&leaf.script);
                if leaf.kind == LeafKind::Condition && self.forms.chance(50) {
                    format!("(|c| c.condition(\"{}\", &[{script}]))", leaf.name)
                } else {
                    format!("(trace.leaf(\"{}\", [{script}]))", leaf.name)
                }
            }
            Op::Always(true) => "success".into(),
            Op::Always(false) => "failure".into(),
            Op::Sequence => "sequence".into(),
            Op::SequenceWithMemory => self
                .pick(50, "sequence_star", "sequence_with_memory")
                .into(),
            Op::AsyncSequence => "async_sequence".into(),
            Op::Fallback => self.pick(30, "selector", "fallback").into(),
            Op::AsyncFallback => "async_fallback".into(),
            Op::ReactiveSequence => "reactive_sequence".into(),
            Op::ReactiveFallback => "reactive_fallback".into(),
            Op::Parallel(s, f) => {
                let mut args = Vec::new();
                // Defaults (-1, 1) are left out half of the time.
                let keep_s = *s != -1 || self.forms.chance(50);
                let keep_f = *f != 1 || self.forms.chance(50);
                if keep_s {
                    args.push(self.arg("success_count", s));
                }
                if keep_f {
                    args.push(format!("failure_count = {f}"));
                }
                if args.is_empty() {
                    "parallel".into()
                } else {
                    format!("parallel({})", args.join(", "))
                }
            }
            Op::ParallelAll(m) => {
                if *m == 1 && self.forms.chance(50) {
                    "parallel_all".into()
                } else {
                    format!("parallel_all({})", self.arg("max_failures", m))
                }
            }
            Op::IfThenElse => "if_then_else".into(),
            Op::WhileDoElse => "while_do_else".into(),
            Op::Switch(var, cases) => {
                let values: Vec<String> = self.sc.switch_values[*var]
                    .iter()
                    .map(u8::to_string)
                    .collect();
                let cases: Vec<String> = cases.iter().map(u8::to_string).collect();
                format!(
                    "switch(|c| [{}][c.step], {})",
                    values.join(", "),
                    cases.join(", ")
                )
            }
            Op::Inverter => self.pick(30, "invert", "inverter").into(),
            Op::ForceSuccess => "force_success".into(),
            Op::ForceFailure => "force_failure".into(),
            Op::KeepRunningUntilFailure => "keep_running_until_failure".into(),
            Op::Repeat(n) => format!("repeat({})", self.arg("num_cycles", n)),
            Op::Retry(n) => {
                let keyword = self.pick(30, "retry_until_successful", "retry");
                format!("{keyword}({})", self.arg("num_attempts", n))
            }
            Op::RunOnce(skip) => {
                if *skip && self.forms.chance(50) {
                    "run_once".into()
                } else {
                    format!("run_once({})", self.arg("then_skip", skip))
                }
            }
            Op::SubTree => "subtree".into(),
            Op::SkipIf(g) | Op::SuccessIf(g) | Op::FailureIf(g) | Op::While(g) => {
                let keyword = match node.op {
                    Op::SkipIf(_) => "skip_if",
                    Op::SuccessIf(_) => "success_if",
                    Op::FailureIf(_) => "failure_if",
                    _ => "while_",
                };
                let guard = &self.sc.guards[*g];
                let condition = if self.forms.chance(50) {
                    let values: Vec<String> = guard.script.iter().map(bool::to_string).collect();
                    format!("|c| c.guard(\"{}\", &[{}])", guard.name, values.join(", "))
                } else {
                    let statuses: Vec<Status> =
                        guard.script.iter().map(|&b| Status::from_bool(b)).collect();
                    format!(
                        "guards.leaf(\"{}\", [{}])",
                        guard.name,
                        self.used.statuses(&statuses)
                    )
                };
                format!("{keyword}({})", self.arg("condition", condition))
            }
            other => panic!("{other:?} is not in the differential runs"),
        }
    }
}

fn event(e: &Event, used: &mut Used) -> String {
    match *e {
        Event::Tick(name, s) => {
            used.names.insert("t");
            format!("t(\"{name}\", {})", used.status(s))
        }
        Event::Halt(name) => {
            used.names.insert("h");
            format!("h(\"{name}\")")
        }
    }
}

/// The test function of one scenario.
fn test_fn(entry: &Entry, used: &mut Used) -> String {
    let sc = &entry.sc;
    let mut source = Source {
        sc,
        forms: Rng::for_scenario(entry.seed ^ FORMS_SALT, entry.index),
        used,
        labels: 0,
    };
    let doc = source.doc(&sc.root);
    let prefix = "    let mut tree = bt!(Ctx => ";
    let mut tree = String::new();
    doc.layout(4, &mut tree);
    let mut out = String::new();
    let _ = writeln!(out, "// BT.CPP: {}", sc.xml());
    if let Some(rule) = entry.cut_by {
        let _ = writeln!(
            out,
            "// {} of {} steps: rule {} stops the comparison at the next one.",
            sc.steps.len(),
            entry.drawn_steps,
            &rule[..2]
        );
    }
    if let Some(report) = &entry.divergence {
        let _ = writeln!(
            out,
            "// bt's runtime diverges from BT.CPP here: {}",
            report.trim_end().replace('\n', "\n// ")
        );
    }
    let _ = writeln!(out, "#[test]\nfn golden_{:04}() {{", entry.index);
    let _ = writeln!(out, "    let (trace, guards) = traces();");
    let _ = writeln!(out, "{prefix}{tree});");
    let _ = writeln!(
        out,
        "    run(\n        {},\n        &mut tree,\n        &trace,\n        &guards,\n        &[",
        entry.index
    );
    for exp in &entry.expected {
        let events: Vec<String> = exp.events.iter().map(|e| event(e, source.used)).collect();
        let call = if let Some(s) = exp.status {
            source.used.names.insert("tick");
            let s = source.used.status(s);
            format!("tick({s}, [{}])", events.join(", "))
        } else {
            source.used.names.insert("halt");
            format!("halt([{}])", events.join(", "))
        };
        let guards = if exp.guards.is_empty() {
            String::new()
        } else {
            let g: Vec<String> = exp
                .guards
                .iter()
                .map(|(name, n)| format!("(\"{name}\", {n})"))
                .collect();
            format!(".guards([{}])", g.join(", "))
        };
        let _ = writeln!(out, "            {call}{guards},");
    }
    out.push_str("        ],\n    );\n}\n");
    out
}

const HEADER: &str =
    "// Generated by scripts/regen-golden.sh (tests/conformance/golden.rs); do not edit.";

/// A generated file of scenario tests.
pub fn part(number: usize, entries: &[Entry]) -> String {
    let mut used = Used::default();
    let body: Vec<String> = entries.iter().map(|e| test_fn(e, &mut used)).collect();
    let first = entries.first().map_or(0, |e| e.index);
    let last = entries.last().map_or(0, |e| e.index);
    let seed = entries.first().map_or(SEED, |e| e.seed);
    let mut names: Vec<&str> = used.names.iter().copied().collect();
    names.extend(["Ctx", "run", "traces"]);
    names.sort_by_key(|n| (n.chars().next().is_some_and(char::is_lowercase), *n));
    let mut out = format!(
        "{HEADER}\n\n//! Golden scenarios, part {number}: indices {first} to {last} of seed {seed:#x},\n\
         //! each tree written with `bt!`, each expected trace BehaviorTree.CPP 4.8.2's.\n\n\
         // One test per scenario, as long as its tree and its trace.\n\
         #![allow(clippy::too_many_lines)]\n\n\
         use bt::bt;\n\nuse super::runner::{{{}}};\n",
        names.join(", ")
    );
    for f in body {
        out.push('\n');
        out.push_str(&f);
    }
    out
}

/// The test crate that holds the parts, drawn from `seed`.
pub fn root(parts: usize, stats: &Stats, seed: u64) -> String {
    let mut out = format!(
        "{HEADER}\n\n\
         //! The golden set of `bt!` trees: {} random scenarios of the conformance\n\
         //! generator (seed {seed:#x}, differential mode: only nodes and shapes both\n\
         //! libraries share, under the exclusion rules D1-D6 of docs/conformance.md),\n\
         //! each tree written literally with `bt!`, each step checked against the\n\
         //! trace BehaviorTree.CPP 4.8.2 recorded for it: the root status, the leaves\n\
         //! ticked (with their results) and halted, in order, and the evaluations of\n\
         //! each precondition. {} steps in all. Neither Python nor BT.CPP is needed\n\
         //! to run these tests; `scripts/regen-golden.sh` regenerates them.\n\
         //!\n\
         //! Nodes in the golden trees:\n//!\n",
        stats.kept, stats.steps
    );
    let mut nodes: Vec<(&&str, &usize)> = stats.nodes.iter().collect();
    nodes.sort_by_key(|(name, n)| (std::cmp::Reverse(**n), **name));
    for (name, n) in nodes {
        let _ = writeln!(out, "//! - `{name}`: {n}");
    }
    if !stats.cut.is_empty() {
        out.push_str(
            "//!\n//! Scenarios cut before the step where a rule of docs/conformance.md stops the\n//! comparison:\n//!\n",
        );
        for (rule, n) in &stats.cut {
            let _ = writeln!(out, "//! - rule {}: {n}", &rule[..2]);
        }
    }
    let _ = write!(
        out,
        "\n/// The seed the scenarios were drawn with.\npub const SEED: u64 = {};\n\nmod golden {{\n    mod runner;\n",
        hex(seed)
    );
    for k in 1..=parts {
        let _ = writeln!(out, "    mod part_{k:02};");
    }
    out.push_str("}\n");
    out
}

/// `0x0123_4567_89AB_CDEF`.
fn hex(v: u64) -> String {
    let digits = format!("{v:016X}");
    let groups: Vec<&str> = (0..4).map(|i| &digits[i * 4..i * 4 + 4]).collect();
    format!("0x{}", groups.join("_"))
}

pub fn write(path: &PathBuf, text: &str) {
    std::fs::write(path, text).unwrap_or_else(|e| panic!("cannot write {}: {e}", path.display()));
}

/// Regenerates the golden files (`tests/test_golden_macro.rs`,
/// `tests/golden/part_NN.rs`) when `BT_GOLDEN_WRITE=1`; otherwise only
/// prints what it would write (counts, cuts, divergences).
/// `BT_GOLDEN_SCENARIOS` sets the number of scenarios and `BT_GOLDEN_DIR`
/// the directory written instead of `tests/` (for larger campaigns in a
/// scratch crate that has `tests/golden/runner.rs`).
#[test]
#[ignore = "needs BT.CPP; run by scripts/regen-golden.sh"]
fn regenerate() {
    let mut cpp = BtCpp::start();
    let count = super::count("BT_GOLDEN_SCENARIOS", SCENARIOS);
    let (entries, stats) = collect(&mut cpp, SEED, count, Shape::default());
    let dir = std::env::var_os("BT_GOLDEN_DIR").map_or_else(
        || PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests"),
        PathBuf::from,
    );
    let parts: Vec<&[Entry]> = entries.chunks(PER_PART).collect();
    println!(
        "golden: {} scenarios kept of {} drawn (seed {SEED:#x}), {} steps ({} drawn); {} divergences",
        stats.kept, stats.drawn, stats.steps, stats.drawn_steps, stats.divergences
    );
    for (rule, n) in &stats.cut {
        println!("  cut by rule: {n}: {rule}");
    }
    for (rule, n) in &stats.dropped {
        println!("  dropped (no step left): {n}: {rule}");
    }
    for e in &entries {
        if let Some(report) = &e.divergence {
            println!(
                "DIVERGENCE of bt's runtime, scenario {}:\n{report}",
                e.index
            );
        }
    }
    if std::env::var("BT_GOLDEN_WRITE").as_deref() != Ok("1") {
        println!("BT_GOLDEN_WRITE is not 1: nothing written");
        return;
    }
    std::fs::create_dir_all(dir.join("golden")).unwrap();
    for entry in std::fs::read_dir(dir.join("golden")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if name.starts_with("part_") && path.extension().is_some_and(|e| e == "rs") {
            std::fs::remove_file(&path).unwrap();
        }
    }
    for (k, chunk) in parts.iter().enumerate() {
        write(
            &dir.join(format!("golden/part_{:02}.rs", k + 1)),
            &part(k + 1, chunk),
        );
    }
    write(
        &dir.join("test_golden_macro.rs"),
        &root(parts.len(), &stats, SEED),
    );
}
