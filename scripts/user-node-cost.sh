#!/usr/bin/env bash
# Instructions per tick of a control node of your own (`bt::custom`)
# against the same node built in and hand-written code: a sequence of four
# actions (examples/user_node_cost.rs; the control written twice, walking
# its children with `ChildNodes::tick_from` and with a loop over `tick`), the root of its tree, 100,000
# ticks, counted by callgrind inclusive of the never-inlined
# `measured_tick`. Prints a markdown table (the one in BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}"
cargo build --release --example user_node_cost >&2
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
frames=100000
bin="$CARGO_TARGET_DIR/release/examples/user_node_cost"
echo "| sequence of four actions | instructions per tick | x hand-written | result |"
echo "|---|---:|---:|---|"
declare -A per=()
for impl in hand builtin custom loop; do
  result=$(valgrind --tool=callgrind --callgrind-out-file="$out/$impl" "$bin" "$impl" "$frames" 2>/dev/null)
  total=$(callgrind_annotate --inclusive=yes --threshold=100 "$out/$impl" \
    | awk '!found && index($0, "user_node_cost::measured_tick") { gsub(",", "", $1); print $1; found = 1 }')
  per[$impl]=$(awk -v a="$total" -v b="$frames" 'BEGIN { printf "%.1f", a / b }')
  ratio=$(awk -v a="${per[$impl]}" -v b="${per[hand]}" 'BEGIN { printf "%.2fx", a / b }')
  case $impl in
    hand) name="hand-written (an index, straight-line code from it)" ;;
    builtin) name="\`sequence<..>\`" ;;
    custom) name="\`control(MySequence::default())<..>\`, with \`ChildNodes::tick_from\`" ;;
    *) name="the same, with a loop over \`ChildNodes::tick\`" ;;
  esac
  echo "| $name | ${per[$impl]} | $ratio | $result |"
done
