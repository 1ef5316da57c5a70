//! What the compiler refuses: a coroutine's handle on another thread, and a
//! reference to the context kept out of `with`.

#[rustversion::attr(not(stable(1.95)), ignore = "stderr blessed on 1.95")]
#[cfg_attr(miri, ignore)]
#[test]
fn ui() {
    trybuild::TestCases::new().compile_fail("tests/ui/*.rs");
}
