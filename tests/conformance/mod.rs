//! Differential testing of `bt` against the real BehaviorTree.CPP, and
//! properties of `bt`'s runtime that need no reference.
//!
//! - [`scenario`]: a tree over the nodes both libraries share, scripted
//!   leaves, guards, switch values and steps (tick or halt); rendered as
//!   BT.CPP XML and as Rust code.
//! - [`generate`]: a seeded random generator of scenarios.
//! - [`golden`]: writes the golden `bt!` tests (`scripts/regen-golden.sh`).
//! - [`run`]: runs a scenario on `bt`'s runtime (trees over
//!   `Vec<Box<dyn Node<C>>>` children and `bt::testing` scripted leaves) and
//!   checks the properties.
//! - [`btcpp`]: runs scenarios on BT.CPP 4.8.2 through `btcpp_run.py` and
//!   the `behaviortreepy` bindings in the repository's `.venv`.
//! - [`compare`]: compares both traces under the documented rules.
//! - [`shrink`]: reduces a failing scenario and prints a ready-to-paste test.
//!
//! docs/conformance.md states what is compared, the numbers, and every
//! deliberate difference with the rule that excludes it.

#![allow(dead_code, unreachable_pub)]

pub mod btcpp;
pub mod compare;
pub mod generate;
pub mod golden;
pub mod live;
pub mod run;
pub mod scenario;
pub mod shrink;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use btcpp::{BtCpp, CppTrace};
use compare::{Verdict, compare};
use generate::{Mode, Rng};
use scenario::{Scenario, differential_exclusion};
use shrink::{Expected, reduce, reproducer};

/// The seed every run uses, so a run always covers the same scenarios too.
pub const FIXED_SEED: u64 = 0x00B7_C0DE_2025_0001;

/// How many failures are reduced and printed as reproducers
/// (`BT_CONFORMANCE_REPRODUCERS`, default 4).
fn max_reproducers() -> usize {
    count("BT_CONFORMANCE_REPRODUCERS", 4)
}

/// The seed of this run: `BT_CONFORMANCE_SEED` (decimal or `0x` hex), else
/// derived from the time.
pub fn run_seed() -> u64 {
    seed_from("BT_CONFORMANCE_SEED")
}

/// A seed from the environment variable `var` (decimal or `0x` hex), else
/// derived from the time.
pub fn seed_from(var: &str) -> u64 {
    if let Ok(text) = std::env::var(var) {
        let text = text.trim();
        let parsed = text
            .strip_prefix("0x")
            .map_or_else(|| text.parse(), |hex| u64::from_str_radix(hex, 16));
        return parsed.unwrap_or_else(|_| panic!("{var}={text} is not a u64"));
    }
    let nanos = SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos());
    u64::try_from(nanos & u128::from(u64::MAX)).unwrap()
}

/// A count from the environment, or `default`.
pub fn count(var: &str, default: usize) -> usize {
    std::env::var(var).ok().map_or(default, |v| {
        v.trim()
            .parse()
            .unwrap_or_else(|_| panic!("{var}={v} is not a count"))
    })
}

/// What a run found.
#[derive(Debug, Default)]
pub struct Report {
    pub scenarios: usize,
    /// Scenarios with at least one subtree.
    pub with_subtrees: usize,
    pub steps: usize,
    pub steps_compared: usize,
    /// Scenarios whose comparison a rule stopped, by rule.
    pub stopped: BTreeMap<&'static str, usize>,
    pub divergences: usize,
    pub property_failures: usize,
    /// Reduced reproducers, ready to paste.
    pub reproducers: Vec<String>,
    pub seconds: f64,
}

impl Report {
    pub fn summary(&self, what: &str, seeds: &[u64]) -> String {
        let seeds: Vec<String> = seeds.iter().map(|s| format!("{s:#x}")).collect();
        let mut out = format!(
            "{what}: seeds [{}]: {} scenarios ({} with subtrees), {} steps ({} compared), {} divergences, {} property failures, {:.1} s",
            seeds.join(", "),
            self.scenarios,
            self.with_subtrees,
            self.steps,
            self.steps_compared,
            self.divergences,
            self.property_failures,
            self.seconds
        );
        for (rule, n) in &self.stopped {
            let _ = write!(out, "\n  stopped by rule: {n} scenarios: {rule}");
        }
        out
    }
}

fn expected_from_cpp(trace: &CppTrace) -> Vec<Expected> {
    trace
        .steps
        .iter()
        .map(|s| Expected {
            threw: s.threw.then(|| trace.error.clone().unwrap_or_default()),
            status: s.status,
            events: s.events.clone(),
            guards: s.guards.clone(),
        })
        .collect()
}

fn diverges(sc: &Scenario, cpp: &mut BtCpp) -> bool {
    let Ok(ours) = run::run(sc) else {
        return false;
    };
    matches!(compare(sc, &ours, &cpp.run(sc)), Verdict::Diverged { .. })
}

