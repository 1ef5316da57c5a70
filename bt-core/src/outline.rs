//! [`Outline`] and [`FnOutline`]: a node ticked through functions of its
//! own, which keeps the compile time of deep trees from growing with the
//! square of their depth.

use core::fmt;
use core::ops::{Deref, DerefMut};

use crate::node::Hints;
use crate::observe::{NodeId, Observer};
use crate::resume::{ChildAt, Enter, EnterChild, Finish, TickChild};
use crate::{Node, Status};

/// The node `N`, ticked and halted through functions that the compiler
/// does not inline into the parent's.
///
/// Every other tick path of a tree is inlined from the root down, so an
/// optimized build compiles each level once for each level above it: a tree
/// `D` levels deep costs compile time in `D²`. `bt!` cuts a deep tree into
/// slices by putting one `Outline` every 16 levels (on a node whose subtree
/// is at least 16 levels deep), so that no function holds more than a slice
/// and compile time grows linearly with depth. A tick that crosses a
/// boundary pays one call (W3 at depth 50 cut at depths 16 and 32: 51.4
/// instructions per tick, against 46.2 uncut), and only trees 64 or more
/// levels deep have one. Trees 128 or more levels deep are cut into slices
/// side by side instead ([`crate::linked`]), each in a [`FnOutline`].
/// `bt!` also puts the root of every tree of more than 256 nodes
/// in one, so that a large tree is ticked behind one call instead of
/// landing whole in the function that ticks it. In a crate built with debug assertions (the dev profile),
/// `bt!` also cuts trees 16 or more levels deep, every 8 levels: there the
/// tick paths are not forced in line, and at opt-level 1 LLVM's inliner
/// would otherwise spend most of the build weighing calls that hold every
/// level below them.
///
/// It behaves exactly as `N`: every method forwards, and it dereferences to
/// `N`.
///
/// ```
/// use bt_core::{Condition, Node, Outline, Status};
///
/// let mut node = Outline(Condition(|n: &mut u32| *n > 2));
/// assert_eq!(node.tick(&mut 3), Status::Success);
/// assert_eq!(node.tick(&mut 1), Status::Failure);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Outline<N>(pub N);

impl<N> Deref for Outline<N> {
    type Target = N;
    fn deref(&self) -> &N {
        &self.0
    }
}

impl<N> DerefMut for Outline<N> {
    fn deref_mut(&mut self) -> &mut N {
        &mut self.0
    }
}

impl<C: ?Sized, N: Node<C>> Node<C> for Outline<N> {
    #[inline(never)]
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.0.tick(ctx)
    }

    #[inline(never)]
    fn halt(&mut self, ctx: &mut C) {
        self.0.halt(ctx);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        self.0.tick_observed(ctx, observer)
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.0.halt_observed(ctx, observer);
    }

    #[inline]
    fn tick_tracked(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        let (status, id) = tracked::<C, N, false>(&mut self.0, ctx, *last);
        *last = id;
        status
    }

    #[inline]
    fn tick_fresh(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        let (status, id) = tracked::<C, N, true>(&mut self.0, ctx, *last);
        *last = id;
        status
    }

    crate::node::hints_from!(0);
}

impl<N: ChildAt<K>, const K: usize> ChildAt<K> for Outline<N> {
    type Child = N::Child;
    #[inline(always)]
    fn child_at(&mut self) -> &mut N::Child {
        self.0.child_at()
    }
}

impl<C: ?Sized, N: TickChild<C>> TickChild<C> for Outline<N> {
    #[inline(always)]
    fn tick_child(&mut self, k: usize, ctx: &mut C) -> Option<Status> {
        self.0.tick_child(k, ctx)
    }
}

impl<N: Finish> Finish for Outline<N> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn finish(&mut self, k: usize, status: Status) -> Option<Status> {
        self.0.finish(k, status)
    }
}

impl<N: EnterChild> EnterChild for Outline<N> {
    #[inline(always)]
    fn enter_child(&self, k: usize) -> bool {
        self.0.enter_child(k)
    }
}

impl<C: ?Sized, N: Enter<C>> Enter<C> for Outline<N> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn enter(&self, ctx: &C) -> bool {
        self.0.enter(ctx)
    }
}

