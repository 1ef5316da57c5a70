//! Conformance with BehaviorTree.CPP 4.8.2 (differential testing through its
//! Python bindings) and properties of the runtime; see tests/conformance/mod.rs
//! and docs/conformance.md.
//!
//! Environment:
//! - `BT_CONFORMANCE_SEED`: the second seed of the random runs (default: from
//!   the time; printed). The fixed seed always runs too.
//! - `BT_CONFORMANCE_SCENARIOS`: differential scenarios per seed (default 2000).
//! - `BT_PROPERTY_SCENARIOS`: property-only scenarios per seed (default 5000).
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

/// Each deliberate difference of docs/conformance.md is still a difference
/// with BT.CPP 4.8.2 (so every rule that excludes or stops a comparison
/// stands for real behaviour), and the rule that covers it is the one the
/// comparison applies.
#[test]
fn documented_differences_hold_in_btcpp() {
    use bt::Status::{Failure as F, Running as R, Skipped as K, Success as S};
    use conformance::btcpp::BtCpp;
    use conformance::compare::{RULE_SKIPPED_CONDITION, RULE_STALE_SKIPPED, Verdict, compare};
    use conformance::run;
    use conformance::scenario::{
        LeafKind::{Action as Act, Condition as Cond},
        Op, Scenario, differential_exclusion, hand, leaf, node,
    };

    let mut cpp = BtCpp::start();
    // Whether BT.CPP and bt differ in any step, rules aside.
    let differs = |sc: &Scenario, raw_skip: bool, cpp: &mut BtCpp| {
        let ours = run::run(sc).expect("bt runs the scenario");
        let theirs = cpp.run_with(sc, raw_skip);
        theirs.build_error.is_some()
            || sc.steps.iter().enumerate().any(|(i, _)| {
                let (a, b) = (&ours.steps[i], &theirs.steps[i]);
                b.threw || a.status != b.status || a.events != b.events || a.guards != b.guards
            })
    };
    let verdict =
        |sc: &Scenario, cpp: &mut BtCpp| compare(sc, &run::run(sc).unwrap(), &cpp.run(sc));

    // D1: BT.CPP keeps a StatefulActionNode RUNNING when on_running returns
    // SKIPPED (so a later reset halts it); the harness leaf halts itself
    // there, as `bt`'s leaves are not running after Skipped.
    let d1 = hand(
        node(Op::Sequence, vec![leaf(0), leaf(1)]),
        &[(Act, &[R, K, S]), (Act, &[R])],
        &[],
        "TTH",
    );
    assert!(
        differs(&d1, true, &mut cpp),
        "D1: BT.CPP's own leaf no longer differs"
    );
    assert!(
        !differs(&d1, false, &mut cpp),
        "D1: the harness leaf does not match bt's"
    );

    // D2 (G7): a stateful action, or a precondition, as the condition of a
    // WhileDoElse or of a two-child IfThenElse latches in BT.CPP.
    let d2a = hand(
        node(Op::WhileDoElse, vec![leaf(0), leaf(1)]),
        &[(Act, &[S, F]), (Act, &[R])],
        &[],
        "TTT",
    );
    assert!(differential_exclusion(&d2a).is_some());
    assert!(
        differs(&d2a, false, &mut cpp),
        "D2: a stateful condition no longer latches"
    );
    let d2b = hand(
        node(
            Op::IfThenElse,
            vec![node(Op::SkipIf(0), vec![leaf(0)]), leaf(1)],
        ),
        &[(Cond, &[F]), (Act, &[S])],
        &[&[false]],
        "TT",
    );
    assert!(differential_exclusion(&d2b).is_some());
    assert!(
        differs(&d2b, false, &mut cpp),
        "D2: a latching precondition no longer latches"
    );

    // D3: what BT.CPP rejects: thresholds above the number of children
    // (bt clamps), empty composites, two AsyncSequence children of a
    // ReactiveSequence.
    for op in [Op::Parallel(3, 1), Op::Parallel(-1, 3), Op::ParallelAll(3)] {
        let sc = hand(
            node(op.clone(), vec![leaf(0), leaf(1)]),
            &[(Act, &[S]), (Act, &[S])],
            &[],
            "T",
        );
        assert!(differential_exclusion(&sc).is_some());
        let theirs = cpp.run(&sc);
        assert!(
            theirs.steps[0].threw,
            "D3: BT.CPP accepts {op:?} over 2 children"
        );
    }
    let empty = hand(node(Op::Sequence, vec![]), &[], &[], "T");
    assert!(differential_exclusion(&empty).is_some());
    assert!(
        cpp.run(&empty).build_error.is_some(),
        "D3: BT.CPP builds an empty Sequence"
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
        "D3: BT.CPP builds two async children"
    );

    // D4: a skipped condition makes IfThenElse / WhileDoElse throw in BT.CPP.
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
        assert!(cpp.run(&sc).steps[0].threw, "D4: BT.CPP no longer throws");
        assert_eq!(
            verdict(&sc, &mut cpp),
            Verdict::Stopped {
                steps: 0,
                rule: RULE_SKIPPED_CONDITION
            }
        );
    }

    // D5: a control node or decorator that returned SKIPPED stays RUNNING in
    // BT.CPP: its start precondition is not evaluated next time, and a
    // parent's reset halts it (which clears a Repeat's count).
    for sc in [
        hand(
            node(Op::SkipIf(0), vec![node(Op::Sequence, vec![leaf(0)])]),
            &[(Act, &[K])],
            &[&[false]],
            "TT",
        ),
        hand(
            node(Op::Sequence, vec![node(Op::Repeat(2), vec![leaf(0)])]),
            &[(Act, &[S, K, S])],
            &[],
            "TTT",
        ),
        hand(
            node(Op::FailureIf(0), vec![node(Op::Inverter, vec![leaf(0)])]),
            &[(Act, &[K, S])],
            &[&[false]],
            "TT",
        ),
    ] {
        assert!(differential_exclusion(&sc).is_none());
        assert!(
            differs(&sc, false, &mut cpp),
            "D5: no longer a difference: {sc:?}"
        );
        assert!(matches!(
            verdict(&sc, &mut cpp),
            Verdict::Stopped {
                rule: RULE_STALE_SKIPPED,
                ..
            }
        ));
    }

    // D6: the sequence and fallback families keep their count of skipped
    // children when BT.CPP does not reset them (latching condition slot).
    let d6 = hand(
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
    assert!(differential_exclusion(&d6).is_some());
    assert!(
        differs(&d6, false, &mut cpp),
        "D6: the skip count no longer leaks"
    );
}
