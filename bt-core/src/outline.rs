//! [`Outline`]: a node ticked through functions of its own, which keeps
//! the compile time of deep trees linear in their depth.

use core::ops::{Deref, DerefMut};

use crate::observe::{NodeId, Observer};
use crate::resume::{ChildAt, Enter, Finish};
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
/// boundary pays one call (about 25 instructions with the registers saved
/// around it, in W3 at depth 50), and only trees 32 or more levels deep
/// have one.
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
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn child_at(&mut self) -> &mut N::Child {
        self.0.child_at()
    }
}

impl<N: Finish> Finish for Outline<N> {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn finish(&mut self, k: usize, status: Status) -> Option<Status> {
        self.0.finish(k, status)
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
