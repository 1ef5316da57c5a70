//! The resume plan of a tree (see `bt_core::resume`): a closure that goes
//! straight to the leaf with a given id, ticks it, and hands its result up
//! to its ancestors, innermost first. A node gets an arm (is a *target*)
//! when all its ancestors are nodes the plan goes through (sequences,
//! fallbacks and the decorators listed in `resumes_through`; a `timeout`
//! on the way is asked first whether its deadline has passed) and it is a
//! leaf, or a node the plan does not go through at least `MIN_WHOLE_DEPTH`
//! deep (a reactive node, a parallel, ...), which the arm ticks whole: any
//! id of its subtree leads to it.
//!
//! The plan is called with the root and what the tree knows about its
//! running leaf (`bt_parts`), the id it knows, the context and the walk
//! from the root (`bt_walk`), and ends the tick: a leaf that goes on
//! running returns at once; otherwise the arm's answer (the root's status,
//! or `None` when an ancestor goes on to another child and the tick goes
//! on from the root) is settled by `bt_walk.settle`, which also walks from
//! the root for an id without an arm.
//!
//! A small plan (the targets' depths add up to at most `MAX_FLAT_STEPS`;
//! with debug assertions, at most `MAX_FLAT_STEPS_DEBUG`, and a plan
//! between the two is both, the shared one under `cfg(debug_assertions)`)
//! has one arm per target, each spelling out its path:
//!
//! ```text
//! move |bt_parts, bt_id, bt_ctx, bt_walk| {
//!     let bt_out = 'bt_plan: {
//!         match bt_id {
//!             7 if ::bt::__private::may_run(&bt_mark_7) => {   // `false` for conditions
//!                 let bt_root = &mut bt_parts.root;
//!                 let bt_n1 = ::bt::__private::child_at::<1, _>(&mut *bt_root);
//!                 let bt_s = ::bt::__private::tick_leaf(::bt::__private::child_at::<1, _>(&mut *bt_n1), bt_ctx);
//!                 if ::bt::__private::is_running(bt_s) { return bt_s; }
//!                 let Some(bt_s) = ::bt::__private::finish(&mut *bt_n1, 1, bt_s) else {
//!                     break 'bt_plan None;   // the tick goes on from the root
//!                 };
//!                 ::bt::__private::finish(&mut *bt_root, 1, bt_s)
//!             }
//!             _ => None,
//!         }
//!     };
//!     bt_walk.settle(bt_parts, bt_id, bt_out, bt_ctx)
//! }
//! ```
//!
//! With more than `MAX_ARMS_IN_LINE` arms, each arm is a function of its
//! own (a closure). In builds without debug assertions they are the
//! entries of a table indexed by id (`Plan::table`), and when more than
//! that many may run the plan jumps to the id's entry instead of matching
//! the id; debug builds keep the `match`, whose arms call the closures:
//!
//! ```text
//! move |bt_parts, bt_id, bt_ctx, bt_walk| {
//!     #[cfg(debug_assertions)]
//!     let bt_result = { /* the `match`, each arm calling its closure */ };
//!     #[cfg(not(debug_assertions))]
//!     let bt_result = {
//!     let bt_arms = ::bt::__private::plan_table(&*bt_parts, &*bt_ctx, &[
//!         PlanEntry(|bt_parts, bt_ctx, _| /* the walk from the root */),
//!         PlanEntry(|bt_parts, bt_ctx, bt_table| { /* the arm of id 1 */ }),
//!         PlanEntry(plan_goto::<0, _, _, _, _>),   // an id with no arm
//!         ...
//!     ]);
//!     if /* more than eight arms may run */ {
//!         return ::bt::__private::plan_dispatch(bt_arms, bt_parts, bt_id, bt_ctx, bt_walk);
//!     }
//!     let bt_out = match bt_id {
//!         1 if ::bt::__private::may_run(&bt_mark_1) => return (bt_arms[1].0)(bt_parts, bt_ctx, bt_arms),
//!         ...
//!         _ => None,
//!     };
//!     bt_walk.settle(bt_parts, bt_id, bt_out, bt_ctx)
//!     };
//!     bt_result
//! }
//! ```
//!
//! In a tree cut into slices side by side (`bt_core::linked`), a path goes
//! on from a slice to the slice below through the `Sliced` that holds both
//! (`slice_parts` splits it into the slice's top and the slices below, held
//! in `bt_below_<top>`; `below_at::<K>` reaches one of those), a leaf is
//! ticked out of its `Lift`, and a node ticked whole is ticked over its
//! slice's `Linked` context.
//!
//! A plan whose arms include one for a range of ids (a node ticked whole)
//! keeps a `match` whose arms are functions of their own
//! (`plan_arm_apart`), which it jumps to.
//!
//! A larger plan shares the paths: one `match` per composite on the way,
//! with one arm per child whose subtree holds a target (the subtree's
//! range of ids: ids are in pre-order), so that it grows with the number of
//! nodes and not with the sum of the leaves' depths:
//!
//! ```text
//! move |bt_parts, bt_id, bt_ctx, bt_walk| {
//!     let bt_out = 'bt_plan: {
//!         let bt_root = &mut bt_parts.root;
//!         Some(match bt_id {
//!             1 if ::bt::__private::may_run(&bt_mark_1) => {
//!                 let bt_s = ::bt::__private::tick_leaf(::bt::__private::child_at::<0, _>(&mut *bt_root), bt_ctx);
//!                 if ::bt::__private::is_running(bt_s) { return bt_s; }
//!                 let Some(bt_s) = ::bt::__private::finish(&mut *bt_root, 0, bt_s) else { break 'bt_plan None };
//!                 bt_s
//!             }
//!             3..=7 => {
//!                 let bt_n1 = ::bt::__private::child_at::<1, _>(&mut *bt_root);
//!                 let bt_s = match bt_id { /* the same, one level down */ _ => break 'bt_plan None };
//!                 let Some(bt_s) = ::bt::__private::finish(&mut *bt_root, 1, bt_s) else { break 'bt_plan None };
//!                 bt_s
//!             }
//!             _ => break 'bt_plan None,
//!         })
//!     };
//!     bt_walk.settle(bt_parts, bt_id, bt_out, bt_ctx)
//! }
//! ```
//!
//! In a shared plan, a leaf below a sequence, a fallback or a decorator
//! is one call, `step_leaf::<k, _, _>(&mut *bt_n2, bt_ctx)`, which ticks
//! child `k` and has its parent take the result, and whose `LeafStep` the
//! arm matches (the plan type-checks in less time than with a call per
//! step). In builds with debug assertions, leaves side by side in a
//! sequence or fallback are one arm, `3..=10 => step_leaf_at(&mut *bt_n2,
//! bt_id - 3, bt_ctx)` (their ids follow one another), and the steps below
//! a node holding [`PART_TARGETS`] or more targets are a function of their
//! own (`plan_part`, a closure over the node and the context), which ends
//! as its `PlanExit` says: the node's status, the leaf still runs, the
//! parallel runs on, or the tick goes on from the root. Optimized builds
//! get the same plan with an arm per leaf and without parts (both are in
//! the expansion, under `cfg`).

