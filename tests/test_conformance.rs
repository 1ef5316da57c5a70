//! Conformance with BehaviorTree.CPP 4.8.2 (differential testing through its
//! Python bindings) and properties of the runtime; see tests/conformance/mod.rs
//! and docs/conformance.md.
//!
//! Environment:
//! - `BT_CONFORMANCE_SEED`: the second seed of the random runs (default: from
//!   the time; printed). The fixed seed always runs too.
//! - `BT_CONFORMANCE_SCENARIOS`: differential scenarios per seed (default 2000).
//! - `BT_PROPERTY_SCENARIOS`: property-only scenarios per seed (default 5000).
//! - `BT_LIVE_SEED`, `BT_LIVE_SCENARIOS`: the seed (default: from the time;
//!   printed) and the number of the fresh `bt!` trees of
//!   `live_macro_trees_against_btcpp` (default 300).
//! - `BT_CONFORMANCE_PYTHON`: the Python with `behaviortreepy` (default
//!   `.venv/bin/python`, made by scripts/setup-python.sh).

mod common;
mod conformance;

use conformance::{FIXED_SEED, count, differential, properties, run_seed};

fn finish(what: &str, seeds: &[u64], report: &conformance::Report) {
    let summary = report.summary(what, seeds);
    println!("{summary}");
    assert!(
        report.divergences == 0 && report.property_failures == 0,
        "{summary}\nreproduce with BT_CONFORMANCE_SEED={:#x}; reduced reproducers:\n\n{}",
        seeds.last().unwrap(),
        report.reproducers.join("\n")
    );
}

#[test]
fn differential_against_btcpp() {
    let seeds = [FIXED_SEED, run_seed()];
    println!(
        "differential seeds: fixed {:#x}, this run {:#x}",
        seeds[0], seeds[1]
    );
    let report = differential(&seeds, count("BT_CONFORMANCE_SCENARIOS", 2000));
    finish("differential", &seeds, &report);
}

#[test]
fn runtime_properties() {
    let seeds = [FIXED_SEED, run_seed()];
    println!(
        "property seeds: fixed {:#x}, this run {:#x}",
        seeds[0], seeds[1]
    );
    let report = properties(&seeds, count("BT_PROPERTY_SCENARIOS", 5000));
    finish("properties", &seeds, &report);
}

/// Coroutine leaves (`bt_coroutine`) scripted like `bt::testing` scripted
/// leaves give the same traces under every node kind: the property
/// generator's scenarios (all of `bt`'s nodes, timed ones and `TryCatch`
/// included), run once with each kind of leaf.
#[test]
fn coroutine_leaves_trace_like_scripted_leaves() {
    use conformance::generate::{Mode, Rng, scenario};
    use conformance::run::{run, run_with_coroutines};
    let seeds = [FIXED_SEED, run_seed()];
    let per_seed = count("BT_COROUTINE_SCENARIOS", 2000);
    let mut steps = 0;
    for seed in seeds {
        for index in 0..per_seed as u64 {
            let sc = scenario(&mut Rng::for_scenario(seed, index), Mode::Property);
            let scripted = run(&sc);
            let coroutines = run_with_coroutines(&sc);
            assert_eq!(
                scripted,
                coroutines,
                "scenario {index} of seed {seed:#x} differs with coroutine leaves:\n{}",
                sc.xml()
            );
            steps += sc.steps.len();
        }
    }
    println!(
        "coroutine leaves: {} scenarios, {steps} steps, traces equal to scripted leaves",
        2 * per_seed
    );
}

/// Fresh random trees written with `bt!`, compiled in a scratch crate and
/// compared with BT.CPP (tests/conformance/live.rs).
#[test]
fn live_macro_trees_against_btcpp() {
    let out = conformance::live::run();
    println!(
        "live bt! trees: seed {:#x}: {} trees ({} with subtrees), {} steps, all equal to \
         BT.CPP; {} composites with more than 16 children (widest {}); drawn and run on BT.CPP in {:.1} s, \
         built and run in {:.1} s",
        out.seed,
        out.trees,
        out.with_subtrees,
        out.steps,
        out.wide,
        out.widest,
        out.generate_secs,
        out.build_and_run_secs
    );
}

