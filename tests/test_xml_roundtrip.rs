//! Round trips through BehaviorTree.CPP XML (feature `xml`), on the random
//! trees of the conformance generator (tests/conformance/generate.rs, in its
//! differential mode: every node both libraries have):
//!
//! - `to_btcpp_xml` then `bt::xml`: the loaded tree has the same node table
//!   as the tree exported, and ticks the same, step by step (root status,
//!   leaf ticks and halts in order, precondition evaluations).
//! - Differential: the XML the conformance runner gives BehaviorTree.CPP
//!   4.8.2 (`Scenario::xml`, run by `btcpp_run.py`) is loaded by `bt::xml`
//!   as it is, with scripted leaves registered under the runner's IDs and
//!   each guard's blackboard entry a writable context entry: the
//!   precondition scripts count their evaluations there as in BT.CPP
//!   (`G1 += 1; G1 == 1 || G1 >= 3`). Each step of the loaded tree (the
//!   evaluations read from the counts) equals bt's own run of the
//!   scenario, which is compared with BT.CPP's trace under the rules of
//!   docs/conformance.md: no divergence.
//!
//! Environment: `BT_CONFORMANCE_SEED` (the second seed; the fixed one always
//! runs), `BT_XML_ROUNDTRIP_SCENARIOS` (trees per seed, default 1000),
//! `BT_CONFORMANCE_PYTHON` (see tests/conformance/btcpp.rs).

mod common;
mod conformance;

use std::cell::RefCell;
use std::rc::Rc;

use bt::dynamic::Spec;
use bt::table::Kind;
use bt::testing::{Event, Script, Trace};
use bt::xml::Factory;
use bt::{Node as _, Status};

use conformance::btcpp::BtCpp;
use conformance::compare::{Verdict, compare};
use conformance::generate::{Mode, Rng, scenario};
use conformance::scenario::{Leaf, LeafKind, Node, Op, Scenario, Step};
use conformance::{FIXED_SEED, count, run, run_seed};

/// The context of both trees: the switch values of the current step, and
/// (for BT.CPP's XML run as it is) each guard's count of evaluations, the
/// blackboard entry its script counts in.
#[derive(Debug, Default)]
struct Ctx {
    switch: Vec<u8>,
    counts: Vec<i64>,
}

/// What one step did.
#[derive(Debug, PartialEq, Eq)]
struct Observed {
    status: Option<Status>,
    events: Vec<Event>,
    guards: Vec<usize>,
}

/// The ID `Scenario::xml` gives the subtree `node`: `T1`, `T2`, .. in
/// preorder.
fn subtree_label(sc: &Scenario, node: &Node) -> String {
    let mut k = 0;
    let mut found = None;
    sc.root.walk(&mut |n| {
        if n.op == Op::SubTree {
            k += 1;
            if std::ptr::eq(n, node) {
                found = Some(k);
            }
        }
    });
    format!("T{}", found.expect("the node is in the scenario's tree"))
}

