#!/usr/bin/env bash
# Creates .venv with BehaviorTree.CPP's Python bindings for the conformance
# tests (tests/test_conformance.rs): the PyPI package behaviortreepy, pinned,
# a CPython 3.11 wheel that embeds BehaviorTree.CPP 4.8.2. Does nothing if the
# venv already has the pinned version. Set PYTHON to choose the interpreter.
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION="0.1.4"
check='import importlib.metadata as m, sys; sys.exit(m.version("behaviortreepy") != sys.argv[1])'

if [ -x .venv/bin/python ] && .venv/bin/python -c "$check" "$VERSION" 2>/dev/null; then
  exit 0
fi

PYTHON="${PYTHON:-python3.11}"
if ! command -v "$PYTHON" >/dev/null 2>&1; then
  echo "setup-python.sh: $PYTHON not found; behaviortreepy $VERSION only has a CPython 3.11 wheel." >&2
  echo "Install Python 3.11 or set PYTHON=/path/to/python3.11." >&2
  exit 1
fi

"$PYTHON" -m venv .venv
.venv/bin/python -m pip install --quiet --disable-pip-version-check "behaviortreepy==$VERSION"
.venv/bin/python -c "$check" "$VERSION"
echo "setup-python.sh: .venv has behaviortreepy $VERSION (BehaviorTree.CPP 4.8.2)"
