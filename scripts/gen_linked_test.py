#!/usr/bin/env python3
"""Writes tests/test_linked.rs: a `bt!` tree deep enough to be cut into
slices side by side (bt_core::linked), with every kind of node on its
spine and side branches deep enough to hang more than one slice below a
slice, and a wide tree whose resume plan is cut into parts, against the
same trees built at run time (`dynamic::Spec`, boxed nodes, no slices).
Run from the repository root:

    python3 scripts/gen_linked_test.py > tests/test_linked.rs && cargo fmt
"""

import random

DEPTH = 150
# Side branches this deep hang at these levels (each a slice of its own
# beside the spine's, once it crosses a boundary).
SIDE_AT = {18: 24, 21: 40, 70: 20, 100: 30}

rng = random.Random(20261127)
leaves = 0


def act():
    global leaves
    i = leaves
    leaves += 1
    return f"act::<{i}>", f'Spec::action("act", act::<{i}>)'


def slow():
    """An action that runs on 15 ticks in 16: beside the spine under a
    `parallel`, whose first child to finish decides."""
    global leaves
    i = leaves
    leaves += 1
    return f"slow::<{i}>", f'Spec::action("slow", slow::<{i}>)'


def gate():
    """A condition that holds 31 times in 32, so the spine below it is
    reached on most ticks."""
    global leaves
    i = leaves
    leaves += 1
    return f"gate::<{i}>", f'Spec::condition("gate", gate::<{i}>)'


def side(depth, reactive_at=None):
    """A chain of sequences and fallbacks `depth` deep, an action at each
    level; with `reactive_at`, a reactive fallback at that height (which a
    resume plan ticks whole)."""
    b, s = act()
    for level in range(depth):
        kind = "sequence" if level % 2 == 0 else "fallback"
        if level == reactive_at:
            kind = "reactive_fallback"
        a_b, a_s = act()
        b, s = f"{kind}<{b}, {a_b}>", f"Spec::{kind}([{s}, {a_s}])"
    return b, s


# Each template takes the spine child (bt, spec) and gives the level.
def level(kind, child):
    cb, cs = child
    if kind in ("sequence", "fallback", "sequence_with_memory", "async_sequence", "async_fallback"):
        ab, as_ = act()
        return f"{kind}<{cb}, {ab}>", f"Spec::{kind}([{cs}, {as_}])"
    if kind in ("reactive_sequence", "reactive_fallback"):
        gb, gs = gate()
        if kind == "reactive_fallback":
            gb, gs = f"inverter<{gb}>", f"Spec::inverter({gs})"
        return f"{kind}<{gb}, {cb}>", f"Spec::{kind}([{gs}, {cs}])"
    if kind == "parallel":
        ab, as_ = slow()
        return (f"parallel(success_count = 1, failure_count = 1)<{cb}, {ab}>",
                f"Spec::parallel(1, 1, [{cs}, {as_}])")
    if kind == "parallel_all":
        ab, as_ = act()
        return f"parallel_all(2)<{cb}, {ab}>", f"Spec::parallel_all(2, [{cs}, {as_}])"
    if kind in ("inverter", "force_success", "force_failure"):
        return f"{kind}<{cb}>", f"Spec::{kind}({cs})"
    if kind == "retry":
        return f"retry(3)<{cb}>", f"Spec::retry(3, {cs})"
    if kind == "repeat":
        return f"repeat(2)<{cb}>", f"Spec::repeat(2, {cs})"
    if kind == "run_once":
        # Beside the spine: once done, a `run_once` never ticks its child again.
        ab, as_ = act()
        return (f"sequence<{cb}, run_once(then_skip = false)<{ab}>>",
                f"Spec::sequence([{cs}, Spec::run_once(false, {as_})])")
    if kind == "timeout":
        return f"timeout(3000)<{cb}>", f"Spec::timeout(3000, {cs})"
    if kind == "delay":
        return f"delay(5)<{cb}>", f"Spec::delay(5, {cs})"
    if kind in ("skip_if", "success_if", "failure_if"):
        i = leaves_next()
        return (f"{kind}(rare::<{i}>)<{cb}>",
                f'Spec::{kind}("rare", rare::<{i}>, {cs})')
    if kind == "while_":
        i = leaves_next()
        return f"while_(often::<{i}>)<{cb}>", f'Spec::while_("often", often::<{i}>, {cs})'
    if kind in ("if_then_else", "while_do_else"):
        gb, gs = gate()
        ab, as_ = act()
        return f"{kind}<{gb}, {cb}, {ab}>", f"Spec::{kind}({gs}, {cs}, Some({as_}))"
    if kind == "switch":
        ab, as_ = act()
        bb, bs = act()
        i = leaves_next()
        return (f"switch(mode::<{i}>, 1, 2)<{cb}, {ab}, {bb}>",
                f'Spec::switch("mode", mode::<{i}>, [1, 2], [{cs}, {as_}, {bs}])')
    if kind == "try_catch":
        ab, as_ = act()
        return f"try_catch<{cb}, {ab}>", f"Spec::try_catch(false, [{cs}, {as_}])"
    if kind == "control":
        ab, as_ = act()
        return (f"control(Either::default())<{cb}, {ab}>",
                f'Spec::control("Either", Either::default(), [{cs}, {as_}])')
    if kind == "decorator":
        return f"decorator(Odd)<{cb}>", f'Spec::decorator("Odd", Odd, {cs})'
    raise ValueError(kind)


