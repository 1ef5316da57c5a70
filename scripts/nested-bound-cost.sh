#!/usr/bin/env bash
# Why deep `bt!` trees build in more than linear time, shown without `bt`:
# rustc's own instructions (callgrind on rustc) for a nesting
# `Seq<leaf, Seq<leaf, ...>>` of depth D, where `Seq<A, B>: Node<C>` needs
# `A: Node<C>` and `B: Node<C>`, in five variants:
#
#   hr      `Cond<F>: Node<C>` needs `F: FnMut(&mut C) -> bool` (as bt's
#           fn-item and closure leaves do), leaves are fn items
#   helper  the same through a helper trait with a blanket impl over FnMut
#   plain   leaves are a struct `L<I>` implementing `Node<Ctx>` itself
#   erased  the `hr` leaves, with every 16th level wrapped in `Out<N, C>`,
#           whose `Node<C>` impl asks nothing of `N`: it calls a function
#           pointer made when it is built (what `bt::FnOutline` does)
#   nominal the `plain` leaves, with every 16th level's subtree the field of
#           a struct of its own (`S16(Seq<L<16>, ..., S32>)`, one named
#           type per slice, its `Node<Ctx>` impl a forwarder): what `bt!`
#           would need to keep each level's type short, and cannot write,
#           since a slice's type names its leaves' types (fn items,
#           closures, values of any expression), which a struct field
#           cannot name
#   flat    the `hr` leaves, cut every 16 levels into slices that do not
#           contain each other: each slice ends in a `Gap` that goes on,
#           through a `&mut dyn Hole<C>` handed down the tick, to the next
#           slice; `main` holds the slices side by side and links them on
#           its stack before each tick (no heap, one virtual call per slice
#           boundary), so no type is longer than 16 levels and no struct
#           names a leaf's type
#
# For each: total instructions, and those of code generation's trait
# selection (`codegen_select_candidate`), of the mono item collector that
# calls it, and of borrow checking. With the higher-ranked bound the proof
# of a subtree cannot come from rustc's evaluation cache (it adds region
# constraints), so code generation proves each subtree again per level;
# `erased` stops each proof at the next `Out`.
#
#   scripts/nested-bound-cost.sh [DEPTH...]     (default: 100 200; ~5 min)
#   KINDS="nominal flat" scripts/nested-bound-cost.sh 100 200 400
set -euo pipefail
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
rustc_bin="$(rustc --print sysroot)/bin/rustc"
depths=("$@")
[ ${#depths[@]} -eq 0 ] && depths=(100 200)

generate() {
  python3 - "$1" "$2" <<'PY'
import sys
kind, depth = sys.argv[1], int(sys.argv[2])
if kind == "flat":
    lines = ['#![recursion_limit = "2048"]',
             "pub struct Ctx { pub n: u64 }",
             "pub trait Hole<C: ?Sized> { fn fill(&mut self, c: &mut C) -> bool; }",
             "pub trait Node<C: ?Sized> { fn tick(&mut self, c: &mut C, h: &mut dyn Hole<C>) -> bool; }",
             "pub struct Seq<A, B>(A, B);",
             "impl<C: ?Sized, A: Node<C>, B: Node<C>> Node<C> for Seq<A, B> {",
             "    #[inline(never)]",
             "    fn tick(&mut self, c: &mut C, h: &mut dyn Hole<C>) -> bool { self.0.tick(c, h) && self.1.tick(c, h) }",
             "}",
             "pub struct Cond<F>(F);",
             "impl<C: ?Sized, F: FnMut(&mut C) -> bool> Node<C> for Cond<F> {",
             "    fn tick(&mut self, c: &mut C, _: &mut dyn Hole<C>) -> bool { (self.0)(c) }", "}",
             "pub struct Gap;",
             "impl<C: ?Sized> Node<C> for Gap {",
             "    fn tick(&mut self, c: &mut C, h: &mut dyn Hole<C>) -> bool { h.fill(c) }", "}",
             "pub struct Link<'a, S, C: ?Sized> { s: &'a mut S, next: &'a mut dyn Hole<C> }",
             "impl<C: ?Sized, S: Node<C>> Hole<C> for Link<'_, S, C> {",
             "    fn fill(&mut self, c: &mut C) -> bool { self.s.tick(c, self.next) }", "}",
             "pub struct End;",
             "impl<C: ?Sized> Hole<C> for End { fn fill(&mut self, _: &mut C) -> bool { true } }",
             "#[allow(dead_code)]",
             "fn leaf<const I: usize>(c: &mut Ctx) -> bool { c.n += I as u64; true }",
             "fn main() {", "    let mut c = Ctx { n: 0 };"]
    slices = []
    for lo in range(0, depth, 16):
        hi = min(lo + 16, depth)
        t = "Gap" if hi < depth else f"Cond(leaf::<{depth}>)"
        for i in reversed(range(lo, hi)):
            t = f"Seq(Cond(leaf::<{i}>), {t})"
        lines.append(f"    let mut s{len(slices)} = {t};")
        slices.append(t)
    lines += ["    for _ in 0..3 {", "        let mut l = End;"]
    link = "l"
    for k in reversed(range(1, len(slices))):
        lines.append(f"        let mut l{k} = Link {{ s: &mut s{k}, next: &mut {link} }};")
        link = f"l{k}"
    lines += [f"        s0.tick(&mut c, &mut {link});", "    }",
              "    std::process::exit((c.n & 1) as i32);", "}"]
    print("\n".join(lines))
    sys.exit()
lines = ['#![recursion_limit = "2048"]',
         "pub struct Ctx { pub n: u64 }",
         "pub trait Node<C: ?Sized> { fn tick(&mut self, c: &mut C) -> bool; }",
         "pub struct Seq<A, B>(A, B);",
         "impl<C: ?Sized, A: Node<C>, B: Node<C>> Node<C> for Seq<A, B> {",
         "    #[inline(never)]",
         "    fn tick(&mut self, c: &mut C) -> bool { self.0.tick(c) && self.1.tick(c) }",
         "}",
         "pub struct Cond<F>(F);",
         "#[allow(dead_code)]",
         "fn leaf<const I: usize>(c: &mut Ctx) -> bool { c.n += I as u64; true }"]
if kind == "hr":
    lines += ["impl<C: ?Sized, F: FnMut(&mut C) -> bool> Node<C> for Cond<F> {",
              "    fn tick(&mut self, c: &mut C) -> bool { (self.0)(c) }", "}"]
elif kind == "helper":
    lines += ["pub trait CondFn<C: ?Sized> { fn call(&mut self, c: &mut C) -> bool; }",
              "impl<C: ?Sized, F: FnMut(&mut C) -> bool> CondFn<C> for F {",
              "    fn call(&mut self, c: &mut C) -> bool { self(c) }", "}",
              "impl<C: ?Sized, F: CondFn<C>> Node<C> for Cond<F> {",
              "    fn tick(&mut self, c: &mut C) -> bool { self.0.call(c) }", "}"]
elif kind == "erased":
    lines += ["impl<C: ?Sized, F: FnMut(&mut C) -> bool> Node<C> for Cond<F> {",
              "    fn tick(&mut self, c: &mut C) -> bool { (self.0)(c) }", "}",
              "pub struct Out<N, C: ?Sized> { n: N, t: fn(&mut N, &mut C) -> bool }",
              "#[inline(never)]",
              "fn tick_of<C: ?Sized, N: Node<C>>(n: &mut N, c: &mut C) -> bool { n.tick(c) }",
              "fn out<C: ?Sized, N: Node<C>>(n: N) -> Out<N, C> { Out { n, t: tick_of::<C, N> } }",
              "impl<C: ?Sized, N> Node<C> for Out<N, C> {",
              "    fn tick(&mut self, c: &mut C) -> bool { (self.t)(&mut self.n, c) }", "}"]
else:  # plain, nominal
    lines += ["pub struct L<const I: usize>;",
              "impl<const I: usize> Node<Ctx> for L<I> {",
              "    fn tick(&mut self, c: &mut Ctx) -> bool { c.n += I as u64; true }", "}"]
make = (lambda i: f"L::<{i}>") if kind in ("plain", "nominal") else (lambda i: f"Cond(leaf::<{i}>)")
tree = make(depth)
ty = f"L<{depth}>"
for i in reversed(range(depth)):
    tree = f"Seq({make(i)}, {tree})"
    ty = f"Seq<L<{i}>, {ty}>"
    if kind == "erased" and i % 16 == 0 and i > 0:
        tree = f"out::<Ctx, _>({tree})"
    if kind == "nominal" and i % 16 == 0 and i > 0:
        lines += [f"pub struct S{i}({ty});",
                  f"impl Node<Ctx> for S{i} {{",
                  "    fn tick(&mut self, c: &mut Ctx) -> bool { self.0.tick(c) }", "}"]
        tree, ty = f"S{i}({tree})", f"S{i}"
lines += ["fn main() {", "    let mut c = Ctx { n: 0 };", f"    let mut t = {tree};",
          "    for _ in 0..3 { t.tick(&mut c); }", "    std::process::exit((c.n & 1) as i32);", "}"]
print("\n".join(lines))
PY
}

# Inclusive instructions of the first function matching $2 in report $1.
inclusive() {
  grep -E "$2" "$1" | head -1 | awk '{ gsub(",", "", $1); printf "%.2fG", $1 / 1e9 }'
}

echo "| leaves | depth | rustc total | codegen selection | collector | borrow checking |"
echo "|---|---:|---:|---:|---:|---:|"
for depth in "${depths[@]}"; do
  for kind in ${KINDS:-hr helper plain erased nominal flat}; do
    generate "$kind" "$depth" >"$work/main.rs"
    RUSTC_BOOTSTRAP=1 valgrind --tool=callgrind --callgrind-out-file="$work/cg.out" \
      "$rustc_bin" --edition 2021 -C debuginfo=2 -Z threads=1 -C codegen-units=1 \
      -o "$work/main" "$work/main.rs" >/dev/null 2>"$work/valgrind.log"
    callgrind_annotate --inclusive=yes "$work/cg.out" >"$work/report.txt" 2>/dev/null
    echo "| $kind | $depth | $(inclusive "$work/report.txt" 'PROGRAM TOTALS')" \
      "| $(inclusive "$work/report.txt" 'rustc_traits::codegen::codegen_select_candidate \[')" \
      "| $(inclusive "$work/report.txt" 'collect_crate_mono_items::\{closure#1\}::\{closure#0\} \[')" \
      "| $(inclusive "$work/report.txt" 'rustc_borrowck::mir_borrowck \[') |"
  done
done