// Each deliberate difference of docs/conformance.md is still a difference
// with BT.CPP 4.8.2 (so every rule that excludes or stops a comparison
// stands for real behaviour), and the rule that covers it is the one the
// comparison applies.

mod differences {
    use bt::Status::{Failure as F, Running as R, Skipped as K, Success as S};

    use crate::conformance::btcpp::BtCpp;
    use crate::conformance::compare::{
        RULE_SKIPPED_CONDITION, RULE_STALE_SKIPPED, Verdict, compare,
    };
    use crate::conformance::run;
    use crate::conformance::scenario::{
        LeafKind::{Action as Act, Condition as Cond},
        Op, Scenario, differential_exclusion, hand, leaf, node,
    };

    /// Whether BT.CPP and bt differ in any step, rules aside.
    fn differs(sc: &Scenario, raw_skip: bool, cpp: &mut BtCpp) -> bool {
        let ours = run::run(sc).expect("bt runs the scenario");
        let theirs = cpp.run_with(sc, raw_skip);
        theirs.build_error.is_some()
            || (0..sc.steps.len()).any(|i| {
                let (a, b) = (&ours.steps[i], &theirs.steps[i]);
                b.threw || a.status != b.status || a.events != b.events || a.guards != b.guards
            })
    }

    fn verdict(sc: &Scenario, cpp: &mut BtCpp) -> Verdict {
        compare(sc, &run::run(sc).unwrap(), &cpp.run(sc))
    }

    /// D1: BT.CPP keeps a `StatefulActionNode` RUNNING when `on_running`
    /// returns SKIPPED (so a later reset halts it); the harness leaf halts
    /// itself there, as `bt`'s leaves are not running after Skipped.
    #[test]
    fn d1_leaf_skipped_while_running() {
        let mut cpp = BtCpp::start();
        let sc = hand(
            node(Op::Sequence, vec![leaf(0), leaf(1)]),
            &[(Act, &[R, K, S]), (Act, &[R])],
            &[],
            "TTH",
        );
        assert!(
            differs(&sc, true, &mut cpp),
            "BT.CPP's own leaf no longer differs"
        );
        assert!(
            !differs(&sc, false, &mut cpp),
            "the harness leaf does not match bt's"
        );
    }

    /// D2 (G7): a stateful action, or a precondition, as the condition of a
    /// `WhileDoElse` or of a two-child `IfThenElse` latches in BT.CPP.
    #[test]
    fn d2_latching_conditions() {
        let mut cpp = BtCpp::start();
        let action = hand(
            node(Op::WhileDoElse, vec![leaf(0), leaf(1)]),
            &[(Act, &[S, F]), (Act, &[R])],
            &[],
            "TTT",
        );
        assert!(differential_exclusion(&action).is_some());
        assert!(
            differs(&action, false, &mut cpp),
            "a stateful condition no longer latches"
        );
        let precondition = hand(
            node(
                Op::IfThenElse,
                vec![node(Op::SkipIf(0), vec![leaf(0)]), leaf(1)],
            ),
            &[(Cond, &[F]), (Act, &[S])],
            &[&[false]],
            "TT",
        );
        assert!(differential_exclusion(&precondition).is_some());
        assert!(
            differs(&precondition, false, &mut cpp),
            "a precondition no longer latches"
        );
        // Under a `SubTree` neither latches: BT.CPP's `SubTree` resets its
        // child when it finishes, so the generator draws them there.
        for latching in [action, precondition] {
            let mut sc = latching.clone();
            let condition = sc.root.children[0].clone();
            sc.root.children[0] = node(Op::SubTree, vec![condition]);
            assert_eq!(differential_exclusion(&sc), None);
            assert!(
                !differs(&sc, false, &mut cpp),
                "under a SubTree, BT.CPP's condition latches:\n{}",
                sc.xml()
            );
        }
    }

