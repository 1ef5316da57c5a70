//! The reducer (greedy shrinking of a failing scenario) and the printer of
//! ready-to-paste reproducers in the scenario-harness style of
//! tests/common/mod.rs.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use bt::Status;
use bt::testing::Event;

use super::scenario::{Arity, Node, Op, Scenario, Step, differential_exclusion};

/// Limit on the candidate scenarios one reduction tries.
const MAX_TRIES: usize = 4000;

/// Shrinks `sc` while `fails` holds: drops steps, replaces nodes by one of
/// their children or by a constant leaf, drops children, simplifies
/// arguments, shortens scripts. `differential` keeps every candidate inside
/// the differential rules.
pub fn reduce(
    sc: &Scenario,
    differential: bool,
    mut fails: impl FnMut(&Scenario) -> bool,
) -> Scenario {
    let mut best = sc.clone();
    let mut tries = 0;
    'outer: loop {
        for candidate in candidates(&best) {
            if tries >= MAX_TRIES {
                break 'outer;
            }
            let candidate = candidate.canonical();
            if candidate == best || !structurally_valid(&candidate.root) {
                continue;
            }
            if differential && differential_exclusion(&candidate).is_some() {
                continue;
            }
            tries += 1;
            if fails(&candidate) {
                best = candidate;
                continue 'outer;
            }
        }
        break;
    }
    best
}

/// What `bt`'s runtime builder needs (the differential rules are stricter).
fn structurally_valid(node: &Node) -> bool {
    let n = node.children.len();
    let ok = match node.op.arity() {
        Arity::Leaf => n == 0,
        Arity::One => n == 1,
        Arity::Many => true,
        Arity::Branch => (2..=3).contains(&n),
        Arity::Exactly(k) => n == k,
        Arity::TryCatch => n >= 2,
    };
    ok && node.children.iter().all(structurally_valid)
}

fn paths(node: &Node, prefix: &mut Vec<usize>, out: &mut Vec<Vec<usize>>) {
    out.push(prefix.clone());
    for (i, child) in node.children.iter().enumerate() {
        prefix.push(i);
        paths(child, prefix, out);
        prefix.pop();
    }
}

fn at_mut<'a>(node: &'a mut Node, path: &[usize]) -> &'a mut Node {
    path.iter().fold(node, |n, &i| &mut n.children[i])
}

fn candidates(sc: &Scenario) -> Vec<Scenario> {
    let mut out = Vec::new();
    // Fewer steps: cut the tail, then drop single steps.
    for len in 1..sc.steps.len() {
        let mut c = sc.clone();
        c.steps.truncate(len);
        c.advance_ms.truncate(len);
        for v in &mut c.switch_values {
            v.truncate(len);
        }
        out.push(c);
    }
    for i in 0..sc.steps.len() {
        if sc.steps.len() > 1 {
            let mut c = sc.clone();
            c.steps.remove(i);
            c.advance_ms.remove(i);
            for v in &mut c.switch_values {
                v.remove(i);
            }
            out.push(c);
        }
    }
    if sc.advance_ms.iter().any(|&ms| ms > 0) {
        let mut c = sc.clone();
        c.advance_ms.iter_mut().for_each(|ms| *ms = 0);
        out.push(c);
    }
    let mut all = Vec::new();
    paths(&sc.root, &mut Vec::new(), &mut all);
    // Smaller trees: hoist a child into its parent's place.
    for path in &all {
        let node = at_mut(&mut sc.root.clone(), path).clone();
        for child in &node.children {
            let mut c = sc.clone();
            *at_mut(&mut c.root, path) = child.clone();
            out.push(c);
        }
    }
    // Drop a child.
    for path in &all {
        let node = at_mut(&mut sc.root.clone(), path).clone();
        for i in 0..node.children.len() {
            let mut c = sc.clone();
            let target = at_mut(&mut c.root, path);
            if let Op::Switch(_, cases) = &mut target.op {
                if i + 1 == node.children.len() {
                    continue;
                }
                cases.remove(i);
            }
            target.children.remove(i);
            out.push(c);
        }
    }
    // Replace a subtree by a constant leaf.
    for path in &all {
        for value in [true, false] {
            let mut c = sc.clone();
            let target = at_mut(&mut c.root, path);
            if target.op == Op::Always(value) {
                continue;
            }
            *target = Node::new(Op::Always(value), vec![]);
            out.push(c);
        }
    }
    // Simpler arguments.
    for path in &all {
        let node = at_mut(&mut sc.root.clone(), path).clone();
        let simpler = simpler_ops(&node.op);
        for op in simpler {
            if op != node.op {
                let mut c = sc.clone();
                at_mut(&mut c.root, path).op = op;
                out.push(c);
            }
        }
    }
    // Shorter scripts.
    for (l, leaf) in sc.leaves.iter().enumerate() {
        for i in 0..leaf.script.len() {
            if leaf.script.len() > 1 {
                let mut c = sc.clone();
                c.leaves[l].script.remove(i);
                out.push(c);
            }
        }
    }
    for (g, guard) in sc.guards.iter().enumerate() {
        for i in 0..guard.script.len() {
            if guard.script.len() > 1 {
                let mut c = sc.clone();
                c.guards[g].script.remove(i);
                out.push(c);
            }
        }
    }
    out
}

