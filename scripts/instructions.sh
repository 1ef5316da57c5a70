#!/usr/bin/env bash
# Instructions per tick of every workload and implementation, counted by
# callgrind (exact and independent of load), with the ratio to hand-written
# code. Prints a markdown table (the one in BENCHMARKS.md).
#
#   scripts/instructions.sh            # every workload
#   scripts/instructions.sh w1 w3-10   # some of them (W5: w5; W6: w6-force,
#                                      # w6-retry, w6-parallel, w6-timeout,
#                                      # w6-status; W7: w7-20, w7-100,
#                                      # w7-1000)
#   BT_PROFILE=dev scripts/instructions.sh w1      # in a debug build
#
# W1-W3, W5, W6: `bench_runner <workload> <impl> <frames>` runs the frames twice:
# once with the tick inlined into the frame loop (`run_frames`), once with
# every tick behind the never-inlined `measured_tick`. "tick" is the
# inclusive count of that function per tick (the tree's or the
# hand-written code's own cost: leaves included, world step and status store
# not); "frame" is `run_frames` per frame (world step + inlined tick + store).
# W3 runs once more with only the ticks that resume the running leaf behind
# `measured_tick` ("resume tick": nine ticks of ten).
# W4: `crowd_frame` per agent (world step + tick + store, 100,000 agents).
set -euo pipefail
cd "$(dirname "$0")/.."

command -v valgrind >/dev/null || { echo "valgrind is needed (apt-get install valgrind)" >&2; exit 1; }
export CARGO_TARGET_DIR="${CARGO_TARGET_DIR:-target}"
# BT_PROFILE: `release` (default), or a debug build as game programmers
# iterate in: `dev` (the default dev profile, opt-level 0) or `dev-o1`
# (the dev profile at opt-level 1, in a target directory of its own).
case "${BT_PROFILE:-release}" in
  release)
    cargo build --release --example bench_runner >&2
    bin="$CARGO_TARGET_DIR/release/examples/bench_runner" ;;
  dev)
    cargo build --example bench_runner >&2
    bin="$CARGO_TARGET_DIR/debug/examples/bench_runner" ;;
  dev-o1)
    CARGO_PROFILE_DEV_OPT_LEVEL=1 CARGO_TARGET_DIR="$CARGO_TARGET_DIR/dev-o1" \
      cargo build --example bench_runner >&2
    bin="$CARGO_TARGET_DIR/dev-o1/debug/examples/bench_runner" ;;
  *) echo "BT_PROFILE must be release, dev or dev-o1" >&2; exit 1 ;;
esac
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

workloads=("$@")
[ ${#workloads[@]} -gt 0 ] || workloads=(w1 w2-10 w2-100 w2-1000 w3-10 w3-50 w3-300 w4 w5 w6-force w6-retry w6-parallel w6-timeout w6-status w7-20 w7-100 w7-1000)

frames_of() {
  case "$1" in
    w1 | w2-10 | w3-10 | w5) echo 100000 ;;
    w2-100 | w3-50 | w3-300) echo 10000 ;;
    w2-1000) echo 1000 ;;
    w4) echo 3 ;;
    w6-* | w7-*) echo 10000 ;;
  esac
}

# W5 and W7 have no bonsai-bt version; W6 has `bt` and hand-written code only;
# W7 has two more: `bt`'s sequence over an array of one action type, and the
# `Box<dyn Node>` sequence over the `bt!` tree's N step functions.
impls_of() {
  case "$1" in
    w1) echo bt hand dyn bonsai lent ;;
    w5) echo bt hand dyn ;;
    w7-*) echo bt hand dyn bt-array dyn-fns ;;
    w6-*) echo bt hand ;;
    *) echo bt hand dyn bonsai ;;
  esac
}

# Inclusive instruction count of the function named $2 in callgrind file $1.
inclusive() {
  callgrind_annotate --inclusive=yes --threshold=100 "$1" \
    | awk -v f="$2" '!found && ($0 ~ ("workloads::" f "( |<|$)") || $0 ~ ("workloads::sniper::" f "( |<|$)")) {
        gsub(",", "", $1); n = $1; found = 1 }
      END { print found ? n : 0 }'
}

per() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0) print "-"; else printf "%.1f", a / b }'; }
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { if (b == 0 || a == "-") print "-"; else printf "%.2fx", a / b }'; }

echo "| workload | impl | instructions per tick | x hand | per frame (inlined loop) | x hand | resume tick | digest |"
echo "|---|---|---:|---:|---:|---:|---:|---|"
for w in "${workloads[@]}"; do
  frames=$(frames_of "$w")
  read -r -a impls <<<"$(impls_of "$w")"
  declare -A tick=() frame=() resume=() digest=()
  for i in "${impls[@]}"; do
    file="$out/$w.$i"
    line=$(valgrind --tool=callgrind --callgrind-out-file="$file" "$bin" "$w" "$i" "$frames" 2>/dev/null)
    digest[$i]=$(sed -n 's/.*digest=\([0-9a-f]*\).*/\1/p' <<<"$line")
    if [ "$w" = w4 ]; then
      tick[$i]=$(per "$(inclusive "$file" crowd_frame)" $((frames * 100000)))
      frame[$i]="${tick[$i]}"
      resume[$i]="-"
    else
      tick[$i]=$(per "$(inclusive "$file" measured_tick)" "$frames")
      frame[$i]=$(per "$(inclusive "$file" run_frames)" "$frames")
      resume[$i]="-"
      if [ "${w%%-*}" = w3 ] || [ "${w%%-*}" = w6 ]; then
        valgrind --tool=callgrind --callgrind-out-file="$file.r" "$bin" "$w" "$i" "$frames" resumes >/dev/null 2>&1
        resume[$i]=$(per "$(inclusive "$file.r" measured_tick)" $((frames * 9 / 10)))
      fi
    fi
  done
  for i in "${impls[@]}"; do
    [ "${digest[$i]}" = "${digest[hand]}" ] || { echo "$w: $i digest ${digest[$i]} != hand ${digest[hand]}" >&2; exit 1; }
    echo "| $w | $i | ${tick[$i]} | $(ratio "${tick[$i]}" "${tick[hand]}") | ${frame[$i]} | $(ratio "${frame[$i]}" "${frame[hand]}") | ${resume[$i]} | ${digest[$i]} |"
  done
  unset tick frame resume digest
done
