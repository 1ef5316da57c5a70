#!/usr/bin/env bash
# Instructions per tick of a coroutine leaf (bt-coroutine) against the same
# action as a StatefulAction, the root of a bt! tree, 100,000 ticks: an
# action that counts ten ticks and succeeds (a run ends and the next one is
# made every ten ticks), and a guard's patrol (walk 5 steps, wait 2 s on the
# context's clock, walk back: 17 ticks a run),
# counted by callgrind inclusive of the never-inlined `measured_tick`.
# Prints a markdown table (the one in BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}"
cargo build --release -p bt-coroutine --example coroutine_cost --example coroutine_cost_patrol >&2
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
frames=100000
echo "| action | leaf | instructions per tick | x stateful | result |"
echo "|---|---|---:|---:|---|"
# Each action is a binary of its own (see coroutine_cost_patrol.rs).
for example in coroutine_cost coroutine_cost_patrol; do
  case $example in
    coroutine_cost) action="count ten ticks" ;;
    *) action="patrol: walk 5, wait 2 s, walk back" ;;
  esac
  bin="$CARGO_TARGET_DIR/release/examples/$example"
  declare -A per=()
  for impl in stateful coroutine; do
    result=$(valgrind --tool=callgrind --callgrind-out-file="$out/$example-$impl" "$bin" "$impl" "$frames" 2>/dev/null)
    total=$(callgrind_annotate --inclusive=yes --threshold=100 "$out/$example-$impl" \
      | awk -v f="$example::measured_tick" '!found && index($0, f) { gsub(",", "", $1); print $1; found = 1 }')
    per[$impl]=$(awk -v a="$total" -v b="$frames" 'BEGIN { printf "%.1f", a / b }')
    ratio=$(awk -v a="${per[$impl]}" -v b="${per[stateful]}" 'BEGIN { printf "%.2fx", a / b }')
    echo "| $action | $impl | ${per[$impl]} | $ratio | $result |"
  done
done