/// Simpler forms of an op, to try while reducing.
fn simpler_ops(op: &Op) -> Vec<Op> {
    match *op {
        Op::Parallel(s, f) => vec![Op::Parallel(-1, f), Op::Parallel(s, 1), Op::Sequence],
        Op::ParallelAll(m) => vec![Op::ParallelAll(1), Op::ParallelAll(m.signum())],
        Op::Repeat(n) => vec![Op::Repeat(1), Op::Repeat(n - n.signum())],
        Op::Retry(n) => vec![Op::Retry(1), Op::Retry(n - n.signum())],
        Op::RunOnce(false) => vec![Op::RunOnce(true)],
        Op::SequenceWithMemory | Op::AsyncSequence | Op::ReactiveSequence => vec![Op::Sequence],
        Op::AsyncFallback | Op::ReactiveFallback => vec![Op::Fallback],
        _ => vec![],
    }
}

// ---------------------------------------------------------------------------
// Reproducers

/// Expected results of one step, for a reproducer.
pub struct Expected {
    /// BT.CPP threw in this step (with this message); nothing after it runs.
    pub threw: Option<String>,
    pub status: Option<Status>,
    pub events: Vec<Event>,
    pub guards: Vec<usize>,
}

fn short(status: Status) -> &'static str {
    match status {
        Status::Success => "S",
        Status::Failure => "F",
        Status::Running => "R",
        Status::Skipped => "K",
    }
}

struct Code<'a> {
    sc: &'a Scenario,
    uses: BTreeSet<(&'static str, &'static str)>,
}

