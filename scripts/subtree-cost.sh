#!/usr/bin/env bash
# Instructions per tick of BehaviorTree.CPP's sniper tree written plain and
# with three of its parts under `subtree` (examples/subtree_cost.rs),
# 100,000 ticks, counted by callgrind inclusive of the never-inlined
# `measured_tick`. Prints a markdown table (the one in BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}"
cargo build --release --example subtree_cost >&2
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
frames=100000
bin="$CARGO_TARGET_DIR/release/examples/subtree_cost"
echo "| sniper tree | instructions per tick | x plain | result |"
echo "|---|---:|---:|---|"
declare -A per=()
for tree in plain subtrees; do
  result=$(valgrind --tool=callgrind --callgrind-out-file="$out/$tree" "$bin" "$tree" "$frames" 2>/dev/null)
  total=$(callgrind_annotate --inclusive=yes --threshold=100 "$out/$tree" \
    | awk '!found && index($0, "subtree_cost::measured_tick") { gsub(",", "", $1); print $1; found = 1 }')
  per[$tree]=$(awk -v a="$total" -v b="$frames" 'BEGIN { printf "%.2f", a / b }')
  ratio=$(awk -v a="${per[$tree]}" -v b="${per[plain]}" 'BEGIN { printf "%.3fx", a / b }')
  case $tree in
    plain) name="plain" ;;
    *) name="three parts under \`subtree\` (one nested)" ;;
  esac
  echo "| $name | ${per[$tree]} | $ratio | $result |"
done
