#!/usr/bin/env bash
# Runs the whole test suite on a fresh machine: installs what the tests need
# (a Python venv with BehaviorTree.CPP's bindings for the conformance tests),
# then every test, doctest and example build of the workspace.
set -euo pipefail
cd "$(dirname "$0")/.."

if [ -f scripts/setup-python.sh ]; then
  bash scripts/setup-python.sh
fi

cargo test --workspace --all-targets
cargo test --workspace --doc
