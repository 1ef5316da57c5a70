//! O(1) resume: a `bt!` tree goes straight back to its running leaf.
//!
//! A tick of nested composites walks down from the root to the running
//! leaf, one dispatch per level. Hand-written code remembers where it was.
//! A `bt!` tree does the same: its root is a [`Resumable`], which keeps
//! the id of the running leaf, and on the next tick jumps straight to it
//! through a `match` that `bt!` generates, one arm per leaf it can resume.
//! It can resume a leaf whose ancestors are all nodes that, while their
//! child runs, tick only that child: the sequences and fallbacks of every
//! flavour but the reactive ones, and the decorators `inverter`,
//! `force_success`, `force_failure`, `repeat`, `retry`, `run_once`,
//! `timeout`, `delay`, `skip_if`, `success_if` and `failure_if`, and a
//! `parallel` once every other child of it has finished. On the way down,
//! each `timeout` is asked whether its deadline has passed ([`Enter`]),
//! and each `parallel` whether its other children have all finished
//! ([`EnterChild`]); if not, the tick goes from the root, which times the
//! child out or ticks the parallel's other children. A parallel that takes
//! a child's result may run on (the child was skipped): the tick ends
//! there, and the next one goes from the root.
//!
//! Below any other node (a reactive node, `parallel_all`, `while_do_else`,
//! `switch`, ...), the plan goes to that node instead, if it is at least
//! three levels deep, and ticks it whole: the cost of that node's own
//! tick, not of a walk from the root.
//!
//! The leaf's result then travels up exactly as it would have in a full
//! tick: each ancestor, innermost first, takes its child's result as its
//! tick would ([`Finish`]). If one of them goes on to its next child (a
//! sequence's next child, a retry's next attempt), the rest of the tick is
//! a normal tick from the root, which the cursors now lead to that child.
//! So a tree with a resume plan behaves exactly as the same tree without
//! one: same ticks, same halts, same statuses, same observer reports
//! (observed ticks and halts always take the normal path).
//!
//! How the tree knows its running leaf: a normal tick goes through
//! [`Node::tick_tracked`](crate::Node), in which every node with an id
//! writes that id to a slot just before it is ticked. When the root returns
//! [`Status::Running`] and the last id written is a leaf whose ancestors are
//! all nodes the plan goes through, that leaf returned `Running` (had it
//! finished, an ancestor would have ticked another node, or the root would
//! have finished; a node that returns `Running` after a child finished, a
//! wake-up yield, writes 0 instead), so it is the running leaf. The same
//! holds for a node ticked whole and the ids of its subtree. Any other id
//! has no arm in the plan, and the next tick is a normal one.
//!
//! The id is forgotten on every halt, every observed tick and every
//! mutable access to the root (`tree.root_mut()`), after which the next
//! tick is a normal one.
//!
//! Fresh ticks: when the last tick finished (or the tree was halted), the
//! tree is at rest, and the next tick is a fresh one
//! ([`Node::tick_fresh`](crate::Node)): the plain sequences and fallbacks,
//! the reactive nodes and the stateless decorators (inverter, force
//! success, force failure) on the way down from the root know that they
//! stand at their first child and that no child of theirs runs, so they do
//! not read their position. That holds by induction from the root: each of
//! these nodes leaves no child running when it finishes and halts its
//! running child when halted, so it is at rest whenever its parent is.
//! Every other node ticks its children with a tracked tick, in which they
//! read where they stand. After an observed tick or a mutable access the
//! tree may be running anywhere, so the next tick is a tracked one.
//!
//! Where the code goes: in optimized builds [`Resumable`]'s tick (the test
//! of the running leaf's id and the plan's arms) is inlined where the tree
//! is ticked, as a hand-written `match` would be, and the walks from the
//! root (fresh and tracked) are functions of their own. A tick that resumes
//! a leaf that goes on running then costs no call at all, a tick that walks
//! costs one; a game's loop over its agents keeps the common case in line
//! without growing by the whole tree. A plan with many arms whose leaves
//! may run (more than eight) makes each arm a function of its own, in a
//! table indexed by the id (a constant in read-only memory), and jumps to
//! the id's entry: in one function, the registers that some arms keep
//! across their calls would be saved and restored on every resume, and a
//! `match` over many ids costs a range check and a jump table.

use core::fmt;
use core::ops::{Deref, DerefMut};

use crate::children::Index;
use crate::observe::{Id, NodeId, Observer};
use crate::{Node, Status};