/// The differential run: `per_seed` scenarios for each seed, each run on
/// both libraries and compared step by step; the properties are checked on
/// each scenario too.
pub fn differential(seeds: &[u64], per_seed: usize) -> Report {
    let start = Instant::now();
    let mut cpp = BtCpp::start();
    let mut report = Report::default();
    let mut failing: Vec<(u64, u64, Scenario, String)> = Vec::new();
    for &seed in seeds {
        for index in 0..per_seed as u64 {
            let sc = generate::scenario(&mut Rng::for_scenario(seed, index), Mode::Differential);
            if let Some(rule) = differential_exclusion(&sc) {
                panic!(
                    "the generator drew an excluded scenario ({rule}): seed {seed:#x}, index {index}"
                );
            }
            report.scenarios += 1;
            report.with_subtrees += usize::from(sc.has_subtrees());
            report.steps += sc.steps.len();
            if let Err(e) = run::check_properties(&sc) {
                report.property_failures += 1;
                failing.push((seed, index, sc, format!("property failure: {e}")));
                continue;
            }
            let ours = run::run(&sc).expect("checked above");
            let theirs = cpp.run(&sc);
            match compare(&sc, &ours, &theirs) {
                Verdict::Agree => report.steps_compared += sc.steps.len(),
                Verdict::Stopped { steps, rule } => {
                    report.steps_compared += steps;
                    *report.stopped.entry(rule).or_default() += 1;
                }
                Verdict::Diverged { report: r, .. } => {
                    report.divergences += 1;
                    failing.push((seed, index, sc, r));
                }
            }
        }
    }
    let mut seen = Vec::new();
    for (seed, index, sc, why) in failing {
        if report.reproducers.len() >= max_reproducers() {
            break;
        }
        let name = format!("conformance_{seed:x}_{index}");
        let text = if why.starts_with("property failure") {
            let prefix = why.split(':').nth(1).unwrap_or("").to_owned();
            let small = reduce(&sc, true, |c| {
                run::check_properties(c).is_err_and(|e| e.split(':').next() == Some(prefix.trim()))
            });
            if seen.contains(&small) {
                continue;
            }
            seen.push(small.clone());
            property_reproducer(&small, &name, &why)
        } else {
            let small = reduce(&sc, true, |c| diverges(c, &mut cpp));
            if seen.contains(&small) {
                continue;
            }
            seen.push(small.clone());
            let theirs = cpp.run(&small);
            let ours = run::run(&small).expect("reduced scenario runs");
            let detail = match compare(&small, &ours, &theirs) {
                Verdict::Diverged { report, .. } => report,
                _ => why.clone(),
            };
            let note = format!(
                "Divergence from BehaviorTree.CPP (seed {seed:#x}, scenario {index}); the expected trace is BT.CPP's.\n// {}",
                detail.trim_end().replace('\n', "\n// ")
            );
            reproducer(&small, &name, &expected_from_cpp(&theirs), &note)
        };
        report.reproducers.push(text);
    }
    report.seconds = start.elapsed().as_secs_f64();
    report
}

fn property_reproducer(sc: &Scenario, name: &str, why: &str) -> String {
    let observed = run::run(sc).map_or_else(
        |_| Vec::new(),
        |o| {
            o.steps
                .iter()
                .map(|s| Expected {
                    threw: None,
                    status: s.status,
                    events: s.events.clone(),
                    guards: s.guards.clone(),
                })
                .collect()
        },
    );
    let why = run::check_properties(sc)
        .err()
        .unwrap_or_else(|| why.to_owned());
    reproducer(
        sc,
        name,
        &observed,
        &format!(
            "Property failure of bt's runtime: {why}\n// The steps below are what bt does now; fix the step the property names."
        ),
    )
}

/// The property run: `per_seed` scenarios over all of `bt`'s nodes (timed
/// ones, `TryCatch`, empty composites, clamped thresholds included).
pub fn properties(seeds: &[u64], per_seed: usize) -> Report {
    let start = Instant::now();
    let mut report = Report::default();
    let mut seen = Vec::new();
    for &seed in seeds {
        for index in 0..per_seed as u64 {
            let sc = generate::scenario(&mut Rng::for_scenario(seed, index), Mode::Property);
            report.scenarios += 1;
            report.with_subtrees += usize::from(sc.has_subtrees());
            report.steps += sc.steps.len();
            if let Err(e) = run::check_properties(&sc) {
                report.property_failures += 1;
                if report.reproducers.len() < max_reproducers() {
                    let kind = e.split(':').next().unwrap_or("").to_owned();
                    let small = reduce(&sc, false, |c| {
                        run::check_properties(c)
                            .is_err_and(|e| e.split(':').next() == Some(kind.as_str()))
                    });
                    if !seen.contains(&small) {
                        seen.push(small.clone());
                        let name = format!("property_{seed:x}_{index}");
                        report
                            .reproducers
                            .push(property_reproducer(&small, &name, &e));
                    }
                }
            }
        }
    }
    report.seconds = start.elapsed().as_secs_f64();
    report
}
