#!/usr/bin/env bash
# Checks that the optimizer inlines every leaf of the workload trees where
# it is ticked: builds `examples/bench_runner.rs` in release with LLVM's
# inlining remarks (`-C remark=inline`, on that crate only) and fails if a
# leaf's call site was judged cold and left out of line.
#
#   scripts/inline-audit.sh
#
# A call site counts as cold when LLVM's static profile puts it below 2 %
# of its function's entry; it is then inlined only under a cost of 45 (the
# remark says "threshold=45"), which a leaf with a bounds check exceeds.
# That is how W2's 1,000 conditions once kept 103 leaves out of line: the
# jump into a long list's members looked like a switch on an unknown
# position (BENCHMARKS.md, "Long lists: every leaf in line"). The leaves
# are the workloads' own functions (`bench_runner::workloads::...`) and
# the `FnMut` shims through which a tree calls a function item.
#
# W7 is built out (`--cfg bt_inline_audit`): its list goes on from a
# position read at run time, a jump that LLVM's static profile spreads
# evenly over the list's positions, so the first leaves of a long list,
# entered only through their own case, are below 2 % of the tick's entry
# and legitimately cold (3 of W7's 100 leaves, 116 of its 1,000, called out
# of line; BENCHMARKS.md, "W7"). The remarks do not name the tree a leaf
# call belongs to, so the audit cannot tell those apart from a cold leaf in
# a tick that starts from rest, which is what it guards against.
set -euo pipefail
cd "$(dirname "$0")/.."

log="$(mktemp)"
trap 'rm -rf "$log"' EXIT
# The remarks come only from a fresh compile of the crate.
touch examples/bench_runner.rs
cargo rustc --release --example bench_runner -- -C remark=inline --cfg bt_inline_audit 2>"$log" || {
  tail -20 "$log" >&2
  exit 1
}

# "'CALLEE' not inlined into 'CALLER' because too costly to inline
# (cost=N, threshold=45)", with the callee a leaf.
cold="$(grep "inline (missed)" "$log" \
  | grep "threshold=45)" \
  | grep -E "missed\): '_ZN(4core3ops8function5FnMut8call_mut|12bench_runner9workloads)" || true)"
inlined="$(grep -c "inline (success): '_ZN4core3ops8function5FnMut8call_mut" "$log" || true)"
if [ -n "$cold" ]; then
  echo "leaf call sites left out of line as cold:" >&2
  echo "$cold" | sed -E 's/17h[0-9a-f]{16}E//g' >&2
  exit 1
fi
if [ "$inlined" -lt 1000 ]; then
  # W2 N=1000 alone inlines 1,000 leaves: fewer means the remarks were
  # not read (a different rustc's wording), not that all is well.
  echo "expected at least 1,000 inlined leaf calls in the remarks, found $inlined" >&2
  exit 1
fi
echo "every leaf call site of the workload trees is inlined ($inlined leaf calls inlined)"