use std::cell::Cell;

use proc_macro2::{Ident, Literal, Span, TokenStream};
use quote::quote;

use crate::catalogue::{Build, Keyword};
use crate::expand::Linking;
use crate::validate::{Checked, Model};

/// A plan whose arms take at most this many steps in all (the sum of the
/// targets' depths) spells out every arm's path and dispatches with one
/// flat `match`: a resume costs the same at any depth. A larger one shares
/// the paths (one `match` per level), so that its size, and the compile
/// time, grow with the tree, not with the sum of its depths; but a resume
/// then tests the id once per level on the way whose other children can
/// run. 2048 steps hold a chain of sequences and fallbacks 63 levels deep
/// whose every leaf can run (W6 with `fn -> Status` guards at depth 50:
/// 1,326 steps). Compile times (debug, `scripts/compile-times.sh`' deep
/// tree): flat depth 50 2.7 s, 100 8.5 s; two designs that shared the
/// paths with one flat `match` (closures per node, path types per node)
/// were tried and compiled in time cubic in the depth (depth 200: 757 s
/// and 64 s).
const MAX_FLAT_STEPS: usize = 2048;

/// In builds with debug assertions, a flat plan spells out at most this
/// many steps; a larger one shares the paths as a plan past
/// [`MAX_FLAT_STEPS`] does (both plans are in the expansion, under `cfg`,
/// so only one is compiled). Type checking the spelled-out arms is most of
/// a debug build of a deep tree: W3's tree at depth 50 (1,326 steps) built
/// in 3.9 s spelled out and 1.6 s shared, depth 25 (351 steps) in 1.23 and
/// 0.72 s (opt-level 0, medians of five builds of `scripts/
/// compile-times.sh`' trees). The price is a test of the id per level on
/// the way: W3 at depth 50 ticks in 3,010 instructions instead of 2,531 at
/// opt-level 0 (its resume tick 1,369 instead of 838), the same at
/// opt-level 1 (150), where W6's 50 `fn -> Status` guards cost 361
/// instead of 157. The workloads' plans (W1 9 steps, W3 at depth 10 65,
/// W5 230) stay flat in every build.
const MAX_FLAT_STEPS_DEBUG: usize = 256;

/// The deepest level a plan that shares its paths goes through: each level
/// nests a `match` in the one above, and rustc's parser overflows its
/// stack on the nesting of W3's shape somewhere between 340 and 370
/// levels. A target deeper than this has no arm: a tick that resumes it
/// goes on from the root (as one with no plan does), which trees up to
/// this deep never do.
const MAX_SHARED_DEPTH: usize = 300;

/// A plan that shares its paths puts the steps below a node in a function
/// of their own (`bt::__private::plan_part`, out of line in builds with
/// debug assertions) once that node's subtree holds this many targets
/// not already in such a part: no function of the plan then holds more
/// than about this many arms (twice as many at most, from the children
/// of one node). At opt-level 1 with debug info, LLVM's SROA took time
/// quadratic in the size of the plan's one function: a 1,000-leaf tree
/// of composites of eight children built in 41 s, 32 of them in SROA on
/// that function.
const PART_TARGETS: usize = 64;

/// The least depth at which a node that is not a leaf gets an arm that
/// ticks it whole (see [`Plan::target`]): above it, a walk from the root
/// costs less than the plan's arm. On the sniper tree, an arm for its
/// `reactive_sequence` (depth 1) took a tick from 22.1 to 42.5
/// instructions.
const MIN_WHOLE_DEPTH: usize = 3;

/// The most children a composite on the way may have: a longer list is a
/// `Group`, which `child_at` does not reach into.
const MAX_CHILDREN: usize = 16;

/// `true` for the nodes a plan goes through: the sequences and fallbacks
/// and the decorators that, while their child runs, tick only that child
/// (after a check, for `timeout`: see [`checks_first`]) and can take its
/// result without being ticked (`bt_core::resume::Finish`).
/// `keep_running_until_failure` and `repeat_until_failure` are not among
/// them: they turn a finished child into `Running`, so the leaf ticked last
/// is not running then. A `parallel` is, once every child but the running
/// one has finished (see [`parallel`]).
fn resumes_through(keyword: &Keyword) -> bool {
    match keyword.runtime {
        [
            "control",
            "Sequence" | "Fallback" | "SequenceWithMemory" | "AsyncSequence" | "AsyncFallback",
        ] => keyword.build == Build::Composite,
        [
            "decorator",
            "Inverter" | "ForceSuccess" | "ForceFailure" | "Repeat" | "Retry" | "RunOnce"
            | "Timeout" | "Delay" | "SkipIf" | "SuccessIf" | "FailureIf" | "SubTree",
        ]
        | ["control", "Parallel"] => true,
        _ => false,
    }
}

/// `true` for the nodes a plan goes through that check something before
/// they tick their running child (`bt_core::resume::Enter`): `timeout`, its
/// deadline.
fn checks_first(model: &Model<'_>, node: usize) -> bool {
    matches!(
        &model.nodes[node],
        Checked::Builtin(builtin) if builtin.keyword.runtime == ["decorator", "Timeout"]
    )
}

/// `true` for a `parallel`: a plan goes through it to its child `k` only
/// if every other child has finished (`bt_core::resume::EnterChild`; its
/// tick would tick them too otherwise), and after it takes its child's
/// result it may go on running: the child was skipped, so the plan
/// forgets the leaf it resumed and returns `Running` at once (the next
/// tick goes from the root). Until every other child has finished, the last id
/// written in a tick may be a child that finished after the running one:
/// the check sends that tick from the root.
fn parallel(model: &Model<'_>, node: usize) -> bool {
    matches!(
        &model.nodes[node],
        Checked::Builtin(builtin) if builtin.keyword.runtime == ["control", "Parallel"]
    )
}