def leaves_next():
    global leaves
    i = leaves
    leaves += 1
    return i


KINDS = ["sequence", "fallback", "reactive_sequence", "timeout", "parallel", "retry",
         "sequence_with_memory", "inverter", "reactive_fallback", "if_then_else", "switch",
         "force_success", "skip_if", "async_sequence", "repeat", "try_catch", "while_do_else",
         "force_failure", "success_if", "async_fallback", "run_once", "parallel_all",
         "failure_if", "delay", "while_", "control", "decorator"]

# The nodes a resume plan goes through (bt-macros/src/resume.rs).
THROUGH = ["sequence", "fallback", "timeout", "parallel", "retry", "inverter",
           "sequence_with_memory", "skip_if", "async_sequence", "force_success", "repeat",
           "force_failure", "success_if", "async_fallback", "failure_if", "delay"]


def tree(depth, kinds, sides, whole=None):
    """From the bottom up: the spine's leaf, then each level around it,
    of `kinds` in turn; side branches at the levels of `sides` (level ->
    (depth, height of a reactive node or None)); at the levels of `whole`,
    the kind given there."""
    child = act()
    for lvl in reversed(range(depth)):
        kind = (whole or {}).get(lvl, kinds[lvl % len(kinds)])
        if lvl in sides:
            sb, ss = side(*sides[lvl])
            child = (f"fallback<{child[0]}, {sb}>", f"Spec::fallback([{child[1]}, {ss}])")
        else:
            child = level(kind, child)
    return child


# Every kind of node on the spine: most paths end at a node the plan
# ticks whole.
MIXED_BT, MIXED_SPEC = tree(DEPTH, KINDS, {l: (d, None) for l, d in SIDE_AT.items()})
MIXED_LEAVES = leaves
# Only nodes the plan goes through, but for a reactive node at a slice's
# top (level 144, 36 levels above the leaf) and one inside a slice (in
# the side branch at level 47): the plan's paths go on from slice to slice.
THROUGH_BT, THROUGH_SPEC = tree(180, THROUGH, {47: (30, 25), 90: (20, None)},
                                whole={144: "reactive_sequence"})
THROUGH_LEAVES = leaves
# A sequence of a 140-level spine and two fallbacks over 17 side branches
# 34 levels deep: 18 slices would hang below the root's, more than a
# slice holds, so the tree is cut by nested `FnOutline`s as before. (The
# leaves that must have run are the spine's: the side branches' are
# reached by luck, but compared all the same.)
_spine = tree(140, THROUGH, {})
SPINE_LEAVES = leaves
_sides = [side(34) for _ in range(17)]
WIDE_BT = (f"sequence<force_success<{_spine[0]}>, fallback<{', '.join(b for b, _ in _sides[:8])}>, "
           f"fallback<{', '.join(b for b, _ in _sides[8:])}>>")
WIDE_SPEC = (f"Spec::sequence([Spec::force_success({_spine[1]}), "
             f"Spec::fallback([{', '.join(sp for _, sp in _sides[:8])}]), "
             f"Spec::fallback([{', '.join(sp for _, sp in _sides[8:])}])])")


