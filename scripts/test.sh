#!/usr/bin/env bash
# Runs the whole test suite on a fresh machine: installs what the tests need
# (a Python venv with BehaviorTree.CPP's bindings for the conformance tests;
# Debian's headless Chromium for the HTML replay test and libzmq for the
# Groot2 publisher), then every test, doctest and example build of the
# workspace, and the tests of each optional feature.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -f scripts/setup-python.sh ]; then
  bash scripts/setup-python.sh
fi

# Debian packages: headless Chromium for tests/test_timeline.rs, libzmq and
# pkg-config for the feature `groot2` (the `zmq` crate links the system's
# libzmq). Without them those tests fail; they never skip.
if ! command -v chromium >/dev/null 2>&1 || ! pkg-config --exists libzmq 2>/dev/null; then
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update
  $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium libzmq3-dev pkg-config
fi

cargo test --workspace --all-targets
cargo test --workspace --doc

# The semantic tests again in an optimized build: there the nodes act on
# their children's hints (`bt_core::node::tick_hints`: a sequence of
# conditions keeps no position, a reactive node with one child that may run
# knows which one runs, ...), which builds with debug assertions skip, so
# that a debug build does not work them out on every tick.
cargo test --release --test test_sequence --test test_reactive --test test_parallel \
  --test test_macro_nodes --test test_macro_scenarios --test test_golden_macro \
  --test test_conformance --test test_digest --test test_resume --test test_halting \
  --test test_timing --test test_lent --test test_linked

# The features off by default: their test files compile to nothing without
# them (`btlog` and `timeline` are on by default, so their tests ran above).
cargo test -p bt --features tracing --test test_tracing
cargo test -p bt --features groot2,xml --test test_groot2
cargo test -p bt --features xml --lib xml
cargo test -p bt --features xml --test test_xml --test test_xml_errors --test test_xml_roundtrip --test test_xml_macro --test test_xml_substitute --test test_xml_sync --test test_xml_variables --test test_export_btcpp \
  --test test_export --test test_alloc
cargo test -p bt --features xml,coroutine --test test_threaded
cargo test -p bt --features xml --test compiletest ui_xml
cargo test -p bt --features coroutine --test compiletest -- ui_clock ui_coroutine pass_coroutine
cargo test -p bt --all-features --doc
