//! Compile-time behavior of `bt!`: the errors it reports (tests/ui, one
//! mistake per file, with the expected `.stderr`) and the code it must
//! accept warning-free in unusual surroundings (tests/pass).
//!
//! Bless with `TRYBUILD=overwrite cargo test --test compiletest`, then read
//! the `.stderr` diff before committing.

#[rustversion::attr(not(stable(1.95)), ignore = "stderr blessed on 1.95")]
#[cfg_attr(miri, ignore)]
#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui/*.rs");
    t.pass("tests/pass/*.rs");
}

/// The one error text that depends on the features: a context without a
/// clock under `sleep` deep in a tree. rustc names the `sleep` node `Sleep`
/// when that name is unique among the crates built, and `bt::leaf::Sleep`
/// when the feature `coroutine` brings `bt::coroutine::Sleep` (a future)
/// along, so each configuration has its own blessed `.stderr`:
/// tests/ui-clock without the feature, tests/ui-clock-coroutine with it
/// (`cargo test --features coroutine --test compiletest ui_clock`).
#[rustversion::attr(not(stable(1.95)), ignore = "stderr blessed on 1.95")]
#[cfg_attr(miri, ignore)]
#[test]
fn ui_clock() {
    let t = trybuild::TestCases::new();
    if cfg!(feature = "coroutine") {
        t.compile_fail("tests/ui-clock-coroutine/*.rs");
    } else {
        t.compile_fail("tests/ui-clock/*.rs");
    }
}

/// Coroutine leaves written in `bt!` (feature `coroutine`) that must
/// compile warning-free: tests/pass-coroutine
/// (`cargo test --features coroutine --test compiletest pass_coroutine`).
#[cfg(feature = "coroutine")]
#[rustversion::attr(not(stable(1.95)), ignore = "stderr blessed on 1.95")]
#[cfg_attr(miri, ignore)]
#[test]
fn pass_coroutine() {
    trybuild::TestCases::new().pass("tests/pass-coroutine/*.rs");
}

/// The compile errors of coroutine leaves written in `bt!` from closures
/// (feature `coroutine`, whose `coroutine_start` gives their handle its
/// type): tests/ui-coroutine
/// (`cargo test --features coroutine --test compiletest ui_coroutine`).
#[cfg(feature = "coroutine")]
#[rustversion::attr(not(stable(1.95)), ignore = "stderr blessed on 1.95")]
#[cfg_attr(miri, ignore)]
#[test]
fn ui_coroutine() {
    trybuild::TestCases::new().compile_fail("tests/ui-coroutine/*.rs");
}

/// The compile errors of `bt_xml!` (feature `xml`): tests/ui-xml, one
/// mistake per XML file, each quoting the file, line and column. The XML
/// paths start with `../../../../` because trybuild builds the cases as a
/// crate in `target/tests/trybuild/bt`, the `CARGO_MANIFEST_DIR` the macro
/// resolves them from (`missing-file.rs` shows it).
#[cfg(feature = "xml")]
#[rustversion::attr(not(stable(1.95)), ignore = "stderr blessed on 1.95")]
#[cfg_attr(miri, ignore)]
#[test]
fn ui_xml() {
    let t = trybuild::TestCases::new();
    t.compile_fail("tests/ui-xml/*.rs");
}

/// The README quotes two of the blessed outputs ("Mistakes are compile
/// errors"): they stay the compiler's output as blessed.
#[test]
fn readme_quotes_the_blessed_errors() {
    let root = env!("CARGO_MANIFEST_DIR");
    let readme = std::fs::read_to_string(format!("{root}/README.md")).unwrap();
    for case in ["several-errors-at-once", "leaf-wrong-signature"] {
        let stderr = std::fs::read_to_string(format!("{root}/tests/ui/{case}.stderr")).unwrap();
        let quoted = format!("```text\n{}\n```", stderr.trim_end());
        assert!(
            readme.contains(&quoted),
            "README.md does not quote tests/ui/{case}.stderr as blessed:\n{quoted}"
        );
    }
}