def bushy(depth, fails=False):
    """A tree shaped like a game's: composites of two to four children
    the plan goes through, `depth` levels of them, some wrapped in a
    decorator, a parallel or a reactive sequence. Its actions succeed most
    of the time in a sequence and fail most of the time in a fallback
    (`fails`), a subtree that would mostly do the opposite of what its
    parent needs to go on is turned around (`inverter`, `force_*`), and a
    large one always ends as its parent needs (`force_*`), so that most
    leaves are reached."""
    if depth == 0 or (depth < 5 and rng.random() < 0.1):
        if rng.random() < 0.2:
            return level("inverter", gate()) if fails else gate()
        i = leaves_next()
        name = "flop" if fails else "pass"
        return f"{name}::<{i}>", f'Spec::action("{name}", {name}::<{i}>)'
    # An async node yields after each child that finishes, a reactive
    # sequence starts over when its gate fails, and the harness halts the
    # tree every 50 ticks: high up, they would keep most leaves from ever
    # being reached, so they stand near the bottom.
    kinds = ["sequence", "fallback", "sequence_with_memory"]
    if depth == 1:
        kinds += ["async_sequence", "async_fallback"]
    kind = rng.choice(kinds)
    fallback = "fallback" in kind
    children = [bushy(depth - 1, fallback) for _ in range(rng.randint(2, 4))]
    node = (f"{kind}<{', '.join(b for b, _ in children)}>",
            f"Spec::{kind}([{', '.join(sp for _, sp in children)}])")
    if depth >= 3:
        # A large subtree always lets its parent go on to its next child.
        node = level("force_failure" if fails else "force_success", node)
    elif fallback != fails:
        turn = rng.choice(["inverter", "force_failure" if fails else "force_success"])
        node = level(turn, node)
    if rng.random() < 0.3:
        wraps = ["timeout", "retry", "repeat", "delay", "skip_if", "success_if", "failure_if",
                 "parallel"]
        node = level(rng.choice(wraps + ["reactive_sequence"] * (depth <= 2)), node)
    return node


# A tree of 5 levels of composites of up to four children (no slices):
# its resume plan shares its paths and puts the steps below each node
# holding 64 or more targets in a function of its own (`plan_part`).
BUSHY_START = leaves
BUSHY_BT, BUSHY_SPEC = bushy(5)
BUSHY_LEAVES = leaves