/// Child `K` of a composite or a list of children, for the resume plans
/// `bt!` generates.
pub trait ChildAt<const K: usize> {
    /// The child's type.
    type Child;
    /// The child.
    fn child_at(&mut self) -> &mut Self::Child;
}

/// A node that can take the result of its running child without being
/// ticked (sequences, fallbacks and some decorators), for the resume plans
/// `bt!` generates.
pub trait Finish {
    /// Child `k`, which this node was running, returned `status` (not
    /// `Running`) in this tick. The node does what its tick would do with
    /// that result: `Some(status)` if it finished (its own result), `None`
    /// if it goes on to its next child (its position now points there, and
    /// the tick must go on from the root).
    fn finish(&mut self, k: usize, status: Status) -> Option<Status>;
}

/// A composite whose child at a position known only at run time the
/// resume plans `bt!` generates can tick (the sequences and fallbacks):
/// one arm of a plan then covers a run of leaves side by side, instead of
/// one arm per leaf.
pub trait TickChild<C: ?Sized> {
    /// Ticks child `k` (the last one if `k` is past the end), plainly;
    /// `None`, without ticking it, if its type says it never runs
    /// (see [`Children::tick_runner_at`](crate::children::Children::tick_runner_at)).
    fn tick_child(&mut self, k: usize, ctx: &mut C) -> Option<Status>;
}

impl<C: ?Sized, N: TickChild<C>, const ID: NodeId> TickChild<C> for Id<N, ID> {
    #[inline(always)]
    fn tick_child(&mut self, k: usize, ctx: &mut C) -> Option<Status> {
        self.0.tick_child(k, ctx)
    }
}

/// A node on the way to a resumed leaf that checks something before it
/// ticks its running child ([`Timeout`](crate::decorator::Timeout): its
/// deadline), for the resume plans `bt!` generates.
pub trait Enter<C: ?Sized> {
    /// `true` if this node's tick would go straight to its running child,
    /// doing nothing else first; `false` if the tick must go from the root
    /// (the node has something to do first, such as timing its child out).
    fn enter(&self, ctx: &C) -> bool;
}

/// A node on the way to a resumed leaf whose tick would tick other
/// children beside the running one unless they are done
/// ([`Parallel`](crate::control::Parallel): until every other child has
/// finished), for the resume plans `bt!` generates.
pub trait EnterChild {
    /// `true` if this node's tick would tick only its child `k` (every
    /// other child has finished), so that the plan may go straight to it;
    /// `false` if the tick must go from the root.
    fn enter_child(&self, k: usize) -> bool;
}

impl<N: EnterChild, const ID: NodeId> EnterChild for Id<N, ID> {
    #[inline(always)]
    fn enter_child(&self, k: usize) -> bool {
        self.0.enter_child(k)
    }
}

impl<C: ?Sized, N: Enter<C>, const ID: NodeId> Enter<C> for Id<N, ID> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn enter(&self, ctx: &C) -> bool {
        self.0.enter(ctx)
    }
}

impl<N: ChildAt<K>, const K: usize, const ID: NodeId> ChildAt<K> for Id<N, ID> {
    type Child = N::Child;
    #[inline(always)]
    fn child_at(&mut self) -> &mut N::Child {
        self.0.child_at()
    }
}

impl<N: Finish, const ID: NodeId> Finish for Id<N, ID> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn finish(&mut self, k: usize, status: Status) -> Option<Status> {
        self.0.finish(k, status)
    }
}

/// The root of a `bt!` tree with a resume plan: the root node, what it
/// knows about the running leaf as an `I` (`u8` when the tree has at most
/// 128 nodes, `u16` up to 32,768, else `usize`), and the plan, a function
/// generated by `bt!` that takes the tick: `plan(parts, id, ctx, walk)`,
/// of type `Fn(&mut Parts<N, I>, usize, &mut C, Walk<N, I, C>) ->
/// Status`, resumes the leaf `id` (through `parts.root`), and ends the
/// tick with [`walk.settle(parts, id, answer, ctx)`](Walk::settle), where
/// `answer` is `Some` status of the root, or `None` when the tick must go
/// on from the root (an ancestor went on to another child) or when the
/// plan has no arm for `id`. A leaf that is still running may end the
/// tick at once with `Running`.
///
/// What it knows is one of three things: the tree is at rest (the top half
/// of `I`'s range, stored as `I::NONE`: the last tick finished, or the tree
/// was halted), so the next tick is a fresh one
/// ([`Node::tick_fresh`](crate::Node)); the id of the leaf that was ticked
/// last in a tick that returned `Running` (ids are in the lower half); or
/// nothing (0: after an observed tick or a mutable access, and before the
/// first tick of a root built with [`new`](Resumable::new); a `bt!` tree
/// starts at rest). The test for "at rest" is a test of the top bit, which the
/// compiler keeps after the plan's arms.
///
/// It dereferences to the root node; a mutable access forgets the running
/// leaf.
#[derive(Clone, Copy)]
pub struct Resumable<N, P, I = NodeId> {
    parts: Parts<N, I>,
    plan: P,
}