impl Code<'_> {
    /// The variable of a leaf: its name in lower case (`t` and `h` are the
    /// harness's event constructors, so those two get an underscore).
    fn var(name: &str) -> String {
        let var = name.to_lowercase();
        if matches!(var.as_str(), "t" | "h") {
            var + "_"
        } else {
            var
        }
    }

    #[allow(clippy::too_many_lines)] // one arm per node kind
    fn node(&mut self, node: &Node) -> String {
        let kids: Vec<String> = node.children.iter().map(|c| self.node(c)).collect();
        let tuple = || match kids.len() {
            1 => format!("({},)", kids[0]),
            _ => format!("({})", kids.join(", ")),
        };
        let mut imports: Vec<(&'static str, &'static str)> = Vec::new();
        let mut uses = |module, name| imports.push((module, name));
        let one = || kids.first().cloned().unwrap_or_default();
        let code = match &node.op {
            Op::Leaf(i) => Self::var(self.sc.leaves[*i].name),
            Op::Always(true) => {
                uses("leaf", "AlwaysSuccess");
                "AlwaysSuccess".into()
            }
            Op::Always(false) => {
                uses("leaf", "AlwaysFailure");
                "AlwaysFailure".into()
            }
            Op::Sleep(ms) => {
                uses("leaf", "Sleep");
                format!("Sleep::new({ms})")
            }
            Op::Sequence
            | Op::SequenceWithMemory
            | Op::AsyncSequence
            | Op::Fallback
            | Op::AsyncFallback
            | Op::ReactiveSequence
            | Op::ReactiveFallback => {
                let name = match node.op {
                    Op::Sequence => "Sequence",
                    Op::SequenceWithMemory => "SequenceWithMemory",
                    Op::AsyncSequence => "AsyncSequence",
                    Op::Fallback => "Fallback",
                    Op::AsyncFallback => "AsyncFallback",
                    Op::ReactiveSequence => "ReactiveSequence",
                    _ => "ReactiveFallback",
                };
                uses("control", name);
                format!("{name}::new({})", tuple())
            }
            Op::Parallel(s, f) => {
                uses("control", "Parallel");
                format!("Parallel::with_thresholds({}, {s}, {f})", tuple())
            }
            Op::ParallelAll(m) => {
                uses("control", "ParallelAll");
                format!("ParallelAll::with_max_failures({}, {m})", tuple())
            }
            Op::IfThenElse | Op::WhileDoElse => {
                let name = if node.op == Op::IfThenElse {
                    "IfThenElse"
                } else {
                    "WhileDoElse"
                };
                uses("control", name);
                if kids.len() == 3 {
                    format!("{name}::with_else({})", kids.join(", "))
                } else {
                    format!("{name}::new({})", kids.join(", "))
                }
            }
            Op::Switch(var, cases) => {
                uses("control", "Switch");
                uses("", "Clock");
                let values: Vec<String> = self.sc.switch_values[*var]
                    .iter()
                    .map(u8::to_string)
                    .collect();
                let cases: Vec<String> = cases.iter().map(u8::to_string).collect();
                format!(
                    "Switch::new(|c: &mut Ctx| [{}][step_of(c)], [{}], {})",
                    values.join(", "),
                    cases.join(", "),
                    tuple()
                )
            }
            Op::TryCatch(on_halt) => {
                uses("control", "TryCatch");
                let (catch, tries) = kids.split_last().unwrap();
                let tries = match tries.len() {
                    1 => format!("({},)", tries[0]),
                    _ => format!("({})", tries.join(", ")),
                };
                format!("TryCatch::with_catch_on_halt({tries}, {catch}, {on_halt})")
            }
            op => {
                let (name, arg) = match op {
                    Op::Inverter => ("Inverter", String::new()),
                    Op::ForceSuccess => ("ForceSuccess", String::new()),
                    Op::ForceFailure => ("ForceFailure", String::new()),
                    Op::KeepRunningUntilFailure => ("KeepRunningUntilFailure", String::new()),
                    Op::RepeatUntilFailure => ("RepeatUntilFailure", String::new()),
                    Op::Repeat(n) => ("Repeat", format!("{n}, ")),
                    Op::Retry(n) => ("Retry", format!("{n}, ")),
                    Op::RunOnce(b) => ("RunOnce", format!("{b}, ")),
                    Op::SubTree => ("SubTree", String::new()),
                    Op::Timeout(ms) => ("Timeout", format!("{ms}, ")),
                    Op::Delay(ms) => ("Delay", format!("{ms}, ")),
                    Op::SkipIf(g) | Op::SuccessIf(g) | Op::FailureIf(g) | Op::While(g) => {
                        let name = match op {
                            Op::SkipIf(_) => "SkipIf",
                            Op::SuccessIf(_) => "SuccessIf",
                            Op::FailureIf(_) => "FailureIf",
                            _ => "While",
                        };
                        (name, format!("{}, ", Self::var(self.sc.guards[*g].name)))
                    }
                    _ => unreachable!(),
                };
                uses("decorator", name);
                let ctor = if name == "RunOnce" {
                    "with_then_skip"
                } else {
                    "new"
                };
                format!("{name}::{ctor}({arg}{})", one())
            }
        };
        self.uses.extend(imports);
        code
    }
}