print(f'''//! Trees deep enough to be cut into slices side by side (`bt::linked`):
//! {DEPTH} levels with every kind of node on the spine (controls and
//! decorators of the user's, `bt::custom`, too), and 180 levels of
//! the nodes a resume plan goes through (its paths go on from slice to
//! slice), with side branches that hang more than one slice below a
//! slice, and a tree whose root slice would hold more slices below than a
//! slice holds (cut by nested `FnOutline`s instead), and a wide tree of
//! composites of up to four children whose resume plan is cut into parts
//! (`plan_part`), each ticked, halted
//! and observed against the same tree built at run time
//! (`dynamic::Spec`: boxed nodes, no slices, no compile-time hints): every
//! status, every leaf call, every observer report and the node table must
//! be the same. Generated by `scripts/gen_linked_test.py`.
#![recursion_limit = "512"]

use std::ops::ControlFlow;
use std::time::Duration;

use bt::dynamic::Spec;
use bt::observe::TraceRecorder;
use bt::{{Clock, Status, bt}};

const LEAVES: usize = {leaves};

struct Ctx {{
    now: Duration,
    calls: Vec<u32>,
    log: Vec<u16>,
    tick: u32,
}}

impl Ctx {{
    fn new() -> Self {{
        Self {{ now: Duration::ZERO, calls: vec![0; LEAVES], log: Vec::new(), tick: 0 }}
    }}

    /// The leaf's next draw: a hash of the leaf and how often it ran.
    fn draw(&mut self, leaf: usize) -> u64 {{
        self.log.push(u16::try_from(leaf).unwrap());
        let n = self.calls[leaf];
        self.calls[leaf] += 1;
        let mut x = (leaf as u64) << 32 | u64::from(n);
        x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        x ^ (x >> 31)
    }}
}}

impl Clock for Ctx {{
    fn now(&self) -> Duration {{
        self.now
    }}
}}

fn act<const I: usize>(c: &mut Ctx) -> Status {{
    match c.draw(I) % 8 {{
        0 => Status::Running,
        1..=5 => Status::Success,
        _ => Status::Failure,
    }}
}}

fn slow<const I: usize>(c: &mut Ctx) -> Status {{
    match c.draw(I) % 32 {{
        0 => Status::Success,
        1 => Status::Failure,
        _ => Status::Running,
    }}
}}

fn gate<const I: usize>(c: &mut Ctx) -> bool {{
    !c.draw(I).is_multiple_of(32)
}}

fn pass<const I: usize>(c: &mut Ctx) -> Status {{
    match c.draw(I) % 64 {{
        0 => Status::Running,
        1..=3 => Status::Failure,
        _ => Status::Success,
    }}
}}

fn flop<const I: usize>(c: &mut Ctx) -> Status {{
    match c.draw(I) % 64 {{
        0 => Status::Running,
        1..=3 => Status::Success,
        _ => Status::Failure,
    }}
}}

fn rare<const I: usize>(c: &mut Ctx) -> bool {{
    c.draw(I).is_multiple_of(64)
}}

fn often<const I: usize>(c: &mut Ctx) -> bool {{
    !c.draw(I).is_multiple_of(32)
}}

/// A control node of the user's over `Ctx` only (`bt::custom`; in a
/// slice, lifted to the slice's context): the first child that does not
/// fail, resuming at the running one; failure if every child fails.
#[derive(Default)]
struct Either {{
    running: Option<usize>,
}}

impl bt::custom::ControlNode<Ctx> for Either {{
    fn tick(&mut self, c: &mut Ctx, children: &mut impl bt::custom::ChildNodes<Ctx>) -> Status {{
        // The running child again (`tick`), then the rest (`tick_from`).
        let start = match self.running.take() {{
            Some(i) => match children.tick(i, c) {{
                Status::Running => {{
                    self.running = Some(i);
                    return Status::Running;
                }}
                Status::Failure => i + 1,
                done => return done,
            }},
            None => 0,
        }};
        if start >= children.len() {{
            return Status::Failure;
        }}
        let running = &mut self.running;
        let flow = children.tick_from(start, c, |i, status| match status {{
            Status::Running => {{
                *running = Some(i);
                ControlFlow::Break(Status::Running)
            }}
            Status::Failure => ControlFlow::Continue(()),
            done => ControlFlow::Break(done),
        }});
        match flow {{
            ControlFlow::Break(status) => status,
            ControlFlow::Continue(()) => Status::Failure,
        }}
    }}

    fn halt(&mut self, c: &mut Ctx, children: &mut impl bt::custom::ChildNodes<Ctx>) {{
        self.running = None;
        children.halt_all(c);
    }}
}}

/// A decorator of the user's over `Ctx` only: its child's result, turned
/// around on odd ticks of the tree (read in the context).
struct Odd;

impl bt::custom::DecoratorNode<Ctx> for Odd {{
    fn tick(&mut self, c: &mut Ctx, child: &mut impl bt::custom::ChildNode<Ctx>) -> Status {{
        match child.tick(c) {{
            Status::Success if c.tick % 2 == 1 => Status::Failure,
            Status::Failure if c.tick % 2 == 1 => Status::Success,
            other => other,
        }}
    }}
}}

/// A switch's variable: the spine's case most of the time (a change of
/// case halts it).
fn mode<const I: usize>(c: &mut Ctx) -> u8 {{
    match c.draw(I) % 64 {{
        0 => 2,
        1 => 3,
        _ => 1,
    }}
}}

/// Ticks, halts and observes the `bt!` tree `$linked` and the tree
/// `$spec` builds side by side, each over a context of its own, and checks
/// that they do the same; `$leaves` are the tree's leaves (numbered from
/// the bottom up: the first is the bottom of the spine), which must have
/// run, the bottom often and nearly all of them at least once.
macro_rules! same_as_built_at_run_time {{
    ($linked:expr, $spec:expr, $leaves:expr) => {{{{
        same_as_built_at_run_time!($linked, $spec, $leaves, true)
    }}}};
    ($linked:expr, $spec:expr, $leaves:expr, $cut_side_by_side:expr) => {{{{
        let mut linked = $linked;
        let name = std::any::type_name_of_val(&linked);
        assert_eq!(
            name.contains("::Sliced<") && name.contains("::Gap<"),
            $cut_side_by_side,
            "how the tree is cut: {{name}}"
        );
        // With a resume plan.
        assert!(name.contains("::Resumable<"), "the tree has no resume plan");
        let mut boxed = $spec.build();
        assert_eq!(linked.to_btcpp_xml(), boxed.to_btcpp_xml(), "the node tables differ");
        let (mut a, mut b) = (Ctx::new(), Ctx::new());
        let (mut trace_a, mut trace_b) = (TraceRecorder::new(), TraceRecorder::new());
        for tick in 0..20_000_u32 {{
            a.tick = tick;
            b.tick = tick;
            a.now += Duration::from_millis(7);
            b.now += Duration::from_millis(7);
            // Plain ticks, observed ticks and halts, in turns.
            let (sa, sb) = match tick % 50 {{
                0..=29 => (Some(linked.tick(&mut a)), Some(boxed.tick(&mut b))),
                30..=47 => (
                    Some(linked.tick_with(&mut a, &mut trace_a)),
                    Some(boxed.tick_with(&mut b, &mut trace_b)),
                ),
                48 => {{
                    linked.halt(&mut a);
                    boxed.halt(&mut b);
                    (None, None)
                }}
                _ => {{
                    linked.halt_with(&mut a, &mut trace_a);
                    boxed.halt_with(&mut b, &mut trace_b);
                    (None, None)
                }}
            }};
            assert_eq!(sa, sb, "tick {{tick}}: the statuses differ");
            assert_eq!(a.log, b.log, "tick {{tick}}: the leaves ran differently");
            assert_eq!(trace_a.take(), trace_b.take(), "tick {{tick}}: the observers heard differently");
            a.log.clear();
            b.log.clear();
        }}
        let leaves: std::ops::Range<usize> = $leaves;
        let bottom = leaves.start;
        assert!(a.calls[bottom] > 10, "the bottom of the spine ran {{}} times", a.calls[bottom]);
        // And nearly every leaf: a few need rare runs of luck (an action
        // after a whole deep subtree succeeded twice, the bottom of a side
        // branch).
        let never: Vec<usize> = leaves.clone().filter(|&i| a.calls[i] == 0).collect();
        assert!(never.len() <= leaves.len() / 20, "leaves that never ran: {{never:?}}");
    }}}};
}}

fn mixed_spec() -> Spec<Ctx> {{
    {MIXED_SPEC}
}}

fn through_spec() -> Spec<Ctx> {{
    {THROUGH_SPEC}
}}

#[test]
fn every_kind_of_node_across_slices() {{
    same_as_built_at_run_time!(bt!({MIXED_BT}), mixed_spec(), 0..{MIXED_LEAVES});
}}

#[test]
fn resume_plans_across_slices() {{
    same_as_built_at_run_time!(bt!({THROUGH_BT}), through_spec(), {MIXED_LEAVES}..{THROUGH_LEAVES});
}}

fn wide_spec() -> Spec<Ctx> {{
    {WIDE_SPEC}
}}

#[allow(clippy::too_many_lines)] // one expression, generated
fn bushy_spec() -> Spec<Ctx> {{
    {BUSHY_SPEC}
}}

/// A wide tree, not cut into slices, whose resume plan is cut into parts
/// (`plan_part`): a resume goes through them to any leaf, and a leaf that
/// runs on, a parallel that goes on running and a path that stops on its
/// way end the tick from inside a part as from the plan.
#[test]
fn resume_plan_in_parts() {{
    same_as_built_at_run_time!(bt!({BUSHY_BT}), bushy_spec(), {BUSHY_START}..{BUSHY_LEAVES}, false);
}}

/// More deep branches below one slice than a slice holds: the tree is cut
/// by nested `FnOutline`s instead, and behaves the same.
#[test]
fn more_slices_below_one_than_it_holds() {{
    same_as_built_at_run_time!(bt!({WIDE_BT}), wide_spec(), {THROUGH_LEAVES}..{SPINE_LEAVES}, false);
}}''')
