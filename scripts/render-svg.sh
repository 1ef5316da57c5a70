#!/usr/bin/env bash
# Draws the README's picture of the sniper tree: the DOT of
# `cargo run --example sniper -- --dot` (`Tree::to_dot`), rendered by
# Graphviz into docs/sniper.svg. Both files are committed; the test
# tests/test_export.rs checks that `to_dot()` still gives docs/sniper.dot,
# so the picture cannot drift from the code (rerun this script when it
# fails). Installs Graphviz from Debian's packages if `dot` is missing.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v dot >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then sudo=""; else sudo="sudo"; fi
  $sudo apt-get update -qq
  $sudo apt-get install -y -qq graphviz >/dev/null
fi

cargo run --quiet --example sniper -- --dot > docs/sniper.dot
dot -Tsvg docs/sniper.dot > docs/sniper.svg
echo "render-svg.sh: docs/sniper.svg ($(dot -V 2>&1))"