/// A ready-to-paste `#[test]` in the style of tests/common: the tree built
/// with the runtime API, the leaves' scripts, and the expected trace.
#[allow(clippy::too_many_lines)] // a template, written out line by line
pub fn reproducer(sc: &Scenario, test_name: &str, expected: &[Expected], note: &str) -> String {
    let mut code = Code {
        sc,
        uses: BTreeSet::new(),
    };
    let tree = code.node(&sc.root);
    let mut out = String::new();
    let _ = writeln!(out, "// {note}");
    let _ = writeln!(
        out,
        "// Paste into a file under tests/ that declares `mod common;` (e.g. tests/test_conformance.rs)."
    );
    let _ = writeln!(out, "#[test]\nfn {test_name}() {{");
    for module in ["control", "decorator", "leaf", ""] {
        let names: Vec<&str> = code
            .uses
            .iter()
            .filter(|(m, _)| *m == module)
            .map(|(_, n)| *n)
            .collect();
        if names.is_empty() {
            continue;
        }
        let path = if module.is_empty() {
            "bt".to_owned()
        } else {
            format!("bt::{module}")
        };
        let _ = writeln!(out, "    use {path}::{{{}}};", names.join(", "));
    }
    let _ = writeln!(out, "    use bt::testing::Trace;\n    use common::*;\n");
    let has_switch = !sc.switch_values.is_empty();
    if has_switch {
        let _ = writeln!(
            out,
            "    // Switch values are looked up by step: every step moves the clock by 1 ms.\n    \
             let step_of = |c: &Ctx| usize::try_from(c.now().as_millis()).unwrap() - 1;"
        );
    }
    let _ = writeln!(out, "    let trace = Trace::new();");
    let mut used_leaves = Vec::new();
    sc.root.walk(&mut |n| {
        if let Op::Leaf(i) = n.op {
            used_leaves.push(i);
        }
    });
    let list = |names: Vec<String>| names.join(", ");
    if !used_leaves.is_empty() {
        let _ = writeln!(
            out,
            "    let [{}] = leaves(&trace, [{}]);",
            list(
                used_leaves
                    .iter()
                    .map(|&i| Code::var(sc.leaves[i].name))
                    .collect()
            ),
            list(
                used_leaves
                    .iter()
                    .map(|&i| {
                        let l = &sc.leaves[i];
                        let s: Vec<&str> = l.script.iter().map(|&s| short(s)).collect();
                        format!("(\"{}\", &[{}])", l.name, s.join(", "))
                    })
                    .collect()
            )
        );
    }
    if !sc.guards.is_empty() {
        let _ = writeln!(
            out,
            "    // Guards (precondition conditions) write to their own trace.\n    let guards = Trace::new();"
        );
        let _ = writeln!(
            out,
            "    let [{}] = leaves(&guards, [{}]);",
            list(sc.guards.iter().map(|g| Code::var(g.name)).collect()),
            list(
                sc.guards
                    .iter()
                    .map(|g| {
                        let s: Vec<&str> = g
                            .script
                            .iter()
                            .map(|&b| if b { "S" } else { "F" })
                            .collect();
                        format!("(\"{}\", &[{}])", g.name, s.join(", "))
                    })
                    .collect()
            )
        );
    }
    let _ = writeln!(out, "    let mut tree = {tree};");
    let _ = writeln!(
        out,
        "    check(\n        \"{test_name}\",\n        &mut tree,\n        &trace,\n        &["
    );
    for (i, (step, exp)) in sc.steps.iter().zip(expected).enumerate() {
        let events: Vec<String> = exp
            .events
            .iter()
            .map(|e| match e {
                Event::Tick(n, s) => format!("t(\"{n}\", {})", short(*s)),
                Event::Halt(n) => format!("h(\"{n}\")"),
            })
            .collect();
        if let Some(message) = &exp.threw {
            let _ = writeln!(
                out,
                "            // step {}: BT.CPP throws here ({message}); events before the throw: {}",
                i + 1,
                events.join(", ")
            );
            break;
        }
        let call = match (step, exp.status) {
            (Step::Tick, Some(s)) => format!("tick({}, [{}])", short(s), events.join(", ")),
            _ => format!("halt([{}])", events.join(", ")),
        };
        let ms = if has_switch {
            1
        } else {
            sc.advance_ms.get(i).copied().unwrap_or(0)
        };
        let after = if ms > 0 {
            format!(".after_ms({ms})")
        } else {
            String::new()
        };
        let guards = if sc.guards.is_empty() {
            String::new()
        } else {
            format!(" // guard evaluations: {:?}", exp.guards)
        };
        let _ = writeln!(out, "            {call}{after},{guards}");
    }
    let _ = writeln!(out, "        ],\n    );");
    if !sc.guards.is_empty() {
        let total: usize = expected.iter().flat_map(|e| &e.guards).sum();
        let _ = writeln!(
            out,
            "    assert_eq!(guards.events().len(), {total}, \"guard evaluations\");"
        );
    }
    out.push_str("}\n");
    out
}