/// The plan closure, or `None` if no node qualifies.
pub(crate) fn plan(model: &Model<'_>, linking: Option<&Linking>) -> Option<TokenStream> {
    let n = model.nodes.len();
    // One past the last id of each node's subtree (pre-order).
    let mut ends = vec![0; n];
    for node in (0..n).rev() {
        ends[node] = model.children(node).last().map_or(node + 1, |&c| ends[c]);
    }
    let mut parents = vec![0; n];
    for node in 0..n {
        for &child in model.children(node) {
            parents[child] = node;
        }
    }
    let mut plan = Plan {
        model,
        ends,
        parents,
        linking,
        names: Names {
            status: Ident::new("bt_s", Span::mixed_site()),
            ctx: Ident::new("bt_ctx", Span::mixed_site()),
            id: Ident::new("bt_id", Span::mixed_site()),
            parts: Ident::new("bt_parts", Span::mixed_site()),
            walk: Ident::new("bt_walk", Span::mixed_site()),
            plan: syn::Lifetime::new("'bt_plan", Span::mixed_site()),
        },
        parts: Vec::new(),
        in_part: Cell::new(false),
        debug: Cell::new(true),
    };
    let mut paths = plan.target_paths();
    if paths.is_empty() {
        return None;
    }
    plan.parts = plan.parts(&paths);
    // The arms of nodes ticked whole first. Their patterns are ranges of
    // ids; after the leaves' arms, whose guards fold to `false` for leaves
    // that never run (conditions), the test of the range came after a
    // jump table over the leaves' ids that LLVM built before the guards
    // folded (W6 `parallel`: resume tick 24.3 -> 21.3 instructions). The
    // patterns are disjoint (nothing below a node ticked whole is a
    // target), so the order changes nothing else.
    paths.sort_by_key(|(target, _)| matches!(model.nodes[*target], Checked::Leaf(_)));
    let root = local(0);
    let Names { ctx, id, .. } = &plan.names;
    let steps: usize = paths.iter().map(|(_, path)| path.len()).sum();
    // The plan is forced in line where the tree is ticked (optimized
    // builds): left to LLVM, a plan with a retry's bookkeeping or 51 arms
    // stayed a function of its own, and every resume paid the call (W6
    // retry 76.2 -> 60.4 instructions per tick, guards as `fn -> Status`
    // 83.1 -> 67.5; W1, W3, W4 unchanged).
    let Names {
        parts,
        walk,
        plan: label,
        ..
    } = &plan.names;
    let out = Ident::new("bt_out", Span::mixed_site());
    // Builds with debug assertions get the parts and the runs of leaves
    // (`Plan::debug`); optimized builds neither.
    let shared = |debug: bool| {
        plan.debug.set(debug);
        let body = plan.level(0, 0)?;
        let check_root = plan.check(0, &root);
        let bind_root = plan.bind_root();
        Some(quote! {
            let #out = #label: {
                #bind_root
                #check_root
                ::core::option::Option::Some(#body)
            };
            #walk.settle(#parts, #id, #out, #ctx)
        })
    };
    let body = if steps <= MAX_FLAT_STEPS {
        let flat = plan.flat(&paths);
        // Past `MAX_FLAT_STEPS_DEBUG`, debug builds share the paths.
        match (steps > MAX_FLAT_STEPS_DEBUG)
            .then(|| shared(true))
            .flatten()
        {
            Some(shared) => by_build(&shared, &flat),
            None => flat,
        }
    } else {
        let (debug, optimized) = (shared(true)?, shared(false)?);
        if debug.to_string() == optimized.to_string() {
            optimized
        } else {
            by_build(&debug, &optimized)
        }
    };
    Some(quote! {
        #[cfg_attr(not(debug_assertions), inline(always))]
        move |#parts, #id, #ctx, #walk| { #body }
    })
}

/// A flat plan with more arms than this whose leaves may run makes each
/// arm a function of its own (in optimized builds), which the plan jumps
/// to as its last act (through its table of arms, [`Plan::table`], or
/// from its `match`). In line, the arms share one
/// function: when some of them call code that is not in line (leaves the
/// optimizer leaves out of line, as W6's 51 `fn -> Status` guards), that
/// function saves and restores registers around every resume, the hot
/// leaf's too (W6 with `fn -> Status` guards: 63.5 -> 56.9 instructions
/// per tick, resume tick 27.6 -> 21.3). With few arms the calls cost more
/// than they save: every arm apart made W1 22.3 -> 23.6 per tick and W4
/// 47.7 -> 51.8 per agent. The count is of the arms whose leaves may run
/// (`may_run`, a constant once optimized; conditions have arms the
/// optimizer drops), which the macro cannot tell: in a plan with more arms
/// than this, each arm is a closure, which the plan jumps to (through its
/// table or `plan_arm_apart`) or calls in line as the count says (in line
/// in debug builds).
const MAX_ARMS_IN_LINE: usize = 8;

/// The largest id a plan's table of arms ([`Plan::table`]) holds: a table
/// is eight bytes per id up to the last target's (256 entries with
/// one-byte ids), so a plan whose targets have larger ids keeps its
/// `match`.
const MAX_TABLE: usize = 2048;

/// `true` if the ids of a tree of `nodes` nodes are kept in one byte: every
/// id fits in the lower half (the values above it stand for "at rest").
pub(crate) fn one_byte_ids(nodes: usize) -> bool {
    nodes <= 128
}

/// What a plan is made from: the checked tree, where each node's subtree
/// ends, and the plan's locals.
struct Plan<'m, 'a> {
    model: &'m Model<'a>,
    /// One past the last id of each node's subtree (ids are in pre-order).
    ends: Vec<usize>,
    /// The parent of each node (the root's is 0).
    parents: Vec<usize>,
    /// How a tree cut into slices side by side is cut: a path goes on
    /// from a slice to a slice below through the `Sliced` holding both,
    /// not through the `Gap` where the slice stands.
    linking: Option<&'m Linking>,
    names: Names,
    /// The nodes whose steps a plan that shares its paths puts in a
    /// function of their own (see [`PART_TARGETS`]).
    parts: Vec<bool>,
    /// `true` while the code of such a part is written: its ends are
    /// returns of `PlanExit`, not of the plan.
    in_part: Cell<bool>,
    /// `true` while a plan that shares its paths is written for builds
    /// with debug assertions: with parts, and with one arm for each run
    /// of leaves side by side. In optimized builds, the ends of parts
    /// through `PlanExit` cost the resumes (W3 at depth 300: 26.0 -> 40.0
    /// instructions per resume tick), and so does a run's arm, which
    /// tests the id's range and then jumps on the position (a game-shaped
    /// tree of 1,000 leaves: about 34 -> 40 per tick); in a debug build a
    /// run's arm is a call where each leaf's arm called its guard.
    debug: Cell<bool>,
}

/// The plan's locals: the status of the child just finished, the context,
/// the id of the leaf to resume, the root with what the tree knows
/// (`bt_core::resume::Parts`), the walk from the root
/// (`bt_core::resume::Walk`), and the label of the block that gives the
/// plan's answer (`Some` status of the root, or `None`: go on from the
/// root).
struct Names {
    status: Ident,
    ctx: Ident,
    id: Ident,
    parts: Ident,
    walk: Ident,
    plan: syn::Lifetime,
}

impl Plan<'_, '_> {
    /// `true` if a plan goes through `node`.
    fn through(&self, node: usize) -> bool {
        matches!(
            &self.model.nodes[node],
            Checked::Builtin(builtin)
                if resumes_through(builtin.keyword)
                    && builtin.children.len() <= MAX_CHILDREN
                    // A count or time read from the context is read by
                    // the node's own tick: the plan ticks it whole.
                    && builtin.read_argument().is_none()
        )
    }

