#!/usr/bin/env bash
# Regenerates the golden tests of `bt!` (tests/test_golden_macro.rs and
# tests/golden/part_NN.rs): random scenarios of the conformance generator,
# drawn from a fixed seed, run on BehaviorTree.CPP 4.8.2 (through the Python
# bindings in .venv) to record their expected traces, and written as trees
# through `bt!`. The generator is tests/conformance/golden.rs; the generated
# tests need neither Python nor BT.CPP. Review the diff before committing:
# a changed expected trace means BT.CPP's trace changed, not bt's.
# BT_GOLDEN_SCENARIOS sets how many scenarios are kept (default 240).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup-python.sh
BT_GOLDEN_WRITE=1 cargo test --test test_conformance -- \
  --ignored --exact conformance::golden::regenerate --nocapture
rustfmt --edition 2024 tests/test_golden_macro.rs tests/golden/*.rs
echo "regen-golden.sh: wrote tests/test_golden_macro.rs and tests/golden/; check with: cargo test --test test_golden_macro"
