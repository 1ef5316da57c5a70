#!/usr/bin/env bash
# Instructions per tick of BehaviorTree.CPP's scripts in a tree loaded from
# XML (`bt::xml`) against the same work as an action registered in Rust
# (examples/script_cost.rs: `n += 1`, and `n := n >= 1000 ? 0 : n + 1`;
# and a local entry counted and copied, `m += 1; n := m`, in a tree of
# `bt::xml` and of `bt::xml::sync`, whose local entries are behind a Mutex),
# the root of its tree, 100,000 ticks, counted by callgrind inclusive of
# the never-inlined `measured_tick`. Prints a markdown table (the one in
# BENCHMARKS.md).
set -euo pipefail
cd "$(dirname "$0")/.."
command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}"
cargo build --release --features xml --example script_cost >&2
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
frames=100000
bin="$CARGO_TARGET_DIR/release/examples/script_cost"
echo "| leaf | instructions per tick | x action | result |"
echo "|---|---:|---:|---|"
declare -A per=()
for impl in action script action-if script-if local local-sync; do
  result=$(valgrind --tool=callgrind --callgrind-out-file="$out/$impl" "$bin" "$impl" "$frames" 2>/dev/null)
  total=$(callgrind_annotate --inclusive=yes --threshold=100 "$out/$impl" \
    | awk '!found && index($0, "script_cost::measured_tick") { gsub(",", "", $1); print $1; found = 1 }')
  per[$impl]=$(awk -v a="$total" -v b="$frames" 'BEGIN { printf "%.1f", a / b }')
  case $impl in
    local*) base=script ;;
    *) base=${impl/script/action} ;;
  esac
  ratio=$(awk -v a="${per[$impl]}" -v b="${per[$base]}" 'BEGIN { printf "%.2fx", a / b }')
  case $impl in
    action) name="action registered in Rust, \`n += 1\`" ;;
    script) name="\`<Script code=\"n += 1\"/>\`" ;;
    action-if) name="action registered in Rust, \`n = if n >= 1000 { 0 } else { n + 1 }\`" ;;
    local) name="\`<Script code=\"m += 1; n := m\"/>\`, \`m\` a local entry (x script)" ;;
    local-sync) name="the same in a \`bt::xml::sync\` tree (x script)" ;;
    *) name="\`<Script code=\"n := n >= 1000 ? 0 : n + 1\"/>\`" ;;
  esac
  echo "| $name | ${per[$impl]} | $ratio | $result |"
done