/// The scenario's tree as a `dynamic::Spec`: leaves record to `trace`,
/// guards (precondition conditions) to `guards`.
fn spec(sc: &Scenario, node: &Node, trace: &Trace, guards: &Trace) -> Spec<Ctx> {
    let mut kids = node.children.iter().map(|c| spec(sc, c, trace, guards));
    let mut all = || kids.by_ref().collect::<Vec<_>>();
    let guard = |g: usize| {
        let guard = &sc.guards[g];
        let mut script = guards.leaf(
            guard.name,
            guard.script.iter().map(|&b| Status::from_bool(b)),
        );
        (guard.name, move |c: &mut Ctx| {
            script.tick(c) == Status::Success
        })
    };
    match &node.op {
        Op::Leaf(i) => {
            let leaf = &sc.leaves[*i];
            let kind = match leaf.kind {
                LeafKind::Condition => Kind::CONDITION,
                LeafKind::Action => Kind::ACTION,
            };
            Spec::leaf_of_kind(kind, leaf.name, trace.leaf(leaf.name, leaf.script.clone()))
        }
        Op::Always(true) => Spec::success(),
        Op::Always(false) => Spec::failure(),
        Op::Sequence => Spec::sequence(all()),
        Op::SequenceWithMemory => Spec::sequence_with_memory(all()),
        Op::AsyncSequence => Spec::async_sequence(all()),
        Op::Fallback => Spec::fallback(all()),
        Op::AsyncFallback => Spec::async_fallback(all()),
        Op::ReactiveSequence => Spec::reactive_sequence(all()),
        Op::ReactiveFallback => Spec::reactive_fallback(all()),
        Op::Parallel(s, f) => Spec::parallel(*s, *f, all()),
        Op::ParallelAll(m) => Spec::parallel_all(*m, all()),
        Op::IfThenElse | Op::WhileDoElse => {
            let mut k = all().into_iter();
            let (c, t) = (k.next().unwrap(), k.next().unwrap());
            if node.op == Op::IfThenElse {
                Spec::if_then_else(c, t, k.next())
            } else {
                Spec::while_do_else(c, t, k.next())
            }
        }
        Op::Switch(var, cases) => {
            let var = *var;
            let label = format!("sw{var}");
            let value = move |c: &mut Ctx| c.switch[var];
            match cases[..] {
                [c1, c2] => Spec::switch(label, value, [c1, c2], all()),
                [c1, c2, c3] => Spec::switch(label, value, [c1, c2, c3], all()),
                [c1, c2, c3, c4] => Spec::switch(label, value, [c1, c2, c3, c4], all()),
                [c1, c2, c3, c4, c5] => Spec::switch(label, value, [c1, c2, c3, c4, c5], all()),
                ref other => panic!("a switch with {} cases", other.len()),
            }
        }
        Op::Inverter => Spec::inverter(all().remove(0)),
        Op::ForceSuccess => Spec::force_success(all().remove(0)),
        Op::ForceFailure => Spec::force_failure(all().remove(0)),
        Op::KeepRunningUntilFailure => Spec::keep_running_until_failure(all().remove(0)),
        Op::Repeat(n) => Spec::repeat(*n, all().remove(0)),
        Op::Retry(n) => Spec::retry(*n, all().remove(0)),
        Op::RunOnce(skip) => Spec::run_once(*skip, all().remove(0)),
        // As the scenario's BT.CPP XML writes it: its tree named (an
        // unlabelled `subtree` is written `<SubTree ID="subtree"/>`, which
        // loads back labelled `subtree` by its ID), and its entries those
        // of the tree around it.
        Op::SubTree => Spec::subtree(all().remove(0))
            .label(subtree_label(sc, node))
            .port("_autoremap", "true"),
        Op::SkipIf(g) => {
            let (name, f) = guard(*g);
            Spec::skip_if(name, f, all().remove(0))
        }
        Op::SuccessIf(g) => {
            let (name, f) = guard(*g);
            Spec::success_if(name, f, all().remove(0))
        }
        Op::FailureIf(g) => {
            let (name, f) = guard(*g);
            Spec::failure_if(name, f, all().remove(0))
        }
        Op::While(g) => {
            let (name, f) = guard(*g);
            Spec::while_(name, f, all().remove(0))
        }
        other => panic!("{other:?} is not drawn in differential mode"),
    }
}

/// Registers a condition that plays a script (leaf or guard).
fn scripted_condition(
    factory: &mut Factory<Ctx>,
    id: &str,
    trace: &Trace,
    name: &'static str,
    script: Vec<Status>,
) {
    let leaf = RefCell::new(trace.leaf(name, script));
    factory.condition(id, move |c| leaf.borrow_mut().tick(c) == Status::Success);
}

/// The guards and switch variables of `sc`, registered in `factory`.
fn register_context(factory: &mut Factory<Ctx>, sc: &Scenario, guards: &Trace) {
    for guard in &sc.guards {
        let script = guard.script.iter().map(|&b| Status::from_bool(b)).collect();
        scripted_condition(factory, guard.name, guards, guard.name, script);
    }
    for var in 0..sc.switch_values.len() {
        factory.entry(&format!("sw{var}"), move |c: &Ctx| c.switch[var]);
    }
}

/// How a run counts the guards' evaluations.
enum Guards<'t> {
    /// Conditions that record each evaluation.
    Traced(&'t Trace),
    /// BT.CPP's scripts (`G1 += 1; ..`), counting in `Ctx::counts`.
    Counted,
}