/// The tracked (or, if `FRESH`, fresh) tick of `node`, out of line: it
/// takes the last id written and returns the one written last after the
/// tick, so that the caller keeps the id in a register instead of lending
/// it out.
#[inline(never)]
fn tracked<C: ?Sized, N: Node<C>, const FRESH: bool>(
    node: &mut N,
    ctx: &mut C,
    mut last: NodeId,
) -> (Status, NodeId) {
    let status = if FRESH {
        node.tick_fresh(ctx, &mut last)
    } else {
        node.tick_tracked(ctx, &mut last)
    };
    (status, last)
}

/// The node `N` over the context `C`, as an [`Outline`] (ticked and halted
/// through functions that the compiler does not inline into the parent's),
/// that rustc does not prove again for the parent.
///
/// An `Outline<N>` is a node because `N` is one: rustc's code generation,
/// resolving each level's methods, proves the level's whole subtree a node,
/// down to the leaves, and it cannot keep those proofs in its cache when the
/// leaves are functions or closures (their `FnMut(&mut C)` bound holds for
/// every lifetime of the reference, which its cache refuses). Every level
/// above the `Outline` proves it again: time in `D²` for a tree `D` levels
/// deep. A `FnOutline` keeps function pointers to its node's methods, made
/// when it is built (the only place that needs `N: Node<C>`), and its own
/// `Node<C>` impl asks nothing of `N`: no proof goes past the next
/// boundary. The price: those functions are compiled whether or not they
/// are used (the observed tick and halt of the slice below included, which
/// an `Outline` compiles only for a tree that is observed), so `bt!` uses
/// it only in trees 128 or more levels deep, where it wins (depth 300: 15
/// s in a debug build instead of 20, when such trees were cut by nested
/// `FnOutline`s): around each slice of a tree cut into slices side by
/// side ([`crate::linked`]), and at the root of a tree of more than 256
/// nodes; and the pointers add 26 bytes (kept packed, so that the
/// one-byte fields of the nodes around it stay unpadded).
///
/// It behaves exactly as `N`: every method forwards, and it dereferences to
/// `N`.
///
/// ```
/// use bt_core::{Condition, FnOutline, Node, Status};
///
/// let mut node = FnOutline::new(Condition(|n: &mut u32| *n > 2));
/// assert_eq!(node.tick(&mut 3), Status::Success);
/// assert_eq!(node.tick(&mut 1), Status::Failure);
/// ```
pub struct FnOutline<N, C: ?Sized> {
    node: N,
    fns: Fns<N, C>,
}

/// What an [`FnOutline`] keeps beside its node, packed: aligned, the two
/// pointers would raise the alignment of every node above the `Outline` to
/// 8 bytes, and the one-byte positions of a deep tree's composites would
/// each take 8 (W3 at depth 50: 3 more instructions per resume, as the
/// positions could no longer be reset together). The fields are only ever
/// copied out, never borrowed.
#[repr(C, packed)]
struct Fns<N, C: ?Sized> {
    tracked: RunFn<N, C>,
    fresh: RunFn<N, C>,
    aside: AsideFn<N, C>,
    hints: Hints,
}

impl<N, C: ?Sized> Clone for Fns<N, C> {
    fn clone(&self) -> Self {
        *self
    }
}

impl<N, C: ?Sized> Copy for Fns<N, C> {}

/// The tracked or fresh tick of an [`FnOutline`]'s node, taking the last id
/// written and returning the one written last (so that the caller keeps it
/// in a register instead of lending it out).
type RunFn<N, C> = fn(&mut N, &mut C, NodeId) -> (Status, NodeId);