/// What a resume plan works on: the root node and what the tree knows
/// about its running leaf (see [`Resumable`]). The plan goes to the leaf
/// through `root` and ends the tick with [`Walk::settle`].
#[derive(Clone, Copy, Debug)]
pub struct Parts<N, I> {
    /// The root node.
    pub root: N,
    running: I,
}

/// The walk from the root, for a resume plan: a pointer to the tick of
/// the tree's root (made where the tree is ticked, so that the plan does
/// not need `N: Node<C>`: in a tree that is not a node, such as one whose
/// context has no clock for a `timeout`, the plan adds no error of its
/// own). Once the plan is in line where the tree is ticked, the pointer
/// is a constant and the call a direct one.
pub struct Walk<N, I, C: ?Sized>(fn(&mut Parts<N, I>, usize, &mut C) -> Status);

impl<N, I, C: ?Sized> Clone for Walk<N, I, C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<N, I, C: ?Sized> Copy for Walk<N, I, C> {}

impl<N, I, C: ?Sized> fmt::Debug for Walk<N, I, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Walk")
    }
}

impl<N, I: Index, C: ?Sized> Walk<N, I, C> {
    /// The end of a tick that a resume plan took, for the id `known` the
    /// tree knew: `out` is the plan's answer, `Some` with the root's
    /// status if the tick is done, `None` if it must go on (or start)
    /// from the root. A walk from the root is a fresh one if `known` says
    /// the tree was at rest, else a tracked one (an arm that stops on its
    /// way up may pass 0 for `known`).
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn settle(
        self,
        parts: &mut Parts<N, I>,
        known: usize,
        out: Option<Status>,
        ctx: &mut C,
    ) -> Status {
        // `Parts::settle_with`'s match, written out: through it and a
        // closure, a debug build (opt-level 0) moved the arguments through
        // the closure's frame (W1 482.4 -> 494.7 instructions per tick).
        match out {
            Some(Status::Running) => Status::Running,
            Some(status) => {
                parts.running = I::NONE;
                status
            }
            None => (self.0)(parts, known, ctx),
        }
    }
}

impl<N, I: Index> Parts<N, I> {
    /// The end of a tick that a resume plan took: `out` is the plan's
    /// answer (see [`Walk::settle`]); `None` calls `walk`, the tick from the
    /// root. For plans whose arms reach the walk by other means than a
    /// [`Walk`] (`bt!`'s tables of arms).
    #[doc(hidden)]
    #[inline(always)]
    pub fn settle_with<C: ?Sized>(
        &mut self,
        out: Option<Status>,
        ctx: &mut C,
        walk: impl FnOnce(&mut Self, &mut C) -> Status,
    ) -> Status {
        match out {
            Some(Status::Running) => Status::Running,
            Some(status) => {
                self.running = I::NONE;
                status
            }
            None => walk(self, ctx),
        }
    }
}

impl<N, I: Index> Parts<N, I> {
    /// Forgets the running leaf: the next tick goes from the root (a plan
    /// that resumed a leaf which was skipped under a parallel that runs on).
    #[doc(hidden)]
    #[inline(always)]
    pub fn forget(&mut self) {
        self.running = I::new(0);
    }
}

impl<N, P, I: Index> Resumable<N, P, I> {
    /// The root `root` with the resume plan `plan`. The plan must have no
    /// arm for 0 or `I::NONE`.
    pub fn new(root: N, plan: P) -> Self {
        Self {
            parts: Parts {
                root,
                running: I::new(0),
            },
            plan,
        }
    }

    /// As [`new`](Resumable::new), for a root known to be at rest (not
    /// running: fresh from its constructors, as in a `bt!` tree), so that
    /// the first tick is already a fresh one.
    #[doc(hidden)]
    pub fn new_at_rest(root: N, plan: P) -> Self {
        Self {
            parts: Parts {
                root,
                running: I::NONE,
            },
            plan,
        }
    }