/// Runs the steps of `sc` on `tree`.
fn steps<N: bt::Node<Ctx>>(
    sc: &Scenario,
    tree: &mut bt::Tree<N, Ctx>,
    trace: &Trace,
    guards: &Guards<'_>,
) -> Vec<Observed> {
    let mut ctx = Ctx {
        counts: vec![0; sc.guards.len()],
        ..Ctx::default()
    };
    sc.steps
        .iter()
        .enumerate()
        .map(|(i, step)| {
            ctx.switch = sc.switch_values.iter().map(|v| v[i]).collect();
            let before = ctx.counts.clone();
            let status = match step {
                Step::Tick => Some(tree.tick(&mut ctx)),
                Step::Halt => {
                    tree.halt(&mut ctx);
                    None
                }
            };
            let guards = match guards {
                Guards::Traced(guards) => {
                    let evaluated = guards.take();
                    sc.guards
                        .iter()
                        .map(|g| {
                            evaluated
                                .iter()
                                .filter(|e| matches!(e, Event::Tick(n, _) if *n == g.name))
                                .count()
                        })
                        .collect()
                }
                Guards::Counted => ctx
                    .counts
                    .iter()
                    .zip(&before)
                    .map(|(now, then)| usize::try_from(now - then).expect("counts only grow"))
                    .collect(),
            };
            Observed {
                status,
                events: trace.take(),
                guards,
            }
        })
        .collect()
}

fn seeds() -> [u64; 2] {
    let seeds = [FIXED_SEED, run_seed()];
    println!("seeds: fixed {:#x}, this run {:#x}", seeds[0], seeds[1]);
    seeds
}

/// `to_btcpp_xml` then load: the same table and the same steps.
#[test]
fn exported_random_trees_load_back_the_same() {
    let per_seed = count("BT_XML_ROUNDTRIP_SCENARIOS", 1000);
    let mut checked = 0;
    for seed in seeds() {
        for index in 0..per_seed as u64 {
            let sc = scenario(&mut Rng::for_scenario(seed, index), Mode::Differential);
            let (trace, guards) = (Trace::new(), Trace::new());
            let mut written = spec(&sc, &sc.root, &trace, &guards).build();
            let xml = written.to_btcpp_xml();

            let (trace2, guards2) = (Trace::new(), Trace::new());
            let mut factory = Factory::<Ctx>::new();
            for leaf in &sc.leaves {
                match leaf.kind {
                    LeafKind::Condition => scripted_condition(
                        &mut factory,
                        leaf.name,
                        &trace2,
                        leaf.name,
                        leaf.script.clone(),
                    ),
                    LeafKind::Action => {
                        let (t, name, script) = (trace2.clone(), leaf.name, leaf.script.clone());
                        factory.node(name, move || t.leaf(name, script.clone()));
                    }
                }
            }
            register_context(&mut factory, &sc, &guards2);
            let mut loaded = factory.load_str(&xml).unwrap_or_else(|e| {
                panic!("seed {seed:#x} scenario {index}: the export does not load: {e}\n{xml}")
            });

            let (a, b) = (written.nodes(), loaded.nodes());
            assert!(
                a.iter().eq(b.iter()),
                "seed {seed:#x} scenario {index}: the tables differ\nwritten:\n{}loaded:\n{}xml:\n{xml}",
                a.to_text(None),
                b.to_text(None)
            );
            assert_eq!(loaded.to_btcpp_xml(), xml);
            let ours = steps(&sc, &mut written, &trace, &Guards::Traced(&guards));
            let theirs = steps(&sc, &mut loaded, &trace2, &Guards::Traced(&guards2));
            for (i, (x, y)) in ours.iter().zip(&theirs).enumerate() {
                assert_eq!(
                    x,
                    y,
                    "seed {seed:#x} scenario {index}: step {} differs\n{xml}",
                    i + 1
                );
            }
            checked += 1;
        }
    }
    println!("{checked} random trees exported, loaded and ticked the same");
}