    /// D3: what BT.CPP rejects: thresholds above the number of children (bt
    /// clamps), empty composites, two `AsyncSequence` children of a
    /// `ReactiveSequence`.
    #[test]
    fn d3_rejected_trees() {
        let mut cpp = BtCpp::start();
        for op in [Op::Parallel(3, 1), Op::Parallel(-1, 3), Op::ParallelAll(3)] {
            let sc = hand(
                node(op.clone(), vec![leaf(0), leaf(1)]),
                &[(Act, &[S]), (Act, &[S])],
                &[],
                "T",
            );
            assert!(differential_exclusion(&sc).is_some());
            assert!(
                cpp.run(&sc).steps[0].threw,
                "BT.CPP accepts {op:?} over 2 children"
            );
        }
        let empty = hand(node(Op::Sequence, vec![]), &[], &[], "T");
        assert!(differential_exclusion(&empty).is_some());
        assert!(
            cpp.run(&empty).build_error.is_some(),
            "BT.CPP builds an empty Sequence"
        );
        let two_async = hand(
            node(
                Op::ReactiveSequence,
                vec![
                    node(Op::AsyncSequence, vec![leaf(0)]),
                    node(Op::AsyncSequence, vec![leaf(1)]),
                ],
            ),
            &[(Act, &[S]), (Act, &[S])],
            &[],
            "T",
        );
        assert!(differential_exclusion(&two_async).is_some());
        assert!(
            cpp.run(&two_async).build_error.is_some(),
            "BT.CPP builds two async children"
        );
    }

    /// D4: a skipped condition makes `IfThenElse` / `WhileDoElse` throw in
    /// BT.CPP; the comparison stops there by rule.
    #[test]
    fn d4_skipped_branch_condition() {
        let mut cpp = BtCpp::start();
        for sc in [
            hand(
                node(Op::IfThenElse, vec![leaf(0), leaf(1), leaf(2)]),
                &[(Act, &[K]), (Act, &[S]), (Act, &[S])],
                &[],
                "T",
            ),
            hand(
                node(
                    Op::WhileDoElse,
                    vec![node(Op::Inverter, vec![leaf(0)]), leaf(1)],
                ),
                &[(Act, &[K]), (Act, &[S])],
                &[],
                "T",
            ),
        ] {
            assert!(cpp.run(&sc).steps[0].threw, "BT.CPP no longer throws");
            assert_eq!(
                verdict(&sc, &mut cpp),
                Verdict::Stopped {
                    steps: 0,
                    rule: RULE_SKIPPED_CONDITION
                }
            );
        }
    }

    /// D5: a control node or decorator that returned SKIPPED stays RUNNING
    /// in BT.CPP: its start precondition is not evaluated next time, and a
    /// parent's reset halts it (which clears a Repeat's count).
    #[test]
    fn d5_skipped_node_stays_running() {
        let mut cpp = BtCpp::start();
        for sc in [
            hand(
                node(Op::SkipIf(0), vec![node(Op::Sequence, vec![leaf(0)])]),
                &[(Act, &[K])],
                &[&[false]],
                "TT",
            ),
            hand(
                node(Op::FailureIf(0), vec![node(Op::Inverter, vec![leaf(0)])]),
                &[(Act, &[K, S])],
                &[&[false]],
                "TT",
            ),
            hand(
                node(Op::Sequence, vec![node(Op::Repeat(2), vec![leaf(0)])]),
                &[(Act, &[S, K, S])],
                &[],
                "TTT",
            ),
        ] {
            assert!(differential_exclusion(&sc).is_none());
            assert!(
                differs(&sc, false, &mut cpp),
                "no longer a difference: {sc:?}"
            );
            assert!(matches!(
                verdict(&sc, &mut cpp),
                Verdict::Stopped {
                    rule: RULE_STALE_SKIPPED,
                    ..
                }
            ));
        }
    }

    /// D6: the sequence and fallback families keep their count of skipped
    /// children when BT.CPP does not reset them (a latching condition slot).
    #[test]
    fn d6_skip_count_leaks_in_latching_slot() {
        let mut cpp = BtCpp::start();
        let sc = hand(
            node(
                Op::IfThenElse,
                vec![
                    node(Op::AsyncSequence, vec![leaf(0), leaf(1)]),
                    node(Op::Always(false), vec![]),
                ],
            ),
            &[(Act, &[K]), (Act, &[F, S])],
            &[],
            "TT",
        );
        assert!(differential_exclusion(&sc).is_some());
        assert!(
            differs(&sc, false, &mut cpp),
            "the skip count no longer leaks"
        );
    }
}
