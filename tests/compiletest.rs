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
