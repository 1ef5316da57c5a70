#!/usr/bin/env bash
# Instructions per tick of a coroutine leaf (bt-coroutine) against the same
# action as a StatefulAction: an action that counts ten ticks and succeeds,
# the root of a bt! tree, 100,000 ticks (so a run ends and the next one
# is made every ten ticks),
# counted by callgrind inclusive of the never-inlined `measured_tick`.
# Prints a markdown table (the one in BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}"
cargo build --release -p bt-coroutine --example coroutine_cost >&2
bin="$CARGO_TARGET_DIR/release/examples/coroutine_cost"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
frames=100000
echo "| leaf | instructions per tick | x stateful | result |"
echo "|---|---:|---:|---|"
declare -A per
for impl in stateful coroutine; do
  result=$(valgrind --tool=callgrind --callgrind-out-file="$out/$impl" "$bin" "$impl" "$frames" 2>/dev/null)
  total=$(callgrind_annotate --inclusive=yes --threshold=100 "$out/$impl" \
    | awk '!found && /coroutine_cost::measured_tick/ { gsub(",", "", $1); print $1; found = 1 }')
  per[$impl]=$(awk -v a="$total" -v b="$frames" 'BEGIN { printf "%.1f", a / b }')
  ratio=$(awk -v a="${per[$impl]}" -v b="${per[stateful]}" 'BEGIN { printf "%.2fx", a / b }')
  echo "| $impl | ${per[$impl]} | $ratio | $result |"
done
