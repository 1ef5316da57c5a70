#!/usr/bin/env bash
# Build time of `bt!` trees: flat sequences of 10, 100, 1,000 and 5,000
# leaves, game-shaped trees of 1,000 and 5,000 leaves (composites of eight
# children, five levels of them at 5,000, mixed actions and conditions,
# some decorators) and nested sequence/fallback trees of depth 10 to 300
# (W3's shape; a raised `#![recursion_limit]` beyond 50), each
# in a scratch crate of its own, in debug (the dev profile), in the dev
# profile at opt-level 1 (what the README suggests to iterate with many
# agents) and in release, incremental off.
# Prints a markdown table (the one in BENCHMARKS.md).
#
#   scripts/compile-times.sh                     # every row
#   scripts/compile-times.sh "deep 300" "flat 1000"   # some rows, by kind and size
#   scripts/compile-times.sh "deep 63"                # any size, not only the table's
#   scripts/compile-times.sh "deep-linked 300"   # W3's shape cut by hand into linked
#                                                # slices (not in the table)
#
# Each crate is a binary whose `main` builds the tree and ticks it, over
# gates hidden from the optimizer (`black_box`): with gates it can see, an
# optimized build folds the whole tick away, and the release rows measured
# that folding rather than the tick's code (a 5,000-leaf sequence built in
# 36 s that way, in 337 s ticked for real, before its root was outlined).
# `bt` and its dependencies are compiled once first; the times are of the
# scratch crate alone (`cargo build` after touching its source), median of
# 3 runs.
# The "empty" row is the same crate with a one-leaf tree: the fixed cost.
# The leaves are conditions, except in the "actions" row, whose leaves may
# run, so that the sequence keeps its position between ticks (no resume
# plan goes through a list of more than 16 children), and the
# "Node-type leaves" rows, whose leaves are structs implementing `Node`.
# The "hand-written" rows are the anchors: the same leaves called in one
# plain function (no `bt`), as a 1,000-leaf sequence and as W3's walk.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export CARGO_INCREMENTAL=0
export CARGO_TARGET_DIR="$work/target"

cat >"$work/Cargo.toml" <<EOF
[package]
name = "bt-compile-time"
version = "0.0.0"
edition = "2024"
publish = false

[dependencies]
bt = { path = "$root" }

[workspace]
EOF
mkdir -p "$work/src"