    /// The id of the leaf the next tick goes straight to, if any.
    pub fn running_leaf(&self) -> Option<NodeId> {
        match self.parts.running.get() {
            0 => None,
            id if at_rest_id::<I>(id) => None,
            id => NodeId::try_from(id).ok(),
        }
    }
}

impl<N, I: Index> Parts<N, I> {
    /// What [`Walk`] points to: the tick from the root, fresh if `known`
    /// says "at rest", else tracked.
    #[doc(hidden)]
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    pub fn tick_from_root<C: ?Sized>(&mut self, known: usize, ctx: &mut C) -> Status
    where
        N: Node<C>,
    {
        if at_rest_id::<I>(known) {
            self.walk::<C, true>(ctx)
        } else {
            self.walk::<C, false>(ctx)
        }
    }

    /// The tick from the root when the plan did not finish the tick: a
    /// fresh one (`FRESH`, the tree at rest, see [`Node::tick_fresh`]) or a
    /// tracked one (see [`Node::tick_tracked`]); one function for each
    /// kind, chosen where the tree is ticked. In optimized builds only a
    /// hint, not forced in line: the optimizer keeps it out of line in
    /// large trees and behind a call, so that the plan's arms stay small
    /// enough to inline where the tree is ticked, and takes it in line
    /// where the whole tree is small (W1's and W4's frame loops: 52.2 ->
    /// 50.8 and 49.1 -> 47.4 instructions per frame against
    /// `#[inline(never)]`; no other workload changed; forcing it cost W1's
    /// tick 22.1 -> 23.4 and W3's at depth 10 21.9 -> 23.9). With debug
    /// assertions (the dev profile at opt-level 1 inlines too) the hint
    /// cost W3 at depth 10 48.6 -> 52.8, so it stays out of line there.
    #[cfg_attr(debug_assertions, inline(never))]
    #[cfg_attr(not(debug_assertions), inline)]
    fn walk<C: ?Sized, const FRESH: bool>(&mut self, ctx: &mut C) -> Status
    where
        N: Node<C>,
    {
        let mut last = 0;
        let status = if FRESH {
            self.root.tick_fresh(ctx, &mut last)
        } else {
            self.root.tick_tracked(ctx, &mut last)
        };
        // Running: the last id written (0, nothing known, after a yield).
        self.running = if matches!(status, Status::Running) {
            I::new(usize::from(last))
        } else {
            I::NONE
        };
        status
    }
}

/// `true` if the id `known` (of an `I`) says "at rest": the top half of
/// the range (ids are in the lower half). Testing the top bit instead of
/// comparing with `I::NONE` keeps the compiler from folding this test into
/// the plan's `match`, ahead of the leaves' arms.
#[inline(always)]
fn at_rest_id<I: Index>(known: usize) -> bool {
    known > I::NONE.get() >> 1
}

impl<N, P, I> Deref for Resumable<N, P, I> {
    type Target = N;
    fn deref(&self) -> &N {
        &self.parts.root
    }
}

impl<N, P, I: Index> DerefMut for Resumable<N, P, I> {
    /// The root node, mutably. The running leaf is forgotten: whatever is
    /// done to the nodes, the next tick walks from the root.
    fn deref_mut(&mut self) -> &mut N {
        self.parts.running = I::new(0);
        &mut self.parts.root
    }
}

impl<N: fmt::Debug, P, I> fmt::Debug for Resumable<N, P, I> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.parts.root.fmt(f)
    }
}

impl<C, N, P, I> Node<C> for Resumable<N, P, I>
where
    C: ?Sized,
    N: Node<C>,
    P: Fn(&mut Parts<N, I>, usize, &mut C, Walk<N, I, C>) -> Status,
    I: Index,
{
    /// The plan, given the id the tree knows: it resumes that leaf, or
    /// (an id it has no arm for) ticks from the root.
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn tick(&mut self, ctx: &mut C) -> Status {
        let known = self.parts.running.get();
        // The plan has no arm for 0 or the values of "at rest".
        (self.plan)(
            &mut self.parts,
            known,
            ctx,
            Walk(Parts::tick_from_root::<C>),
        )
    }

    #[inline]
    fn halt(&mut self, ctx: &mut C) {
        self.parts.running = I::NONE;
        self.parts.root.halt(ctx);
    }

    fn running_leaf(&self) -> Option<NodeId> {
        Self::running_leaf(self)
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        self.parts.running = I::new(0);
        self.parts.root.tick_observed(ctx, observer)
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.parts.running = I::NONE;
        self.parts.root.halt_observed(ctx, observer);
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn hints(&self) -> crate::node::Hints {
        self.parts.root.hints()
    }
}