    /// `true` if `node`, at `depth`, when its parent is one a plan goes
    /// through, gets an arm that ticks it: a leaf, or a node the plan does
    /// not go through (a reactive node, a parallel, ...) at least
    /// [`MIN_WHOLE_DEPTH`] deep, which is then ticked whole, at the cost of
    /// its own tick and not of a walk from the root. Built-in leaves that
    /// never run (`success`, `failure`) have none.
    fn target(&self, node: usize, depth: usize) -> bool {
        match &self.model.nodes[node] {
            Checked::Leaf(_) => true,
            Checked::Builtin(builtin) => {
                depth >= MIN_WHOLE_DEPTH
                    && !self.through(node)
                    && !matches!(
                        builtin.keyword.runtime,
                        ["leaf", "AlwaysSuccess" | "AlwaysFailure"]
                    )
            }
        }
    }

    /// Every target (see [`target`](Plan::target)) whose ancestors are all
    /// nodes a plan goes through, with its path: each ancestor from the
    /// root down, with the position in it of the next one (or of the
    /// target).
    fn target_paths(&self) -> Vec<(usize, Vec<(usize, usize)>)> {
        let n = self.model.nodes.len();
        let mut parent: Vec<Option<(usize, usize)>> = vec![None; n];
        for node in 0..n {
            if self.through(node) {
                for (k, &child) in self.model.children(node).iter().enumerate() {
                    parent[child] = Some((node, k));
                }
            }
        }
        let mut paths = Vec::new();
        for target in 1..n {
            if parent[target].is_none() {
                continue;
            }
            let mut path = Vec::new();
            let mut at = target;
            while let Some((p, k)) = parent[at] {
                path.push((p, k));
                at = p;
            }
            // Up to the root.
            if at == 0 && self.target(target, path.len()) {
                path.reverse();
                paths.push((target, path));
            }
        }
        paths
    }

    /// Which nodes' steps go in a part of their own (see
    /// [`PART_TARGETS`]): counted from the bottom up, a node holds its
    /// children's targets and what its children that are not parts hold.
    fn parts(&self, paths: &[(usize, Vec<(usize, usize)>)]) -> Vec<bool> {
        let n = self.model.nodes.len();
        let mut held = vec![0; n];
        for (_, path) in paths {
            if let Some(&(parent, _)) = path.last() {
                held[parent] += 1;
            }
        }
        let mut parts = vec![false; n];
        for node in (1..n).rev() {
            if !self.through(node) {
                continue;
            }
            if held[node] >= PART_TARGETS {
                parts[node] = true;
            } else {
                held[self.parents[node]] += held[node];
            }
        }
        parts
    }