# Writes src/main.rs for a tree: flat N or deep D.
generate() {
  python3 - "$1" "$2" >"$work/src/main.rs" <<'PY'
import sys
kind, n = sys.argv[1], int(sys.argv[2])
out = ["use bt::bt;", "", "struct Ctx { evals: u64, gates: Vec<bool> }", "", "#[allow(dead_code)]",
       "fn leaf<const I: usize>(c: &mut Ctx) -> bool { c.evals += 1; c.gates[I % c.gates.len()] }", "",
       "#[allow(dead_code)]", "fn work(c: &mut Ctx) -> bt::Status { c.evals += 1; bt::Status::Running }", "",
       "#[allow(dead_code)]",
       "fn act<const I: usize>(c: &mut Ctx) -> bt::Status {",
       "    c.evals += 1;",
       "    if c.gates[I % c.gates.len()] { bt::Status::Success } else { bt::Status::Running }",
       "}", ""]
if kind.startswith("hand"):
    # The anchor: the same leaves called from one hand-written function
    # (a sequence: stop at the first failure; deep: W3's walk, guards
    # alternately required and sufficient).
    out[0] = ""
    body = []
    for i in range(n):
        if kind == "hand-flat" or i % 2 == 0:
            body.append(f"    if !leaf::<{i}>(c) {{ return false; }}")
        else:
            body.append(f"    if leaf::<{i}>(c) {{ return true; }}")
    body.append("    true" if kind == "hand-flat" else "    work(c) == bt::Status::Success")
    out += ["#[inline(never)]", "fn tick(c: &mut Ctx) -> bool {"] + body + ["}", "",
            "fn main() {", "    let mut c = Ctx { evals: 0, gates: std::hint::black_box(vec![true, false]) };",
            "    for _ in 0..10 { tick(&mut c); }",
            "    std::process::exit(i32::from(c.evals == 0));", "}", ""]
    print("\n".join(out))
    sys.exit()
if kind == "flat":
    tree = "sequence<" + ", ".join(f"leaf::<{i}>" for i in range(n)) + ">"
elif kind == "flat-act":
    # Actions, which may run: the sequence resumes at its position.
    tree = "sequence<" + ", ".join(f"act::<{i}>" for i in range(n)) + ">"
elif kind == "bushy":
    # A large tree shaped like a game's: n leaves (every third an action,
    # the rest conditions; every 16th leaf under an inverter, every 24th
    # action under a retry) in composites of up to 8 children, grouped
    # again until one root is left (five levels for 5,000 leaves), the
    # composites cycling through sequence, fallback, sequence_with_memory
    # and fallback.
    kinds = ["sequence", "fallback", "sequence_with_memory", "fallback"]
    nodes = []
    for i in range(n):
        leaf = f"act::<{i}>" if i % 3 == 2 else f"leaf::<{i}>"
        if i % 16 == 15:
            leaf = f"inverter<{leaf}>"
        elif i % 72 == 71:
            leaf = f"retry(3)<{leaf}>"
        nodes.append(leaf)
    level = 0
    while len(nodes) > 1:
        nodes = [f"{kinds[(k + level) % len(kinds)]}<{', '.join(nodes[j:j + 8])}>"
                 for k, j in enumerate(range(0, len(nodes), 8))]
        level += 1
    tree = nodes[0]
elif kind == "deep-node":
    # The same shape with leaves that are types implementing `Node`
    # themselves: no higher-ranked `FnMut` bound for rustc to prove per
    # level (BENCHMARKS.md "Compile time").
    out += ["struct Guard<const I: usize>;", "",
            "impl<const I: usize> bt::Node<Ctx> for Guard<I> {",
            "    fn tick(&mut self, c: &mut Ctx) -> bt::Status {",
            "        c.evals += 1;",
            "        if c.gates[I % c.gates.len()] { bt::Status::Success } else { bt::Status::Failure }",
            "    }", "}", "", "struct Work;", "",
            "impl bt::Node<Ctx> for Work {",
            "    fn tick(&mut self, c: &mut Ctx) -> bt::Status { work(c) }", "}", ""]
    tree = "{ Work }"
    for level in reversed(range(n)):
        tree = f"{'sequence' if level % 2 == 0 else 'fallback'}<{{ Guard::<{level}> }}, {tree}>"
elif kind == "deep-linked":
    # W3's shape cut by hand into slices of 16 levels that do not contain
    # each other (BENCHMARKS.md "Compile time", item 4): each slice is a
    # tree of its own over a context that carries the rest of the tree,
    # its bottom a `Gap` leaf that ticks the rest; `main` links the slices
    # on its stack before each tick. Not in the table: a model of what
    # `bt!` could build, measured with `scripts/compile-times.sh
    # "deep-linked 300"`.
    out = ["use bt::{Node, Status, bt};", "",
           "struct Ctx { evals: u64, gates: Vec<bool> }", "",
           "struct H<'a> { c: &'a mut Ctx, rest: &'a mut dyn Node<Ctx> }", "",
           "#[allow(dead_code)]",
           "fn leaf<const I: usize>(h: &mut H<'_>) -> bool { h.c.evals += 1; h.c.gates[I % h.c.gates.len()] }",
           "fn work(h: &mut H<'_>) -> Status { h.c.evals += 1; Status::Running }", "",
           "struct Gap;", "",
           "impl<'a> Node<H<'a>> for Gap {",
           "    fn tick(&mut self, h: &mut H<'a>) -> Status { h.rest.tick(h.c) }",
           "    fn halt(&mut self, h: &mut H<'a>) { h.rest.halt(h.c) }", "}", "",
           "struct Link<'s, N> { slice: &'s mut bt::LentTree<N>, rest: &'s mut dyn Node<Ctx> }", "",
           "impl<N: for<'a> Node<H<'a>>> Node<Ctx> for Link<'_, N> {",
           "    #[inline(never)]",
           "    fn tick(&mut self, c: &mut Ctx) -> Status { self.slice.tick(&mut H { c, rest: &mut *self.rest }) }",
           "    #[inline(never)]",
           "    fn halt(&mut self, c: &mut Ctx) { self.slice.halt(&mut H { c, rest: &mut *self.rest }) }", "}", "",
           "struct End;", "",
           "impl Node<Ctx> for End {",
           "    fn tick(&mut self, _: &mut Ctx) -> Status { Status::Failure }", "}", "",
           "fn main() {"]
    slices = 0
    for lo in range(0, n, 16):
        hi = min(lo + 16, n)
        tree = "{ Gap }" if hi < n else "work"
        for level in reversed(range(lo, hi)):
            tree = f"{'sequence' if level % 2 == 0 else 'fallback'}<leaf::<{level}>, {tree}>"
        out.append(f"    let mut s{slices} = bt!(H<'_> => {tree});")
        slices += 1
    out += ["    let mut c = Ctx { evals: 0, gates: std::hint::black_box(vec![true, false]) };",
            "    for _ in 0..10 {", "        let mut end = End;"]
    rest = "end"
    for k in reversed(range(1, slices)):
        out.append(f"        let mut l{k} = Link {{ slice: &mut s{k}, rest: &mut {rest} }};")
        rest = f"l{k}"
    out += [f"        s0.tick(&mut H {{ c: &mut c, rest: &mut {rest} }});", "    }",
            "    std::process::exit(i32::from(c.evals == 0));", "}", ""]
    print("\n".join(out))
    sys.exit()
else:
    tree = "work"
    for level in reversed(range(n)):
        tree = f"{'sequence' if level % 2 == 0 else 'fallback'}<leaf::<{level}>, {tree}>"
if kind.startswith("deep") and n > 50:
    # About 60 nested composites fit rustc's default recursion limit.
    out.insert(0, '#![recursion_limit = "1024"]')
out += ["fn main() {", f"    let mut tree = bt!({tree});",
        "    let mut c = Ctx { evals: 0, gates: std::hint::black_box(vec![true, false]) };",
        "    for _ in 0..10 { tree.tick(&mut c); }",
        "    std::process::exit(i32::from(c.evals == 0));", "}", ""]
print("\n".join(out))
PY
}

