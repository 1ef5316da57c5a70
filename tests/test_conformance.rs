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
