//! Live `bt!` coverage: every run draws a fresh batch of random scenarios
//! (a seed per run, printed), writes each tree through `bt!` into a scratch
//! crate, compiles it and checks every step against the trace BT.CPP 4.8.2
//! gives for the same scenario.
//!
//! The differential test compares BT.CPP with trees built at run time
//! (`Box<dyn Node>` children), where `bt!`'s compile-time work (tuples and
//! their groups, the resume plan, compile-time hints, fresh ticks, slices)
//! is not used; the golden set covers `bt!` with 240 fixed trees. This test
//! adds new `bt!` trees on every run, with wide composites (17 to 40
//! children, so `bt!` nests them in groups) among them.
//!
//! The scratch crate is written by the same code as the golden set
//! ([`golden::part`], [`golden::root`], with `tests/golden/runner.rs`
//! copied next to them) under cargo's temporary directory for this test
//! (`target/tmp/live-bt/`), and built there with its own target directory
//! (a nested cargo on this workspace's would wait for the lock the outer
//! one holds). On a failure the crate is left in place and the seed is
//! printed: `BT_LIVE_SEED=<seed> cargo test --test test_conformance live`
//! draws the same trees again.
//!
//! Environment: `BT_LIVE_SEED` (decimal or `0x` hex; default from the
//! time), `BT_LIVE_SCENARIOS` (default [`SCENARIOS`]).

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use super::btcpp::BtCpp;
use super::generate::Shape;
use super::golden::{self, Entry, PER_PART};
use super::scenario::Op;

/// Trees per run.
pub const SCENARIOS: usize = 300;

/// What a run of the live test found.
pub struct Outcome {
    pub seed: u64,
    pub trees: usize,
    pub steps: usize,
    /// Composites with more than 16 children, and the widest.
    pub wide: usize,
    pub widest: usize,
    /// Trees with at least one `subtree`.
    pub with_subtrees: usize,
    pub generate_secs: f64,
    pub build_and_run_secs: f64,
}

/// Draws, writes, builds and runs a batch; panics with the seed and the
/// failing scenarios if a `bt!` tree disagrees with BT.CPP.
pub fn run() -> Outcome {
    let seed = super::seed_from("BT_LIVE_SEED");
    let count = super::count("BT_LIVE_SCENARIOS", SCENARIOS);
    println!("live bt! trees: seed {seed:#x}, {count} trees");
    let started = Instant::now();
    let mut cpp = BtCpp::start();
    let (entries, stats) = golden::collect(
        &mut cpp,
        seed,
        count,
        Shape {
            wide: true,
            subtrees: true,
        },
    );
    let reports: Vec<String> = entries
        .iter()
        .filter_map(|e| {
            e.divergence
                .as_ref()
                .map(|r| format!("scenario {}:\n{r}", e.index))
        })
        .collect();
    assert!(
        reports.is_empty(),
        "bt's runtime diverges from BT.CPP (seed {seed:#x}; reproduce with \
         BT_LIVE_SEED={seed:#x}):\n{}",
        reports.join("\n")
    );
    let (wide, widest) = widths(&entries);
    let generate_secs = started.elapsed().as_secs_f64();

    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("live-bt");
    let crate_dir = dir.join("crate");
    write_crate(&crate_dir, &entries, &stats, seed);
    let started = Instant::now();
    let output = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .current_dir(&crate_dir)
        .env("CARGO_TARGET_DIR", dir.join("target"))
        .env_remove("CARGO_BUILD_TARGET_DIR")
        .args(["test", "--offline", "--test", "live"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run cargo for the live bt! crate: {e}"));
    let build_and_run_secs = started.elapsed().as_secs_f64();
    let stdout = String::from_utf8_lossy(&output.stdout);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        output.status.success(),
        "live bt! trees disagree with BT.CPP or do not build (seed {seed:#x}; reproduce with \
         BT_LIVE_SEED={seed:#x} cargo test --test test_conformance live; the crate is in {}):\n\
         failing: {}\n--- stdout\n{}\n--- stderr\n{}",
        crate_dir.display(),
        failing(&stdout).join(", "),
        tail(&stdout, 200),
        tail(&stderr, 100),
    );
    let passed = passed(&stdout);
    assert_eq!(
        passed,
        entries.len(),
        "the live crate ran {passed} tests for {} trees:\n{stdout}",
        entries.len()
    );
    Outcome {
        seed,
        trees: entries.len(),
        steps: stats.steps,
        wide,
        widest,
        with_subtrees: entries.iter().filter(|e| e.sc.has_subtrees()).count(),
        generate_secs,
        build_and_run_secs,
    }
}

/// The composites of more than 16 children, and the most children of one.
fn widths(entries: &[Entry]) -> (usize, usize) {
    let (mut wide, mut widest) = (0, 0);
    for entry in entries {
        entry.sc.root.walk(&mut |node| {
            if matches!(node.op, Op::Leaf(_)) {
                return;
            }
            let n = node.children.len();
            widest = widest.max(n);
            wide += usize::from(n > 16);
        });
    }
    (wide, widest)
}

fn write_crate(dir: &Path, entries: &[Entry], stats: &golden::Stats, seed: u64) {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let tests = dir.join("tests");
    if tests.exists() {
        std::fs::remove_dir_all(&tests).unwrap();
    }
    std::fs::create_dir_all(tests.join("golden")).unwrap();
    std::fs::create_dir_all(dir.join("src")).unwrap();
    // The path is written with forward slashes and escaped as a TOML
    // string, whatever the platform.
    let bt_path = root.display().to_string().replace('\\', "/");
    golden::write(
        &dir.join("Cargo.toml"),
        &format!(
            "# Written by the live bt! test (tests/conformance/live.rs).\n\
             [package]\nname = \"bt-live\"\nversion = \"0.0.0\"\nedition = \"2024\"\npublish = false\n\n\
             [dependencies]\nbt = {{ path = {bt_path:?} }}\n\n\
             [[test]]\nname = \"live\"\npath = \"tests/live.rs\"\n\n\
             [workspace]\n"
        ),
    );
    golden::write(
        &dir.join("src/lib.rs"),
        "//! Empty: the trees are in tests/.\n",
    );
    // The workspace's lock file pins the same versions of bt's
    // dependencies, so the crate builds offline.
    std::fs::copy(root.join("Cargo.lock"), dir.join("Cargo.lock")).unwrap();
    std::fs::copy(
        root.join("tests/golden/runner.rs"),
        tests.join("golden/runner.rs"),
    )
    .unwrap();
    let parts: Vec<&[Entry]> = entries.chunks(PER_PART).collect();
    for (k, chunk) in parts.iter().enumerate() {
        golden::write(
            &tests.join(format!("golden/part_{:02}.rs", k + 1)),
            &golden::part(k + 1, chunk),
        );
    }
    golden::write(
        &tests.join("live.rs"),
        &golden::root(parts.len(), stats, seed),
    );
}

/// The names of the failing tests in libtest's output.
fn failing(stdout: &str) -> Vec<&str> {
    stdout
        .lines()
        .filter_map(|l| l.strip_prefix("test ")?.strip_suffix(" ... FAILED"))
        .collect()
}

/// The number of passed tests in libtest's summary line.
fn passed(stdout: &str) -> usize {
    stdout
        .lines()
        .filter_map(|l| {
            let rest = l.split("test result: ok. ").nth(1)?;
            rest.split(' ').next()?.parse::<usize>().ok()
        })
        .sum()
}

fn tail(text: &str, lines: usize) -> String {
    let all: Vec<&str> = text.lines().collect();
    all[all.len().saturating_sub(lines)..].join("\n")
}