# Median of 3 timed builds of the scratch crate, in seconds. `o1` first
# builds the dev profile at opt-level 1, in a target directory of its own.
build_time() {
  local profile=("$@") times=() env=()
  if [ "${profile[0]:-}" = o1 ]; then
    profile=()
    env=(CARGO_PROFILE_DEV_OPT_LEVEL=1 CARGO_TARGET_DIR="$work/target-o1")
  fi
  for _ in 1 2 3; do
    touch "$work/src/main.rs"
    local start end
    start=$(date +%s.%N)
    env "${env[@]}" cargo build --quiet --manifest-path "$work/Cargo.toml" ${profile[@]+"${profile[@]}"}
    end=$(date +%s.%N)
    times+=("$(awk -v a="$start" -v b="$end" 'BEGIN { printf "%.2f", b - a }')")
  done
  printf '%s\n' "${times[@]}" | sort -n | sed -n 2p
}

# Compile bt and its dependencies once per profile.
generate flat 1
cargo build --quiet --manifest-path "$work/Cargo.toml"
CARGO_PROFILE_DEV_OPT_LEVEL=1 CARGO_TARGET_DIR="$work/target-o1" \
  cargo build --quiet --manifest-path "$work/Cargo.toml"
cargo build --quiet --manifest-path "$work/Cargo.toml" --release

echo "| tree | debug (s) | debug, opt-level 1 (s) | release (s) |"
echo "|---|---:|---:|---:|"
rows=("empty:flat 1" "sequence of 10 leaves:flat 10" "sequence of 100 leaves:flat 100"
  "sequence of 1,000 leaves:flat 1000" "sequence of 1,000 actions:flat-act 1000"
  "sequence of 5,000 leaves:flat 5000"
  "game-shaped tree of 1,000 leaves:bushy 1000" "game-shaped tree of 5,000 leaves:bushy 5000"
  "depth 10:deep 10" "depth 25:deep 25" "depth 50:deep 50"
  "depth 100:deep 100" "depth 150:deep 150" "depth 200:deep 200" "depth 300:deep 300"
  "depth 100, Node-type leaves:deep-node 100" "depth 200, Node-type leaves:deep-node 200"
  "depth 300, Node-type leaves:deep-node 300"
  "hand-written, 1,000 leaves:hand-flat 1000" "hand-written, depth 50:hand-deep 50")
# Rows asked for by kind and size: the table's own name when it has one,
# else the kind and size themselves (any size works, e.g. "deep 63").
if [ $# -gt 0 ]; then
  asked=()
  for row in "$@"; do
    name="$row"
    for spec in "${rows[@]}"; do [ "$row" = "${spec#*:}" ] && name="${spec%%:*}"; done
    asked+=("$name:$row")
  done
  rows=("${asked[@]}")
fi
for spec in "${rows[@]}"; do
  name="${spec%%:*}"
  # shellcheck disable=SC2086
  generate ${spec#*:}
  echo "| $name | $(build_time) | $(build_time o1) | $(build_time --release) |"
done