    /// The check of node `node`, held in `local` (nothing if it has none):
    /// a plan that finds the node must do something before it ticks its
    /// child goes on as a tick from the root.
    fn check(&self, node: usize, local: &Ident) -> TokenStream {
        if !checks_first(self.model, node) {
            return TokenStream::new();
        }
        let enter = self.enter(local);
        let go_on = self.go_on();
        quote! {
            if !#enter {
                #go_on;
            }
        }
    }

    /// `true` if the node in `local` ticks its running child straight
    /// away (`bt_core::resume::Enter`). Through `Probe`, so that a context
    /// without a clock is one error, on the keyword (see
    /// `bt::__private::Probe`).
    fn enter(&self, local: &Ident) -> TokenStream {
        let ctx = &self.names.ctx;
        quote! {{
            #[allow(unused_imports)]
            use ::bt::__private::{ProbeEnter as _, ProbeEnterFallback as _};
            (&&::bt::__private::Probe::of(&*#local, &*#ctx)).enter(&*#local, &*#ctx)
        }}
    }

    /// The steps below `node` (held in `local(depth)`) as a part of the
    /// plan (see [`PART_TARGETS`]): an expression, like
    /// [`level`](Plan::level)'s, that calls `plan_part` with a closure
    /// holding the level, and ends as the part says.
    fn part(&self, node: usize, depth: usize) -> Option<TokenStream> {
        let outer = self.in_part.replace(true);
        let inner = self.level(node, depth);
        self.in_part.set(outer);
        let inner = inner?;
        let Names { ctx, parts, .. } = &self.names;
        let this = local(depth);
        let value = Ident::new("bt_exit", Span::mixed_site());
        let ret = self.ret(&quote!(#value));
        let forget = if outer {
            quote!(return ::bt::__private::PlanExit::Forget(#value))
        } else {
            quote!({
                #parts.forget();
                return #value;
            })
        };
        let go_on = self.go_on();
        Some(quote! {
            match ::bt::__private::plan_part(&mut *#this, &mut *#ctx, |#this, #ctx| {
                ::bt::__private::PlanExit::Up(#inner)
            }) {
                ::bt::__private::PlanExit::Up(#value) => #value,
                ::bt::__private::PlanExit::Return(#value) => #ret,
                ::bt::__private::PlanExit::Forget(#value) => #forget,
                ::bt::__private::PlanExit::GoOn => #go_on,
            }
        })
    }

    /// Returns `value`, a status the plan ends with at once: from the plan,
    /// or, in a part, as `PlanExit::Return`.
    fn ret(&self, value: &TokenStream) -> TokenStream {
        if self.in_part.get() {
            quote!(return ::bt::__private::PlanExit::Return(#value))
        } else {
            quote!(return #value)
        }
    }

    /// The `match` of composite `node` (held in `local(depth)`): an arm per
    /// child that is a target or a node the plan goes through with arms of
    /// its own, evaluating to the node's status once it has taken its
    /// child's result. `None` if the plan does not go through `node` or no
    /// child has an arm.
    fn level(&self, node: usize, depth: usize) -> Option<TokenStream> {
        if !self.through(node) || depth >= MAX_SHARED_DEPTH {
            return None;
        }
        let id = &self.names.id;
        let children = self.model.children(node);
        // A leaf below a sequence, a fallback or a decorator is one call
        // (`step_leaf`), which ticks it and has its parent take the
        // result, instead of four; in builds with debug assertions, leaves
        // side by side are one arm (`step_leaf_at`, the position computed
        // from the id), so that a large plan type-checks in less time
        // (a game-shaped tree of 1,000 leaves: 0.98 -> 0.53 s of type
        // checking at opt-level 0, 5.1 -> 3.3 s in all).
        let stepped: Vec<bool> = children
            .iter()
            .map(|&child| {
                self.linking.is_none()
                    && !parallel(self.model, node)
                    && matches!(self.model.nodes[child], Checked::Leaf(_))
            })
            .collect();
        // Runs only where every child is a leaf or a decorator over one:
        // a run's arm can tick any child of the list
        // (`Children::tick_runner_at`), and at opt-level 1 LLVM inlined a
        // sibling subtree's tick into it to drop it again (a chain of
        // sequences and fallbacks of three leaves and the next level, 60
        // levels deep, built about 10 % slower at opt-level 1 with runs).
        let runs = self.debug.get() && children.iter().all(|&child| self.ends[child] - child <= 2);
        let mut arms = Vec::new();
        let mut k = 0;
        while k < children.len() {
            let run = stepped[k..].iter().take_while(|&&s| s).count();
            if run >= 2 && runs {
                arms.push(self.run_arm(node, depth, k, run));
                k += run;
                continue;
            }
            if let Some(arm) = self.child_arm(node, depth, k, stepped[k]) {
                arms.push(arm);
            }
            k += 1;
        }
        if arms.is_empty() {
            return None;
        }
        let go_on = self.go_on();
        Some(quote! {
            match #id {
                #(#arms)*
                _ => #go_on,
            }
        })
    }

    /// The arm of child `k` of composite `node` (held in `local(depth)`)
    /// in [`level`](Plan::level)'s `match`, if it has one; `stepped` if it
    /// is a leaf ticked with `step_leaf`.
    fn child_arm(&self, node: usize, depth: usize, k: usize, stepped: bool) -> Option<TokenStream> {
        let Names { status, ctx, .. } = &self.names;
        let this = local(depth);
        let child = self.model.children(node)[k];
        let k = Literal::usize_unsuffixed(k);
        let enter = self.check_child(node, &this, &k);
        let finish = self.finish(node, &this, &k);
        let finish = quote!(#finish #status);
        if !self.through(child) {
            if !self.target(child, depth + 1) {
                return None;
            }
            let pattern = self.pattern(child);
            if stepped {
                let step = self.step(&quote! {
                    ::bt::__private::step_leaf::<#k, _, _>(&mut *#this, #ctx)
                });
                return Some(quote!(#pattern => #step,));
            }
            let tick = self.tick(child, &this, &k, false);
            return Some(quote! {
                #pattern => {
                    #enter
                    #tick
                    #finish
                }
            });
        }
        let below = local(depth + 1);
        let check_below = self.check(child, &below);
        let inner = if self.debug.get() && self.parts[child] {
            self.part(child, depth + 1)?
        } else {
            self.level(child, depth + 1)?
        };
        // The subtree's ids (the targets without an arm in it fall to the
        // `_` arm of the level).
        let (first, last) = (
            Literal::usize_unsuffixed(child + 1),
            Literal::usize_unsuffixed(self.ends[child] - 1),
        );
        let descend = self.descend(child, &this, &k, &below);
        Some(quote! {
            #first..=#last => {
                #enter
                #descend
                #check_below
                let #status = #inner;
                #finish
            }
        })
    }

    /// The one arm of `run` leaves side by side from child `k` of
    /// composite `node` (held in `local(depth)`): their ids are
    /// consecutive, and `step_leaf_at` ticks the child at the id's
    /// position. Its ids include those of leaves that never run
    /// (conditions), which a single leaf's arm leaves out
    /// ([`pattern`](Plan::pattern)): a tick never resumes one (the id the
    /// tree knows is of a leaf that returned `Running`), and
    /// `step_leaf_at` does not tick a child whose type says it never runs
    /// (it goes on from the root), so that at opt-level 1 the plan holds
    /// no code of theirs (a game-shaped tree of 5,000 leaves: LLVM 26.6 s
    /// with their ticks, 23.6 s without).
    fn run_arm(&self, node: usize, depth: usize, k: usize, run: usize) -> TokenStream {
        let Names { id, ctx, .. } = &self.names;
        let this = local(depth);
        let children = self.model.children(node);
        let (first, last) = (children[k], children[k + run - 1]);
        debug_assert_eq!(
            last - first,
            run - 1,
            "the ids of leaves side by side follow"
        );
        // Child `k`'s id is `first`: the position of id `i` is `i - offset`.
        let offset = Literal::usize_unsuffixed(first - k);
        let (first, last) = (
            Literal::usize_unsuffixed(first),
            Literal::usize_unsuffixed(last),
        );
        let step = self.step(&quote! {
            ::bt::__private::step_leaf_at(&mut *#this, #id - #offset, #ctx)
        });
        quote!(#first..=#last => #step,)
    }

    /// The `match` on the `LeafStep` that `call` returns: the node's
    /// status, or the plan ends (the leaf runs) or goes on from the root.
    fn step(&self, call: &TokenStream) -> TokenStream {
        let step = Ident::new("bt_step", Span::mixed_site());
        let ret = self.ret(&quote!(#step));
        let go_on = self.go_on();
        // (A `match` per arm: one per level, on the level's `match`, nests
        // two `match`es per level, and rustc's parser overflowed its stack
        // on W3's shape 300 levels deep.)
        quote! {
            match #call {
                ::bt::__private::LeafStep::Up(#step) => #step,
                ::bt::__private::LeafStep::Runs(#step) => #ret,
                ::bt::__private::LeafStep::GoOn => #go_on,
            }
        }
    }

    /// The arm of a flat plan for `target`, whose ancestors from the root
    /// down are `path` (each with the position of the next one, or of the
    /// target, in it): a block whose value is the plan's answer.
    fn arm(&self, target: usize, path: &[(usize, usize)], guard: bool) -> TokenStream {
        let Names { status, .. } = &self.names;
        let root = local(0);
        let locals: Vec<Ident> = (0..path.len()).map(local).collect();
        let positions: Vec<Literal> = path
            .iter()
            .map(|&(_, k)| Literal::usize_unsuffixed(k))
            .collect();
        let check_root = self.check(path[0].0, &root);
        let enter_root = self.check_child(path[0].0, &root, &positions[0]);
        let descend = (1..path.len()).map(|depth| {
            let (local, above, k) = (&locals[depth], &locals[depth - 1], &positions[depth - 1]);
            let check = self.check(path[depth].0, local);
            let enter = self.check_child(path[depth].0, local, &positions[depth]);
            let descend = self.descend(path[depth].0, above, k, local);
            quote! {
                #descend
                #check
                #enter
            }
        });
        let (deepest, k_target) = (&locals[path.len() - 1], &positions[path.len() - 1]);
        let finishes = (1..path.len())
            .rev()
            .map(|depth| self.finish(path[depth].0, &locals[depth], &positions[depth]));
        let k_root = &positions[0];
        let tick = self.tick(target, deepest, k_target, guard);
        let bind_root = self.bind_root();
        quote! {{
            #bind_root
            #check_root
            #enter_root
            #(#descend)*
            #tick
            #(#finishes)*
            ::bt::__private::finish(&mut *#root, #k_root, #status)
        }}
    }

    /// The body of a flat plan (see [`MAX_FLAT_STEPS`]): one `match` whose
    /// arms spell out their paths; with more than [`MAX_ARMS_IN_LINE`]
    /// arms, each a function of its own, and in optimized builds a table
    /// of them ([`Plan::table`]) when it can be one.
    fn flat(&self, paths: &[(usize, Vec<(usize, usize)>)]) -> TokenStream {
        let Names {
            ctx,
            id,
            parts,
            walk,
            plan: label,
            ..
        } = &self.names;
        let out = Ident::new("bt_out", Span::mixed_site());
        let max_in_line = Literal::usize_unsuffixed(MAX_ARMS_IN_LINE);
        let apart = Ident::new("bt_apart", Span::mixed_site());
        let arm_local = Ident::new("bt_arm", Span::mixed_site());
        let many = paths.len() > MAX_ARMS_IN_LINE;
        let table = many.then(|| self.table(paths)).flatten();
        let arms = paths.iter().map(|(target, path)| {
            let (pattern, body) = (self.pattern(*target), self.arm(*target, path, false));
            if !many {
                return quote!(#pattern => #body,);
            }
            // The same arm as a function of its own (in a closure), whose
            // tick goes on from the root as a tracked one (`known` 0). With
            // a table, this `match` is compiled in debug builds only, which
            // call the closures.
            let apart = table.is_none().then(|| {
                quote! {
                    if #apart {
                        return ::bt::__private::plan_arm_apart(#parts, #ctx, #arm_local);
                    }
                }
            });
            quote! {
                #pattern => {
                    let #arm_local = ::bt::__private::plan_arm(
                        &*#parts,
                        &*#ctx,
                        #[cfg_attr(not(debug_assertions), inline(always))]
                        move |#parts, #ctx| {
                            let #out = #label: #body;
                            #walk.settle(#parts, 0, #out, #ctx)
                        },
                    );
                    #apart
                    return #arm_local(#parts, #ctx);
                }
            }
        });
        // Whether the arms are functions of their own: more of them may
        // run than `MAX_ARMS_IN_LINE` (a constant once optimized; never in
        // debug builds).
        let count = (many && table.is_none()).then(|| {
            let runners = paths.iter().map(|&(target, _)| self.runs(target));
            quote! {
                let #apart = !::core::cfg!(debug_assertions)
                    && 0 #(+ #runners)* > #max_in_line;
            }
        });
        let body = quote! {
            #count
            let #out = #label: {
                match #id {
                    #(#arms)*
                    _ => ::core::option::Option::None,
                }
            };
            #walk.settle(#parts, #id, #out, #ctx)
        };
        // With a table of arms, optimized builds jump through it and debug
        // builds keep the `match` calling the arms' closures: through the
        // table's function pointers, each call went through a closure's
        // `FnOnce` shim at opt-level 0, and the table's entries were more
        // functions to build (W3's tree at depth 50: 3.70 -> 3.08 s debug, see
        // `Plan::table`).
        match table {
            Some(table) => by_build(&body, &table),
            None => body,
        }
    }

    /// A flat plan with more than [`MAX_ARMS_IN_LINE`] arms as a table of
    /// its arms indexed by id (`bt::__private::plan_table`), or `None` if
    /// an arm is for a range of ids (a node ticked whole: a table would
    /// hold a copy of its arm per id) or an id is past [`MAX_TABLE`].
    ///
    /// Each arm is a closure that captures nothing (a function), which
    /// ends the tick itself. When more arms than [`MAX_ARMS_IN_LINE`] may
    /// run (optimized builds), the plan jumps to the id's entry; ids with
    /// no arm have the walk from the root (fresh for the ids that stand for
    /// "at rest"), and a condition's arm, which no resume reaches, hands
    /// the tick to the walk too. With one-byte ids the table has all 256
    /// entries, so the id needs no range check: a resume is a load and a
    /// jump. Otherwise the plan's `match` calls the arms that may run,
    /// each a constant entry of the table, which the optimizer calls
    /// directly and takes in line. The table is the body of the plan in
    /// builds without debug assertions only: debug builds keep the `match`
    /// over the arms' closures (see [`plan`]).
    ///
    /// Against a `match` that jumps to functions (`plan_arm_apart`), a
    /// resume loses the range check and the jump table (W6 with 51 guards
    /// written `fn -> Status`: `lea ecx,[rax-1]; cmp ecx,0x63; ja` and
    /// `lea; movsxd; add; jmp rcx`, then the walk's address for the arm)
    /// and is `movzx eax,BYTE PTR [rdi+0x64]; lea rdx,[rip+table]; jmp
    /// QWORD PTR [rdx+rax*8]`: resume tick 21.3 -> 14.3 instructions, the
    /// same as with `fn -> bool` guards. The table is passed as an array,
    /// not a slice (its length would be one more register to set), and the
    /// walk from the root is its entry 0 (so the jump passes nothing else;
    /// the walk through `bt::__private::WalkProbe`, so that a tree that is
    /// not a node gets no error from the plan).
    fn table(&self, paths: &[(usize, Vec<(usize, usize)>)]) -> Option<TokenStream> {
        if paths
            .iter()
            .any(|&(target, _)| self.ends[target] != target + 1)
        {
            return None;
        }
        let last = paths.iter().map(|&(target, _)| target).max()?;
        if last >= MAX_TABLE {
            return None;
        }
        let Names {
            ctx,
            id,
            parts,
            walk,
            plan: label,
            ..
        } = &self.names;
        let out = Ident::new("bt_out", Span::mixed_site());
        let arms_local = Ident::new("bt_arms", Span::mixed_site());
        let table = Ident::new("bt_table", Span::mixed_site());
        let apart = Ident::new("bt_apart", Span::mixed_site());
        let one_byte = one_byte_ids(self.model.nodes.len());
        let len = if one_byte { 256 } else { last + 1 };
        let mut entries: Vec<Option<TokenStream>> = vec![None; len];
        for (target, path) in paths {
            // A condition's arm (`guard`): never reached through the `match`
            // below, whose guard drops it; in the table, it goes on as the
            // walk from the root, tested at the leaf.
            let body = self.arm(*target, path, true);
            entries[*target] = Some(quote! {
                ::bt::__private::PlanEntry(
                    #[cfg_attr(not(debug_assertions), inline(always))]
                    |#parts, #ctx, #table| {
                        let #out = #label: #body;
                        ::bt::__private::plan_settle(#parts, #out, #ctx, #table)
                    }
                )
            });
        }
        // Entry 0 is the tick from the root, as a tracked one; with
        // one-byte ids, 255 is the fresh one, and the values above 127
        // stand for "at rest". The other ids go to one of the two.
        let walk_entry = |known: usize| {
            let known = Literal::usize_unsuffixed(known);
            quote! {
                ::bt::__private::PlanEntry(|#parts, #ctx, _| {
                    #[allow(unused_imports)]
                    use ::bt::__private::{ProbeWalk as _, ProbeWalkFallback as _};
                    (&&::bt::__private::WalkProbe::of(&*#parts, &*#ctx)).walk(#parts, #known, #ctx)
                })
            }
        };
        let entries = entries.into_iter().enumerate().map(|(k, entry)| {
            entry.unwrap_or_else(|| match k {
                0 => walk_entry(0),
                255 if one_byte => walk_entry(255),
                128.. if one_byte => quote!(::bt::__private::PlanEntry(
                    ::bt::__private::plan_goto::<255, _, _, _, _>
                )),
                _ => quote!(::bt::__private::PlanEntry(
                    ::bt::__private::plan_goto::<0, _, _, _, _>
                )),
            })
        });
        let max_in_line = Literal::usize_unsuffixed(MAX_ARMS_IN_LINE);
        let runners = paths.iter().map(|&(target, _)| self.runs(target));
        let arms = paths.iter().map(|&(target, _)| {
            let (pattern, k) = (self.pattern(target), Literal::usize_unsuffixed(target));
            quote!(#pattern => return (#arms_local[#k].0)(#parts, #ctx, #arms_local),)
        });
        Some(quote! {
            let #arms_local = ::bt::__private::plan_table(&*#parts, &*#ctx, &[#(#entries),*]);
            // Whether to jump through the table: more arms may run than
            // `MAX_ARMS_IN_LINE` (a constant once optimized).
            let #apart = 0 #(+ #runners)* > #max_in_line;
            if #apart {
                return ::bt::__private::plan_dispatch(#arms_local, #parts, #id, #ctx, #walk);
            }
            let #out = match #id {
                #(#arms)*
                _ => ::core::option::Option::None,
            };
            #walk.settle(#parts, #id, #out, #ctx)
        })
    }

    /// The node in `local` takes the result of its child `k` (the status
    /// local), which becomes the node's own status; if the node goes on to
    /// another child, the plan's answer is `None` (the tick goes on from
    /// the root).
    fn finish(&self, node: usize, local: &Ident, k: &Literal) -> TokenStream {
        let status = &self.names.status;
        let go_on = self.go_on();
        // A parallel that goes on running (after a child skipped) ends the
        // tick and forgets the leaf (see `parallel`).
        let parts = &self.names.parts;
        let runs_on = parallel(self.model, node).then(|| {
            if self.in_part.get() {
                return quote! {
                    if ::bt::__private::is_running(#status) {
                        return ::bt::__private::PlanExit::Forget(#status);
                    }
                };
            }
            quote! {
                if ::bt::__private::is_running(#status) {
                    #parts.forget();
                    return #status;
                }
            }
        });
        quote! {
            let ::core::option::Option::Some(#status) =
                ::bt::__private::finish(&mut *#local, #k, #status)
            else {
                #go_on;
            };
            #runs_on
        }
    }

    /// The check of a `parallel` in `local` on the way to its child `k`
    /// (nothing for any other node): unless every other child has
    /// finished, the tick goes on from the root.
    fn check_child(&self, node: usize, local: &Ident, k: &Literal) -> TokenStream {
        if !parallel(self.model, node) {
            return TokenStream::new();
        }
        let go_on = self.go_on();
        quote! {
            if !::bt::__private::enter_child(&*#local, #k) {
                #go_on;
            }
        }
    }

    /// The plan's answer when it stops on its way: `None`, the tick goes
    /// on from the root.
    fn go_on(&self) -> TokenStream {
        if self.in_part.get() {
            return quote!(return ::bt::__private::PlanExit::GoOn);
        }
        let label = &self.names.plan;
        quote!(break #label ::core::option::Option::None)
    }

    /// `1` if `target` may be running (as a `usize` expression): a leaf's
    /// mark says, a node ticked whole may.
    fn runs(&self, target: usize) -> TokenStream {
        if let Checked::Leaf(_) = &self.model.nodes[target] {
            let mark = Ident::new(&format!("bt_mark_{target}"), Span::mixed_site());
            return quote!(::bt::__private::runs(&#mark));
        }
        quote!(1)
    }

    /// The pattern of `target`'s arm: a leaf's id, if it can be running at
    /// all (the guard is `false` for conditions, which drops the arm), or
    /// the ids of the target's subtree (the one written last in a tick is
    /// any of them).
    fn pattern(&self, target: usize) -> TokenStream {
        let id = Literal::usize_unsuffixed(target);
        if let Checked::Leaf(_) = &self.model.nodes[target] {
            let mark = Ident::new(&format!("bt_mark_{target}"), Span::mixed_site());
            return quote!(#id if ::bt::__private::may_run(&#mark));
        }
        let last = self.ends[target] - 1;
        if last == target {
            return quote!(#id);
        }
        let last = Literal::usize_unsuffixed(last);
        quote!(#id..=#last)
    }

    /// Ticks `target`, child `k` of `parent`, into the status local; the
    /// plan returns at once if it still runs.
    /// With `guard`, a leaf that never runs (a condition, as its type
    /// tells: a constant in an optimized build) is not ticked: the plan
    /// goes on from the root (for the arms of a table, see
    /// [`table`](Plan::table)).
    fn tick(&self, target: usize, parent: &Ident, k: &Literal, guard: bool) -> TokenStream {
        let Names { status, ctx, .. } = &self.names;
        let mut node = quote!(::bt::__private::child_at::<#k, _>(&mut *#parent));
        // In a linked tree: a leaf out of its `Lift`, the top of a slice
        // below as that slice (a node over the tree's context), any other
        // node over its slice's context.
        let mut linked_ctx = None;
        if let Some(linking) = self.linking {
            if linking.is_top(target) {
                node = self.slice_below(target);
            } else if let Checked::Leaf(_) = &self.model.nodes[target] {
                node = quote!(::bt::__private::lifted(#node));
            } else {
                let below = below_local(linking.owner[target]);
                linked_ctx = Some(quote!(::bt::__private::linked(&mut *#ctx, &mut *#below)));
            }
        }
        let tick = if let Checked::Leaf(_) = &self.model.nodes[target] {
            if guard {
                let leaf = Ident::new("bt_leaf", Span::mixed_site());
                let go_on = self.go_on();
                quote! {{
                    let #leaf = #node;
                    if !::core::cfg!(debug_assertions)
                        && !::bt::__private::leaf_may_run(&*#leaf, &*#ctx)
                    {
                        #go_on;
                    }
                    ::bt::__private::tick_leaf(#leaf, #ctx)
                }}
            } else {
                quote!(::bt::__private::tick_leaf(#node, #ctx))
            }
        } else {
            // Through `Probe`, as a check (a `sleep` without a clock is one
            // error, on the keyword).
            let local = Ident::new("bt_node", Span::mixed_site());
            match linked_ctx {
                None => quote! {{
                    #[allow(unused_imports)]
                    use ::bt::__private::{ProbeTick as _, ProbeTickFallback as _};
                    let #local = #node;
                    (&&::bt::__private::Probe::of(&*#local, &*#ctx)).tick(#local, #ctx)
                }},
                Some(linked) => {
                    let linked_local = Ident::new("bt_linked", Span::mixed_site());
                    quote! {{
                        #[allow(unused_imports)]
                        use ::bt::__private::{ProbeTick as _, ProbeTickFallback as _};
                        let #local = #node;
                        let mut #linked_local = #linked;
                        (&&::bt::__private::Probe::of(&*#local, &#linked_local))
                            .tick(#local, &mut #linked_local)
                    }}
                }
            }
        };
        let ret = self.ret(&quote!(#status));
        quote! {
            let #status = #tick;
            if ::bt::__private::is_running(#status) {
                #ret;
            }
        }
    }
}

impl Plan<'_, '_> {
    /// Binds the root's local (`bt_root`); in a linked tree, the root's
    /// slice's top, and the slices below it.
    fn bind_root(&self) -> TokenStream {
        let parts = &self.names.parts;
        let root = local(0);
        if self.linking.is_none() {
            return quote!(let #root = &mut #parts.root;);
        }
        let below = below_local(0);
        quote! {
            #[allow(unused_variables)]
            let (#root, #below) = ::bt::__private::slice_parts(&mut #parts.root);
        }
    }

    /// Binds `local` to node `child`, child `k` of the node in `parent`;
    /// in a linked tree, the top of a slice below is found through the
    /// slices below its parent's slice, and the slices below it are bound
    /// beside it.
    fn descend(&self, child: usize, parent: &Ident, k: &Literal, local: &Ident) -> TokenStream {
        match self.linking {
            Some(linking) if linking.is_top(child) => {
                let slice = self.slice_below(child);
                let below = below_local(child);
                quote! {
                    #[allow(unused_variables)]
                    let (#local, #below) = ::bt::__private::slice_parts(#slice);
                }
            }
            _ => quote!(let #local = ::bt::__private::child_at::<#k, _>(&mut *#parent);),
        }
    }

    /// The slice whose top is node `top`, from the slices below its
    /// parent's slice (a linked tree).
    fn slice_below(&self, top: usize) -> TokenStream {
        let Some(linking) = self.linking else {
            return TokenStream::new();
        };
        let owner = below_local(linking.owner[self.parents[top]]);
        let m = Literal::usize_unsuffixed(linking.index[top]);
        quote!(::bt::__private::below_at::<#m, _>(&mut *#owner))
    }
}

/// The local holding the slices below the slice whose top is node `top`
/// (0: the root's slice), in a linked tree's plan.
fn below_local(top: usize) -> Ident {
    Ident::new(&format!("bt_below_{top}"), Span::mixed_site())
}

/// The local holding the node `depth` levels below the root on the way to
/// the target (`bt_root` for the root).
fn local(depth: usize) -> Ident {
    if depth == 0 {
        Ident::new("bt_root", Span::mixed_site())
    } else {
        Ident::new(&format!("bt_n{depth}"), Span::mixed_site())
    }
}

/// A block whose value is `debug` in builds with debug assertions and
/// `optimized` in the others: the user's crate keeps one of the two (`cfg`
/// on statements), so each build type-checks and compiles only its own.
fn by_build(debug: &TokenStream, optimized: &TokenStream) -> TokenStream {
    let result = Ident::new("bt_result", Span::mixed_site());
    quote! {
        #[cfg(debug_assertions)]
        let #result = { #debug };
        #[cfg(not(debug_assertions))]
        let #result = { #optimized };
        #result
    }
}

#[cfg(test)]
mod tests {
    use proc_macro2::TokenStream;

    /// `tree` (the macro's input), expanded.
    fn expand(tree: &str) -> String {
        let tokens: TokenStream = tree.parse().expect("valid tokens");
        crate::expand::bt(&crate::parse::recovering(tokens)).to_string()
    }

    /// A tree of `levels` levels of sequences of `fanout` children over
    /// the leaves `bottom` (a composite's children), written.
    fn levels(bottom: &[&str], fanout: usize, levels: usize) -> String {
        let mut tree = format!("sequence<{}>", bottom.join(", "));
        for _ in 1..levels {
            tree = format!("sequence<{}>", vec![tree; fanout].join(", "));
        }
        tree
    }

    /// A tree of `levels` levels of sequences of `fanout` children over
    /// leaves `a`, expanded; the number of the plan's parts in it.
    fn parts_in(fanout: usize, levels: usize) -> usize {
        expand(&self::levels(&vec!["a"; fanout], fanout, levels))
            .matches("plan_part (")
            .count()
    }

    /// In builds with debug assertions, a plan that shares its paths has
    /// one arm for a run of leaves side by side; optimized builds keep an
    /// arm per leaf.
    #[test]
    fn leaves_side_by_side_are_one_arm_in_debug_builds() {
        // 256 sequences of eight leaves below two levels of 16 (6,144
        // steps: optimized builds share the paths too): 256 runs, 2,048
        // leaves.
        let expanded = expand(&levels(&["a"; 8], 16, 3));
        assert_eq!(expanded.matches("step_leaf_at (").count(), 256);
        assert_eq!(expanded.matches("step_leaf :: <").count(), 2048);
        // An inverter splits a run: runs of three and four leaves, and the
        // inverter's leaf alone, in both builds.
        let bottom = ["a", "a", "a", "inverter<a>", "a", "a", "a", "a"];
        let expanded = expand(&levels(&bottom, 16, 3));
        assert_eq!(expanded.matches("step_leaf_at (").count(), 2 * 256);
        assert_eq!(expanded.matches("step_leaf :: <").count(), 256 + 8 * 256);
        // The first run: ids 3 to 5, positions 0 to 2.
        assert_eq!(
            expanded
                .matches(
                    "3 ..= 5 => match :: bt :: __private :: step_leaf_at (& mut * bt_n2 , bt_id - 3"
                )
                .count(),
            1
        );
        // Leaves beside a subtree are no run; the subtree's leaves are.
        let expanded = expand(&levels(&["a", "a", "sequence<a, a>"], 16, 3));
        assert_eq!(expanded.matches("step_leaf_at (").count(), 256);
    }

    /// A plan that shares its paths puts each node holding 64 targets in a
    /// part of its own, and no node holding fewer.
    #[test]
    fn nodes_holding_many_targets_are_parts() {
        // 512 leaves, 1,536 steps: the root's eight children hold 64 each.
        assert_eq!(parts_in(8, 3), 8);
        // 256 leaves, 512 steps: the root's children hold 16 each.
        assert_eq!(parts_in(16, 2), 0);
        // 4,096 leaves: 64 nodes hold 64 each; their parents then hold
        // none of their own.
        assert_eq!(parts_in(8, 4), 64);
    }

    /// Along a chain, a part begins every 64 targets, each inside the one
    /// above.
    #[test]
    fn a_chain_is_cut_into_nested_parts() {
        let mut tree = "work".to_owned();
        for level in 0..200 {
            let kind = if level % 2 == 0 {
                "sequence"
            } else {
                "fallback"
            };
            tree = format!("{kind}<guard, {tree}>");
        }
        let tokens: TokenStream = tree.parse().expect("valid tokens");
        let expanded = crate::expand::bt(&crate::parse::recovering(tokens)).to_string();
        // Levels 199 (2 targets) and up, one target each: parts at the
        // levels where 64 have gathered.
        assert_eq!(expanded.matches("plan_part (").count(), 3);
    }
}