/// The scripted leaf the runner's `<ScriptedAction name="A"/>` (or
/// `ScriptedCondition`) stands for.
fn script_of(
    leaves: &[Leaf],
    trace: &Trace,
    args: &bt::xml::Args<'_, Ctx>,
) -> Result<Script, bt::xml::Error> {
    let leaf = leaves
        .iter()
        .find(|leaf| leaf.name == args.name())
        .ok_or_else(|| args.error("no script for this leaf", "the scenario names every leaf"))?;
    Ok(trace.leaf(leaf.name, leaf.script.clone()))
}

/// The XML BT.CPP runs, loaded by `bt::xml`: the same steps as bt's own
/// run, which agrees with BT.CPP's under the documented rules.
#[test]
fn the_xml_btcpp_runs_loads_and_runs_the_same() {
    let per_seed = count("BT_XML_ROUNDTRIP_SCENARIOS", 1000);
    let mut cpp = BtCpp::start();
    let (mut agree, mut stopped, mut steps_compared) = (0, 0, 0);
    for seed in seeds() {
        for index in 0..per_seed as u64 {
            let sc = scenario(&mut Rng::for_scenario(seed, index), Mode::Differential);
            // BT.CPP's XML as it runs it: each guard a script that counts
            // its evaluations in an entry (`G1 += 1; G1 == 1 || G1 >= 3`).
            let xml = sc.xml();
            let trace = Trace::new();
            let mut factory = Factory::<Ctx>::new();
            let leaves = Rc::new(sc.leaves.clone());
            let (t, l) = (trace.clone(), Rc::clone(&leaves));
            factory.node_with("ScriptedAction", &[], move |args| script_of(&l, &t, args));
            let (t, l) = (trace.clone(), Rc::clone(&leaves));
            factory.condition_with("ScriptedCondition", &[], move |args| {
                let mut script = script_of(&l, &t, args)?;
                Ok(move |c: &mut Ctx| script.tick(c) == Status::Success)
            });
            for (i, guard) in sc.guards.iter().enumerate() {
                factory.entry_mut(
                    guard.name,
                    move |c: &Ctx| c.counts[i],
                    move |c, v| {
                        c.counts[i] = v;
                    },
                );
            }
            for var in 0..sc.switch_values.len() {
                factory.entry(&format!("sw{var}"), move |c: &Ctx| c.switch[var]);
            }
            let mut loaded = factory.load_str(&xml).unwrap_or_else(|e| {
                panic!("seed {seed:#x} scenario {index}: BT.CPP's XML does not load: {e}\n{xml}")
            });
            // Exported again, each leaf keeps its ID apart from its name
            // (`<ScriptedAction name="A"/>`): the export loads with the same
            // factory into the same table.
            let again = loaded.to_btcpp_xml();
            let reloaded = factory.load_str(&again).unwrap_or_else(|e| {
                panic!("seed {seed:#x} scenario {index}: the export does not load: {e}\n{again}")
            });
            assert!(
                loaded.nodes().iter().eq(reloaded.nodes().iter()),
                "seed {seed:#x} scenario {index}: the export loads into another table\n{xml}\n{again}"
            );
            for leaf in loaded.nodes().iter().filter(|n| n.kind.is_user_leaf()) {
                assert!(
                    matches!(leaf.btcpp_id, Some("ScriptedAction" | "ScriptedCondition")),
                    "seed {seed:#x} scenario {index}: {leaf:?}"
                );
            }
            let mine = steps(&sc, &mut loaded, &trace, &Guards::Counted);
            let outcome = run::run(&sc).expect("bt runs the scenario");
            for (i, (x, y)) in mine.iter().zip(&outcome.steps).enumerate() {
                let y = Observed {
                    status: y.status,
                    events: y.events.clone(),
                    guards: y.guards.clone(),
                };
                assert_eq!(
                    *x,
                    y,
                    "seed {seed:#x} scenario {index}: step {} of the loaded XML differs from bt's run\n{xml}",
                    i + 1
                );
            }
            match compare(&sc, &outcome, &cpp.run(&sc)) {
                Verdict::Agree => {
                    agree += 1;
                    steps_compared += sc.steps.len();
                }
                Verdict::Stopped { steps, .. } => {
                    stopped += 1;
                    steps_compared += steps;
                }
                Verdict::Diverged { step, report } => panic!(
                    "seed {seed:#x} scenario {index}: BT.CPP diverges at step {step}:\n{report}\n{xml}"
                ),
            }
        }
    }
    println!(
        "{} scenarios: {agree} agree, {stopped} stopped by a documented rule, {steps_compared} steps compared",
        agree + stopped
    );
}