/// Everything else an [`FnOutline`] forwards: plain ticks, halts and observed
/// ticks.
type AsideFn<N, C> = fn(&mut N, &mut C, Aside<'_>) -> Option<Status>;

/// What [`AsideFn`] does.
enum Aside<'o> {
    Tick,
    Halt,
    TickObserved(&'o mut dyn Observer),
    HaltObserved(&'o mut dyn Observer),
}

#[inline(never)]
fn aside<C: ?Sized, N: Node<C>>(node: &mut N, ctx: &mut C, what: Aside<'_>) -> Option<Status> {
    match what {
        Aside::Tick => Some(node.tick(ctx)),
        Aside::Halt => {
            node.halt(ctx);
            None
        }
        Aside::TickObserved(observer) => Some(node.tick_observed(ctx, observer)),
        Aside::HaltObserved(observer) => {
            node.halt_observed(ctx, observer);
            None
        }
    }
}

impl<N, C: ?Sized> FnOutline<N, C> {
    /// Wraps `node`.
    #[must_use]
    pub fn new(node: N) -> Self
    where
        N: Node<C>,
    {
        Self {
            fns: Fns {
                tracked: tracked::<C, N, false>,
                fresh: tracked::<C, N, true>,
                aside: aside::<C, N>,
                hints: node.hints(),
            },
            node,
        }
    }

    /// The node, unwrapped.
    pub fn into_inner(self) -> N {
        self.node
    }
}

impl<N, C: ?Sized> Deref for FnOutline<N, C> {
    type Target = N;
    fn deref(&self) -> &N {
        &self.node
    }
}

impl<N, C: ?Sized> DerefMut for FnOutline<N, C> {
    fn deref_mut(&mut self) -> &mut N {
        &mut self.node
    }
}

impl<N: Clone, C: ?Sized> Clone for FnOutline<N, C> {
    fn clone(&self) -> Self {
        Self {
            node: self.node.clone(),
            fns: self.fns,
        }
    }
}

impl<N: Copy, C: ?Sized> Copy for FnOutline<N, C> {}

impl<N: Default + Node<C>, C: ?Sized> Default for FnOutline<N, C> {
    fn default() -> Self {
        Self::new(N::default())
    }
}

/// Equal when the nodes are: the functions are the same for the same `N`
/// and `C`.
impl<N: PartialEq, C: ?Sized> PartialEq for FnOutline<N, C> {
    fn eq(&self, other: &Self) -> bool {
        self.node == other.node
    }
}

impl<N: Eq, C: ?Sized> Eq for FnOutline<N, C> {}

impl<N: fmt::Debug, C: ?Sized> fmt::Debug for FnOutline<N, C> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_tuple("FnOutline").field(&self.node).finish()
    }
}

// No bound on `N`: `new` checked it, and asking for it here would have rustc
// prove the whole subtree again for every level above this one.
impl<N, C: ?Sized> Node<C> for FnOutline<N, C> {
    #[inline]
    fn tick(&mut self, ctx: &mut C) -> Status {
        // `aside` answers a tick with `Some`; `Running` is never reached.
        (self.fns.aside)(&mut self.node, ctx, Aside::Tick).unwrap_or(Status::Running)
    }

    #[inline]
    fn halt(&mut self, ctx: &mut C) {
        (self.fns.aside)(&mut self.node, ctx, Aside::Halt);
    }

    #[inline]
    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        // `aside` answers a tick with `Some`; `Running` is never reached.
        (self.fns.aside)(&mut self.node, ctx, Aside::TickObserved(observer))
            .unwrap_or(Status::Running)
    }

    #[inline]
    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        (self.fns.aside)(&mut self.node, ctx, Aside::HaltObserved(observer));
    }

    #[inline]
    fn tick_tracked(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        let (status, id) = (self.fns.tracked)(&mut self.node, ctx, *last);
        *last = id;
        status
    }

    #[inline]
    fn tick_fresh(&mut self, ctx: &mut C, last: &mut NodeId) -> Status {
        let (status, id) = (self.fns.fresh)(&mut self.node, ctx, *last);
        *last = id;
        status
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn hints(&self) -> Hints {
        self.fns.hints
    }
}

impl<N: ChildAt<K>, C: ?Sized, const K: usize> ChildAt<K> for FnOutline<N, C> {
    type Child = N::Child;
    #[inline(always)]
    fn child_at(&mut self) -> &mut N::Child {
        self.node.child_at()
    }
}

impl<N: TickChild<C>, C: ?Sized> TickChild<C> for FnOutline<N, C> {
    #[inline(always)]
    fn tick_child(&mut self, k: usize, ctx: &mut C) -> Option<Status> {
        self.node.tick_child(k, ctx)
    }
}

impl<N: Finish, C: ?Sized> Finish for FnOutline<N, C> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn finish(&mut self, k: usize, status: Status) -> Option<Status> {
        self.node.finish(k, status)
    }
}

impl<N: EnterChild, C: ?Sized> EnterChild for FnOutline<N, C> {
    #[inline(always)]
    fn enter_child(&self, k: usize) -> bool {
        self.node.enter_child(k)
    }
}

impl<C: ?Sized, N: Enter<C>> Enter<C> for FnOutline<N, C> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn enter(&self, ctx: &C) -> bool {
        self.node.enter(ctx)
    }
}
