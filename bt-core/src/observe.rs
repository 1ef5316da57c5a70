//! Watching a tree tick: node ids, the [`Observer`] trait, and the
//! [`Ticker`] through which every built-in node ticks and halts its
//! children.
//!
//! Every built-in node is written once, generic over a [`Ticker`]:
//! [`Node::tick`] runs it with [`Plain`], which calls the children's `tick`
//! and compiles to exactly the code of a node without observer support;
//! [`Node::tick_observed`] runs the same code with [`Observing`], which calls
//! the children's `tick_observed` so that the observer reaches every level.
//! A node reports its own result through the [`Id`] wrapper that names it
//! (the `bt!` macro wraps every node it builds in one, numbered in
//! pre-order).

use crate::{Node, Status};

/// The number of a node in its tree: its position in pre-order (the root is
/// 0).
pub type NodeId = u16;

/// Receives what happens in a tree ticked with
/// [`Tree::tick_with`](crate::Tree::tick_with).
pub trait Observer {
    /// Node `id` was ticked and returned `status`. Children report before
    /// their parents.
    fn on_tick(&mut self, id: NodeId, status: Status);

    /// Node `id`, which was running, was halted. Descendants report before
    /// their ancestors.
    fn on_halt(&mut self, id: NodeId) {
        let _ = id;
    }
}

impl<O: Observer + ?Sized> Observer for &mut O {
    fn on_tick(&mut self, id: NodeId, status: Status) {
        (**self).on_tick(id, status);
    }
    fn on_halt(&mut self, id: NodeId) {
        (**self).on_halt(id);
    }
}

/// An observer that ignores everything.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoObserver;

impl Observer for NoObserver {
    #[inline(always)]
    fn on_tick(&mut self, _: NodeId, _: Status) {}
}

/// How a node ticks and halts its children: plainly ([`Plain`]) or telling
/// an observer ([`Observing`]).
pub trait Ticker<C: ?Sized> {
    /// Ticks `node`.
    fn tick<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) -> Status;
    /// Halts `node`.
    fn halt<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C);
}

/// Ticks children with [`Node::tick`]: no observer, no cost.
#[derive(Clone, Copy, Debug, Default)]
pub struct Plain;

impl<C: ?Sized> Ticker<C> for Plain {
    #[inline(always)]
    fn tick<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) -> Status {
        node.tick(ctx)
    }
    #[inline(always)]
    fn halt<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) {
        node.halt(ctx);
    }
}

/// Ticks children with [`Node::tick_observed`], passing the observer down.
pub struct Observing<'a>(pub &'a mut dyn Observer);

impl<C: ?Sized> Ticker<C> for Observing<'_> {
    #[inline]
    fn tick<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) -> Status {
        node.tick_observed(ctx, self.0)
    }
    #[inline]
    fn halt<N: Node<C> + ?Sized>(&mut self, node: &mut N, ctx: &mut C) {
        node.halt_observed(ctx, self.0);
    }
}

/// Names a node: in an observed tick it reports the node's result (and its
/// halts) to the observer under the id `ID`. A plain tick goes straight
/// through, so the wrapper costs nothing, in bytes or instructions.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Id<N, const ID: NodeId>(pub N);

impl<C: ?Sized, N: Node<C>, const ID: NodeId> Node<C> for Id<N, ID> {
    #[inline(always)]
    fn tick(&mut self, ctx: &mut C) -> Status {
        self.0.tick(ctx)
    }

    #[inline(always)]
    fn halt(&mut self, ctx: &mut C) {
        self.0.halt(ctx);
    }

    fn tick_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) -> Status {
        let status = self.0.tick_observed(ctx, observer);
        observer.on_tick(ID, status);
        status
    }

    fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn Observer) {
        self.0.halt_observed(ctx, observer);
        observer.on_halt(ID);
    }
}

/// Implements the four methods of [`Node`] for a node written once as
/// `fn run<T: Ticker<C>>(&mut self, ctx, ticker) -> Status` and
/// `fn stop<T: Ticker<C>>(&mut self, ctx, ticker)`.
macro_rules! node_via_ticker {
    () => {
        #[inline]
        fn tick(&mut self, ctx: &mut C) -> $crate::Status {
            self.run(ctx, &mut $crate::observe::Plain)
        }

        #[inline]
        fn halt(&mut self, ctx: &mut C) {
            self.stop(ctx, &mut $crate::observe::Plain);
        }

        fn tick_observed(
            &mut self,
            ctx: &mut C,
            observer: &mut dyn $crate::observe::Observer,
        ) -> $crate::Status {
            self.run(ctx, &mut $crate::observe::Observing(observer))
        }

        fn halt_observed(&mut self, ctx: &mut C, observer: &mut dyn $crate::observe::Observer) {
            self.stop(ctx, &mut $crate::observe::Observing(observer));
        }
    };
}
pub(crate) use node_via_ticker;

/// A node's tick and halt, written once for both tickers (see
/// [`node_via_ticker`]).
pub(crate) trait Drive<C: ?Sized> {
    fn run<T: Ticker<C>>(&mut self, ctx: &mut C, ticker: &mut T) -> Status;
    fn stop<T: Ticker<C>>(&mut self, ctx: &mut C, ticker: &mut T);
}