/// A `Switch` over a text variable, run by `bt::xml` and by BT.CPP 4.8.2
/// (a Python script on behaviortreepy) for each value: they pick the same
/// child, except where BT.CPP 4.8 read a number from the start of the text
/// only (`"1x"` as 1), which 4.10 no longer does and bt follows 4.10
/// (docs/conformance.md). Those values are checked to differ, so that the
/// documented difference is the real one.
#[test]
fn switch_cases_match_as_btcpp_does() {
    #[derive(Default)]
    struct Text {
        v: String,
        log: Vec<String>,
    }
    const XML: &str = r#"<root BTCPP_format="4"><BehaviorTree ID="T"><Switch3 variable="{v}" case_1="42.0" case_2="01" case_3="0"><Log name="c1"/><Log name="c2"/><Log name="c3"/><Log name="d"/></Switch3></BehaviorTree></root>"#;
    const SAME: &[&str] = &[
        "42",
        "42.00",
        "4.2e1",
        "42.0000001",
        "1",
        "1.0",
        "1.",
        "1e0",
        "01",
        "-0",
        "-0.0",
        "0.0",
        "-1",
        "2147483648",
        "inf",
        "nan",
        ".5",
        "abc",
        "",
    ];
    // bt (as BT.CPP 4.10) picks the default child for each; 4.8.2 does not.
    const READ_AS_A_PREFIX_IN_4_8: &[&str] = &["42.0001", "+1", " 1", "1 ", "1x", "0x1", "1e400"];
    let values: Vec<&str> = SAME
        .iter()
        .chain(READ_AS_A_PREFIX_IN_4_8)
        .copied()
        .collect();

    let mut f: Factory<Text> = Factory::new();
    f.entry("v", |c: &Text| c.v.clone());
    f.node_with("Log", &[], |args| {
        let name = args.name().to_owned();
        Ok(bt::Action(move |c: &mut Text| {
            c.log.push(name.clone());
            Status::Success
        }))
    });
    let mut t = f.load_str(XML).unwrap();
    let mut ctx = Text::default();
    let mine: Vec<String> = values
        .iter()
        .map(|v| {
            ctx.v = (*v).to_owned();
            t.tick(&mut ctx);
            ctx.log.pop().expect("a child ran")
        })
        .collect();

    let script = r#"
import json, sys
import behaviortreepy as btpy
xml, values = json.loads(sys.stdin.read())
log = []
factory = btpy.BehaviorTreeFactory()
factory.register_simple_action("Log", lambda n: (log.append(n.name()), btpy.NodeStatus.SUCCESS)[1])
tree = factory.create_tree_from_text(xml, btpy.Blackboard.create())
board = tree.root_blackboard()
for v in values:
    board.set_string("v", v)
    tree.tick_exactly_once()
    print(log.pop())
"#;
    let mut child = std::process::Command::new(conformance::btcpp::python())
        .args(["-c", script])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("the conformance venv's Python (bash scripts/setup-python.sh)");
    let quoted: Vec<String> = values.iter().map(|v| format!("{v:?}")).collect();
    let request = format!("[{:?}, [{}]]", XML, quoted.join(", "));
    std::io::Write::write_all(child.stdin.as_mut().unwrap(), request.as_bytes()).unwrap();
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "the BT.CPP script failed");
    let theirs: Vec<String> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(str::to_owned)
        .collect();
    assert_eq!(theirs.len(), values.len());
    for (i, v) in values.iter().enumerate() {
        if i < SAME.len() {
            assert_eq!(
                mine[i], theirs[i],
                "{v:?}: bt picks {}, BT.CPP {}",
                mine[i], theirs[i]
            );
        } else {
            assert_eq!(mine[i], "d", "{v:?}: bt (as BT.CPP 4.10) picks the default");
            assert_ne!(
                theirs[i], "d",
                "{v:?}: BT.CPP 4.8.2 reads a number from its start"
            );
        }
    }
}
